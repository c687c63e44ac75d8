import { describe, expect, it } from 'vitest';
import { blankMedicalScenario, type MedicalScenarioType } from './form-values.ts';
import { followersOf, nextScenario, nextScenarioType } from './medical-scenarios.ts';

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

  it("starts with the modality's category and name where the previous scenario left them blank", () => {
    const best = { ...blankMedicalScenario(), category: 'Therapy', modality: 'PT' };
    const probable = { ...blankMedicalScenario(), type: 'probable' as const, annualCost: '7200' };
    expect(nextScenario([best, probable])).toMatchObject({ type: 'worst', category: 'Therapy', modality: 'PT', annualCost: '7200' });
  });
});

describe('followersOf', () => {
  it('lists the other scenarios still blank or still named as the first was, never the first', () => {
    const named = (category: string) => ({ ...blankMedicalScenario(), category });
    expect(followersOf([named('Ther'), named(''), named('Ther'), named('Surgery')], 'category', 'Ther')).toEqual([1, 2]);
    expect(followersOf([named('')], 'category', '')).toEqual([]);
  });
});
