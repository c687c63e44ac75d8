import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  formatAge,
  formatCount,
  formatMoney,
  formatMoneyAsTyped,
  formatMoneyCents,
  formatOptionalMoney,
  formatOptionalPercent,
  formatPercent,
  formatTimestamp,
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

  it('writes an amount as typed: cents only when it has them', () => {
    expect(formatMoneyAsTyped(450)).toBe('$450');
    expect(formatMoneyAsTyped(412.5)).toBe('$412.50');
    expect(amountInputText(450)).toBe('450');
    expect(amountInputText(412.5)).toBe('412.50');
    expect(formatCount(12000)).toBe('12,000');
  });

  it('writes rates, ages and years', () => {
    expect(formatOptionalPercent(0.0394)).toBe('3.94%');
    expect(formatOptionalPercent(undefined)).toBe('—');
    expect(formatPercent(0.08, 1, 0)).toBe('8%');
    expect(formatPercent(0.025, 1, 0)).toBe('2.5%');
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatAge(67)).toBe('67');
    expect(formatAge(62.5)).toBe('62.5');
    expect(formatYears(24.5)).toBe('24.50');
    expect(formatYears(undefined)).toBe('—');
  });

  it('writes a moment to the minute in the local time zone, or a dash', () => {
    const at = new Date(2025, 6, 11, 14, 3, 59);
    expect(formatTimestamp(at)).toBe('2025-07-11 14:03');
    expect(formatTimestamp(at.toISOString())).toBe('2025-07-11 14:03');
    expect(formatTimestamp(undefined)).toBe('—');
    expect(formatTimestamp('not a date')).toBe('not a date');
  });
});
