import { describe, expect, it } from 'vitest';
import { lossMedicalRequest } from '../calculation/loss-medical.ts';
import { lossSupportRequest } from '../calculation/loss-support.ts';
import { caseDateOrderIssues } from './case-date-order.ts';
import { householdSizeIssues, minimumHouseholdSize } from './household-size.ts';
import { MAX_MODALITIES } from './limits.ts';
import { medicalPeriodIssues } from './medical-period.ts';
import { passwordLengthProblem } from './password.ts';
import { residualStartIssues } from './residual-start.ts';

const dates = { dateOfBirth: '1980-01-05', dateOfInjury: '2020-03-01', dateOfTrial: '2024-06-01', dateOfReport: '2024-01-15' };

describe('case date order', () => {
  it('accepts birth, injury, trial in order with the report after birth', () => {
    expect(caseDateOrderIssues(dates)).toEqual([]);
  });

  it('blames the trial date when it comes before the injury', () => {
    expect(caseDateOrderIssues({ ...dates, dateOfTrial: '2019-12-31' })).toEqual([
      { path: 'dateOfTrial', message: 'Date of trial must not be before the date of injury or death' },
    ]);
  });

  it('blames the birth date when it comes after the injury, and the report when it comes before the birth', () => {
    expect(caseDateOrderIssues({ ...dates, dateOfBirth: '2021-01-01', dateOfReport: '2020-12-31' }).map((i) => i.path)).toEqual([
      'dateOfBirth',
      'dateOfReport',
    ]);
  });

  it('says nothing about a date that is missing or not a date yet', () => {
    expect(caseDateOrderIssues({ ...dates, dateOfInjury: '' })).toEqual([]);
    expect(caseDateOrderIssues({ ...dates, dateOfBirth: '2024-02-30' })).toEqual([]);
  });

  it('speaks the caller’s words when given a message table', () => {
    const words = { birthAfterInjury: 'a', trialBeforeInjury: 'b', reportBeforeBirth: 'c', tooOld: 'd' };
    expect(caseDateOrderIssues({ ...dates, dateOfTrial: '2019-01-01' }, words)).toEqual([{ path: 'dateOfTrial', message: 'b' }]);
  });
});

describe('medical period', () => {
  it('refuses a to date before the from date, and a period longer than a lifetime', () => {
    expect(medicalPeriodIssues({ from: '2024-01-01', to: '2023-12-31' })).toEqual([
      { path: 'to', message: 'To date must not be before the from date' },
    ]);
    expect(medicalPeriodIssues({ from: '2024-01-01', to: '2199-01-01' })[0]?.path).toBe('to');
    expect(medicalPeriodIssues({ from: '2024-01-01', to: '2024-01-01' })).toEqual([]);
    expect(medicalPeriodIssues({ from: '', to: '2024-01-01' })).toEqual([]);
  });
});

describe('household size', () => {
  it('counts the plaintiff, the spouse and each child (spec §5 wording)', () => {
    expect(minimumHouseholdSize({ hasSpouse: true, children: 2 })).toBe(4);
    expect(householdSizeIssues({ size: 3, hasSpouse: true, children: 2 })).toEqual([
      { path: 'size', message: 'Minimum household size value is 4' },
    ]);
    expect(householdSizeIssues({ size: 4, hasSpouse: true, children: 2 })).toEqual([]);
  });
});

describe('the contract schemas use the rules', () => {
  const support = {
    caseDor: '2024-01-15',
    caseDoi: '2020-03-01',
    caseDot: '2024-06-01',
    plaintiffDob: '1980-01-05',
    totalLeYears: [{ id: 0, totalLeYears: '40' }],
    plaintiffGender: 'Male',
    householdIncome: '90000',
    householdSize: '4',
    taxIncome: [{ id: 0, taxIncome: '60000' }],
    taxDeductions: '0',
    taxAdjustments: '0',
    taxRate: '0.2',
    wleYears: [{ id: 0, retirementAge: '67' }],
    wageDiscount: '0.04',
    wageGrowth: '0.02',
    spouseDob: '1982-05-01',
    spouseLeYears: '45',
    children: [
      { childDob: '2010-01-01', childGender: 'Female' },
      { childDob: '2012-01-01', childGender: 'Male' },
    ],
  };
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('answers a trial before the injury at caseDot', () => {
    expect(issuesOf(lossSupportRequest.safeParse({ ...support, caseDot: '2019-01-01' }))).toEqual([
      ['caseDot', 'Date of trial must not be before the date of injury or death'],
    ]);
  });

  it('answers a household smaller than its members at householdSize', () => {
    expect(issuesOf(lossSupportRequest.safeParse({ ...support, householdSize: '3' }))).toEqual([
      ['householdSize', 'Minimum household size value is 4'],
    ]);
    expect(lossSupportRequest.safeParse({ ...support, householdSize: '1', spouseDob: '', spouseLeYears: '', children: [] }).success).toBe(
      true,
    );
  });

  it(`allows ${MAX_MODALITIES} medical modalities and no more`, () => {
    const scenario = {
      scenarioType: 'best',
      scenarioAnnualCost: '100',
      scenarioDiscount: '0.04',
      scenarioGrowth: '0.02',
      scenarioFrom: '2024-01-15',
      scenarioTo: '2030-01-15',
      scenarioModality: 'Therapy',
      scenarioCategory: 'Care',
    };
    const body = (n: number) => ({ ...support, medical: Array.from({ length: n }, () => ({ scenarios: [scenario] })) });
    expect(lossMedicalRequest.safeParse(body(MAX_MODALITIES)).success).toBe(true);
    expect(issuesOf(lossMedicalRequest.safeParse(body(MAX_MODALITIES + 1)))).toEqual([
      ['medical', `At most ${MAX_MODALITIES} medical modalities are allowed`],
    ]);
  });
});

describe('residual start', () => {
  const residual = { residualEarnings: 20_000, residualStartDate: '2021-01-01', dateOfInjury: '2020-03-01' };

  it('accepts a start on or after the injury, and no start without a capacity', () => {
    expect(residualStartIssues(residual)).toEqual([]);
    expect(residualStartIssues({ ...residual, residualStartDate: '2020-03-01' })).toEqual([]);
    expect(residualStartIssues({ ...residual, residualEarnings: undefined, residualStartDate: undefined })).toEqual([]);
    expect(residualStartIssues({ ...residual, residualEarnings: 0, residualStartDate: '' })).toEqual([]);
  });

  it('asks for a start with a capacity over 0, and blames a start before the injury', () => {
    expect(residualStartIssues({ ...residual, residualStartDate: '' })).toEqual([
      { path: 'residualStartDate', message: 'Able to work from is required with a residual earning capacity' },
    ]);
    expect(residualStartIssues({ ...residual, residualStartDate: '2020-02-29' })).toEqual([
      { path: 'residualStartDate', message: 'Able to work from must not be before the date of injury' },
    ]);
  });

  it('says nothing of the order while a date is not a date yet', () => {
    expect(residualStartIssues({ ...residual, residualStartDate: '2019-13-01' })).toEqual([]);
  });
});

describe('password length', () => {
  it('counts characters, not UTF-16 units, between the two bounds', () => {
    expect(passwordLengthProblem('a'.repeat(11))).toBe('The password must be at least 12 characters long.');
    expect(passwordLengthProblem('😀'.repeat(12))).toBeUndefined();
    expect(passwordLengthProblem('a'.repeat(129))).toBe('The password must be at most 128 characters long.');
  });
});
