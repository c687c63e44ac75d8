import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/civil-date.ts';
import { calendarRows, periodSide } from './calendar-rows.ts';
import { discountFactor, midPeriodYears } from './present-value.ts';
import { discountInfo, growthSwitchYear, rateApplied, valuedRows } from './valuation.ts';

const period = (start: string, end: string) => ({ start: toEpochDay(start), end: toEpochDay(end) });
const trial = toEpochDay('2026-03-02');

describe('the rate applied', () => {
  it('is the discount rate, the growth compounded with a net rate, the growth itself, or zero', () => {
    expect(rateApplied({}, 0.0421, 0.031)).toBe(0.0421);
    expect(rateApplied({ method: 'nominal' }, 0.0421, 0.031)).toBe(0.0421);
    // (1.031)(1.012) - 1 = 0.043372
    expect(rateApplied({ method: 'netDiscountRate', netDiscountRate: 0.012 }, 0.0421, 0.031)).toBeCloseTo(0.043372, 15);
    expect(rateApplied({ method: 'totalOffset' }, 0.0421, 0.031)).toBe(0.031);
    expect(rateApplied({ method: 'undiscounted' }, 0.0421, 0.031)).toBe(0);
  });
});

describe('valued rows', () => {
  it('are the rows of section 2 with midPeriod: split at the trial, discounted by day count', () => {
    const whole = period('2024-05-10', '2029-01-01');
    for (const side of ['past', 'future'] as const) {
      const expected = calendarRows(periodSide(whole, trial, side)).map((row) => ({
        ...row,
        discountFactor: discountFactor(row, trial, 0.04, side),
        discountYears: side === 'past' ? null : midPeriodYears(row, trial),
      }));
      expect(valuedRows(whole, trial, side, 0.04, {})).toEqual(expected);
    }
  });

  it('with a valuation year before the trial year, count the years after it as future even before the trial', () => {
    const whole = period('2023-07-01', '2027-01-01');
    const options = { convention: 'endOfYear', valuationYear: 2024 } as const;
    const past = valuedRows(whole, trial, 'past', 0.05, options);
    const future = valuedRows(whole, trial, 'future', 0.05, options);
    expect(past.map((r) => [r.year, r.portion, r.discountFactor])).toEqual([
      [2023, 184 / 365, 1],
      [2024, 1, 1],
    ]);
    // 2025 is before the trial (2026-03-02) but after V: one year out, then two; never split at the trial.
    expect(future.map((r) => r.year)).toEqual([2025, 2026]);
    expect(future[0]!.discountFactor).toBe(1 / 1.05);
    expect(future[1]!.discountFactor).toBeCloseTo(1 / 1.1025, 15);
    expect(future[1]!.portion).toBe(1);
    expect(future[0]!.start).toBe(toEpochDay('2025-01-01'));
  });

  it('with midYear, discount half a year less than endOfYear', () => {
    const rows = valuedRows(period('2026-01-01', '2028-01-01'), trial, 'future', 0.05, { convention: 'midYear', valuationYear: 2025 });
    expect(rows.map((r) => r.discountFactor)).toEqual([1.05 ** -0.5, 1.05 ** -1.5]);
  });

  it('take the valuation year from the trial when it is not given', () => {
    const rows = valuedRows(period('2025-01-01', '2028-01-01'), trial, 'future', 0.1, { convention: 'endOfYear' });
    expect(rows.map((r) => [r.year, r.discountFactor])).toEqual([[2027, 1 / 1.1]]);
  });

  it('give a period inside one calendar year the first-year portion, even with a last-year portion', () => {
    const options = { convention: 'endOfYear', valuationYear: 2023, firstYearPortion: 0.4, lastYearPortion: 0.2 } as const;
    const rows = valuedRows(period('2024-03-01', '2024-09-01'), trial, 'future', 0.05, options);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.portion).toBe(0.4);
    expect(rows[0]!.discountFactor).toBe(1 / 1.05);
  });

  it('replace the first and last years’ portions of the whole period, on whichever side they fall', () => {
    const options = { convention: 'endOfYear', valuationYear: 2015, firstYearPortion: 0.33, lastYearPortion: 0.26 } as const;
    const whole = period('2009-09-01', '2022-09-01');
    const past = valuedRows(whole, trial, 'past', 0.0325, options);
    const future = valuedRows(whole, trial, 'future', 0.0325, options);
    expect(past[0]!.portion).toBe(0.33);
    expect(past.slice(1).every((r) => r.portion === 1)).toBe(true);
    expect(future.at(-1)!.portion).toBe(0.26);
    expect(future.at(-1)!.year).toBe(2022);
  });

  it('are none for an empty period', () => {
    expect(valuedRows(period('2025-01-01', '2025-01-01'), trial, 'past', 0.05, { convention: 'endOfYear', firstYearPortion: 0.5 })).toEqual(
      [],
    );
  });
});

describe('the valuation stated in case_info.discount', () => {
  it('has no valuation year with midPeriod, and the net rate only with its method', () => {
    expect(discountInfo({}, trial, 0.0394)).toEqual({
      convention: 'midPeriod',
      method: 'nominal',
      valuation_year: null,
      net_discount_rate: null,
      rate_applied: 0.0394,
    });
    expect(discountInfo({ convention: 'midYear', method: 'netDiscountRate', netDiscountRate: 0.012 }, trial, 1.031 * 1.012 - 1)).toEqual({
      convention: 'midYear',
      method: 'netDiscountRate',
      valuation_year: 2026,
      net_discount_rate: 0.012,
      rate_applied: 0.043372,
    });
    // A valuation year given with midPeriod is ignored.
    expect(discountInfo({ valuationYear: 2020, netDiscountRate: 0.01 }, trial, 0.05).valuation_year).toBeNull();
    expect(discountInfo({ valuationYear: 2020, netDiscountRate: 0.01 }, trial, 0.05).net_discount_rate).toBeNull();
  });

  it('switches growth eras at the trial year with midPeriod and at V otherwise', () => {
    expect(growthSwitchYear({ valuationYear: 2020 }, trial)).toBe(2026);
    expect(growthSwitchYear({ convention: 'endOfYear', valuationYear: 2020 }, trial)).toBe(2020);
  });
});
