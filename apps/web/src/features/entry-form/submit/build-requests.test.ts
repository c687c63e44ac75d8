import { lossEarningsRequest, lossMedicalRequest, lossServicesRequest, lossSupportRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest, numberText } from './build-requests.ts';

describe('numberText', () => {
  it('sends numbers as canonical decimal strings, and a figure the case lacks as blank', () => {
    expect(numberText(1250.5)).toBe('1250.5');
    expect(numberText(67)).toBe('67');
    expect(numberText(0.0431)).toBe('0.0431');
    expect(numberText(undefined)).toBe('');
  });

  it('reads what the user typed through the codec: "1250.50" and " 67 " travel as "1250.5" and "67"', () => {
    const values = wrongfulDeathValues();
    values.plaintiff.annualIncome = [{ value: '1250.50' }];
    values.plaintiff.retirementAge = [{ value: ' 67 ' }];
    const body = buildSupportRequest(formDataOf(values));
    expect(body.taxIncome).toEqual([{ id: 0, taxIncome: '1250.5' }]);
    expect(body.wleYears).toEqual([{ id: 0, retirementAge: '67' }]);
  });
});

describe('buildSupportRequest', () => {
  it('reproduces the body of shared/examples/loss_support-past.json', () => {
    expect(buildSupportRequest(formDataOf(wrongfulDeathValues()))).toStrictEqual({
      caseDor: '2025-03-01',
      caseDoi: '2023-05-02',
      caseDot: '2026-04-20',
      plaintiffDob: '1978-09-17',
      plaintiffGender: 'Male',
      totalLeYears: [{ id: 0, totalLeYears: '33.1' }],
      householdIncome: '142000',
      householdSize: '4',
      taxIncome: [{ id: 0, taxIncome: '96000' }],
      taxDeductions: '29200',
      taxAdjustments: '2500',
      taxRate: '0.22',
      wleYears: [{ id: 0, retirementAge: '67' }],
      wageDiscount: '0.0431',
      wageGrowth: '0.03',
      spouseDob: '1980-01-05',
      spouseLeYears: '38.2',
      children: [
        { childDob: '2008-07-01', childGender: 'Female' },
        { childDob: '2013-12-30', childGender: 'Male' },
      ],
    });
  });

  it('sends empty spouse fields and no children when the household has neither', () => {
    const values = wrongfulDeathValues();
    values.house.hasWife = 'false';
    values.house.hasChildren = 'false';
    const body = buildSupportRequest(formDataOf(values));
    expect(body.spouseDob).toBe('');
    expect(body.spouseLeYears).toBe('');
    expect(body.children).toEqual([]);
  });

  it('numbers every scenario from 0 in its position', () => {
    const values = wrongfulDeathValues();
    values.plaintiff.annualIncome = [{ value: '96000' }, { value: '80000' }, { value: '70000' }];
    values.plaintiff.retirementAge = [{ value: '67' }, { value: '62.5' }];
    const body = buildSupportRequest(formDataOf(values));
    expect(body.taxIncome).toEqual([
      { id: 0, taxIncome: '96000' },
      { id: 1, taxIncome: '80000' },
      { id: 2, taxIncome: '70000' },
    ]);
    expect(body.wleYears).toEqual([
      { id: 0, retirementAge: '67' },
      { id: 1, retirementAge: '62.5' },
    ]);
  });

  it('is accepted by the shared contract schema', () => {
    expect(lossSupportRequest.safeParse(buildSupportRequest(formDataOf(wrongfulDeathValues()))).success).toBe(true);
  });
});

describe('buildServicesRequest', () => {
  it('reproduces the body of shared/examples/loss_services-past.json', () => {
    expect(buildServicesRequest(formDataOf(personalInjuryValues()))).toStrictEqual({
      caseDor: '2025-03-01',
      caseDoi: '2023-11-20',
      caseDot: '2025-09-08',
      plaintiffDob: '1964-02-29',
      totalLeYears: [
        { id: 0, totalLeYears: '20.4' },
        { id: 1, totalLeYears: '16.75' },
      ],
      servicesDiscount: '0.0373',
      servicesGrowth: '0.0188',
      services: [
        { servicesEndDate: '2031-06-30', servicesHourlyRate: '16.66', servicesNumOfWeeks: '52', servicesWeeklyHours: '10' },
        { servicesEndDate: '2050-12-31', servicesHourlyRate: '24.5', servicesNumOfWeeks: '40', servicesWeeklyHours: '3.5' },
      ],
    });
    expect(lossServicesRequest.safeParse(buildServicesRequest(formDataOf(personalInjuryValues()))).success).toBe(true);
  });
});

describe('buildMedicalRequest', () => {
  it('reproduces the body of shared/examples/loss_medical-future.json', () => {
    const values = personalInjuryValues();
    values.plaintiff.dateOfBirth = '1975-06-30';
    values.plaintiff.remainingLEYears = [{ value: '30' }];
    const therapy = (scenarioType: string, scenarioAnnualCost: string, scenarioTo: string) => ({
      scenarioType,
      scenarioAnnualCost,
      scenarioDiscount: '0.0441',
      scenarioGrowth: '0.0232',
      scenarioFrom: '2025-01-01',
      scenarioTo,
      scenarioModality: 'Physical therapy',
      scenarioCategory: 'Therapy',
    });
    expect(buildMedicalRequest(formDataOf(values))).toStrictEqual({
      caseDor: '2025-03-01',
      caseDoi: '2023-11-20',
      caseDot: '2025-09-08',
      plaintiffDob: '1975-06-30',
      totalLeYears: [{ id: 0, totalLeYears: '30' }],
      medical: [
        { scenarios: [therapy('best', '4800', '2034-12-31'), therapy('probable', '7200', '2044-12-31'), therapy('worst', '9600', '2055-03-01')] },
        {
          scenarios: [
            {
              scenarioType: 'best',
              scenarioAnnualCost: '1250.5',
              scenarioDiscount: '0.045',
              scenarioGrowth: '0.04',
              scenarioFrom: '2027-03-15',
              scenarioTo: '2029-03-14',
              scenarioModality: 'Pain medication',
              scenarioCategory: 'Medication',
            },
          ],
        },
      ],
    });
    expect(lossMedicalRequest.safeParse(buildMedicalRequest(formDataOf(values))).success).toBe(true);
  });
});

describe('buildEarningsRequest', () => {
  it('reproduces the body of shared/examples/loss_earnings-past.json, keys in the contract order', () => {
    const body = buildEarningsRequest(formDataOf(earningsValues()));
    expect(body).toStrictEqual({
      benefitsRate: '0.15',
      caseDoi: '2022-06-15',
      caseDor: '2025-03-01',
      caseDot: '2026-01-15',
      plaintiffDob: '1980-04-10',
      taxIncome: [
        { id: 0, taxIncome: '135954' },
        { id: 1, taxIncome: '98000' },
      ],
      totalLeYears: [{ id: 0, totalLeYears: '35.2' }],
      wagesDiscount: '0.0394',
      wagesGrowth: '0.0246',
      wleYears: [
        { id: 0, retirementAge: '67' },
        { id: 1, retirementAge: '62.5' },
      ],
    });
    expect(Object.keys(body)).toEqual(['benefitsRate', 'caseDoi', 'caseDor', 'caseDot', 'plaintiffDob', 'taxIncome', 'totalLeYears', 'wagesDiscount', 'wagesGrowth', 'wleYears']);
    expect(lossEarningsRequest.safeParse(body).success).toBe(true);
  });
});
