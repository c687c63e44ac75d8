import { describe, expect, it } from 'vitest';
import { futureMedicalExpenses, medicalCareBeforeTrial, type MedicalInput, type MedicalScenario } from './medical.ts';

const therapy: MedicalScenario = {
  type: 'best',
  annualCost: 1000,
  growthRate: 0.1,
  discountRate: 0,
  from: '2025-01-01',
  to: '2027-06-30',
  modality: 'Physical therapy',
  category: 'Therapy',
};

const base: MedicalInput = {
  dateOfBirth: '1975-06-30',
  dateOfInjury: '2023-11-20',
  dateOfReport: '2025-06-01',
  dateOfTrial: '2026-01-01',
  lifeExpectancies: [{ id: 0, value: 30 }],
  modalities: [{ scenarios: [therapy] }],
};

describe('future medical expenses', () => {
  it('costs care from the trial date through the inclusive end date, grown from the year of report', () => {
    const result = futureMedicalExpenses(base);
    const [entry] = result.table.best;
    // 2027: 1,210 × 181/365 (to 2027-06-30 inclusive) = 600.03.
    expect(entry!.rows.map((r) => [r.Year, r.Age, r.Portion, r['Annual Cost'], r.Cost, r.PV])).toEqual([
      [2026, 50.51, 1, 1100, 1100, 1100],
      [2027, 51.51, 0.49589, 1210, 600.03, 600.03],
    ]);
    expect(entry).toMatchObject({
      id: 0,
      total_pv: 1700.03,
      medical_growth: 0.1,
      medical_discount: 0,
      medical_modality: 'Physical therapy',
      medical_category: 'Therapy',
    });
  });

  it('files each modality under the scenario types it has, with its position as id', () => {
    const result = futureMedicalExpenses({
      ...base,
      modalities: [
        { scenarios: [therapy, { ...therapy, type: 'worst', annualCost: 2000 }] },
        { scenarios: [{ ...therapy, type: 'probable' }] },
      ],
    });
    expect(result.table.best.map((t) => t.id)).toEqual([0]);
    expect(result.table.probable.map((t) => t.id)).toEqual([1]);
    expect(result.table.worst.map((t) => t.id)).toEqual([0]);
  });

  it('has an empty table for care that ends before trial', () => {
    const result = futureMedicalExpenses({ ...base, modalities: [{ scenarios: [{ ...therapy, to: '2025-12-31' }] }] });
    expect(result.table.best[0]!.rows).toEqual([]);
    expect(result.table.best[0]!.total_pv).toBe(0);
  });

  it('ends every care period at the expected date of death of the first life expectancy', () => {
    // Report 2025-06-01 + 2 years: death expected on 2027-06-01; the plan runs to 2030.
    const result = futureMedicalExpenses({
      ...base,
      lifeExpectancies: [
        { id: 0, value: 2 },
        { id: 1, value: 10 },
      ],
      modalities: [{ scenarios: [{ ...therapy, to: '2030-12-31' }] }],
    });
    // 2027: 1,210 × 151/365 (2027-01-01 up to 2027-06-01) = 500.575… → 500.58.
    expect(result.table.best[0]!.rows.map((r) => [r.Year, r.Portion, r.Cost])).toEqual([
      [2026, 1, 1100],
      [2027, 0.413699, 500.58],
    ]);
    expect(result.case_info.life_expectancy_date[0]!.life_expectancy_date).toBe('2027-06-01');
  });

  it('says every entry is bought every year unless told otherwise', () => {
    expect(futureMedicalExpenses(base).table.best[0]).toMatchObject({ medical_frequency: 'annual', medical_every_years: null });
  });

  describe('items bought once or every N years', () => {
    // Growth 10 % from the report year 2025, discount 25 %: 1,461 days = 4 × 365.25 years, so
    // a purchase 4 years after trial is discounted by 1.25⁻⁴ = 0.4096 exactly, 8 years by 1.25⁻⁸ = 0.16777216.
    const item: MedicalScenario = { ...therapy, discountRate: 0.25, modality: 'Wheelchair', category: 'Equipment' };
    const purchases = (scenario: MedicalScenario) => {
      const [entry] = futureMedicalExpenses({ ...base, modalities: [{ scenarios: [scenario] }] }).table.best;
      return entry!;
    };

    it('costs a one-time purchase after trial at the whole unit price, discounted from the purchase date', () => {
      const entry = purchases({ ...item, frequency: 'once', from: '2030-01-01', to: '2030-01-01' });
      // 2030: 1,000 × 1.1⁵ = 1,610.51; PV 1,610.51 × 0.4096 = 659.664896 → 659.66. Age 54.51 on 2030-01-01.
      expect(entry.rows).toEqual([
        { Year: 2030, Age: 54.51, Portion: 1, 'Annual Cost': 1610.51, Cost: 1610.51, 'Discount Factor': 0.4096, PV: 659.66 },
      ]);
      expect(entry).toMatchObject({ total_pv: 659.66, medical_frequency: 'once', medical_every_years: null });
    });

    it('leaves out a one-time purchase made before trial (a past expense)', () => {
      expect(purchases({ ...item, frequency: 'once', from: '2025-10-01', to: '2025-10-01' }).rows).toEqual([]);
    });

    it('buys every N years from the first date, keeps those from trial on and stops at the end date', () => {
      const entry = purchases({ ...item, frequency: 'everyYears', everyYears: 4, from: '2022-01-01', to: '2037-12-31' });
      // 2022-01-01 is before trial (past); 2026-01-01 is the trial date itself (future, factor 1);
      // 2038-01-01 is the day after the end date, so not bought.
      // 2034: 1,000 × 1.1⁹ = 2,357.947691 → 2,357.95; PV 2,357.947691 × 0.16777216 = 395.597… → 395.60.
      expect(entry.rows.map((r) => [r.Year, r.Age, r['Annual Cost'], r['Discount Factor'], r.PV])).toEqual([
        [2026, 50.51, 1100, 1, 1100],
        [2030, 54.51, 1610.51, 0.4096, 659.66],
        [2034, 58.51, 2357.95, 0.167772, 395.6],
      ]);
      expect(entry).toMatchObject({ total_pv: 2155.26, medical_frequency: 'everyYears', medical_every_years: 4 });
    });

    it('buys nothing on or after the expected date of death', () => {
      // Report 2025-06-01 + 4.5859 years: 4 calendar years to 2029-06-01, then round(0.5859 × 365.25) = 214 days
      // → death expected on 2030-01-01, the day of the second purchase, which is therefore not made.
      const result = futureMedicalExpenses({
        ...base,
        lifeExpectancies: [{ id: 0, value: 4.5859 }],
        modalities: [{ scenarios: [{ ...item, frequency: 'everyYears', everyYears: 4, from: '2022-01-01', to: '2037-12-31' }] }],
      });
      expect(result.case_info.life_expectancy_date[0]!.life_expectancy_date).toBe('2030-01-01');
      expect(result.table.best[0]!.rows.map((r) => r.Year)).toEqual([2026]);
    });
  });
});

describe("the plan's care before trial", () => {
  // Report 2025-06-01, trial 2026-01-01: the plan's care from 2025-06-01 up to 2026-01-01 is 214 days of 2025.
  const beforeTrial = (scenario: MedicalScenario, changes: Partial<MedicalInput> = {}) =>
    medicalCareBeforeTrial({ ...base, ...changes, modalities: [{ scenarios: [scenario] }] }).table.best[0]!;

  it('costs care from the report (not the earlier from date) up to the trial, undiscounted', () => {
    const entry = beforeTrial({ ...therapy, discountRate: 0.25 });
    // 1,000 (2025 dollars, the report year) × 214/365 = 586.3013… → 586.30; Age at 2025-06-01 is 49.92.
    expect(entry.rows).toEqual([
      { Year: 2025, Age: 49.92, Portion: 0.586301, 'Annual Cost': 1000, Cost: 586.3, 'Discount Factor': 1, PV: 586.3 },
    ]);
    expect(entry).toMatchObject({ id: 0, total_pv: 586.3, medical_discount_applied: 0.25 });
    expect(entry.total_interest).toBeUndefined();
  });

  it('leaves nothing to it that the future table costs, and the future table nothing of it', () => {
    const future = futureMedicalExpenses({ ...base, modalities: [{ scenarios: [therapy] }] }).table.best[0]!;
    expect(future.rows[0]!.Year).toBe(2026);
    expect(beforeTrial(therapy).rows.map((r) => r.Year)).toEqual([2025]);
  });

  it('stops at the expected date of death when that comes before the trial', () => {
    // 2025-06-01 + 0.25 years = + round(91.3125) = 91 days: 2025-08-31; 91/365 = 0.249315; 249.315… → 249.32.
    const entry = beforeTrial(therapy, { lifeExpectancies: [{ id: 0, value: 0.25 }] });
    expect(entry.rows.map((r) => [r.Year, r.Portion, r.Cost])).toEqual([[2025, 0.249315, 249.32]]);
  });

  it('has no rows when the trial comes before the report, or the care ends before the report', () => {
    expect(beforeTrial(therapy, { dateOfTrial: '2025-05-01' }).rows).toEqual([]);
    expect(beforeTrial({ ...therapy, to: '2025-05-31' }).rows).toEqual([]);
  });

  it('files each modality under the scenario types it has, empty tables included, like the future table', () => {
    const result = medicalCareBeforeTrial({
      ...base,
      modalities: [{ scenarios: [therapy, { ...therapy, type: 'worst', from: '2026-06-01', to: '2027-01-01' }] }],
    });
    expect(result.table.best.map((t) => t.rows.length)).toEqual([1]);
    expect(result.table.worst.map((t) => [t.id, t.rows.length, t.total_pv])).toEqual([[0, 0, 0]]);
    expect(result.table.probable).toEqual([]);
  });

  describe('purchases', () => {
    it('keeps a purchase from the report up to the day before trial, at the whole unit price', () => {
      const once = (from: string) => beforeTrial({ ...therapy, frequency: 'once', from, to: from }).rows;
      // Age at 2025-09-01 is 50.17.
      expect(once('2025-09-01')).toEqual([
        { Year: 2025, Age: 50.17, Portion: 1, 'Annual Cost': 1000, Cost: 1000, 'Discount Factor': 1, PV: 1000 },
      ]);
      // Before the report it is a past medical expense; on the trial date it is future.
      expect(once('2025-05-31')).toEqual([]);
      expect(once('2026-01-01')).toEqual([]);
      expect(once('2025-06-01').map((r) => r.Year)).toEqual([2025]);
    });

    it('splits a replacement schedule between the past expenses, the care before trial and the future', () => {
      const yearly: MedicalScenario = { ...therapy, frequency: 'everyYears', everyYears: 1, from: '2024-10-01', to: '2026-12-31' };
      expect(beforeTrial(yearly).rows.map((r) => [r.Year, r.Age, r.Cost])).toEqual([[2025, 50.26, 1000]]);
      const future = futureMedicalExpenses({ ...base, modalities: [{ scenarios: [yearly] }] }).table.best[0]!;
      expect(future.rows.map((r) => [r.Year, r.Cost])).toEqual([[2026, 1100]]);
    });
  });

  describe('prejudgment interest', () => {
    const withInterest = (terms: NonNullable<MedicalInput['prejudgmentInterest']>, scenario: MedicalScenario = therapy) =>
      beforeTrial(scenario, { prejudgmentInterest: terms });

    it('accrues simple interest on the unrounded loss from the row midpoint through the end date', () => {
      // Midpoint 2025-06-01 + floor(214 / 2) = 2025-09-16; 107 days to 2026-01-01:
      // 586.3013… × 0.1 × 107/365 = 17.187… → 17.19; 586.30 + 17.19 = 603.49.
      const entry = withInterest({ rate: 0.1, compounding: 'simple', from: null, to: '2026-01-01' });
      expect(entry.rows[0]).toMatchObject({ PV: 586.3, Interest: 17.19, 'Loss with Interest': 603.49 });
      expect(Object.keys(entry.rows[0]!).slice(-3)).toEqual(['PV', 'Interest', 'Loss with Interest']);
      expect(entry.total_interest).toBe(17.19);
    });

    it("starts at the law's date when that is later than the midpoint", () => {
      // 2025-12-01 to 2026-01-01: 31 days; 586.3013… × 0.1 × 31/365 = 4.9795… → 4.98.
      expect(withInterest({ rate: 0.1, compounding: 'simple', from: '2025-12-01', to: '2026-01-01' }).total_interest).toBe(4.98);
    });

    it('compounds yearly with simple interest on the remaining days', () => {
      // 2025-09-16 to 2026-09-21: 370 days = 1 year + 5 days: 586.3013… × (1.1 × (1 + 0.1 × 5/365) − 1) = 59.5136… → 59.51.
      expect(withInterest({ rate: 0.1, compounding: 'annual', from: null, to: '2026-09-21' }).total_interest).toBe(59.51);
    });

    it('accrues on a purchase from its own date, and nothing past the end date', () => {
      // Bought 2025-10-01: 92 days to 2026-01-01; 1,000 × 0.1 × 92/365 = 25.205… → 25.21.
      const item: MedicalScenario = { ...therapy, frequency: 'once', from: '2025-10-01', to: '2025-10-01' };
      expect(withInterest({ rate: 0.1, compounding: 'simple', from: null, to: '2026-01-01' }, item).rows[0]).toMatchObject({
        Interest: 25.21,
        'Loss with Interest': 1025.21,
      });
      expect(withInterest({ rate: 0.1, compounding: 'simple', from: null, to: '2025-09-30' }, item).total_interest).toBe(0);
    });

    it('is never added to the future table', () => {
      const future = futureMedicalExpenses({
        ...base,
        prejudgmentInterest: { rate: 0.1, compounding: 'simple', from: null, to: '2026-01-01' },
      }).table.best[0]!;
      expect(future.total_interest).toBeUndefined();
      expect(Object.keys(future.rows[0]!)).not.toContain('Interest');
    });
  });
});

describe('conventions of discounting', () => {
  // Care 2025-06-01 (report) to 2027-06-30 at 1,000 growing 10 %: 2025 586.30 (214/365), 2026 1,100,
  // 2027 1,210 × 181/365 = 600.0273… → 600.03. Discount 25 %: one year is exactly 0.8.
  const costly: MedicalScenario = { ...therapy, discountRate: 0.25 };
  const tables = (valuation: MedicalInput['valuation'], scenario: MedicalScenario = costly) => {
    const input: MedicalInput = { ...base, valuation, modalities: [{ scenarios: [scenario] }] };
    return { past: medicalCareBeforeTrial(input), future: futureMedicalExpenses(input) };
  };
  const rows = (result: ReturnType<typeof futureMedicalExpenses>) =>
    result.table.best[0]!.rows.map((r) => [r.Year, r.Portion, r.Cost, r['Discount Factor'], r.PV]);

  it('endOfYear: the years up to the valuation year (default the year of trial) are past, whole; later years discounted Y − V', () => {
    const { past, future } = tables({ convention: 'endOfYear' });
    expect(rows(past)).toEqual([
      [2025, 0.586301, 586.3, 1, 586.3],
      [2026, 1, 1100, 1, 1100],
    ]);
    // 600.0273… × 0.8 = 480.0219… → 480.02.
    expect(rows(future)).toEqual([[2027, 0.49589, 600.03, 0.8, 480.02]]);
    expect(future.case_info.discount).toEqual({
      convention: 'endOfYear',
      method: 'nominal',
      valuation_year: 2026,
      net_discount_rate: null,
    });
  });

  it('midYear: half a year less; an earlier valuation year moves the years after it to the future', () => {
    // 1.25^−0.5 = 0.894427…; 600.0273… × 0.894427… = 536.680… → 536.68.
    expect(rows(tables({ convention: 'midYear' }).future)).toEqual([[2027, 0.49589, 600.03, 0.894427, 536.68]]);
    const { past, future } = tables({ convention: 'endOfYear', valuationYear: 2025 });
    expect(rows(past)).toEqual([[2025, 0.586301, 586.3, 1, 586.3]]);
    // 2026: 1,100 × 0.8 = 880; 2027: 600.0273… × 0.64 = 384.0175… → 384.02.
    expect(rows(future)).toEqual([
      [2026, 1, 1100, 0.8, 880],
      [2027, 0.49589, 600.03, 0.64, 384.02],
    ]);
  });

  it("applies the method to each scenario's own rates and states the rate on its entry", () => {
    const net = tables({ method: 'netDiscountRate', netDiscountRate: 0.02 }).future;
    // (1 + 0.1)(1 + 0.02) − 1 = 0.122.
    expect(net.table.best[0]!.medical_discount_applied).toBe(0.122);
    expect(net.case_info.discount).toEqual({
      convention: 'midPeriod',
      method: 'netDiscountRate',
      valuation_year: null,
      net_discount_rate: 0.02,
    });
    // Total offset: discounted at the growth, 600.0273… / 1.1 = 545.479… → 545.48.
    const offset = tables({ convention: 'endOfYear', method: 'totalOffset' }).future;
    expect(rows(offset)).toEqual([[2027, 0.49589, 600.03, 0.909091, 545.48]]);
    expect(offset.table.best[0]!.medical_discount_applied).toBe(0.1);
    const undiscounted = tables({ method: 'undiscounted' }).future;
    expect(undiscounted.table.best[0]!.rows.every((r) => r['Discount Factor'] === 1 && r.PV === r.Cost)).toBe(true);
  });

  it('files a purchase by its year with the yearly conventions, discounted from its year', () => {
    // Bought 2026-06-01, after the trial: past when valued as of 2026, future (× 0.8) as of 2025.
    const wheelchair: MedicalScenario = { ...costly, frequency: 'once', from: '2026-06-01', to: '2026-06-01' };
    const asOf2026 = tables({ convention: 'endOfYear' }, wheelchair);
    expect(rows(asOf2026.past)).toEqual([[2026, 1, 1100, 1, 1100]]);
    expect(rows(asOf2026.future)).toEqual([]);
    const asOf2025 = tables({ convention: 'endOfYear', valuationYear: 2025 }, wheelchair);
    expect(rows(asOf2025.past)).toEqual([]);
    expect(rows(asOf2025.future)).toEqual([[2026, 1, 1100, 0.8, 880]]);
  });
});
