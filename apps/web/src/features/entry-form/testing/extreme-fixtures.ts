import {
  EARLIEST_DATE,
  LATEST_DATE,
  MAX_AMOUNT,
  MAX_CHILDREN,
  MAX_HOURLY_RATE,
  MAX_HOUSEHOLD_SIZE_CHOICE,
  MAX_MODALITIES,
  MAX_SCENARIOS,
  MAX_SERVICE_SOURCES,
  MAX_TEXT_LENGTH,
  MAX_WEEKLY_HOURS,
  MAX_WEEKS_PER_YEAR,
  MAX_YEARS,
  RATE_RANGE,
} from '@damages/contracts';
import { blankFormValues, type FormValues, type MedicalScenarioValues } from '../model/form-values.ts';

/**
 * Cases at the edges of what the form accepts: every list at its longest,
 * every figure at its largest or smallest, dates at the ends of the calendar
 * the contract allows. Whatever the form accepts, the API must accept too.
 */

const repeat = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));
const scenarios = (count: number, value: string) => repeat(count, () => ({ value }));
const ALL_PERSONAL_INJURY = [
  'lossOfEarningsPast',
  'lossOfEarningsFuture',
  'householdServicesWdP',
  'householdServicesWdF',
  'medicalExpensesPast',
  'medicalExpensesFuture',
] as const;

function largestMedical(): FormValues['medical'] {
  const scenario = (type: MedicalScenarioValues['type']): MedicalScenarioValues => ({
    type,
    category: 'C'.repeat(MAX_TEXT_LENGTH),
    modality: 'M'.repeat(MAX_TEXT_LENGTH),
    from: '2080-01-01',
    // The longest period a scenario may run: within the contract's lifetime of the from date.
    to: `${2080 + MAX_YEARS}-12-31` < LATEST_DATE ? `${2080 + MAX_YEARS}-12-31` : LATEST_DATE,
    annualCost: String(MAX_AMOUNT),
    growthRate: String(RATE_RANGE.max),
    discountRate: String(RATE_RANGE.min),
    frequency: 'annual',
    everyYears: '',
    provenance: {},
  });
  return {
    numberOfModalities: String(MAX_MODALITIES),
    reportTitle: 'Life Care Plan',
    reportDate: LATEST_DATE,
    totalPastMedicalExpenses: String(MAX_AMOUNT),
    data: repeat(MAX_MODALITIES, () => ({
      scenarios: [scenario('best'), scenario('probable'), scenario('worst')].slice(0, MAX_SCENARIOS),
    })),
  };
}

/** Personal injury with every loss type and every list and figure at its largest. */
export function largestPersonalInjury(): FormValues {
  const values = blankFormValues();
  values.case = {
    ...values.case,
    economist: 'economist-1',
    dateOfReport: '2024-01-15',
    dateOfTrial: LATEST_DATE,
    dateOfInjuryOrDeath: '2000-01-01',
    retainingAttorneyOrFirm: 'Firm',
    type: 'personalInjury',
    typeSelectedValues: [...ALL_PERSONAL_INJURY],
  };
  values.house = {
    holdSize: String(MAX_HOUSEHOLD_SIZE_CHOICE),
    holdIncome: String(MAX_AMOUNT),
    hasWife: 'true',
    hasChildren: 'true',
    consumptionBase: 'decedentIncome',
  };
  Object.assign(values.plaintiff, {
    name: 'Oldest Plaintiff',
    // As old as the contract allows at the date of report.
    dateOfBirth: `${2024 - MAX_YEARS}-01-15`,
    gender: 'male',
    race: 'americanIndian',
    education: 'doctoral',
    remainingLEYears: scenarios(MAX_SCENARIOS, String(MAX_YEARS)),
    retirementAge: scenarios(MAX_SCENARIOS, String(MAX_YEARS)),
    annualIncome: scenarios(MAX_SCENARIOS, String(MAX_AMOUNT)),
    marginalTaxRate: String(RATE_RANGE.max),
    annualDeductions: String(MAX_AMOUNT),
    annualAdjustments: String(MAX_AMOUNT),
    wagesDiscountRate: String(RATE_RANGE.max),
    wagesGrowthRate: String(RATE_RANGE.min),
    benefitsRate: String(RATE_RANGE.max),
    servicesDiscountRate: String(RATE_RANGE.min),
    servicesGrowthRate: String(RATE_RANGE.max),
  });
  values.wife = {
    ...values.wife,
    name: 'Spouse',
    dateOfBirth: EARLIEST_DATE,
    gender: 'female',
    race: 'asian',
    education: 'master',
    retirementAge: String(MAX_YEARS),
    remainingLEYears: String(MAX_YEARS),
  };
  // The household-size choices stop at 10, so a spouse leaves room for 8 children at most.
  const children = Math.min(MAX_CHILDREN, MAX_HOUSEHOLD_SIZE_CHOICE - 2);
  values.children = {
    amount: String(children),
    list: repeat(children, (i) => ({ name: `Child ${i + 1}`, dateOfBirth: '2010-01-01', gender: i % 2 ? 'male' : 'female' })),
  };
  values.documents = {
    numberOfReviewed: '1',
    sourceNames: [{ value: 'Records' }],
    numberOfSoucesForHouseholdServices: String(MAX_SERVICE_SOURCES),
    sourceInfomations: repeat(MAX_SERVICE_SOURCES, (i) => ({
      name: `Source ${i + 1}`,
      hourlyRate: String(MAX_HOURLY_RATE),
      weeklyHours: String(MAX_WEEKLY_HOURS),
      numberOfWeeksInYear: String(MAX_WEEKS_PER_YEAR),
      endDate: LATEST_DATE,
      occupation: '',
      statistic: 'median',
      provenance: {},
    })),
  };
  values.medical = largestMedical();
  return values;
}

/** The same case as wrongful death: support instead of earnings and medical. */
export function largestWrongfulDeath(): FormValues {
  const values = largestPersonalInjury();
  values.case.type = 'wrongfulDeath';
  values.case.typeSelectedValues = ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'];
  values.plaintiff.burialCost = String(MAX_AMOUNT);
  return values;
}

/** Every figure at its smallest: one scenario, zero hours, the smallest positive years and income, dates on one day. */
export function smallestPersonalInjury(): FormValues {
  const values = largestPersonalInjury();
  const day = '2024-01-15';
  values.case = { ...values.case, dateOfReport: day, dateOfTrial: day, dateOfInjuryOrDeath: day };
  values.house = { holdSize: '1', holdIncome: '0.01', hasWife: 'false', hasChildren: 'false', consumptionBase: 'decedentIncome' };
  Object.assign(values.plaintiff, {
    dateOfBirth: day,
    remainingLEYears: scenarios(1, '0.01'),
    retirementAge: scenarios(1, '0.01'),
    annualIncome: scenarios(1, '0'),
    marginalTaxRate: String(RATE_RANGE.min),
    annualDeductions: '0',
    annualAdjustments: '0',
    benefitsRate: String(RATE_RANGE.min),
  });
  values.documents = {
    numberOfReviewed: '0',
    sourceNames: [],
    numberOfSoucesForHouseholdServices: '1',
    sourceInfomations: [
      {
        name: 'S',
        hourlyRate: '0',
        weeklyHours: '0',
        numberOfWeeksInYear: '0',
        endDate: day,
        occupation: '',
        statistic: 'median',
        provenance: {},
      },
    ],
  };
  values.medical = { numberOfModalities: '0', reportTitle: 'T', reportDate: day, totalPastMedicalExpenses: '0', data: [] };
  return values;
}
