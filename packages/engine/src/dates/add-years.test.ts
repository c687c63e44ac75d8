import { describe, expect, it } from 'vitest';
import { addYears, completedYears } from './add-years.ts';
import { formatIsoDate, toEpochDay } from './civil-date.ts';
import { yearFraction } from './year-fraction.ts';

const add = (date: string, years: number) => formatIsoDate(addYears(toEpochDay(date), years));

describe('addYears', () => {
  it('adds whole calendar years', () => {
    expect(add('1980-04-10', 67)).toBe('2047-04-10');
  });

  it('adds the fraction as days at 365.25 a year, rounded', () => {
    // 0.2 × 365.25 = 73.05 → 73 days after 2060-03-01.
    expect(add('2025-03-01', 35.2)).toBe('2060-05-13');
    // 0.5 × 365.25 = 182.625 → 183 days.
    expect(add('1980-04-10', 62.5)).toBe('2042-10-10');
  });

  it('turns 29 February into 28 February in a common year', () => {
    expect(add('1964-02-29', 1)).toBe('1965-02-28');
    expect(add('1964-02-29', 4)).toBe('1968-02-29');
    expect(add('2008-02-29', 18)).toBe('2026-02-28');
  });

  it('crosses a leap day when adding the fractional days', () => {
    expect(add('2023-12-01', 0.25)).toBe('2024-03-01'); // 91 days, 2024 is a leap year
  });

  it('agrees with the methodology example of a retirement date', () => {
    expect(add('1978-09-17', 67)).toBe('2045-09-17');
    // 67 years with 17 leap days in between.
    expect(yearFraction(toEpochDay('1978-09-17'), toEpochDay('2045-09-17'))).toBe((67 * 365 + 17) / 365.25);
  });
});

describe('completed years of age', () => {
  const day = (iso: string) => toEpochDay(iso);
  it('counts a birthday reached on the day itself, not the day before', () => {
    expect(completedYears(day('1980-04-10'), day('2025-04-10'))).toBe(45);
    expect(completedYears(day('1980-04-10'), day('2025-04-09'))).toBe(44);
  });
  it('takes a 29 February birthday on 28 February in a common year', () => {
    expect(completedYears(day('2000-02-29'), day('2021-02-28'))).toBe(21);
    expect(completedYears(day('2000-02-29'), day('2021-02-27'))).toBe(20);
  });
  it('is 0 before the first birthday', () => {
    expect(completedYears(day('2024-06-01'), day('2024-12-31'))).toBe(0);
  });
});
