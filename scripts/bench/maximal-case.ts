import {
  MAX_MODALITIES,
  type GetLifeRequest,
  type LossEarningsRequest,
  type LossMedicalRequest,
  type LossServicesRequest,
  type LossSupportRequest,
  type SensitivityRequest,
} from '@damages/contracts';

/**
 * The largest case the product lets a user enter: 3 incomes × 3 retirement ages
 * × 3 life expectancies, 10 children, 10 household-services sources and 50
 * medical modalities (MAX_MODALITIES) with all 3 scenarios, written as the browser sends it; with
 * every version-2 option that adds work: after-tax earnings with a residual
 * earning capacity, support on household income, and items bought once or every
 * N years beside the yearly ones.
 */

const caseDates = {
  plaintiffDob: '1975-06-30',
  caseDoi: '2020-03-15',
  caseDor: '2025-03-01',
  caseDot: '2026-01-15',
  totalLeYears: [35, 30.5, 25].map((years, id) => ({ id, totalLeYears: String(years) })),
};

const incomes = [85_000, 100_000, 120_000].map((income, id) => ({ id, taxIncome: String(income) }));
const retirementAges = [62, 67, 70].map((age, id) => ({ id, retirementAge: String(age) }));

export const maximalEarnings: LossEarningsRequest = {
  ...caseDates,
  benefitsRate: '0.15',
  taxIncome: incomes,
  wleYears: retirementAges,
  wagesDiscount: '0.0394',
  wagesGrowth: '0.0246',
  residualEarnings: '30000',
  residualStartDate: '2027-07-01',
  earningsBasis: 'afterTax',
  taxRate: '0.22',
  taxDeductions: '29200',
  taxAdjustments: '2500',
};

export const maximalSupport: LossSupportRequest = {
  ...caseDates,
  plaintiffGender: 'Male',
  householdIncome: '160000',
  householdSize: '12',
  taxIncome: incomes,
  taxDeductions: '29200',
  taxAdjustments: '2500',
  taxRate: '0.22',
  wleYears: retirementAges,
  wageDiscount: '0.0431',
  wageGrowth: '0.03',
  spouseDob: '1977-01-05',
  spouseLeYears: '40.2',
  children: Array.from({ length: 10 }, (_, i) => ({ childDob: `${2005 + i}-0${1 + (i % 9)}-15`, childGender: i % 2 ? 'Male' : 'Female' })),
  consumptionBase: 'householdIncome',
};

export const maximalServices: LossServicesRequest = {
  ...caseDates,
  servicesDiscount: '0.0373',
  servicesGrowth: '0.0188',
  services: Array.from({ length: 10 }, (_, i) => ({
    servicesEndDate: `${2030 + 3 * i}-06-30`,
    servicesHourlyRate: String(15 + i),
    servicesNumOfWeeks: '52',
    servicesWeeklyHours: String(2 + i / 2),
  })),
};

const SCENARIO_YEARS = { best: 10, probable: 20, worst: 35 } as const;

/** Most items are yearly (the most rows); one in five is bought once and one in five every 1 to 3 years. */
function frequencyOf(m: number) {
  if (m % 5 === 3) return { scenarioFrequency: 'once' };
  if (m % 5 === 4) return { scenarioFrequency: 'everyYears', scenarioEveryYears: String(1 + (m % 3)) };
  return { scenarioFrequency: 'annual' };
}

export const maximalMedical: LossMedicalRequest = {
  ...caseDates,
  medical: Array.from({ length: MAX_MODALITIES }, (_, m) => ({
    scenarios: (['best', 'probable', 'worst'] as const).map((type) => ({
      scenarioType: type,
      scenarioAnnualCost: String(1_000 + 250 * m),
      scenarioDiscount: '0.0441',
      scenarioGrowth: '0.0232',
      scenarioFrom: '2025-01-01',
      scenarioTo: `${2025 + SCENARIO_YEARS[type] - (m % 5)}-12-31`,
      scenarioModality: `Modality ${m + 1}`,
      scenarioCategory: ['Therapy', 'Medication', 'Equipment', 'Attendant care'][m % 4]!,
      ...frequencyOf(m),
    })),
  })),
};

/** A usual future-earnings request: two incomes, two retirement ages, one life expectancy. */
export const typicalEarnings: LossEarningsRequest = {
  ...caseDates,
  totalLeYears: [{ id: 0, totalLeYears: '35.2' }],
  benefitsRate: '0.15',
  taxIncome: incomes.slice(0, 2),
  wleYears: retirementAges.slice(0, 2),
  wagesDiscount: '0.0394',
  wagesGrowth: '0.0246',
};

/** A small request of another user: one life expectancy, as the form's Autofill asks for it. */
export const anotherUsersLookup: GetLifeRequest = { caseDor: '2025-03-01', dob: '1975-06-30', gender: 'Male', race: 'all' };

// Every version-3 option that adds work (methodology §12 to §16): valued mid-year as of 2026 at a
// net discount rate, the incomes in 2019 dollars with a second growth era, three worklife
// scenarios with unemployment, the economist's consumption rates, services in stages with a
// partial loss, and prejudgment interest on the past tables.
const valuationV3 = { discountConvention: 'midYear', valuationYear: '2026', discountMethod: 'netDiscountRate', netDiscountRate: '0.015' };
const incomeV3 = {
  earningsBaseYear: '2019',
  pastGrowth: '0.035',
  worklifeMethod: 'worklifeExpectancy',
  worklife: [
    { id: 0, worklifeExpectancy: '14.2', yearsToFinalSeparation: '16.5' },
    { id: 1, worklifeExpectancy: '17.8', yearsToFinalSeparation: '20' },
    { id: 2, worklifeExpectancy: '20.1', yearsToFinalSeparation: '23.5' },
  ],
  unemploymentRate: '0.04',
  unemploymentBenefitReplacement: '0.45',
  firstYearPortion: '0.79',
  lastYearPortion: '0.5',
};
const interestV3 = { prejudgmentInterest: { rate: '0.06', compounding: 'annual', from: '2021-01-15', to: '2026-01-15' } };

export const maximalEarningsV3: LossEarningsRequest = { ...maximalEarnings, ...valuationV3, ...incomeV3 };
export const maximalSupportV3: LossSupportRequest = {
  ...maximalSupport,
  ...valuationV3,
  ...incomeV3,
  consumptionBase: 'householdIncome',
  consumptionMethod: 'fixedRate',
  consumptionRate: '0.25',
  consumptionRateLater: '0.2',
  consumptionSwitchYear: '2030',
  benefitsRate: '0.12',
};
export const maximalServicesV3: LossServicesRequest = {
  ...maximalServices,
  ...valuationV3,
  survivorLeYears: '38',
  services: maximalServices.services.map((source, i) => ({
    ...source,
    servicesStartDate: `${2020 + i}-06-01`,
    servicesLossShare: String(0.5 + i / 20),
  })),
};
export const maximalMedicalV3: LossMedicalRequest = { ...maximalMedical, ...valuationV3 };
export const maximalPastInterestV3 = interestV3;

/**
 * The maximal personal-injury case as its submit sends it for its sensitivity (POST /api/sensitivity):
 * its form data (3 incomes × 3 retirement ages × 3 life expectancies, as the bodies) and the body of
 * every table it calculates, with every version-3 option and prejudgment interest on the past tables.
 * The plan's care before the trial is its future body posted to the past endpoint, as the submit does.
 */
export const maximalSensitivity: SensitivityRequest = {
  formData: {
    case: {
      dateOfInjuryOrDeath: caseDates.caseDoi,
      dateOfReport: caseDates.caseDor,
      dateOfTrial: caseDates.caseDot,
      economist: 'economist-1',
      retainingAttorneyOrFirm: 'Harper & Lowe LLP',
      type: 'personalInjury',
      typeSelectedValues: [
        'lossOfEarningsPast',
        'lossOfEarningsFuture',
        'householdServicesWdP',
        'householdServicesWdF',
        'medicalExpensesPast',
        'medicalExpensesFuture',
      ],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Rosa Martinez',
      gender: 'female',
      race: 'hispanic',
      education: 'bachelor',
      dateOfBirth: caseDates.plaintiffDob,
      annualIncome: incomes.map(({ taxIncome }) => Number(taxIncome)),
      remainingLEYears: caseDates.totalLeYears.map(({ totalLeYears }) => Number(totalLeYears)),
      retirementAge: retirementAges.map(({ retirementAge }) => Number(retirementAge)),
    },
    childrens: [],
    medical: { data: [], totalPastMedicalExpenses: 48250.75 },
  },
  bodies: {
    lossEarningsPast: { ...maximalEarningsV3, ...interestV3 },
    lossEarningsFuture: maximalEarningsV3,
    lossServicesPast: { ...maximalServicesV3, ...interestV3 },
    lossServicesFuture: maximalServicesV3,
    lossMedicalFuture: maximalMedicalV3,
    lossMedicalPast: { ...maximalMedicalV3, ...interestV3 },
  },
};
