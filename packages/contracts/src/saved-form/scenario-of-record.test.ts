import { describe, expect, it } from 'vitest';
import { savedFormRecord } from './saved-form-record.ts';
import { fitScenarioOfRecord } from './scenario-of-record.ts';

/** A saved case with two incomes, one retirement age, one life expectancy and medical tables for best and probable only. */
function savedCase(scenarioOfRecord?: unknown) {
  const medicalEntry = {
    id: 0,
    medical_table: [{ Year: 2026, Age: 62.08, Portion: 1, 'Annual Cost': 100, Cost: 100, 'Discount Factor': 1, PV: 100 }],
    total_pv: 100,
    medical_growth: 0.03,
    medical_discount: 0.04,
    medical_category: 'Therapy',
    medical_modality: 'Physical therapy',
  };
  const caseInfo = {
    plaintiff_age_at_report: 61,
    plaintiff_age_at_life_expectancy: [81.4],
    life_expectancy_date: [{ id: 0, life_expectancy_date: '2045-07-25' }],
  };
  return {
    formData: {
      case: {
        dateOfInjuryOrDeath: '2023-11-20',
        dateOfReport: '2025-03-01',
        dateOfTrial: '2025-09-08',
        economist: 'economist-2',
        retainingAttorneyOrFirm: 'Acme Law',
        type: 'personalInjury',
        typeSelectedValues: ['lossOfEarningsFuture', 'medicalExpensesFuture'],
      },
      documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
      plaintiff: {
        name: 'Mary Roe',
        gender: 'female',
        race: 'hispanic',
        education: 'high-school',
        dateOfBirth: '1964-02-29',
        annualIncome: [52000, 61000],
        remainingLEYears: [20.4],
        retirementAge: [67],
      },
      childrens: [],
    },
    medicalReport: { case_info: caseInfo, table: { best: [medicalEntry], probable: [medicalEntry], worst: [] } },
    ...(scenarioOfRecord === undefined ? {} : { scenarioOfRecord }),
  };
}

const issuesOf = (value: unknown) => {
  const parsed = savedFormRecord.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('the scenario of record saved with a case', () => {
  it('is optional: a case saved before the scenario of record existed still reads', () => {
    expect(issuesOf(savedCase())).toEqual([]);
  });

  it("reads when every id names one of the case's scenarios", () => {
    expect(issuesOf(savedCase({ income: 1, retirement: 0, lifeExpectancy: 0, medical: 'probable' }))).toEqual([]);
  });

  it('refuses an income the case does not have, naming the field', () => {
    expect(issuesOf(savedCase({ income: 2, medical: 'probable' }))).toEqual([
      { path: 'scenarioOfRecord.income', message: 'The scenario of record names income scenario 3; this case has 2.' },
    ]);
  });

  it('refuses a medical scenario without tables, and one that is no medical scenario at all', () => {
    expect(issuesOf(savedCase({ medical: 'worst' }))).toEqual([
      {
        path: 'scenarioOfRecord.medical',
        message: 'The scenario of record names the Worst Scenario for medical care; this case has no tables for it.',
      },
    ]);
    expect(issuesOf(savedCase({ medical: 'likely' })).map((issue) => issue.path)).toEqual(['scenarioOfRecord.medical']);
  });

  it('refuses a retirement or life-expectancy id past the lists, or one that is not a position', () => {
    expect(issuesOf(savedCase({ lifeExpectancy: 0.5 })).map((issue) => issue.path)).toEqual(['scenarioOfRecord.lifeExpectancy']);
    expect(issuesOf(savedCase({ retirement: 1 })).map((issue) => issue.path)).toEqual(['scenarioOfRecord.retirement']);
  });

  it('keeps, for a case calculated again, only the parts that still name a scenario', () => {
    const record = savedCase() as Parameters<typeof fitScenarioOfRecord>[0];
    expect(fitScenarioOfRecord(record, { income: 1, medical: 'worst' })).toEqual({ income: 1 });
    expect(fitScenarioOfRecord(record, { income: 5, medical: 'worst' })).toBeUndefined();
    expect(fitScenarioOfRecord(record, undefined)).toBeUndefined();
  });
});
