import { describe, expect, it } from 'vitest';
import { lossOfSupport, type SupportInput } from './support.ts';

/**
 * A decedent who died in 1995, so the household income is already in the 1995
 * dollars of the Patton-Nelson equations: at $50,000 the male equations give
 * 18.6469 % (3 persons), 23.0882 % (2) and, for 1 person, the mean of High and
 * Low, 58.2741 %. Net income is (40,000 − 10,000) × 20 % tax = 34,000.
 */
const base: SupportInput = {
  dateOfBirth: '1960-01-01',
  dateOfInjury: '1995-06-01',
  dateOfReport: '1996-01-01',
  dateOfTrial: '1997-01-01',
  lifeExpectancies: [{ id: 0, value: 40 }],
  sex: 'male',
  householdIncome: 50000,
  householdSize: 3,
  incomes: [{ id: 0, value: 40000 }],
  retirementAges: [{ id: 0, value: 65 }],
  taxDeductions: 10000,
  taxAdjustments: 0,
  taxRate: 0.2,
  growthRate: 0,
  discountRate: 0,
  spouse: null,
  // 18th birthdays 1997-07-01 and 1999-03-01.
  children: [{ dateOfBirth: '1979-07-01' }, { dateOfBirth: '1981-03-01' }],
};

const columns = (rows: Record<string, number>[]) => rows.map((r) => [r.Year, r.Portion, r['Household Size'], r['Consumption Rate'], r.Support, r.Loss]);

describe('loss of support', () => {
  it('deducts income tax above deductions and the decedent’s own consumption (past)', () => {
    const result = lossOfSupport(base, 'past');
    const table = result.tables[0]!;
    expect(table.rows[0]).toMatchObject({ 'Gross Income': 40000, 'Income Tax': 6000, 'Net Income': 34000 });
    expect(columns(table.rows)).toEqual([
      [1995, 0.586301, 3, 0.186469, 27660.05, 16217.13],
      [1996, 1, 3, 0.186469, 27660.05, 27660.05],
    ]);
    expect(table.total_pv).toBe(43877.18);
    expect(result.case_info.calculated_consumption).toEqual([0.186469]);
    expect(result.case_info.spouse_date_of_death).toBeNull();
  });

  it('lets a child leave the household once 18 by the middle of the row, and ends at the youngest child’s 18th birthday without a spouse', () => {
    const result = lossOfSupport(base, 'future');
    // 1997: the middle of the year is 1997-07-02, a day after the first child turns 18.
    // 1999: 59 days up to 1999-03-01; its middle, 1999-01-30, is before the second child turns 18.
    expect(columns(result.tables[0]!.rows)).toEqual([
      [1997, 1, 2, 0.230882, 26150.01, 26150.01],
      [1998, 1, 2, 0.230882, 26150.01, 26150.01],
      [1999, 0.161644, 2, 0.230882, 26150.01, 4226.99],
    ]);
    expect(result.tables[0]!.total_pv).toBe(56527.01);
    expect(result.case_info.calculated_consumption).toEqual([0.230882]);
  });

  it('ends at the spouse’s expected date of death when the spouse dies before retirement', () => {
    const result = lossOfSupport({ ...base, spouse: { dateOfBirth: '1962-05-05', lifeExpectancy: 2 } }, 'future');
    expect(result.case_info.spouse_date_of_death).toBe('1998-01-01');
    expect(result.tables[0]!.rows.map((r) => r.Year)).toEqual([1997]);
  });

  it('with a spouse, the children’s ages do not end the loss', () => {
    const result = lossOfSupport({ ...base, spouse: { dateOfBirth: '1962-05-05', lifeExpectancy: 30 } }, 'future');
    expect(result.tables[0]!.rows.at(-1)!.Year).toBe(2024); // retirement on 2025-01-01
    expect(result.tables[0]!.rows.at(-1)!['Household Size']).toBe(1);
  });

  it('uses the mean of the High and Low equations for a household of one, never below one', () => {
    const result = lossOfSupport({ ...base, householdSize: 1, children: [] }, 'past');
    expect(result.tables[0]!.rows[1]).toMatchObject({ 'Household Size': 1, 'Consumption Rate': 0.582741, Support: 14186.81 });
  });

  it('uses the "5 or more" equation for large households', () => {
    const result = lossOfSupport({ ...base, householdSize: 7 }, 'past');
    expect(result.tables[0]!.rows[0]!['Consumption Rate']).toBe(0.140279);
  });

  it('never taxes below zero', () => {
    const result = lossOfSupport({ ...base, taxDeductions: 50000 }, 'past');
    expect(result.tables[0]!.rows[0]).toMatchObject({ 'Income Tax': 0, 'Net Income': 40000 });
  });
});
