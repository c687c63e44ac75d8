import { describe, expect, it } from 'vitest';
import { endOfMonth, monthsText, vintageAge, vintageAgeShort, vintageAgeText, vintageEnd, wholeMonthsBetween } from './data-vintage.ts';

describe('whole months from a vintage to the date of report', () => {
  it('counts a month when the same day of a later month is reached, not the day before', () => {
    expect(wholeMonthsBetween('2025-03-15', '2025-03-15')).toBe(0);
    expect(wholeMonthsBetween('2025-01-15', '2025-02-14')).toBe(0);
    expect(wholeMonthsBetween('2025-01-15', '2025-02-15')).toBe(1);
    expect(wholeMonthsBetween('2025-04-01', '2026-08-05')).toBe(16);
  });

  it('counts the last day of a shorter month as reaching the month, leap days included', () => {
    expect(wholeMonthsBetween('2025-01-31', '2025-02-27')).toBe(0);
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(wholeMonthsBetween('2024-02-29', '2025-02-28')).toBe(12);
    expect(wholeMonthsBetween('2025-03-31', '2025-04-30')).toBe(1);
  });

  it('is negative for data dated after the report, and refuses a date that is not one', () => {
    expect(wholeMonthsBetween('2025-05-20', '2025-02-19')).toBe(-3);
    expect(() => wholeMonthsBetween('2025-02-30', '2025-03-01')).toThrow(RangeError);
  });
});

describe('the last day a vintage covers', () => {
  it('is the curve’s date, the end of a series’ last month, of a survey month, of a table’s year', () => {
    expect(vintageEnd({ lookup: 'treasury', asOf: '2025-02-28', tenorYears: 9.3 })).toBe('2025-02-28');
    expect(vintageEnd({ lookup: 'growth', series: 'cpiAll', years: 20, fromYear: 2004, toYear: 2024, dataThrough: '2024-02' })).toBe(
      '2024-02-29',
    );
    expect(vintageEnd({ lookup: 'oews', occupation: '31-1122', title: 'Aides', statistic: 'median', asOf: 'May 2024' })).toBe('2024-05-31');
    expect(vintageEnd({ lookup: 'lifeTable', table: 'NCHS 2023, Hispanic female', race: 'hispanic', sex: 'female' })).toBe('2023-12-31');
  });

  it('is the end of the window’s last year for a growth rate saved without its month, and unknown when nothing says', () => {
    expect(vintageEnd({ lookup: 'growth', series: 'wages', years: 20, fromYear: 2004, toYear: 2024 })).toBe('2024-12-31');
    expect(
      vintageEnd({ lookup: 'oews', occupation: '31-1122', title: 'Aides', statistic: 'median', asOf: 'Spring survey' }),
    ).toBeUndefined();
    expect(vintageEnd({ lookup: 'lifeTable', table: 'NCHS table', race: 'all', sex: 'total' })).toBeUndefined();
    expect(endOfMonth('2024-13')).toBeUndefined();
  });
});

describe('the age in words', () => {
  it('states months, before or after the date of report', () => {
    expect(vintageAgeText(vintageAge('2025-04-01', '2026-08-05')!)).toBe('16 months before the date of report');
    expect(vintageAgeText(vintageAge('2026-07-05', '2026-08-05')!)).toBe('1 month before the date of report');
    expect(vintageAgeText(vintageAge('2026-07-06', '2026-08-05')!)).toBe('less than 1 month before the date of report');
    expect(vintageAgeText(vintageAge('2026-08-06', '2026-08-05')!)).toBe('less than 1 month after the date of report');
    expect(vintageAgeShort(vintageAge('2026-10-05', '2026-08-05')!)).toBe('2 months after');
    expect(vintageAgeShort(vintageAge('2026-08-05', '2026-08-05')!)).toBe('less than 1 month');
  });

  it('adds years from 24 months', () => {
    expect(monthsText(23)).toBe('23 months');
    expect(monthsText(24)).toBe('24 months (about 2 years)');
    expect(monthsText(370)).toBe('370 months (about 30.8 years)');
  });
});
