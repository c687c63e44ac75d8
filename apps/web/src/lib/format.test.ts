import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatMoney,
  formatMoneyCents,
  formatOptionalMoney,
  formatOptionalPercent,
  formatWholeNumber,
  formatYears,
} from './format.ts';

describe('the formatting vocabulary', () => {
  it('writes money in whole dollars with negatives in parentheses', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,568');
    expect(formatMoney(-1234.5)).toBe('($1,235)');
    expect(formatMoney(-0.4)).toBe('$0');
    expect(formatWholeNumber(-1234.5)).toBe('(1,235)');
    expect(formatMoneyCents(16.66)).toBe('$16.66');
    expect(formatOptionalMoney(undefined)).toBe('—');
    expect(formatOptionalMoney(null, 'n/a')).toBe('n/a');
  });

  it('writes rates, ages and years', () => {
    expect(formatOptionalPercent(0.0394)).toBe('3.94%');
    expect(formatOptionalPercent(undefined)).toBe('—');
    expect(formatAge(67)).toBe('67');
    expect(formatAge(62.5)).toBe('62.5');
    expect(formatYears(24.5)).toBe('24.50');
    expect(formatYears(undefined)).toBe('—');
  });
});
