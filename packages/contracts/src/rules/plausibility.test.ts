import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import {
  ageInWords,
  discountRateWarnings,
  growthRateWarnings,
  householdIncomeWarnings,
  lifeExpectancyWarnings,
  medicalAfterDeathWarnings,
  medicalRatesAtZeroNote,
  medicalRatesAtZeroWarnings,
  plausibilityWarnings,
  retirementAfterDeathWarnings,
  retirementAgeWarnings,
  staleDataWarnings,
} from './plausibility.ts';

/**
 * A plausible personal-injury case, worked by hand: born 1980-01-01, injured
 * 2020-01-01 (age 14 610 days / 365.25 = 40.0), report 2025-03-01, 40 years of
 * life left, so the expected date of death is 2065-03-01; retirement at 67 is
 * 2047-01-01.
 */
function plausibleCase(): FormDataRecord {
  return {
    case: {
      dateOfInjuryOrDeath: '2020-01-01',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-01',
      economist: 'own',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture', 'medicalExpensesFuture'],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Ann Lee',
      gender: 'female',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1980-01-01',
      annualIncome: [96000],
      remainingLEYears: [40],
      retirementAge: [67],
      wagesGrowthRate: 0.03,
      wagesDiscountRate: 0.0431,
      benefitsRate: 0.15,
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 120000, holdSize: 1, numberOfChildrens: 0 },
    medical: {
      data: [
        {
          scenarios: [
            {
              type: 'best',
              category: 'Therapy',
              modality: 'Physical therapy',
              from: '2025-03-01',
              to: '2040-12-31',
              annualCost: 5000,
              growthRate: 0.0232,
              discountRate: 0.0441,
            },
          ],
        },
      ],
      reportDate: '2025-02-01',
      reportTitle: 'Life care plan',
    },
  };
}

const withPlaintiff = (changes: Partial<FormDataRecord['plaintiff']>): FormDataRecord => {
  const data = plausibleCase();
  return { ...data, plaintiff: { ...data.plaintiff, ...changes } };
};

const withScenario = (changes: Partial<NonNullable<FormDataRecord['medical']>['data'][number]['scenarios'][number]>): FormDataRecord => {
  const data = plausibleCase();
  const scenario = { ...data.medical!.data[0]!.scenarios[0]!, ...changes };
  return { ...data, medical: { ...data.medical!, data: [{ scenarios: [scenario] }] } };
};

describe('the check before calculating', () => {
  it('finds nothing to say about a plausible case', () => {
    expect(plausibilityWarnings({ formData: plausibleCase() })).toEqual([]);
  });

  describe('growth rates: above 8 % or below −2 %', () => {
    it('passes 8 % and −2 % exactly', () => {
      expect(growthRateWarnings(withPlaintiff({ wagesGrowthRate: 0.08 }))).toEqual([]);
      expect(growthRateWarnings(withPlaintiff({ wagesGrowthRate: -0.02 }))).toEqual([]);
    });

    it('warns about 8.01 % and 30 % with the figure and the reason', () => {
      expect(growthRateWarnings(withPlaintiff({ wagesGrowthRate: 0.0801 }))).toHaveLength(1);
      expect(growthRateWarnings(withPlaintiff({ wagesGrowthRate: 0.3 }))).toEqual([
        {
          id: 'growth-rate',
          path: 'plaintiff.wagesGrowthRate',
          message:
            'Wages growth rate is 30.00% a year, above 8%: compounded over the years of the loss, a rate this high multiplies the loss far beyond any long-run growth of wages or prices.',
          item: 'the wages growth rate',
          cause:
            'A growth rate of 30.00% a year is above 8%: compounded over the years of the loss, a rate this high multiplies the loss far beyond any long-run growth of wages or prices.',
        },
      ]);
    });

    it('warns about −2.01 %, and names a medical scenario by modality and scenario', () => {
      expect(growthRateWarnings(withPlaintiff({ wagesGrowthRate: -0.0201 }))[0]?.message).toMatch(
        /^Wages growth rate is -2\.01% a year, below -2%/,
      );
      const [warning] = growthRateWarnings(withScenario({ growthRate: 0.09 }));
      expect(warning?.path).toBe('medical.data.0.scenarios.0.growthRate');
      expect(warning?.message).toMatch(/^The growth rate of medical modality 1 \(Physical therapy\), Best Scenario is 9\.00% a year/);
    });
  });

  describe('discount rates: below 0 or above 10 %', () => {
    it('passes 0 and 10 % exactly', () => {
      expect(discountRateWarnings(withPlaintiff({ wagesDiscountRate: 0 }))).toEqual([]);
      expect(discountRateWarnings(withPlaintiff({ wagesDiscountRate: 0.1 }))).toEqual([]);
    });

    it('warns about −0.01 % and 10.01 %', () => {
      expect(discountRateWarnings(withPlaintiff({ wagesDiscountRate: -0.0001 }))[0]?.message).toMatch(
        /^Wages discount rate is -0\.01%, below 0%: a negative rate/,
      );
      expect(discountRateWarnings(withPlaintiff({ wagesDiscountRate: 0.1001 }))[0]?.message).toMatch(
        /^Wages discount rate is 10\.01%, above 10%/,
      );
    });

    it("catches the spec's medical placeholder 0.441 (44.1 %)", () => {
      expect(discountRateWarnings(withScenario({ discountRate: 0.441 }))).toEqual([
        expect.objectContaining({ id: 'discount-rate', path: 'medical.data.0.scenarios.0.discountRate' }),
      ]);
    });
  });

  describe('retirement age: below the age at injury or above 80', () => {
    it('passes a retirement age equal to the age at injury (40.0) and 80', () => {
      expect(retirementAgeWarnings(withPlaintiff({ retirementAge: [40, 80] }))).toEqual([]);
    });

    it('warns about 39.9 (the loss would be $0) and 80.5, naming the scenario', () => {
      expect(retirementAgeWarnings(withPlaintiff({ retirementAge: [39.9, 80.5] }))).toEqual([
        {
          id: 'retirement-age',
          path: 'plaintiff.retirementAge.0',
          message:
            "Retirement age (scenario 1) is 39.9, below the plaintiff's age at the date of injury (40.0): there are no working years left to lose, so the loss is $0.",
        },
        {
          id: 'retirement-age',
          path: 'plaintiff.retirementAge.1',
          message: 'Retirement age (scenario 2) is 80.5, above 80: very few people work that long, and the loss runs until then.',
        },
      ]);
    });
  });

  describe('retirement after the expected date of death', () => {
    // Retirement at 67: 2047-01-01. LE 21.8378 → 2046-03-01 + round(0.8378 × 365.25 = 306.0) days = 2047-01-01.
    it('passes a retirement on the expected date of death', () => {
      expect(retirementAfterDeathWarnings(withPlaintiff({ remainingLEYears: [21.8378] }))).toEqual([]);
    });

    // LE 21.835 → 2046-03-01 + round(304.98) = 305 days = 2046-12-31, the day before retirement.
    it('warns when retirement comes a day after it', () => {
      expect(retirementAfterDeathWarnings(withPlaintiff({ remainingLEYears: [21.835] }))).toEqual([
        {
          id: 'retirement-after-death',
          path: 'plaintiff.retirementAge.0',
          message:
            'The retirement date (2047-01-01, at age 67) is after the expected date of death (2046-12-31): the loss stops at the expected date of death, so the years after it are not counted.',
        },
      ]);
    });
  });

  describe('reference data older than 90 days before the report date (2025-03-01)', () => {
    const curve = (asOf: string) => withPlaintiff({ provenance: { wagesDiscountRate: { lookup: 'treasury', asOf, tenorYears: 21.8 } } });

    it('passes a curve of 2024-12-01 (90 days before)', () => {
      expect(staleDataWarnings(curve('2024-12-01'))).toEqual([]);
    });

    it('warns about a curve of 2024-11-30 (91 days) and says how old it is', () => {
      expect(staleDataWarnings(curve('2024-11-30'))).toEqual([
        {
          id: 'stale-yield-curve',
          path: 'plaintiff.wagesDiscountRate',
          message:
            'Wages discount rate comes from the Treasury yield curve of 2024-11-30, 91 days (about 3 months) before the date of report (2025-03-01): it is not the latest curve, and rates may have moved since.',
          item: 'the wages discount rate',
          cause:
            'The Treasury yield curve of 2024-11-30 dates from 91 days (about 3 months) before the date of report (2025-03-01): it is not the latest curve, and rates may have moved since.',
        },
      ]);
    });

    it('says a 16-month-old curve is about 16 months old', () => {
      expect(staleDataWarnings(curve('2023-11-03'))[0]?.message).toContain('of 2023-11-03, 484 days (about 16 months) before');
    });

    const series = (dataThrough?: string) =>
      withPlaintiff({
        provenance: {
          wagesGrowthRate: {
            lookup: 'growth',
            series: 'wages',
            years: 20,
            fromYear: 2003,
            toYear: 2023,
            ...(dataThrough ? { dataThrough } : {}),
          },
        },
      });

    it('measures a series from the end of its last month: through 2024-12 (60 days) passes, through 2024-11 (91 days) warns', () => {
      expect(staleDataWarnings(series('2024-12'))).toEqual([]);
      expect(staleDataWarnings(series('2024-11'))).toEqual([
        {
          id: 'stale-series',
          path: 'plaintiff.wagesGrowthRate',
          message:
            'Wages growth rate comes from Average hourly earnings (AHETPI) with data through 2024-11, 91 days (about 3 months) before the date of report (2025-03-01): newer months have been published since.',
          item: 'the wages growth rate',
          cause:
            'Average hourly earnings (AHETPI) with data through 2024-11 ends 91 days (about 3 months) before the date of report (2025-03-01): newer months have been published since.',
        },
      ]);
    });

    // 2023-06-30 → 2024-06-30: 366 days; → 2025-02-28: 243; → 2025-03-01: 1. 610 in all.
    it("falls back on today's reference data for a provenance without its last month, and says nothing when neither knows", () => {
      expect(staleDataWarnings(series(), { wages: '2023-06' })[0]?.message).toContain(
        'with data through 2023-06, 610 days (about 20 months) before',
      );
      expect(staleDataWarnings(series(), { wages: '2025-01' })).toEqual([]);
      expect(staleDataWarnings(series())).toEqual([]);
    });

    it('does not date a rate the user entered', () => {
      expect(staleDataWarnings(plausibleCase(), { cpiAll: '2000-01', wages: '2000-01', cpiMedical: '2000-01' })).toEqual([]);
    });
  });

  describe('a life expectancy typed over the table by more than 10 %', () => {
    const typed = (entered: number, table: number | null) =>
      withPlaintiff({ remainingLEYears: [entered], provenance: { tableLEYears: [table] } });

    it('passes 44 and 36 years against a table of 40 (10 % exactly)', () => {
      expect(lifeExpectancyWarnings(typed(44, 40))).toEqual([]);
      expect(lifeExpectancyWarnings(typed(36, 40))).toEqual([]);
    });

    it('warns about 45 years against 40 (12.5 %)', () => {
      expect(lifeExpectancyWarnings(typed(45, 40))).toEqual([
        {
          id: 'life-expectancy-vs-table',
          path: 'plaintiff.remainingLEYears.0',
          message:
            "Remaining life expectancy of 45 years was entered by hand and is 13% above the life table's 40 years: say in the report why this person's life expectancy differs from the table.",
        },
      ]);
    });

    it('says nothing when the figure is the looked-up one, or was never looked up', () => {
      const lookedUp = withPlaintiff({
        remainingLEYears: [45],
        provenance: { remainingLEYears: [{ lookup: 'lifeTable', table: 'NCHS 2023', race: 'white', sex: 'female' }], tableLEYears: [40] },
      });
      expect(lifeExpectancyWarnings(lookedUp)).toEqual([]);
      expect(lifeExpectancyWarnings(typed(45, null))).toEqual([]);
      expect(lifeExpectancyWarnings(withPlaintiff({ remainingLEYears: [45] }))).toEqual([]);
    });

    it("checks the spouse's life expectancy too", () => {
      const data = plausibleCase();
      data.spouse = {
        name: 'B',
        dateOfBirth: '1981-01-01',
        gender: 'male',
        race: 'white',
        education: 'master',
        retirementAge: 67,
        remainingLEYears: 30,
        provenance: { tableLEYears: 35 },
      };
      expect(lifeExpectancyWarnings(data)).toEqual([
        expect.objectContaining({ path: 'spouse.remainingLEYears', message: expect.stringContaining('14% below') as unknown }),
      ]);
    });
  });

  describe('household income below the earner’s income', () => {
    it('passes a household income equal to the income', () => {
      const data = plausibleCase();
      data.house!.holdIncome = 96000;
      expect(householdIncomeWarnings(data)).toEqual([]);
    });

    it('warns one dollar below it, calling a wrongful-death earner the decedent', () => {
      const data = plausibleCase();
      data.house!.holdIncome = 95999;
      data.case.type = 'wrongfulDeath';
      expect(householdIncomeWarnings(data)).toEqual([
        {
          id: 'household-income',
          path: 'house.holdIncome',
          message:
            "Household income ($95,999) is below the decedent's annual income ($96,000): the household's income includes the decedent's, so it cannot be smaller.",
        },
      ]);
    });
  });

  describe('a medical "to" date after the expected date of death (2065-03-01)', () => {
    it('passes a "to" date on it', () => {
      expect(medicalAfterDeathWarnings(withScenario({ to: '2065-03-01' }))).toEqual([]);
    });

    it('warns about the day after', () => {
      expect(medicalAfterDeathWarnings(withScenario({ to: '2065-03-02' }))).toEqual([
        {
          id: 'medical-after-death',
          path: 'medical.data.0.scenarios.0.to',
          message:
            'The "to" date of medical modality 1 (Physical therapy), Best Scenario (2065-03-02) is after the expected date of death (2065-03-01): no care is costed after the expected date of death.',
          item: 'medical modality 1 (Physical therapy), Best Scenario (to 2065-03-02)',
          cause: 'The "to" date is after the expected date of death (2065-03-01): no care is costed after the expected date of death.',
        },
      ]);
    });
  });

  describe('a medical item whose rates are still the 0 % it started with', () => {
    it('warns once per item, naming both rates and what 0 % does, on the first of them', () => {
      expect(medicalRatesAtZeroWarnings(withScenario({ growthRate: 0, discountRate: 0 }))).toEqual([
        {
          id: 'medical-rates-at-zero',
          path: 'medical.data.0.scenarios.0.growthRate',
          message:
            'The growth and discount rates of medical modality 1 (Physical therapy), Best Scenario are still 0%, as every new item starts: the costs are neither grown nor discounted. Use the Autofills or enter the rates the plan relies on.',
          item: 'medical modality 1 (Physical therapy), Best Scenario',
          cause: 'The growth and discount rates are still 0%, as every new item starts: the costs are neither grown nor discounted.',
        },
      ]);
    });

    it('names the one rate left at 0', () => {
      const [discount] = medicalRatesAtZeroWarnings(withScenario({ discountRate: 0 }));
      expect(discount?.path).toBe('medical.data.0.scenarios.0.discountRate');
      expect(discount?.message).toMatch(/^The discount rate of .* is still 0%, as every new item starts: the costs are not discounted\./);
      expect(medicalRatesAtZeroNote(['growth'])).toBe('Growth rate still 0%: the costs are not grown.');
    });

    it('says nothing of a 0 that was looked up, or of rates that are not 0', () => {
      const looked = withScenario({
        growthRate: 0,
        provenance: { growthRate: { lookup: 'growth', series: 'cpiMedical', years: 20, fromYear: 2004, toYear: 2024 } },
      });
      expect(medicalRatesAtZeroWarnings(looked)).toEqual([]);
      expect(medicalRatesAtZeroWarnings(withScenario({ growthRate: 0.0001, discountRate: -0.0001 }))).toEqual([]);
    });
  });

  it('puts the age in days, months or years as it grows', () => {
    expect(ageInWords(45)).toBe('45 days');
    expect(ageInWords(484)).toBe('484 days (about 16 months)');
    expect(ageInWords(1000)).toBe('1000 days (about 2.7 years)');
  });

  it('lists every warning of a case in the order of the form', () => {
    const data = withPlaintiff({ wagesGrowthRate: 0.3, retirementAge: [30] });
    data.house!.holdIncome = 50000;
    expect(plausibilityWarnings({ formData: data }).map((w) => w.id)).toEqual(['household-income', 'retirement-age', 'growth-rate']);
  });
});
