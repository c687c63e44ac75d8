import type { FormDataRecord, LossType, SavedFormRecord } from '@damages/contracts';
import { savedRecordOf } from '../../../../testing/record-builder.ts';

/**
 * The largest cases the form accepts, as saved records: the request bodies are
 * built from the form data by the entry form's own builders, validated by the
 * contract and computed by the engine, as a submit does — no figure is typed
 * here. Personal injury: 3 incomes × 3 retirement ages, after-tax earnings with a
 * residual earning capacity, 3 life expectancies, 10 household-services sources
 * and 20 medical modalities × 3 scenarios bought yearly, once and every N years.
 * Wrongful death: support on household income with a spouse and 10 children.
 */

const SOURCES = Array.from({ length: 10 }, (_, i) => ({
  name: `Household task ${i + 1}`,
  hourlyRate: 15.25 + i,
  weeklyHours: 2 + i / 2,
  numberOfWeeksInYear: 52,
  endDate: `${2030 + 3 * i}-06-30`,
}));

const SCENARIO_YEARS = { best: 10, probable: 20, worst: 35 } as const;

function medicalPlan(): NonNullable<FormDataRecord['medical']> {
  return {
    data: Array.from({ length: 20 }, (_, m) => ({
      scenarios: (['best', 'probable', 'worst'] as const).map((type) => ({
        type,
        annualCost: 1_000 + 250.5 * m,
        discountRate: 0.0441,
        growthRate: 0.0232,
        from: '2025-01-01',
        to: `${2025 + SCENARIO_YEARS[type] - (m % 5)}-12-31`,
        modality: `Modality ${m + 1}`,
        category: ['Therapy', 'Medication', 'Equipment', 'Attendant care'][m % 4]!,
        ...(m % 5 === 3
          ? { frequency: 'once' as const }
          : m % 5 === 4
            ? { frequency: 'everyYears' as const, everyYears: 1 + (m % 3) }
            : {}),
      })),
    })),
    reportDate: '2024-11-18',
    reportTitle: 'Life Care Plan',
    totalPastMedicalExpenses: 48250.75,
  };
}

const common = {
  dateOfInjuryOrDeath: '2020-03-15',
  dateOfReport: '2025-03-01',
  dateOfTrial: '2026-01-15',
  economist: 'economist-1',
  retainingAttorneyOrFirm: 'Harper & Lowe LLP',
  caseName: 'Martinez v. Acme Trucking, Inc.',
  court: 'United States District Court for the District of Colorado',
  docketNumber: '1:24-cv-01234',
};

const MAXIMAL_INJURY_TYPES: LossType[] = [
  'lossOfEarningsPast',
  'lossOfEarningsFuture',
  'householdServicesWdP',
  'householdServicesWdF',
  'medicalExpensesPast',
  'medicalExpensesFuture',
];

export function maximalInjuryRecord(): SavedFormRecord {
  const formData: FormDataRecord = {
    case: { ...common, type: 'personalInjury', typeSelectedValues: [...MAXIMAL_INJURY_TYPES] },
    documents: {
      sourceNames: ['Complaint', 'Payroll records'],
      sourceInfomations: SOURCES,
      numberOfReviewed: 2,
      numberOfSoucesForHouseholdServices: 10,
    },
    plaintiff: {
      name: 'Rosa Martinez',
      gender: 'female',
      race: 'hispanic',
      education: 'bachelor',
      dateOfBirth: '1975-06-30',
      annualIncome: [85_000, 100_000.5, 120_000],
      annualAdjustments: 2500,
      annualDeductions: 29200,
      marginalTaxRate: 0.22,
      benefitsRate: 0.15,
      wagesDiscountRate: 0.0394,
      wagesGrowthRate: 0.0246,
      servicesDiscountRate: 0.0373,
      servicesGrowthRate: 0.0188,
      remainingLEYears: [35, 30.5, 25],
      retirementAge: [62, 67, 70],
      residualEarnings: 30000,
      residualStartDate: '2027-07-01',
      earningsBasis: 'afterTax',
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 100000, holdSize: 1, numberOfChildrens: 0 },
    medical: medicalPlan(),
  };
  // Saved before the plan's care before trial was costed (version 3).
  return savedRecordOf(formData, '2025-03-01T12:00:00.000Z', { medicalBeforeTrial: false });
}

const MAXIMAL_DEATH_TYPES: LossType[] = ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'];

export function maximalDeathRecord(): SavedFormRecord {
  const formData: FormDataRecord = {
    case: { ...common, type: 'wrongfulDeath', typeSelectedValues: [...MAXIMAL_DEATH_TYPES] },
    documents: {
      sourceNames: ['Certificate of death'],
      sourceInfomations: SOURCES,
      numberOfReviewed: 1,
      numberOfSoucesForHouseholdServices: 10,
    },
    plaintiff: {
      name: 'Daniel Martinez',
      gender: 'male',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1975-06-30',
      annualIncome: [85_000, 100_000, 120_000.25],
      annualAdjustments: 2500,
      annualDeductions: 29200,
      marginalTaxRate: 0.22,
      wagesDiscountRate: 0.0431,
      wagesGrowthRate: 0.03,
      servicesDiscountRate: 0.0373,
      servicesGrowthRate: 0.0188,
      burialCost: 14249.5,
      remainingLEYears: [35, 30.5, 25],
      retirementAge: [62, 67, 70],
    },
    childrens: Array.from({ length: 10 }, (_, i) => ({
      name: `Child ${i + 1}`,
      dateOfBirth: `${2005 + i}-0${1 + (i % 9)}-15`,
      gender: i % 2 ? ('male' as const) : ('female' as const),
    })),
    house: {
      hasChildren: true,
      hasSpouse: true,
      holdIncome: 160000,
      holdSize: 12,
      numberOfChildrens: 10,
      consumptionBase: 'householdIncome',
    },
    spouse: {
      name: 'Elena Martinez',
      dateOfBirth: '1977-01-05',
      gender: 'female',
      race: 'white',
      education: 'bachelor',
      retirementAge: 67,
      remainingLEYears: 40.2,
    },
  };
  return savedRecordOf(formData, '2025-03-01T12:00:00.000Z');
}
