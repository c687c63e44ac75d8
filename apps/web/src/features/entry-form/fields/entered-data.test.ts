import { describe, expect, it } from 'vitest';
import { blankModality, blankServiceSource } from '../model/form-values.ts';
import { hasEnteredData } from './entered-data.ts';

describe('hasEnteredData', () => {
  it('ignores the values a fresh block starts with', () => {
    expect(hasEnteredData(blankModality('2040-01-01'), blankModality('2040-01-01'))).toBe(false);
    expect(hasEnteredData(blankServiceSource(), blankServiceSource())).toBe(false);
    expect(hasEnteredData({ value: '  ' }, { value: '' })).toBe(false);
  });

  it('sees typed text anywhere in the block, including a later scenario', () => {
    expect(hasEnteredData({ value: 'Deposition' }, { value: '' })).toBe(true);
    const modality = blankModality();
    modality.scenarios.push({ ...modality.scenarios[0]!, annualCost: '900' });
    expect(hasEnteredData(modality, blankModality())).toBe(true);
  });
});
