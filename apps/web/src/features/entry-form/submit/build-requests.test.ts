import { lossEarningsRequest, lossMedicalRequest, lossServicesRequest, lossSupportRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '@damages/contracts';
import { encodeFormValues } from '../model/form-codec.ts';
import {
  earningsValues,
  formDataOf,
  householdIncomeBaseValues,
  medicalFrequenciesValues,
  personalInjuryValues,
  residualAfterTaxValues,
  wrongfulDeathValues,
} from '../testing/fixtures.ts';
import {
  buildEarningsRequest,
  buildMedicalRequest,
  buildServicesRequest,
  buildSupportRequest,
  numberText,
} from '../../../lib/calculation-requests.ts';

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
  it('reproduces the body of fixtures/contract-examples/v1/loss_support-past.json', () => {
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
  it('reproduces the body of fixtures/contract-examples/v1/loss_services-past.json', () => {
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
  it('reproduces the body of fixtures/contract-examples/v1/loss_medical-future.json', () => {
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
        {
          scenarios: [
            therapy('best', '4800', '2034-12-31'),
            therapy('probable', '7200', '2044-12-31'),
            therapy('worst', '9600', '2055-03-01'),
          ],
        },
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
  it('reproduces the body of fixtures/contract-examples/v1/loss_earnings-past.json, keys in the contract order', () => {
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
    expect(Object.keys(body)).toEqual([
      'benefitsRate',
      'caseDoi',
      'caseDor',
      'caseDot',
      'plaintiffDob',
      'taxIncome',
      'totalLeYears',
      'wagesDiscount',
      'wagesGrowth',
      'wleYears',
    ]);
    expect(lossEarningsRequest.safeParse(body).success).toBe(true);
  });
});

describe('version 2 options', () => {
  it('reproduces the body of loss_earnings-future-residual-after-tax: residual earnings from its date, after income taxes', () => {
    const body = buildEarningsRequest(formDataOf(residualAfterTaxValues()));
    expect(body).toStrictEqual({
      benefitsRate: '0.15',
      caseDoi: '2022-06-15',
      caseDor: '2025-03-01',
      caseDot: '2026-01-15',
      plaintiffDob: '1980-04-10',
      taxIncome: [
        { id: 0, taxIncome: '85000' },
        { id: 1, taxIncome: '30000' },
      ],
      totalLeYears: [{ id: 0, totalLeYears: '35.2' }],
      wagesDiscount: '0.0394',
      wagesGrowth: '0.0246',
      wleYears: [{ id: 0, retirementAge: '67' }],
      residualEarnings: '40000',
      residualStartDate: '2027-07-01',
      earningsBasis: 'afterTax',
      taxRate: '0.22',
      taxDeductions: '29200',
      taxAdjustments: '2500',
    });
    expect(lossEarningsRequest.safeParse(body).success).toBe(true);
  });

  it('sends the residual without tax fields before income taxes, and nothing for a residual of 0 or blank', () => {
    const values = residualAfterTaxValues();
    values.plaintiff.earningsBasis = 'beforeTax';
    const body = buildEarningsRequest(formDataOf(values));
    expect(body).toMatchObject({ residualEarnings: '40000', residualStartDate: '2027-07-01' });
    expect(Object.keys(body)).not.toContain('earningsBasis');
    expect(Object.keys(body)).not.toContain('taxRate');
    for (const residual of ['0', '']) {
      values.plaintiff.residualEarnings = residual;
      expect(Object.keys(buildEarningsRequest(formDataOf(values)))).not.toContain('residualEarnings');
    }
  });

  it('reproduces the body of loss_support-future-household-income-base: consumptionBase householdIncome', () => {
    const body = buildSupportRequest(formDataOf(householdIncomeBaseValues()));
    expect(body).toStrictEqual({
      caseDor: '2025-03-01',
      caseDoi: '2023-05-02',
      caseDot: '2026-04-20',
      plaintiffDob: '1978-09-17',
      plaintiffGender: 'Male',
      totalLeYears: [{ id: 0, totalLeYears: '33.1' }],
      householdIncome: '142000',
      householdSize: '4',
      taxIncome: [
        { id: 0, taxIncome: '96000' },
        { id: 1, taxIncome: '24000' },
      ],
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
      consumptionBase: 'householdIncome',
    });
    expect(lossSupportRequest.safeParse(body).success).toBe(true);
  });

  it('reproduces the body of loss_medical-future-frequencies: every N years, once and every year', () => {
    const body = buildMedicalRequest(formDataOf(medicalFrequenciesValues()));
    const scenario = (
      scenarioType: string,
      scenarioAnnualCost: string,
      scenarioGrowth: string,
      scenarioFrom: string,
      scenarioTo: string,
      scenarioModality: string,
      scenarioCategory: string,
      frequency: Record<string, string> = {},
    ) => ({
      scenarioType,
      scenarioAnnualCost,
      scenarioDiscount: '0.0441',
      scenarioGrowth,
      scenarioFrom,
      scenarioTo,
      scenarioModality,
      scenarioCategory,
      ...frequency,
    });
    expect(body).toStrictEqual({
      caseDor: '2025-03-01',
      caseDoi: '2023-11-20',
      caseDot: '2025-09-08',
      plaintiffDob: '1975-06-30',
      totalLeYears: [{ id: 0, totalLeYears: '30' }],
      medical: [
        {
          scenarios: [
            scenario('best', '6500', '0.0232', '2024-04-01', '2060-12-31', 'Power wheelchair', 'Equipment', {
              scenarioFrequency: 'everyYears',
              scenarioEveryYears: '5',
            }),
            scenario('probable', '6500', '0.0232', '2028-02-29', '2036-12-31', 'Power wheelchair', 'Equipment', {
              scenarioFrequency: 'everyYears',
              scenarioEveryYears: '2',
            }),
          ],
        },
        {
          scenarios: [
            scenario('best', '28000', '0.03', '2026-05-01', '2026-05-01', 'Home modification', 'Equipment', { scenarioFrequency: 'once' }),
            scenario('worst', '28000', '0.03', '2025-06-01', '2025-06-01', 'Home modification', 'Equipment', { scenarioFrequency: 'once' }),
          ],
        },
        { scenarios: [scenario('best', '18000', '0.0232', '2025-01-01', '2070-12-31', 'Attendant care', 'Therapy')] },
      ],
    });
    expect(lossMedicalRequest.safeParse(body).success).toBe(true);
  });
});

describe('a case saved before version 2', () => {
  /** The formData a version-1 form saved: none of the version-2 fields, tax inputs kept for an earnings case. */
  const v1Earnings: FormDataRecord = {
    case: {
      dateOfInjuryOrDeath: '2022-06-15',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-15',
      economist: 'economist-1',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture', 'medicalExpensesFuture'],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Sam Poe',
      gender: 'male',
      race: 'white',
      education: 'master',
      dateOfBirth: '1980-04-10',
      annualIncome: [135954, 98000],
      annualAdjustments: 0,
      annualDeductions: 14600,
      marginalTaxRate: 0.24,
      benefitsRate: 0.15,
      wagesDiscountRate: 0.0394,
      wagesGrowthRate: 0.0246,
      remainingLEYears: [35.2],
      retirementAge: [67, 62.5],
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 135954, holdSize: 1, numberOfChildrens: 0 },
    medical: {
      data: [
        {
          scenarios: [
            {
              type: 'best',
              category: 'Therapy',
              modality: 'Physical therapy',
              from: '2025-01-01',
              to: '2034-12-31',
              annualCost: 4800,
              growthRate: 0.0232,
              discountRate: 0.0441,
            },
          ],
        },
      ],
      reportDate: '2025-02-01',
      reportTitle: 'Life Care Plan',
    },
  };

  it('opens with the defaults and, saved again, posts exactly the requests it posted before', () => {
    const values = encodeFormValues(structuredClone(v1Earnings));
    expect(values.plaintiff).toMatchObject({
      earningsBasis: 'beforeTax',
      lifeTable: 'raceAndSex',
      residualEarnings: '',
      residualStartDate: '',
    });
    expect(values.medical.data[0]?.scenarios[0]).toMatchObject({ frequency: 'annual', everyYears: '', provenance: {} });
    const resaved = formDataOf(values);
    expect(buildEarningsRequest(resaved)).toStrictEqual(buildEarningsRequest(v1Earnings));
    expect(JSON.stringify(buildEarningsRequest(resaved))).toBe(JSON.stringify(buildEarningsRequest(v1Earnings)));
    expect(JSON.stringify(buildMedicalRequest(resaved))).toBe(JSON.stringify(buildMedicalRequest(v1Earnings)));
  });

  it('a wrongful-death case posts the version-1 support body with the default consumption base', () => {
    const data = formDataOf(wrongfulDeathValues());
    const v1 = structuredClone(data);
    delete v1.house?.consumptionBase;
    delete v1.plaintiff.lifeTable;
    delete v1.spouse?.lifeTable;
    const reopened = formDataOf(encodeFormValues(v1));
    expect(JSON.stringify(buildSupportRequest(reopened))).toBe(JSON.stringify(buildSupportRequest(v1)));
    expect(Object.keys(buildSupportRequest(reopened))).not.toContain('consumptionBase');
  });
});
