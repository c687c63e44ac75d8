import type { FormDataRecord } from '@damages/contracts';
import { decodeFormValues } from '../model/form-codec.ts';
import { blankFormValues, type FormValues, type MedicalScenarioValues } from '../model/form-values.ts';

/**
 * Form states equivalent to the worked examples of the calculation contract
 * (fixtures/contract-examples/v1/*.json), for tests of the request builders, the saved
 * record and the components.
 */

const scenarios = (...values: string[]) => values.map((value) => ({ value }));

/** Wrongful death with spouse and two children: the loss_support-{past,future} example. */
export function wrongfulDeathValues(): FormValues {
  const values = blankFormValues();
  values.case = {
    ...values.case,
    economist: 'economist-1',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2026-04-20',
    dateOfInjuryOrDeath: '2023-05-02',
    retainingAttorneyOrFirm: 'Smith & Jones LLP',
    type: 'wrongfulDeath',
    typeSelectedValues: ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'],
  };
  values.house = { holdSize: '4', holdIncome: '142000', hasWife: 'true', hasChildren: 'true', consumptionBase: 'decedentIncome' };
  Object.assign(values.plaintiff, {
    name: 'John Doe',
    dateOfBirth: '1978-09-17',
    gender: 'male',
    race: 'white',
    education: 'bachelor',
    remainingLEYears: scenarios('33.1'),
    retirementAge: scenarios('67'),
    annualIncome: scenarios('96000'),
    marginalTaxRate: '0.22',
    annualDeductions: '29200',
    annualAdjustments: '2500',
    wagesDiscountRate: '0.0431',
    wagesGrowthRate: '0.03',
    servicesDiscountRate: '0.0373',
    servicesGrowthRate: '0.0188',
    burialCost: '12000',
  });
  values.wife = {
    name: 'Jane Doe',
    dateOfBirth: '1980-01-05',
    gender: 'female',
    race: 'white',
    education: 'master',
    retirementAge: '67',
    remainingLEYears: '38.2',
    lifeTable: 'raceAndSex',
    provenance: {},
  };
  values.children = {
    amount: '2',
    list: [
      { name: 'Amy Doe', dateOfBirth: '2008-07-01', gender: 'female' },
      { name: 'Ben Doe', dateOfBirth: '2013-12-30', gender: 'male' },
    ],
  };
  values.documents = {
    numberOfReviewed: '2',
    sourceNames: scenarios('Death certificate', 'Tax returns 2020-2022'),
    numberOfSoucesForHouseholdServices: '1',
    sourceInfomations: [
      {
        name: 'Yard work',
        hourlyRate: '16.66',
        weeklyHours: '10',
        numberOfWeeksInYear: '52',
        endDate: '2031-06-30',
        startDate: '',
        lossShare: '',
        occupation: '',
        statistic: 'median',
        provenance: {},
      },
    ],
  };
  return values;
}

/** Personal injury with the dates of the loss_services and loss_medical examples. */
export function personalInjuryValues(): FormValues {
  const values = blankFormValues();
  values.case = {
    ...values.case,
    economist: 'economist-2',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2025-09-08',
    dateOfInjuryOrDeath: '2023-11-20',
    retainingAttorneyOrFirm: 'Acme Law',
    type: 'personalInjury',
    typeSelectedValues: ['householdServicesWdP', 'householdServicesWdF', 'medicalExpensesPast', 'medicalExpensesFuture'],
  };
  Object.assign(values.plaintiff, {
    name: 'Mary Roe',
    dateOfBirth: '1964-02-29',
    gender: 'female',
    race: 'hispanic',
    education: 'high-school',
    remainingLEYears: scenarios('20.4', '16.75'),
    servicesDiscountRate: '0.0373',
    servicesGrowthRate: '0.0188',
  });
  values.documents = {
    numberOfReviewed: '0',
    sourceNames: [],
    numberOfSoucesForHouseholdServices: '2',
    sourceInfomations: [
      {
        name: 'Housekeeping',
        hourlyRate: '16.66',
        weeklyHours: '10',
        numberOfWeeksInYear: '52',
        endDate: '2031-06-30',
        startDate: '',
        lossShare: '',
        occupation: '',
        statistic: 'median',
        provenance: {},
      },
      {
        name: 'Home repairs',
        hourlyRate: '24.50',
        weeklyHours: '3.5',
        numberOfWeeksInYear: '40',
        endDate: '2050-12-31',
        startDate: '',
        lossShare: '',
        occupation: '',
        statistic: 'median',
        provenance: {},
      },
    ],
  };
  const therapy = (type: MedicalScenarioValues['type'], annualCost: string, to: string): MedicalScenarioValues => ({
    type,
    category: 'Therapy',
    modality: 'Physical therapy',
    from: '2025-01-01',
    to,
    annualCost,
    growthRate: '0.0232',
    discountRate: '0.0441',
    frequency: 'annual',
    everyYears: '',
    provenance: {},
  });
  values.medical = {
    numberOfModalities: '2',
    reportTitle: 'Life Care Plan',
    reportDate: '2025-02-01',
    totalPastMedicalExpenses: '25000',
    data: [
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
            type: 'best',
            category: 'Medication',
            modality: 'Pain medication',
            from: '2027-03-15',
            to: '2029-03-14',
            annualCost: '1250.50',
            growthRate: '0.04',
            discountRate: '0.045',
            frequency: 'annual',
            everyYears: '',
            provenance: {},
          },
        ],
      },
    ],
  };
  return values;
}

/** Personal injury with lost earnings: the loss_earnings-{past,future} example. */
export function earningsValues(): FormValues {
  const values = blankFormValues();
  values.case = {
    ...values.case,
    economist: 'economist-1',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2026-01-15',
    dateOfInjuryOrDeath: '2022-06-15',
    retainingAttorneyOrFirm: 'Acme Law',
    type: 'personalInjury',
    typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture'],
  };
  values.house = { holdSize: '1', holdIncome: '135954', hasWife: 'false', hasChildren: 'false', consumptionBase: 'decedentIncome' };
  Object.assign(values.plaintiff, {
    name: 'Sam Poe',
    dateOfBirth: '1980-04-10',
    gender: 'male',
    race: 'white',
    education: 'master',
    remainingLEYears: scenarios('35.2'),
    retirementAge: scenarios('67', '62.5'),
    annualIncome: scenarios('135954', '98000'),
    marginalTaxRate: '0.24',
    annualDeductions: '14600',
    annualAdjustments: '0',
    wagesDiscountRate: '0.0394',
    wagesGrowthRate: '0.0246',
    benefitsRate: '0.15',
  });
  return values;
}

/** The saved `formData` of a fixture's values, through the form's codec; a fixture the codec refuses fails the test. */
export function formDataOf(values: FormValues): FormDataRecord {
  const decoded = decodeFormValues(values);
  if (!decoded.success) throw new Error(`The fixture does not decode: ${JSON.stringify(decoded.error.issues)}`);
  return decoded.data;
}

/** The earnings example with a partial disability, after income taxes: loss_earnings-future-residual-after-tax (v2). */
export function residualAfterTaxValues(): FormValues {
  const values = earningsValues();
  Object.assign(values.plaintiff, {
    retirementAge: scenarios('67'),
    annualIncome: scenarios('85000', '30000'),
    residualEarnings: '40000',
    residualStartDate: '2027-07-01',
    earningsBasis: 'afterTax',
    marginalTaxRate: '0.22',
    annualDeductions: '29200',
    annualAdjustments: '2500',
  });
  return values;
}

/** The support example on household income: loss_support-future-household-income-base (v2). */
export function householdIncomeBaseValues(): FormValues {
  const values = wrongfulDeathValues();
  values.plaintiff.annualIncome = scenarios('96000', '24000');
  values.house.consumptionBase = 'householdIncome';
  return values;
}

/** A life-care plan bought every N years, once and every year: loss_medical-future-frequencies (v2). */
export function medicalFrequenciesValues(): FormValues {
  const values = personalInjuryValues();
  values.plaintiff.dateOfBirth = '1975-06-30';
  values.plaintiff.remainingLEYears = scenarios('30');
  values.case.typeSelectedValues = ['medicalExpensesFuture'];
  const item = (
    type: MedicalScenarioValues['type'],
    category: string,
    modality: string,
    annualCost: string,
    growthRate: string,
    from: string,
    to: string,
    frequency: MedicalScenarioValues['frequency'],
    everyYears = '',
  ): MedicalScenarioValues => ({
    type,
    category,
    modality,
    from,
    to,
    annualCost,
    growthRate,
    discountRate: '0.0441',
    frequency,
    everyYears,
    provenance: {},
  });
  values.medical = {
    numberOfModalities: '3',
    reportTitle: 'Life Care Plan',
    reportDate: '2025-02-01',
    totalPastMedicalExpenses: '',
    data: [
      {
        scenarios: [
          item('best', 'Equipment', 'Power wheelchair', '6500', '0.0232', '2024-04-01', '2060-12-31', 'everyYears', '5'),
          item('probable', 'Equipment', 'Power wheelchair', '6500', '0.0232', '2028-02-29', '2036-12-31', 'everyYears', '2'),
        ],
      },
      {
        scenarios: [
          item('best', 'Equipment', 'Home modification', '28000', '0.03', '2026-05-01', '2026-05-01', 'once'),
          item('worst', 'Equipment', 'Home modification', '28000', '0.03', '2025-06-01', '2025-06-01', 'once'),
        ],
      },
      { scenarios: [item('best', 'Therapy', 'Attendant care', '18000', '0.0232', '2025-01-01', '2070-12-31', 'annual')] },
    ],
  };
  return values;
}
