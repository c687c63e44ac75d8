import { describe, expect, it } from 'vitest';
import { lossOfHouseholdServices, type HouseholdServicesInput } from './household-services.ts';

/** Two sources: $10,000 a year ending mid-2025 (end date inclusive) and $2,600 a year to the end of 2030. */
const base: HouseholdServicesInput = {
  dateOfBirth: '1964-02-29',
  dateOfInjury: '2024-01-01',
  dateOfReport: '2024-01-01',
  dateOfTrial: '2025-01-01',
  lifeExpectancies: [
    { id: 0, value: 10 },
    { id: 1, value: 3 },
  ],
  growthRate: 0,
  discountRate: 0,
  sources: [
    { endDate: '2025-06-30', hourlyRate: 20, weeklyHours: 10, weeksPerYear: 50 },
    { endDate: '2030-12-31', hourlyRate: 10, weeklyHours: 5, weeksPerYear: 52 },
  ],
};

const columns = (rows: Record<string, number>[]) => rows.map((r) => [r.Year, r.Age, r.Portion, r['Annual Value'], r.Loss, r.PV]);

describe('loss of household services', () => {
  it('values every source from the injury (past), ages measured from a 29 February birthday', () => {
    const [table] = lossOfHouseholdServices(base, 'past').tables;
    expect(columns(table!.rows)).toEqual([[2024, 59.84, 1, 12600, 12600, 12600]]);
  });

  it('counts a source ending mid-year only up to its end date, inclusive, within a full-year row', () => {
    const [long] = lossOfHouseholdServices(base, 'future').tables;
    // 2025: 10,000 × 181/365 (to 2025-06-30 inclusive) + 2,600 = 7,558.90; the row itself is a full year.
    expect(columns(long!.rows)).toEqual([
      [2025, 60.84, 1, 12600, 7558.9, 7558.9],
      [2026, 61.84, 1, 2600, 2600, 2600],
      [2027, 62.84, 1, 2600, 2600, 2600],
      [2028, 63.84, 1, 2600, 2600, 2600],
      [2029, 64.84, 1, 2600, 2600, 2600],
      [2030, 65.84, 1, 2600, 2600, 2600],
    ]);
    expect(long!.total_pv).toBe(20558.9);
  });

  it('stops every source at the expected date of death of its scenario', () => {
    const result = lossOfHouseholdServices(base, 'future');
    expect(result.tables.map((t) => t.id)).toEqual([0, 1]);
    expect(result.tables[1]!.rows.map((r) => r.Year)).toEqual([2025, 2026]);
    expect(result.case_info.life_expectancy_date).toEqual([
      { id: 0, life_expectancy_date: '2034-01-01' },
      { id: 1, life_expectancy_date: '2027-01-01' },
    ]);
  });

  it('grows hourly rates from the year of report', () => {
    const [table] = lossOfHouseholdServices({ ...base, growthRate: 0.1 }, 'future').tables;
    expect(table!.rows[1]!['Annual Value']).toBe(3146); // 2,600 × 1.1²
  });

  it('ignores a source that ended before the injury', () => {
    const sources = [...base.sources, { endDate: '2020-01-01', hourlyRate: 99, weeklyHours: 9, weeksPerYear: 9 }];
    const [table] = lossOfHouseholdServices({ ...base, sources }, 'past').tables;
    expect(table!.rows[0]!['Annual Value']).toBe(12600);
  });
});

describe('household services in stages (version 3)', () => {
  /** $5,000 a year until the end of 2026, half of it lost; a second stage from 2040 that the survivor does not live to. */
  const staged: HouseholdServicesInput = {
    dateOfBirth: '1970-01-01',
    dateOfInjury: '2025-01-01',
    dateOfReport: '2025-01-01',
    dateOfTrial: '2025-01-01',
    lifeExpectancies: [{ id: 0, value: 20 }],
    growthRate: 0,
    discountRate: 0,
    survivorLifeExpectancy: 5,
    sources: [
      { endDate: '2026-12-31', hourlyRate: 10, weeklyHours: 10, weeksPerYear: 50, lossShare: 0.5 },
      { startDate: '2040-01-01', endDate: '2045-12-31', hourlyRate: 10, weeklyHours: 20, weeksPerYear: 50 },
    ],
  };

  it('leaves out a stage that starts after the period ends, and takes the share lost', () => {
    const [table] = lossOfHouseholdServices(staged, 'future').tables;
    expect(columns(table!.rows)).toEqual([
      [2025, 55, 1, 2500, 2500, 2500],
      [2026, 56, 1, 2500, 2500, 2500],
    ]);
    expect(table!.total_pv).toBe(5000);
  });

  it('counts the later stage, and a year of no service as 0, when the survivor outlives its start', () => {
    const [table] = lossOfHouseholdServices({ ...staged, survivorLifeExpectancy: undefined }, 'future').tables;
    const rows = table!.rows;
    expect(rows.map((r) => r.Year)).toEqual(Array.from({ length: 2044 - 2025 + 1 }, (_, i) => 2025 + i));
    expect(rows.find((r) => r.Year === 2030)).toMatchObject({ 'Annual Value': 0, Loss: 0 });
    expect(rows.find((r) => r.Year === 2040)).toMatchObject({ 'Annual Value': 10000, Loss: 10000 });
    // Expected date of death 2045-01-01 cuts the last stage: 2045 has no row.
  });

  it('discounts at the services growth compounded with a net rate, mid-year from the valuation year', () => {
    const result = lossOfHouseholdServices(
      {
        ...staged,
        growthRate: 0.02,
        discountRate: 0.05,
        valuation: { convention: 'midYear', valuationYear: 2024, method: 'netDiscountRate', netDiscountRate: 0.01 },
      },
      'future',
    );
    // d' = 1.02 × 1.01 − 1 = 0.0302; 2025 is half a year out, 2026 a year and a half; $2,500 of 2025 grows to $2,550.
    expect(columns(result.tables[0]!.rows)).toEqual([
      [2025, 55, 1, 2500, 2500, 2463.08],
      [2026, 56, 1, 2550, 2550, 2438.7],
    ]);
    expect(result.tables[0]!.rows.map((r) => r['Discount Factor'])).toEqual([0.985234, 0.956352]);
    expect(result.case_info.discount).toEqual({
      convention: 'midYear',
      method: 'netDiscountRate',
      valuation_year: 2024,
      net_discount_rate: 0.01,
      rate_applied: 0.0302,
    });
    expect(
      lossOfHouseholdServices({ ...staged, valuation: { convention: 'midYear', valuationYear: 2024 } }, 'past').tables[0]!.rows,
    ).toEqual([]);
  });
});
