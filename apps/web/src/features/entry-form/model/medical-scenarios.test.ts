import { describe, expect, it } from 'vitest';
import { blankMedicalScenario, type MedicalScenarioType } from './form-values.ts';
import { nextScenario, nextScenarioType } from './medical-scenarios.ts';

const of = (...types: MedicalScenarioType[]) => types.map((type) => ({ ...blankMedicalScenario(), type }));

describe('nextScenarioType', () => {
  it('adds probable after best, worst after probable, nothing at 3', () => {
    expect(nextScenarioType([])).toBe('best');
    expect(nextScenarioType(of('best'))).toBe('probable');
    expect(nextScenarioType(of('best', 'probable'))).toBe('worst');
    expect(nextScenarioType(of('best', 'probable', 'worst'))).toBeUndefined();
  });

  it('adds worst after worst unless taken, then the first free type', () => {
    expect(nextScenarioType(of('best', 'worst'))).toBe('probable');
    expect(nextScenarioType(of('probable'))).toBe('worst');
    expect(nextScenarioType(of('probable', 'worst'))).toBe('best');
  });
});

describe('nextScenario', () => {
  it("copies the previous scenario's values under the next type", () => {
    const best = {
      ...blankMedicalScenario('2040-01-01'),
      category: 'Therapy',
      modality: 'PT',
      from: '2025-01-01',
      annualCost: '4800',
      growthRate: '0.0232',
      discountRate: '0.0441',
    };
    expect(nextScenario([best])).toEqual({ ...best, type: 'probable' });
    expect(nextScenario([best, { ...best, type: 'probable', annualCost: '7200' }])).toEqual({ ...best, type: 'worst', annualCost: '7200' });
    expect(nextScenario(of('best', 'probable', 'worst'))).toBeUndefined();
  });
});
