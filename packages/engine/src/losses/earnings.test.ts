import { describe, expect, it } from 'vitest';
import { lossOfEarnings, type EarningsInput } from './earnings.ts';

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
      { ...base, incomes: [{ id: 0, value: 1 }, { id: 1, value: 2 }], retirementAges: [{ id: 0, value: 33 }, { id: 1, value: 40 }] },
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
});
