import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { plausibilityWarnings, worklifeAfterDeathWarnings } from './plausibility.ts';

/**
 * A worklife expectancy or years to final separation that runs past the expected date of death
 * (methodology §14): injured 2020-01-01, report 2025-03-01 with 40 years of life left, so the
 * expected date of death is 2065-03-01, 45.2 years after the injury.
 */
type Scenario = { worklifeExpectancy: number; yearsToFinalSeparation: number };

function worklifeCase(scenarios: Scenario[], method: 'worklifeExpectancy' | 'retirementAge' = 'worklifeExpectancy'): FormDataRecord {
  return {
    case: {
      dateOfInjuryOrDeath: '2020-01-01',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-01',
      economist: 'own',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture'],
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
      retirementAge: [],
      wagesGrowthRate: 0.03,
      wagesDiscountRate: 0.0431,
    },
    childrens: [],
    worklife: method === 'worklifeExpectancy' ? { method, scenarios } : { unemploymentRate: 0.05 },
  };
}

describe('worklife past the expected date of death', () => {
  it('passes worklife that ends before the expected date of death', () => {
    expect(worklifeAfterDeathWarnings(worklifeCase([{ worklifeExpectancy: 20, yearsToFinalSeparation: 30 }]))).toEqual([]);
  });

  // 2020-01-01 + 45.1615 years: 2065-01-01 + round(0.1615 × 365.25 = 58.99) = 59 days = 2065-03-01.
  it('passes a statistical retirement date on the expected date of death', () => {
    expect(worklifeAfterDeathWarnings(worklifeCase([{ worklifeExpectancy: 30, yearsToFinalSeparation: 45.1615 }]))).toEqual([]);
  });

  // 45.164 years: round(59.90) = 60 days = 2065-03-02, the day after.
  it('warns when the statistical retirement date comes a day after it', () => {
    const [warning] = worklifeAfterDeathWarnings(worklifeCase([{ worklifeExpectancy: 30, yearsToFinalSeparation: 45.164 }]));
    expect(warning?.message).toContain('the statistical retirement date (2065-03-02) is after the expected date of death');
  });

  it('warns on the years to final separation that put retirement after death, naming the scenario and the dates', () => {
    const data = worklifeCase([
      { worklifeExpectancy: 20, yearsToFinalSeparation: 30 },
      { worklifeExpectancy: 30, yearsToFinalSeparation: 46 },
    ]);
    expect(worklifeAfterDeathWarnings(data)).toEqual([
      {
        id: 'worklife-after-death',
        path: 'worklife.scenarios.1.yearsToFinalSeparation',
        message:
          'Years to final separation (scenario 2) of 46 years is above the years to the expected date of death (45.2 years from the date of injury, 2020-01-01, to 2065-03-01): the statistical retirement date (2066-01-01) is after the expected date of death, so the loss stops first and the worklife factor is applied to fewer years than the worklife table assumes.',
      },
    ]);
  });

  it('warns on a worklife expectancy above the years to the expected date of death', () => {
    expect(worklifeAfterDeathWarnings(worklifeCase([{ worklifeExpectancy: 46, yearsToFinalSeparation: 50 }]))).toEqual([
      {
        id: 'worklife-after-death',
        path: 'worklife.scenarios.0.worklifeExpectancy',
        message:
          'Worklife expectancy (scenario 1) of 46 years is above the years to the expected date of death (45.2 years from the date of injury, 2020-01-01, to 2065-03-01): the loss stops at the expected date of death, so the years of work after it cannot be counted.',
      },
    ]);
  });

  it('says nothing with the retirement-age method, or without earnings or support', () => {
    expect(worklifeAfterDeathWarnings(worklifeCase([], 'retirementAge'))).toEqual([]);
    const services = worklifeCase([{ worklifeExpectancy: 46, yearsToFinalSeparation: 50 }]);
    services.case.typeSelectedValues = ['householdServicesWdP'];
    expect(worklifeAfterDeathWarnings(services)).toEqual([]);
  });

  it('says "date of death" in a wrongful death', () => {
    const data = worklifeCase([{ worklifeExpectancy: 46, yearsToFinalSeparation: 50 }]);
    data.case.type = 'wrongfulDeath';
    data.case.typeSelectedValues = ['supportLossPast'];
    expect(worklifeAfterDeathWarnings(data)[0]?.message).toContain('45.2 years from the date of death, 2020-01-01, to 2065-03-01');
  });

  it('is among the warnings of the check before calculating', () => {
    const ids = plausibilityWarnings({ formData: worklifeCase([{ worklifeExpectancy: 46, yearsToFinalSeparation: 50 }]) }).map((w) => w.id);
    expect(ids).toContain('worklife-after-death');
  });
});
