import { describe, expect, it } from 'vitest';
import type { MonthlySeriesData } from './growth-rate.ts';
import {
  hourlyWage,
  isWageOccupation,
  monthName,
  vintageMonth,
  wageAdjustmentSource,
  wageInDollarsOf,
  wageOccupations,
  type OccupationalWagesData,
} from './occupational-wages.ts';

const data: OccupationalWagesData = {
  source: 'test source',
  vintage: 'May 2024',
  occupations: {
    '39-9011': { title: 'Childcare Workers', median: 15.41, mean: 15.93 },
    '31-1120': { title: 'Home Health and Personal Care Aides', median: 16.78, mean: 16.82 },
  },
};

describe('occupational wages', () => {
  it('lists the occupations in SOC-code order', () => {
    expect(wageOccupations(data)).toEqual([
      { occupation: '31-1120', title: 'Home Health and Personal Care Aides' },
      { occupation: '39-9011', title: 'Childcare Workers' },
    ]);
  });

  it('answers the median or the mean as published, with the vintage and source', () => {
    expect(hourlyWage({ occupation: '39-9011', statistic: 'median' }, data)).toEqual({
      occupation: '39-9011',
      title: 'Childcare Workers',
      statistic: 'median',
      hourlyWage: 15.41,
      asOf: 'May 2024',
      source: 'test source',
    });
    expect(hourlyWage({ occupation: '39-9011', statistic: 'mean' }, data).hourlyWage).toBe(15.93);
  });

  it('knows only the shipped occupations', () => {
    expect(isWageOccupation('31-1120', data)).toBe(true);
    expect(isWageOccupation('toString', data)).toBe(false);
    expect(() => hourlyWage({ occupation: '11-1011', statistic: 'median' }, data)).toThrow(RangeError);
  });

  it('ships the sixteen household-services occupations of OEWS May 2024', () => {
    expect(wageOccupations()).toHaveLength(16);
    expect(hourlyWage({ occupation: '31-1120', statistic: 'median' }).hourlyWage).toBe(16.78);
  });
});

/*
 * Hand-worked from the shipped AHETPI file (ahetpi-average-hourly-earnings.json): May 2024 = 29.97,
 * June 2024 = 30.07, June 2025 = 31.31. Published months are never revised in the file (data/README.md).
 */
describe('an OEWS wage in the dollars of a later date', () => {
  it('brings the May 2024 wage to the month of the date by AHETPI', () => {
    // 31.31 / 29.97 = 1.044711… → 1.0447; 16.66 × 1.0447 = 17.404702 → $17.40.
    expect(wageInDollarsOf(16.66, '2025-06-15')).toEqual({
      fromMonth: '2024-05',
      toMonth: '2025-06',
      fromIndex: 29.97,
      toIndex: 31.31,
      factor: 1.0447,
      hourlyWage: 17.4,
      beforeReference: false,
    });
    // 30.07 / 29.97 = 1.003337 → 1.0033; 28.51 × 1.0033 = 28.604083 → $28.60.
    expect(wageInDollarsOf(28.51, '2024-06-01')).toMatchObject({ toMonth: '2024-06', factor: 1.0033, hourlyWage: 28.6 });
  });

  it('leaves the wage as published in its own month, and never brings it back before', () => {
    expect(wageInDollarsOf(16.66, '2024-05-31')).toMatchObject({
      toMonth: '2024-05',
      factor: 1,
      hourlyWage: 16.66,
      beforeReference: false,
    });
    expect(wageInDollarsOf(16.66, '2023-12-01')).toEqual({
      fromMonth: '2024-05',
      toMonth: '2024-05',
      fromIndex: 29.97,
      toIndex: 29.97,
      factor: 1,
      hourlyWage: 16.66,
      beforeReference: true,
    });
  });

  const series: MonthlySeriesData = {
    source: 'test',
    series: 'TEST',
    firstMonth: '2024-04',
    lastMonth: '2024-08',
    values: [19.5, 20, 20.01, null, 21],
  };

  it('uses the last month published for a date after the data', () => {
    // August's 21 / 20 = 1.05; 30.79 × 1.05 = 32.3295 → $32.33.
    expect(wageInDollarsOf(30.79, '2025-01-04', 'May 2024', series)).toMatchObject({ toMonth: '2024-08', factor: 1.05, hourlyWage: 32.33 });
  });

  it('skips a month with no value back to the one before', () => {
    // July is null: June's 20.01 / 20 = 1.0005.
    expect(wageInDollarsOf(10, '2024-07-20', 'May 2024', series)).toMatchObject({ toMonth: '2024-06', factor: 1.0005 });
  });

  it('rounds the wage to the cent by the exact binary value of the product, as all money (methodology §2)', () => {
    // In decimals 10.00 × 1.0005 = 10.005 and 30.00 × 1.0005 = 30.015, but the products are stored as
    // 10.00499… and 30.01499…, so they round down to $10.00 and $30.01, as Python's round() does.
    expect(wageInDollarsOf(10, '2024-06-30', 'May 2024', series).hourlyWage).toBe(10);
    expect(wageInDollarsOf(30, '2024-06-30', 'May 2024', series).hourlyWage).toBe(30.01);
  });

  it('names the months and the series it used', () => {
    const source = wageAdjustmentSource(wageInDollarsOf(16.66, '2025-06-15'));
    expect(source).toMatch(
      /^AHETPI 2025-06 31\.31 \/ AHETPI 2024-05 29\.97\. Average hourly earnings .*AHETPI, CES0500000008.*through 2026-08$/,
    );
    expect(wageAdjustmentSource(wageInDollarsOf(16.66, '2020-01-01'))).toMatch(
      /^Not brought back: the date is before the OEWS reference month 2024-05, so the factor is 1\. /,
    );
  });

  it('refuses a date that is not one, and a vintage or month the data do not have', () => {
    expect(() => wageInDollarsOf(16.66, '2025-02-30')).toThrow(RangeError);
    expect(() => wageInDollarsOf(16.66, '2025-06-15', 'Spring 2024')).toThrow(RangeError);
    expect(() => wageInDollarsOf(16.66, '2025-06-15', 'May 2030')).toThrow(RangeError);
  });

  it('reads and writes months as a report names them', () => {
    expect(vintageMonth('May 2024')).toBe('2024-05');
    expect(monthName('2025-06')).toBe('June 2025');
  });
});
