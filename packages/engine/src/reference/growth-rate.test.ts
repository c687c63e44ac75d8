import { describe, expect, it } from 'vitest';
import { annualAverage, growthRate, growthWindow, shippedGrowthSeries, type GrowthSeries, type MonthlySeriesData } from './growth-rate.ts';

const year = (...values: (number | null)[]) => (values.length === 1 ? Array.from({ length: 12 }, () => values[0] ?? null) : values);

/**
 * A hand-made series: 2000 all 100; 2001 all 110; 2002 missing its October; 2003 alternating 120 and
 * 122 (mean 121); 2004 only January.
 */
const series: MonthlySeriesData = {
  source: 'test',
  series: 'TEST',
  firstMonth: '2000-01',
  lastMonth: '2004-01',
  values: [
    ...year(100),
    ...year(110),
    ...year(115, 115, 115, 115, 115, 115, 115, 115, 115, null, 115, 115),
    ...year(120, 122, 120, 122, 120, 122, 120, 122, 120, 122, 120, 122),
    130,
  ],
};
const data: Record<GrowthSeries, MonthlySeriesData> = { cpiAll: series, cpiMedical: series, wages: series };
const input = (dateOfReport: string, years: number) => ({ series: 'cpiAll' as const, dateOfReport, years });

describe('annualAverage', () => {
  it('is the mean of the twelve months of a complete year, and undefined otherwise', () => {
    expect(annualAverage(series, 2003)).toBe(121);
    expect(annualAverage(series, 2002)).toBeUndefined(); // October unpublished
    expect(annualAverage(series, 2004)).toBeUndefined(); // only January
    expect(annualAverage(series, 1999)).toBeUndefined();
  });
});

describe('growthRate', () => {
  it('compounds the annual averages from S = E - years to E, the latest complete year before the report year', () => {
    // E = 2003, S = 2001: (121 / 110)^(1/2) - 1 = 1.1^0.5 - 1 = 0.048808848... → 4.8809 %
    expect(growthRate(input('2004-06-01', 2), data)).toMatchObject({ growthRate: 4.8809, fromYear: 2001, toYear: 2003, years: 2 });
  });

  it('steps E back over an incomplete year', () => {
    // Report in 2003: E <= 2002, which lacks October, so E = 2001 and S = 2000: 110 / 100 → 10 %.
    expect(growthRate(input('2003-05-01', 1), data)).toMatchObject({ growthRate: 10, fromYear: 2000, toYear: 2001 });
  });

  it('rounds to 4 decimals', () => {
    // E = 2003, S = 2000: (121 / 100)^(1/3) - 1 = 0.0656022367... → 6.5602 %
    expect(growthRate(input('2004-01-01', 3), data).growthRate).toBe(6.5602);
  });

  it('refuses a window whose start year S is not complete, naming years', () => {
    // E = 2003, S = 2002 (October missing).
    expect(growthWindow(input('2004-06-01', 1), data)).toEqual({
      field: 'years',
      message: expect.stringContaining('2002, which is not a complete year') as unknown,
    });
    expect(() => growthRate(input('2004-06-01', 1), data)).toThrow(RangeError);
    // S before the data.
    expect(growthWindow(input('2004-06-01', 4), data)).toMatchObject({ field: 'years' });
  });

  it('refuses a report with no complete year before it, naming caseDor', () => {
    expect(growthWindow(input('2000-12-31', 1), data)).toMatchObject({ field: 'caseDor' });
  });

  it('refuses years outside 1..50 or not whole', () => {
    expect(() => growthRate(input('2004-06-01', 0), data)).toThrow(/whole number from 1 to 50/);
    expect(() => growthRate(input('2004-06-01', 2.5), data)).toThrow(/whole number/);
  });

  it('shipped data: medical CPI lacks 2025-10 (never published), so its window for a 2026 report ends in 2024; its source says so', () => {
    const result = growthRate({ series: 'cpiMedical', dateOfReport: '2026-08-01', years: 20 });
    expect([result.fromYear, result.toYear]).toEqual([2004, 2024]);
    // AHETPI has every month of 2025, so the same report reaches one year further.
    const wages = growthRate({ series: 'wages', dateOfReport: '2026-08-01', years: 20 });
    expect([wages.fromYear, wages.toYear]).toEqual([2005, 2025]);
    expect(result.source).toContain('medical care');
    expect(result.source).toContain(shippedGrowthSeries.cpiMedical.lastMonth);
  });
});
