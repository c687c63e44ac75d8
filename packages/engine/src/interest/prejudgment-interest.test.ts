import { describe, expect, it } from 'vitest';
import { formatIsoDate, toEpochDay } from '../dates/civil-date.ts';
import {
  interestAccrualDays,
  interestFor,
  lumpSumInterest,
  pastRowInterest,
  pastRowMidpoint,
  type InterestTerms,
} from './prejudgment-interest.ts';

/** Hand-worked cases of section 16 of docs/methodology.md; every amount to the cent. */

const day = toEpochDay;
const TEN_PERCENT = { rate: 0.1 } as const;

describe('interest on an amount for a number of days', () => {
  it('simple: a 365-day year earns the rate once, 730 days twice, whatever the leap years', () => {
    expect(interestFor(1000, 365, { ...TEN_PERCENT, compounding: 'simple' })).toBeCloseTo(100, 9);
    expect(interestFor(1000, 730, { ...TEN_PERCENT, compounding: 'simple' })).toBeCloseTo(200, 9);
  });

  it('annual: exactly 365 days is one compounding, exactly 730 two (1.1² − 1 = 21 %)', () => {
    expect(interestFor(1000, 365, { ...TEN_PERCENT, compounding: 'annual' })).toBeCloseTo(100, 9);
    expect(interestFor(1000, 730, { ...TEN_PERCENT, compounding: 'annual' })).toBeCloseTo(210, 9);
  });

  it('annual: a day past a year adds one simple day on the compounded sum; a day short of two years does not compound twice', () => {
    // 1000 × (1.1 × (1 + 0.1/365) − 1) = 100.3013...
    expect(interestFor(1000, 366, { ...TEN_PERCENT, compounding: 'annual' })).toBeCloseTo(100.30137, 5);
    // 1000 × (1.1 × (1 + 0.1 × 364/365) − 1) = 209.6986...
    expect(interestFor(1000, 729, { ...TEN_PERCENT, compounding: 'annual' })).toBeCloseTo(209.69863, 5);
  });

  it('simple and annual agree within the first year and on no days', () => {
    expect(interestFor(1000, 100, { ...TEN_PERCENT, compounding: 'annual' })).toBeCloseTo(27.39726, 5);
    expect(interestFor(1000, 100, { ...TEN_PERCENT, compounding: 'simple' })).toBeCloseTo(27.39726, 5);
    expect(interestFor(1000, 0, { ...TEN_PERCENT, compounding: 'annual' })).toBe(0);
    expect(interestFor(1000, 400, { rate: 0, compounding: 'annual' })).toBe(0);
  });
});

describe('the accrual of a past row', () => {
  it("arises at the row's midpoint, rounded down to a whole day", () => {
    // 2024 has 366 days: the midpoint is 183 days in.
    expect(formatIsoDate(pastRowMidpoint(day('2024-01-01'), day('2025-01-01')))).toBe('2024-07-02');
    // Seven days: 3.5 rounds down to 3.
    expect(formatIsoDate(pastRowMidpoint(day('2025-03-01'), day('2025-03-08')))).toBe('2025-03-04');
  });

  const row = { start: day('2024-01-01'), end: day('2025-01-01'), loss: 36_600 };
  const simple = (from: string | null, to = '2025-10-01'): InterestTerms => ({ rate: 0.05, compounding: 'simple', from, to });

  it('accrues from the midpoint when `from` is before it: 456 days to 2025-10-01', () => {
    expect(interestAccrualDays(pastRowMidpoint(row.start, row.end), simple('2024-03-01'))).toBe(456);
    // 36,600 × 0.05 × 456 / 365 = 2,286.2466
    expect(pastRowInterest(row, simple('2024-03-01'))).toBe(2286.25);
    expect(pastRowInterest(row, simple(null))).toBe(2286.25);
  });

  it('accrues from `from` when it is after the midpoint: exactly 365 days', () => {
    expect(interestAccrualDays(pastRowMidpoint(row.start, row.end), simple('2024-10-01'))).toBe(365);
    expect(pastRowInterest(row, simple('2024-10-01'))).toBe(1830);
  });

  it('earns nothing when `to` is on or before the accrual start', () => {
    expect(pastRowInterest(row, simple(null, '2024-07-02'))).toBe(0);
    expect(pastRowInterest(row, simple('2025-12-01', '2025-10-01'))).toBe(0);
  });

  it('compounds yearly from the accrual start: 730 days after `from` is 1.05² − 1 = 10.25 %', () => {
    const annual: InterestTerms = { rate: 0.05, compounding: 'annual', from: '2024-10-01', to: '2026-10-01' };
    expect(interestAccrualDays(pastRowMidpoint(row.start, row.end), annual)).toBe(730);
    expect(pastRowInterest(row, annual)).toBe(3751.5);
  });

  it('rounds a true half cent to the even cent, as every money cell of the tables', () => {
    // 1 × 0.125 × 365/365 = 0.125 exactly in binary.
    const terms: InterestTerms = { rate: 0.125, compounding: 'simple', from: '2025-01-01', to: '2026-01-01' };
    expect(pastRowInterest({ start: day('2024-01-01'), end: day('2025-01-01'), loss: 1 }, terms)).toBe(0.12);
  });
});

describe('interest on lump sums', () => {
  it("$100,000 at 4 % compounded yearly for a year and 100 days is $5,139.73 (the methodology's hand check)", () => {
    const result = lumpSumInterest({
      rate: 0.04,
      compounding: 'annual',
      from: null,
      to: '2026-04-11',
      items: [{ id: 'judgment', amount: 100_000, date: '2025-01-01' }],
    });
    expect(result).toEqual({
      items: [{ id: 'judgment', amount: 100_000, accrualStart: '2025-01-01', days: 465, interest: 5139.73 }],
      totalInterest: 5139.73,
    });
  });

  it('accrues from `from` for a sum paid before it, and totals the rounded interest, not the exact', () => {
    // Each: 100 × 0.1 × 1/365 = 0.0274 → 0.03; the exact sum 0.0548 would round to 0.05.
    const result = lumpSumInterest({
      rate: 0.1,
      compounding: 'simple',
      from: '2025-06-30',
      to: '2025-07-01',
      items: [
        { id: 1, amount: 100, date: '2025-01-15' },
        { id: 2, amount: 100, date: '2025-06-30' },
      ],
    });
    expect(result.items.map((item) => [item.accrualStart, item.days, item.interest])).toEqual([
      ['2025-06-30', 1, 0.03],
      ['2025-06-30', 1, 0.03],
    ]);
    expect(result.totalInterest).toBe(0.06);
  });

  it('gives a sum paid after `to` no interest, and writes amounts in cents', () => {
    const result = lumpSumInterest({
      rate: 0.1,
      compounding: 'annual',
      from: null,
      to: '2025-07-01',
      items: [{ id: 'late', amount: 1234.567, date: '2025-08-01' }],
    });
    expect(result.items[0]).toEqual({ id: 'late', amount: 1234.57, accrualStart: '2025-08-01', days: 0, interest: 0 });
    expect(result.totalInterest).toBe(0);
  });
});
