import { describe, expect, it } from 'vitest';
import { lossOfSupport, supportColumnsOf, type SupportInput } from './support.ts';

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

const columns = (rows: Record<string, number>[]) =>
  rows.map((r) => [r.Year, r.Portion, r['Household Size'], r['Consumption Rate'], r.Support, r.Loss]);

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

  describe('on household income (the base Patton and Nelson define the percentage on)', () => {
    // Two incomes: 40,000 (net 34,000 as above) and 8,000 (below the 10,000 deductions: no tax, net 8,000).
    const onHousehold: SupportInput = {
      ...base,
      consumptionBase: 'householdIncome',
      incomes: [
        { id: 0, value: 40000 },
        { id: 1, value: 8000 },
      ],
    };

    it('deducts the decedent’s share of household income from the decedent’s net income', () => {
      const [table] = lossOfSupport(onHousehold, 'past').tables;
      // 1996, 3 persons: personal consumption 18.6469 % × 50,000 = 9,323.45; support 34,000 − 9,323.45 = 24,676.55.
      expect(table!.rows[1]).toEqual({
        Year: 1996,
        Age: 36,
        Portion: 1,
        'Household Size': 3,
        'Gross Income': 40000,
        'Income Tax': 6000,
        'Net Income': 34000,
        'Household Income': 50000,
        'Consumption Rate': 0.186469,
        'Personal Consumption': 9323.45,
        Support: 24676.55,
        Loss: 24676.55,
        'Discount Factor': 1,
        PV: 24676.55,
      });
      // 1995: 214 of 365 days: 24,676.55 × 214/365 = 14,467.895… → 14,467.90.
      expect(table!.rows[0]!.Loss).toBe(14467.9);
    });

    it('gives no support, never a negative one, when the decedent consumed more than the net income', () => {
      const [, small] = lossOfSupport(onHousehold, 'past').tables;
      // Net 8,000 − consumption 9,323.45 < 0 → 0.
      expect(small!.rows.map((r) => [r.Year, r['Net Income'], r['Personal Consumption'], r.Support, r.Loss])).toEqual([
        [1995, 8000, 9323.45, 0, 0],
        [1996, 8000, 9323.45, 0, 0],
      ]);
      expect(small!.total_pv).toBe(0);
    });

    it('grows household income from the year of death at the wage growth rate', () => {
      const [table] = lossOfSupport({ ...onHousehold, growthRate: 0.1 }, 'past').tables;
      // 1996: 50,000 × 1.1 = 55,000; the consumption rate stays the one of the 1995 household income.
      expect(table!.rows[1]).toMatchObject({ 'Household Income': 55000, 'Consumption Rate': 0.186469, 'Personal Consumption': 10255.8 });
    });

    it('keeps the decedent-income columns and figures without the option', () => {
      const explicit = lossOfSupport({ ...base, consumptionBase: 'decedentIncome' }, 'past');
      expect(explicit).toEqual(lossOfSupport(base, 'past'));
      expect(Object.keys(explicit.tables[0]!.rows[0]!)).not.toContain('Household Income');
    });
  });
});

describe('loss of support with version 3’s options', () => {
  /**
   * $50,000 a year, no growth, undiscounted, valued as of 2024 (so 2025 and 2026
   * are future): worklife 2 of 2 years (factor 1), unemployment fully replaced by
   * benefits (factor 1), fringe benefits 10 % untaxed, tax 20 % above $10,000:
   * net 50,000 + 5,000 − 8,000 = 47,000; consumption 30 %, then 20 % from 2026.
   */
  const v3: SupportInput = {
    ...base,
    dateOfBirth: '1980-01-01',
    dateOfInjury: '2025-01-01',
    dateOfReport: '2025-01-01',
    dateOfTrial: '2025-01-01',
    householdSize: 1,
    children: [],
    incomes: [{ id: 0, value: 50000 }],
    valuation: { convention: 'endOfYear', valuationYear: 2024, method: 'undiscounted' },
    worklife: [{ id: 0, worklifeExpectancy: 2, yearsToFinalSeparation: 2 }],
    unemployment: { rate: 0.1, benefitReplacement: 1 },
    fixedConsumption: { rate: 0.3, later: { rate: 0.2, switchYear: 2026 } },
    benefitsRate: 0.1,
  };

  it('switches the consumption rate inside the period; WLE = YFS and full replacement leave the income whole', () => {
    const result = lossOfSupport(v3, 'future');
    const table = result.tables[0]!;
    expect(table.rows).toEqual([
      {
        Year: 2025,
        Age: 45,
        Portion: 1,
        'Household Size': 1,
        'Gross Income': 50000,
        'Worklife Factor': 1,
        'Employment Factor': 1,
        'Expected Income': 50000,
        'Fringe Benefits': 5000,
        'Income Tax': 8000,
        'Net Income': 47000,
        'Consumption Rate': 0.3,
        Support: 32900,
        Loss: 32900,
        'Discount Factor': 1,
        PV: 32900,
      },
      expect.objectContaining({ Year: 2026, 'Consumption Rate': 0.2, Support: 37600, Loss: 37600, PV: 37600 }),
    ]);
    expect(Object.keys(table.rows[1]!)).toEqual(Object.keys(table.rows[0]!));
    expect(Object.keys(table.rows[0]!)).toEqual([...supportColumnsOf(v3)]);
    expect(supportColumnsOf({ ...v3, consumptionBase: 'householdIncome', unemployment: null })).toEqual([
      'Year',
      'Age',
      'Portion',
      'Household Size',
      'Gross Income',
      'Worklife Factor',
      'Expected Income',
      'Fringe Benefits',
      'Income Tax',
      'Net Income',
      'Household Income',
      'Consumption Rate',
      'Personal Consumption',
      'Support',
      'Loss',
      'Discount Factor',
      'PV',
    ]);
    expect(table.total_pv).toBe(70500);
    expect(result.case_info.calculated_consumption).toEqual([0.3, 0.2]);
    expect(result.case_info.retirement_date).toEqual([{ id: 0, retirement_date: '2027-01-01' }]);
    expect(result.case_info.plaintiff_age_at_retirement).toEqual([47]);
    expect(result.case_info.discount).toEqual({
      convention: 'endOfYear',
      method: 'undiscounted',
      valuation_year: 2024,
      net_discount_rate: null,
      rate_applied: 0,
    });
  });

  it('has no past rows when every year is after the valuation year', () => {
    expect(lossOfSupport(v3, 'past').tables[0]!.rows).toEqual([]);
  });

  it('without the options, states the default valuation and keeps the version-2 columns', () => {
    const result = lossOfSupport(base, 'future');
    expect(result.case_info.discount).toEqual({
      convention: 'midPeriod',
      method: 'nominal',
      valuation_year: null,
      net_discount_rate: null,
      rate_applied: 0,
    });
    expect(Object.keys(result.tables[0]!.rows[0]!)).not.toContain('Expected Income');
  });
});

describe('the income base year (version 3)', () => {
  it('deflates household income to 1995 dollars from the stated earnings year, not the year of death', () => {
    // A death in 1996 with figures stated in 1995 dollars: the 3-person rate is the one of $50,000 of 1995.
    const stated = lossOfSupport({ ...base, dateOfInjury: '1996-06-01', earningsBaseYear: 1995 }, 'past');
    expect(stated.case_info.calculated_consumption).toEqual([0.186469]);
    const ofDeath = lossOfSupport({ ...base, dateOfInjury: '1996-06-01' }, 'past');
    expect(ofDeath.case_info.calculated_consumption[0]).not.toBe(0.186469);
  });
});
