import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/civil-date.ts';
import { calendarRows, periodSide } from './calendar-rows.ts';
import { discountFactor, grownAmount } from './present-value.ts';

const period = (start: string, end: string) => ({ start: toEpochDay(start), end: toEpochDay(end) });

describe('calendar rows', () => {
  it('gives one row per calendar year touched, with the portion of the year', () => {
    const rows = calendarRows(period('2022-06-15', '2024-03-01'));
    expect(rows.map((r) => r.year)).toEqual([2022, 2023, 2024]);
    expect(rows[0]!.portion).toBeCloseTo(200 / 365, 12);
    expect(rows[1]!.portion).toBe(1);
    expect(rows[2]!.portion).toBe(60 / 366); // 2024 is a leap year
  });

  it('has no rows for an empty or inverted period', () => {
    expect(calendarRows(period('2025-01-01', '2025-01-01'))).toEqual([]);
    expect(calendarRows(period('2026-01-01', '2025-01-01'))).toEqual([]);
  });

  it('splits at the date of trial: past up to it, future from it', () => {
    const whole = period('2023-05-02', '2030-01-01');
    const trial = toEpochDay('2026-04-20');
    const past = calendarRows(periodSide(whole, trial, 'past'));
    const future = calendarRows(periodSide(whole, trial, 'future'));
    expect(past.at(-1)!.end).toBe(trial);
    expect(future[0]!.start).toBe(trial);
    expect(past.at(-1)!.portion + future[0]!.portion).toBeCloseTo(1, 12);
  });

  it('has no future when the period ends before trial', () => {
    expect(calendarRows(periodSide(period('2020-01-01', '2021-01-01'), toEpochDay('2022-01-01'), 'future'))).toEqual([]);
  });
});

describe('growth and discounting', () => {
  it('grows from the base year, backwards too', () => {
    expect(grownAmount(100, 0.1, 2020, 2022)).toBeCloseTo(121, 10);
    expect(grownAmount(121, 0.1, 2022, 2020)).toBeCloseTo(100, 10);
    expect(grownAmount(100, 0, 2020, 2050)).toBe(100);
  });

  it('discounts a future row from the middle of the row to the trial date', () => {
    const trial = toEpochDay('2026-04-20');
    const row = { start: trial, end: toEpochDay('2027-01-01') };
    // 256 days long: cash at 128 days, 128 / 365.25 years after trial.
    expect(discountFactor(row, trial, 0.0431, 'future')).toBeCloseTo(1.0431 ** (-128 / 365.25), 14);
    expect(discountFactor(row, trial, 0.0431, 'past')).toBe(1);
    expect(discountFactor(row, trial, 0, 'future')).toBe(1);
  });
});
