import { describe, expect, it } from 'vitest';
import { earningsColumnsOf, lossOfEarnings, type EarningsInput } from './earnings.ts';

/** A plaintiff earning $36,600 a year: portions of leap and common years give round cents. */
const base: EarningsInput = {
  dateOfBirth: '1990-02-28',
  dateOfInjury: '2020-07-01',
  dateOfReport: '2021-06-01',
  dateOfTrial: '2022-01-01',
  lifeExpectancies: [{ id: 0, value: 50 }],
  incomes: [{ id: 0, value: 36600 }],
  retirementAges: [{ id: 0, value: 33 }], // retires 2023-02-28
  benefitsRate: 0,
  growthRate: 0,
  discountRate: 0,
};

describe('loss of earnings', () => {
  it('counts the leap year 2020 in 366ths and stops at trial (past)', () => {
    const [table] = lossOfEarnings(base, 'past').tables;
    // 2020-07-01..2020-12-31 is 184 days of 366: 36,600 × 184 / 366 = 18,400.00.
    expect(table!.rows.map((r) => [r.Year, r.Portion, r.Loss, r.PV])).toEqual([
      [2020, 0.502732, 18400, 18400],
      [2021, 1, 36600, 36600],
    ]);
    expect(table!.total_pv).toBe(55000);
  });

  it('runs from trial to the retirement date, with zero growth and zero discount (future)', () => {
    const [table] = lossOfEarnings(base, 'future').tables;
    // 2023-01-01..2023-02-27 is 58 days: 36,600 × 58 / 365 = 5,815.890… → 5,815.89.
    expect(table!.rows.map((r) => [r.Year, r.Portion, r.Loss, r['Discount Factor'], r.PV])).toEqual([
      [2022, 1, 36600, 1, 36600],
      [2023, 0.158904, 5815.89, 1, 5815.89],
    ]);
    expect(table!.total_pv).toBe(42415.89);
  });

  it('adds fringe benefits and grows earnings from the year of injury', () => {
    const [table] = lossOfEarnings({ ...base, benefitsRate: 0.25, growthRate: 0.1 }, 'past').tables;
    const [y2020, y2021] = table!.rows;
    expect([y2020!.Earnings, y2020!['Fringe Benefits'], y2020!['Total Compensation'], y2020!.Loss]).toEqual([36600, 9150, 45750, 23000]);
    expect([y2021!.Earnings, y2021!['Fringe Benefits'], y2021!['Total Compensation'], y2021!.Loss]).toEqual([40260, 10065, 50325, 50325]);
  });

  it('discounts future rows to the trial date from the middle of each row', () => {
    const [table] = lossOfEarnings({ ...base, discountRate: 0.1 }, 'future').tables;
    // 2022: cash at 182.5 days → 1.1^-(182.5/365.25) = 0.953494…; PV = 36,600 × that.
    expect(table!.rows[0]!['Discount Factor']).toBe(0.953494);
    expect(table!.rows[0]!.PV).toBe(34897.87);
    // 2023: 58 days, cash at 365 + 29 days.
    expect(table!.rows[1]!['Discount Factor']).toBe(0.902296);
    expect(table!.rows[1]!.PV).toBe(5247.66);
  });

  it('ends at the expected date of death when that comes before retirement', () => {
    const [table] = lossOfEarnings({ ...base, lifeExpectancies: [{ id: 0, value: 1 }] }, 'future').tables;
    // Death 2022-06-01 (report + 1 year): 151 days of 2022.
    expect(table!.rows.map((r) => [r.Year, r.Portion, r.Loss])).toEqual([[2022, 0.413699, 15141.37]]);
  });

  it('values a trial date before the report date like any other', () => {
    const result = lossOfEarnings({ ...base, dateOfReport: '2023-01-15' }, 'future');
    expect(result.tables[0]!.rows[0]!.Year).toBe(2022);
    expect(result.case_info.plaintiff_age_at_report).toBe(32.88);
  });

  it('makes one table per income and retirement pair, income-major, with their ids', () => {
    const result = lossOfEarnings(
      {
        ...base,
        incomes: [
          { id: 0, value: 1 },
          { id: 1, value: 2 },
        ],
        retirementAges: [
          { id: 0, value: 33 },
          { id: 1, value: 40 },
        ],
      },
      'past',
    );
    expect(result.tables.map((t) => t.id)).toEqual([
      { annualIncomeId: 0, retirementDateId: 0 },
      { annualIncomeId: 0, retirementDateId: 1 },
      { annualIncomeId: 1, retirementDateId: 0 },
      { annualIncomeId: 1, retirementDateId: 1 },
    ]);
    expect(result.case_info.retirement_date).toEqual([
      { id: 0, retirement_date: '2023-02-28' },
      { id: 1, retirement_date: '2030-02-28' },
    ]);
  });

  it('has empty tables when retirement came before the injury', () => {
    const [table] = lossOfEarnings({ ...base, retirementAges: [{ id: 0, value: 20 }] }, 'past').tables;
    expect(table!.rows).toEqual([]);
    expect(table!.total_pv).toBe(0);
  });

  describe('with a residual earning capacity (partial disability)', () => {
    // Able to work again from 2022-07-01 at $18,250 a year; fringe benefits 25 % on both.
    const partial: EarningsInput = { ...base, benefitsRate: 0.25, residual: { annualEarnings: 18250, startDate: '2022-07-01' } };

    it('sets off the residual compensation from the day it starts, mid-year', () => {
      const [table] = lossOfEarnings(partial, 'future').tables;
      // 2022: total compensation 36,600 + 9,150 = 45,750. Residual compensation 18,250 × 1.25 = 22,812.50,
      //   earned 184 of 365 days (2022-07-01..2022-12-31): 22,812.50 × 184 / 365 = 11,500.
      //   Loss = 45,750 × 1 − 11,500 = 34,250.00.
      // 2023: to retirement on 2023-02-28, 58 days: 45,750 × 58/365 = 7,269.863…, less 22,812.50 × 58/365 = 3,625
      //   → 3,644.863… = 3,644.86.
      expect(table!.rows.map((r) => [r.Year, r['Total Compensation'], r['Residual Compensation'], r.Loss, r.PV])).toEqual([
        [2022, 45750, 22812.5, 34250, 34250],
        [2023, 45750, 22812.5, 3644.86, 3644.86],
      ]);
      expect(table!.total_pv).toBe(37894.86);
      expect(Object.keys(table!.rows[0]!)).toEqual([
        'Year',
        'Age',
        'Portion',
        'Earnings',
        'Fringe Benefits',
        'Total Compensation',
        'Residual Compensation',
        'Loss',
        'Discount Factor',
        'PV',
      ]);
    });

    it('shows 0 residual compensation in rows before it starts, leaving their loss whole (past)', () => {
      const [table] = lossOfEarnings(partial, 'past').tables;
      // 2020 (184 of 366 days): 45,750 × 184/366 = 23,000; 2021: 45,750.
      expect(table!.rows.map((r) => [r.Year, r['Residual Compensation'], r.Loss])).toEqual([
        [2020, 0, 23000],
        [2021, 0, 45750],
      ]);
    });

    it('grows the residual capacity from the year of report, not the year of injury', () => {
      const [table] = lossOfEarnings({ ...partial, benefitsRate: 0, growthRate: 0.1 }, 'future').tables;
      // Earnings 2022 = 36,600 × 1.1² = 44,286 (from 2020); residual 18,250 × 1.1¹ = 20,075 (from 2021).
      expect([table!.rows[0]!.Earnings, table!.rows[0]!['Residual Compensation']]).toEqual([44286, 20075]);
    });

    it('never makes a year a negative loss when the plaintiff now earns more', () => {
      const [table] = lossOfEarnings({ ...base, residual: { annualEarnings: 73000, startDate: '2022-07-01' } }, 'future').tables;
      // 2022: 36,600 − 73,000 × 184/365 = 36,600 − 36,800 = −200 → 0; not carried into 2023
      //   (2023: 36,600 × 58/365 − 73,000 × 58/365 < 0 → 0).
      expect(table!.rows.map((r) => [r.Year, r.Loss, r.PV])).toEqual([
        [2022, 0, 0],
        [2023, 0, 0],
      ]);
      expect(table!.total_pv).toBe(0);
    });

    it('has no residual column when the capacity is 0', () => {
      const [table] = lossOfEarnings({ ...base, residual: { annualEarnings: 0, startDate: '2022-07-01' } }, 'future').tables;
      expect(Object.keys(table!.rows[0]!)).not.toContain('Residual Compensation');
      expect(table!.total_pv).toBe(42415.89);
    });
  });

  describe('after income taxes', () => {
    const afterTax = (deductions: number, adjustments: number): EarningsInput => ({
      ...base,
      afterTax: { rate: 0.2, deductions, adjustments },
    });

    it('taxes earnings above deductions and adjustments, not fringe benefits', () => {
      const [table] = lossOfEarnings({ ...afterTax(10000, 6600), benefitsRate: 0.25 }, 'future').tables;
      // 2022: taxable 36,600 − (6,600 + 10,000) = 20,000; tax 20 % = 4,000.
      //   Total compensation = 36,600 + 9,150 (fringe, untaxed) − 4,000 = 41,750.
      expect(table!.rows[0]).toMatchObject({
        Earnings: 36600,
        'Fringe Benefits': 9150,
        'Income Tax': 4000,
        'Total Compensation': 41750,
        Loss: 41750,
      });
      expect(Object.keys(table!.rows[0]!)).toEqual([
        'Year',
        'Age',
        'Portion',
        'Earnings',
        'Fringe Benefits',
        'Income Tax',
        'Total Compensation',
        'Loss',
        'Discount Factor',
        'PV',
      ]);
    });

    it('charges no tax when deductions and adjustments exceed earnings', () => {
      const [table] = lossOfEarnings(afterTax(30000, 10000), 'future').tables;
      // 36,600 − 40,000 < 0 → tax 0; the loss is the before-tax 36,600.
      expect(table!.rows[0]).toMatchObject({ 'Income Tax': 0, 'Total Compensation': 36600, Loss: 36600 });
    });

    it('grows deductions and adjustments like income, from the year of injury', () => {
      const [table] = lossOfEarnings({ ...afterTax(10000, 6600), growthRate: 0.1 }, 'future').tables;
      // 2022: (44,286 − 16,600 × 1.1²) × 20 % = (44,286 − 20,086) × 20 % = 4,840.
      expect(table!.rows[0]!['Income Tax']).toBe(4840);
    });

    it('taxes the residual earnings too', () => {
      const input = { ...afterTax(10000, 6600), benefitsRate: 0.25, residual: { annualEarnings: 18250, startDate: '2022-07-01' } };
      const [table] = lossOfEarnings(input, 'future').tables;
      // Residual: 18,250 × 1.25 − (18,250 − 16,600) × 20 % = 22,812.50 − 330 = 22,482.50;
      //   2022 loss = 41,750 − 22,482.50 × 184/365 (= 11,333.64…) = 30,416.356… → 30,416.36.
      expect(table!.rows[0]).toMatchObject({ 'Income Tax': 4000, 'Residual Compensation': 22482.5, Loss: 30416.36 });
    });
  });
});

describe('loss of earnings with worklife scenarios and two eras of growth', () => {
  /**
   * $40,000 of 2020, growing 10 % a year up to the year of trial (2023) and 0 %
   * after: 48,400 in 2022, 53,240 from 2023. Worklife 2 of 4 years from the
   * injury (factor 0.5), so the loss ends 2026-01-01; undiscounted (rate 0).
   */
  const input: EarningsInput = {
    dateOfBirth: '1990-01-01',
    dateOfInjury: '2022-01-01',
    dateOfReport: '2023-01-01',
    dateOfTrial: '2023-06-01',
    lifeExpectancies: [{ id: 0, value: 50 }],
    incomes: [{ id: 0, value: 40000 }],
    retirementAges: [],
    benefitsRate: 0,
    growthRate: 0,
    discountRate: 0,
    earningsBaseYear: 2020,
    pastGrowth: 0.1,
    worklife: [{ id: 2, worklifeExpectancy: 2, yearsToFinalSeparation: 4 }],
  };
  const view = (rows: Record<string, number>[]) => rows.map((r) => [r.Year, r.Portion, r.Earnings, r['Expected Earnings'], r.Loss]);

  it('weights the earnings by WLE / YFS up to the statistical retirement date, split at the trial', () => {
    const past = lossOfEarnings(input, 'past');
    const future = lossOfEarnings(input, 'future');
    // 151 days of 2023 before the trial: 26,620 × 151 / 365 = 11,012.66.
    expect(view(past.tables[0]!.rows)).toEqual([
      [2022, 1, 48400, 24200, 24200],
      [2023, 0.413699, 53240, 26620, 11012.66],
    ]);
    expect(view(future.tables[0]!.rows)).toEqual([
      [2023, 0.586301, 53240, 26620, 15607.34],
      [2024, 1, 53240, 26620, 26620],
      [2025, 1, 53240, 26620, 26620],
    ]);
    expect(Object.keys(future.tables[0]!.rows[0]!)).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Worklife Factor',
      'Expected Earnings',
      'Fringe Benefits',
      'Total Compensation',
      'Loss',
      'Discount Factor',
      'PV',
    ]);
    expect(future.tables[0]!.id).toEqual({ annualIncomeId: 0, retirementDateId: 2 });
    expect(future.case_info.retirement_date).toEqual([{ id: 2, retirement_date: '2026-01-01' }]);
  });

  it('shows only the employment factor with unemployment alone, and lists the columns it writes', () => {
    const unemployed = {
      ...input,
      worklife: null,
      retirementAges: [{ id: 0, value: 36 }],
      unemployment: { rate: 0.2, benefitReplacement: 0.5 },
    };
    const [table] = lossOfEarnings(unemployed, 'future').tables;
    // EF = 1 − 0.2 × 0.5 = 0.9; 53,240 × 0.9 = 47,916 (214 days of 2023 after the trial: 28,093.22); the working life ends at 36 (2026-01-01).
    expect(table!.rows.map((r) => [r.Year, r['Employment Factor'], r['Expected Earnings'], r.Loss])).toEqual([
      [2023, 0.9, 47916, 28093.22],
      [2024, 0.9, 47916, 47916],
      [2025, 0.9, 47916, 47916],
    ]);
    expect(Object.keys(table!.rows[0]!)).toEqual([...earningsColumnsOf(unemployed)]);
    expect(earningsColumnsOf(input)).toContain('Worklife Factor');
    expect(earningsColumnsOf(input)).not.toContain('Employment Factor');
  });
});
