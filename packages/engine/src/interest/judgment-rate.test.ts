import { describe, expect, it } from 'vitest';
import type { YieldCurveData } from '../reference/yield-curve.ts';
import { federalJudgmentRate, judgmentRateUnavailable, precedingCalendarWeek } from './judgment-rate.ts';

/** Hand-worked cases of section 17 of docs/methodology.md on a small curve of known values. */

/** A curve with only the 1-year column of interest and one other, so the right column must be read. */
function curve(days: [string, number | null][]): YieldCurveData {
  return {
    source: 'test curve',
    maturities: ['6 Mo', '1 Yr'],
    firstDate: days[0]![0],
    lastDate: days.at(-1)![0],
    dates: days.map(([date]) => date),
    rows: days.map(([, oneYear]) => [9.99, oneYear]),
  };
}

// Monday 2025-06-02 to Friday 2025-06-06, then Monday 2025-06-09.
const JUNE = curve([
  ['2025-05-30', 5],
  ['2025-06-02', 4.12],
  ['2025-06-03', 4.12],
  ['2025-06-04', 4.06],
  ['2025-06-05', 4.08],
  ['2025-06-06', 4.14],
  ['2025-06-09', 7],
]);

describe('the calendar week preceding the judgment', () => {
  it('is the Monday-to-Sunday week before the one containing the date', () => {
    const lastWeek = { weekStart: '2025-06-02', weekEnd: '2025-06-08' };
    expect(precedingCalendarWeek('2025-06-11')).toEqual(lastWeek); // a Wednesday
    expect(precedingCalendarWeek('2025-06-09')).toEqual(lastWeek); // a Monday: not its own week
    expect(precedingCalendarWeek('2025-06-15')).toEqual(lastWeek); // a Sunday still belongs to the week of the 9th
    expect(precedingCalendarWeek('2025-06-08')).toEqual({ weekStart: '2025-05-26', weekEnd: '2025-06-01' });
  });

  it('crosses a year end', () => {
    expect(precedingCalendarWeek('2024-01-03')).toEqual({ weekStart: '2023-12-25', weekEnd: '2023-12-31' });
  });
});

describe('the federal post-judgment rate', () => {
  it("averages the week's five 1-year values: 20.52 / 5 = 4.104 → 4.10 %", () => {
    const result = federalJudgmentRate({ date: '2025-06-11' }, JUNE);
    expect(result).toMatchObject({ rate: 4.1, weekStart: '2025-06-02', weekEnd: '2025-06-08', days: 5 });
    expect(result.source).toContain('test curve');
  });

  it('skips a day without a 1-year value: 4.12, 4.06, 4.08, 4.14 → 4.10 %', () => {
    const holiday = curve([
      ['2025-06-02', null],
      ['2025-06-03', 4.12],
      ['2025-06-04', 4.06],
      ['2025-06-05', 4.08],
      ['2025-06-06', 4.14],
    ]);
    expect(federalJudgmentRate({ date: '2025-06-09' }, holiday)).toMatchObject({ rate: 4.1, days: 4 });
  });

  it('rounds to 2 decimals: (4.83 + 4.79 + 4.82 + 4.79) / 4 = 4.8075 → 4.81 %', () => {
    const christmas = curve([
      ['2023-12-26', 4.83],
      ['2023-12-27', 4.79],
      ['2023-12-28', 4.82],
      ['2023-12-29', 4.79],
      ['2024-01-02', 4.8],
    ]);
    expect(federalJudgmentRate({ date: '2024-01-03' }, christmas)).toMatchObject({ rate: 4.81, days: 4 });
  });

  it('has no rate for a week without a value, before the data or after it', () => {
    for (const date of ['2025-05-30', '2025-06-23']) {
      expect(judgmentRateUnavailable({ date }, JUNE)).toMatch(/no 1-year value/);
      expect(() => federalJudgmentRate({ date }, JUNE)).toThrow(RangeError);
    }
    expect(judgmentRateUnavailable({ date: '2025-06-11' }, JUNE)).toBeUndefined();
  });

  it('reads the shipped curve by default', () => {
    expect(federalJudgmentRate({ date: '2025-06-11' })).toMatchObject({ rate: 4.1, weekStart: '2025-06-02', days: 5 });
  });
});
