import { describe, expect, it } from 'vitest';
import { cpiAnnualAverage, shippedCpi } from './cpi.ts';
import { lifeExpectancy, shippedLifeTables } from './life-table.ts';
import { consumptionShare } from './personal-consumption.ts';
import { shippedYieldCurve, treasuryDiscountRate } from './yield-curve.ts';

describe('life expectancy', () => {
  it('reproduces the published e(x) at whole ages', () => {
    const { ex } = shippedLifeTables.groups.white.male;
    // 1985-01-01 to 2025-01-01 is 40 years with 10 leap days: 14,610 days, exactly 40.0 years.
    const result = lifeExpectancy({ dateOfBirth: '1985-01-01', dateOfReport: '2025-01-01', sex: 'male', race: 'white' });
    expect(result.age).toBe(40);
    expect(result.lifeExpectancy).toBe(ex[40]);
  });

  it('interpolates between whole ages and names its table', () => {
    const result = lifeExpectancy({ dateOfBirth: '1980-04-10', dateOfReport: '2025-03-01', sex: 'male', race: 'white' });
    expect(result).toMatchObject({ lifeExpectancy: 34.29, age: 44.89, table: 'NCHS 2023, non-Hispanic White male' });
    expect(result.source).toContain('2023');
  });

  it('looks up the both-sexes table of a race (gender total), interpolating as for the others', () => {
    const { ex } = shippedLifeTables.groups.white.total;
    const whole = lifeExpectancy({ dateOfBirth: '1985-01-01', dateOfReport: '2025-01-01', sex: 'total', race: 'white' });
    expect(whole).toMatchObject({ age: 40, lifeExpectancy: ex[40], table: 'NCHS 2023, non-Hispanic White, both sexes' });
    // 1980-04-10 to 2025-03-01: 16,396 days = 44.8898 years; e(44) + 0.8898 × (e(45) − e(44)), 2 decimals.
    const x = 16_396 / 365.25;
    const expected = Math.round((ex[44]! + (x - 44) * (ex[45]! - ex[44]!)) * 100) / 100;
    expect(lifeExpectancy({ dateOfBirth: '1980-04-10', dateOfReport: '2025-03-01', sex: 'total', race: 'white' }).lifeExpectancy).toBe(
      expected,
    );
    expect(ex[0]).not.toBe(shippedLifeTables.groups.white.male.ex[0]);
  });

  it('uses e(100) from age 100 on, and the all-races table on request', () => {
    expect(lifeExpectancy({ dateOfBirth: '1900-01-01', dateOfReport: '2025-01-01', sex: 'female', race: 'all' }).lifeExpectancy).toBe(
      shippedLifeTables.groups.all.female.ex[100],
    );
  });
});

describe('Treasury discount rate', () => {
  it('reproduces the published yield at an exact tenor', () => {
    // 2025-07-11 to 2035-07-11 is 3653 days: 10.0014 years, just past the 10-year point.
    const ten = treasuryDiscountRate({ startDate: '2025-07-11', endDate: '2035-07-11' });
    expect(ten.asOf).toBe('2025-07-11');
    expect(ten.discountRate).toBeCloseTo(4.43, 2);
    const oneYear = treasuryDiscountRate({ startDate: '2025-07-11', endDate: '2026-07-11' }); // 365 days < 1 year
    expect(oneYear.discountRate).toBeCloseTo(4.09, 1);
  });

  it('is flat beyond the longest and shortest maturities', () => {
    expect(treasuryDiscountRate({ startDate: '2025-07-11', endDate: '2080-01-01' }).discountRate).toBe(4.96);
    expect(treasuryDiscountRate({ startDate: '2025-07-11', endDate: '2025-07-14' }).discountRate).toBe(4.37);
  });

  it('skips maturities not published that day (no 30-year bond in 2004)', () => {
    const result = treasuryDiscountRate({ startDate: '2004-06-01', endDate: '2044-06-01' });
    const row = shippedYieldCurve.rows[shippedYieldCurve.dates.indexOf(result.asOf)]!;
    expect(result.discountRate).toBe(row[shippedYieldCurve.maturities.indexOf('20 Yr')]);
  });

  it('refuses a start before the first curve date', () => {
    expect(() => treasuryDiscountRate({ startDate: '1989-12-29', endDate: '2000-01-01' })).toThrow(RangeError);
  });
});

describe('CPI-U annual averages', () => {
  it('averages the twelve months of a complete year', () => {
    expect(cpiAnnualAverage(1995)).toBeCloseTo(152.3833, 4);
  });

  it('uses the last twelve published months for a year not complete in the data', () => {
    const last12 = shippedCpi.values.filter((v): v is number => v !== null).slice(-12);
    const mean = last12.reduce((a, b) => a + b, 0) / 12;
    expect(cpiAnnualAverage(2025)).toBe(mean); // October 2025 was never published
    expect(cpiAnnualAverage(2030)).toBe(mean);
  });
});

describe('personal consumption', () => {
  it('follows ln(percent) = intercept + slope × ln(income) and caps the share at 1', () => {
    expect(consumptionShare('male', 2, 50000)).toBe(0.230882);
    expect(consumptionShare('female', 2, 50000)).toBe(Math.round(Math.exp(9.291877 - 0.56584 * Math.log(50000)) * 1e4) / 1e6);
    expect(consumptionShare('male', 1, 1)).toBe(1);
  });
});
