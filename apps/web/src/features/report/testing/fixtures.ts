import type { MedicalScenario } from '@damages/engine';
import { lossMedicalRequest, type FormDataRecord, type LossType, type SavedFormRecord } from '@damages/contracts';
import { calculationAnswer, savedRecordOf, type CalculationEndpoint } from '../../../testing/record-builder.ts';

/**
 * Saved-record fixtures for tests: realistic cases (taken from the worked examples) saved as a
 * submit saves them (testing/record-builder.ts) — no computed number is written by hand.
 */

const SAVED_AT = '2025-03-01T12:00:00.000Z';

/** The first table's total of one answer of the case. */
const firstTotal = (endpoint: CalculationEndpoint, formData: FormDataRecord) =>
  (calculationAnswer(endpoint, formData) as { table: { total_pv: number }[] }).table[0]!.total_pv;

const HOUSEHOLD_SOURCES = [
  { name: 'Housekeeping and cleaning', hourlyRate: 16.66, weeklyHours: 10, numberOfWeeksInYear: 52, endDate: '2031-06-30' },
  { name: 'Home maintenance and yard work', hourlyRate: 24.5, weeklyHours: 3.5, numberOfWeeksInYear: 40, endDate: '2050-12-31' },
];

const WRONGFUL_DEATH_TYPES: LossType[] = ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'];

/** A wrongful-death case: support (spouse and two children), household services with two life expectancies, burial cost. */
export function wrongfulDeathRecord(types: readonly LossType[] = WRONGFUL_DEATH_TYPES): SavedFormRecord {
  const formData: FormDataRecord = {
    case: {
      dateOfInjuryOrDeath: '2023-05-02',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-04-20',
      economist: 'economist-1',
      retainingAttorneyOrFirm: 'Harper & Lowe LLP',
      type: 'wrongfulDeath',
      typeSelectedValues: [...types],
    },
    documents: {
      sourceNames: ['Certificate of death', 'Federal income tax returns, 2020–2022', 'Employer wage statements (Form W-2)', ''],
      sourceInfomations: HOUSEHOLD_SOURCES,
      numberOfReviewed: 3,
      numberOfSoucesForHouseholdServices: 2,
    },
    plaintiff: {
      name: 'Daniel R. Whitfield',
      gender: 'male',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1978-09-17',
      annualIncome: [96000],
      annualAdjustments: 2500,
      annualDeductions: 29200,
      marginalTaxRate: 0.22,
      wagesDiscountRate: 0.0431,
      wagesGrowthRate: 0.03,
      servicesDiscountRate: 0.0373,
      servicesGrowthRate: 0.0188,
      burialCost: 14850,
      remainingLEYears: [33.1, 22.6],
      retirementAge: [67],
    },
    childrens: [
      { name: 'Emma Whitfield', dateOfBirth: '2008-07-01', gender: 'female' },
      { name: 'Lucas Whitfield', dateOfBirth: '2013-12-30', gender: 'male' },
    ],
    house: { hasChildren: true, hasSpouse: true, holdIncome: 142000, holdSize: 4, numberOfChildrens: 2 },
    spouse: {
      name: 'Claire Whitfield',
      dateOfBirth: '1980-01-05',
      gender: 'female',
      race: 'white',
      education: 'master',
      retirementAge: 67,
      remainingLEYears: 38.2,
    },
  };
  return savedRecordOf(formData, SAVED_AT);
}

const endsInHalfDollar = (amount: number) => Math.abs(Math.round(amount * 100)) % 100 === 50;

/** The first value of `candidates` for which `test` holds. */
function firstWhere<T>(candidates: Iterable<T>, test: (value: T) => boolean): T {
  for (const value of candidates) if (test(value)) return value;
  throw new Error('No candidate met the condition');
}

function* steps(start: number, step: number, count = 20000): Generator<number> {
  for (let i = 0; i < count; i += 1) yield Math.round((start + i * step) * 1e6) / 1e6;
}

/**
 * A wrongful-death case built so that every figure of the summary tables ends
 * in exactly 50 cents — past and future support, past and future services, the
 * burial cost and each source's annual value — by searching the engine's inputs
 * (income, retirement age, services growth and discount rates) cent by cent.
 * Rounding the exact total instead of adding the rounded figures would be off
 * by a dollar or more here.
 */
export function halfDollarRecord(): SavedFormRecord {
  const base = wrongfulDeathRecord().formData;
  const form = (plaintiff: Partial<FormDataRecord['plaintiff']>): FormDataRecord => ({
    ...base,
    plaintiff: { ...base.plaintiff, ...plaintiff },
  });
  const income = firstWhere(steps(96000, 0.01), (value) =>
    endsInHalfDollar(firstTotal('lossSupportPast', form({ annualIncome: [value] }))),
  );
  const retirement = firstWhere(steps(67, 0.01), (value) =>
    endsInHalfDollar(firstTotal('lossSupportFuture', form({ annualIncome: [income], retirementAge: [value] }))),
  );
  const sources = [
    { name: 'Yard work', hourlyRate: 12.25, weeklyHours: 2, numberOfWeeksInYear: 1, endDate: '2031-06-30' },
    { name: 'Home repairs', hourlyRate: 30.75, weeklyHours: 2, numberOfWeeksInYear: 1, endDate: '2050-12-31' },
    { name: 'Driving', hourlyRate: 20.25, weeklyHours: 2, numberOfWeeksInYear: 1, endDate: '2040-12-31' },
  ];
  const withSources = (plaintiff: Partial<FormDataRecord['plaintiff']>): FormDataRecord => ({
    ...form({ annualIncome: [income], retirementAge: [retirement], ...plaintiff }),
    documents: { ...base.documents, sourceInfomations: sources, numberOfSoucesForHouseholdServices: sources.length },
  });
  const growth = firstWhere(steps(0.0188, 0.0001), (value) =>
    endsInHalfDollar(firstTotal('lossServicesPast', withSources({ servicesGrowthRate: value }))),
  );
  const discount = firstWhere(steps(0.0373, 0.0001), (value) =>
    endsInHalfDollar(firstTotal('lossServicesFuture', withSources({ servicesGrowthRate: growth, servicesDiscountRate: value }))),
  );
  const formData = withSources({ servicesGrowthRate: growth, servicesDiscountRate: discount, burialCost: 14249.5 });
  return savedRecordOf(formData, SAVED_AT);
}

const MEDICAL_PLAN: MedicalScenario[][] = [
  [
    {
      type: 'best',
      annualCost: 4800,
      discountRate: 0.0441,
      growthRate: 0.0232,
      from: '2025-01-01',
      to: '2034-12-31',
      modality: 'Physical therapy',
      category: 'Therapy',
    },
    {
      type: 'probable',
      annualCost: 7200,
      discountRate: 0.0441,
      growthRate: 0.0232,
      from: '2025-01-01',
      to: '2044-12-31',
      modality: 'Physical therapy',
      category: 'Therapy',
    },
    {
      type: 'worst',
      annualCost: 9600,
      discountRate: 0.0441,
      growthRate: 0.0232,
      from: '2025-01-01',
      to: '2055-03-01',
      modality: 'Physical therapy',
      category: 'Therapy',
    },
  ],
  [
    {
      type: 'best',
      annualCost: 1250.5,
      discountRate: 0.045,
      growthRate: 0.04,
      from: '2027-03-15',
      to: '2029-03-14',
      modality: 'Pain medication',
      category: 'Medication',
    },
  ],
  [
    {
      type: 'probable',
      annualCost: 3150,
      discountRate: 0.0441,
      growthRate: 0.0298,
      from: '2026-01-15',
      to: '2040-12-31',
      modality: 'Orthopedic follow-up',
      category: 'Physician services',
    },
    {
      type: 'worst',
      annualCost: 5400,
      discountRate: 0.0441,
      growthRate: 0.0298,
      from: '2026-01-15',
      to: '2055-03-01',
      modality: 'Orthopedic follow-up',
      category: 'Physician services',
    },
  ],
];

const PERSONAL_INJURY_TYPES: LossType[] = [
  'lossOfEarningsPast',
  'lossOfEarningsFuture',
  'householdServicesWdP',
  'householdServicesWdF',
  'medicalExpensesPast',
  'medicalExpensesFuture',
];

/** A personal-injury case: earnings (2 incomes × 2 retirement ages), services, a three-scenario life care plan and past medical. */
export function personalInjuryRecord(types: readonly LossType[] = PERSONAL_INJURY_TYPES): SavedFormRecord {
  const formData: FormDataRecord = {
    case: {
      dateOfInjuryOrDeath: '2022-06-15',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-15',
      economist: 'economist-2',
      retainingAttorneyOrFirm: 'Morales Injury Law, P.C.',
      type: 'personalInjury',
      typeSelectedValues: [...types],
    },
    documents: {
      sourceNames: ['Complaint for damages', 'Life care plan prepared by R. Chen, RN, CLCP', 'Payroll records, 2019–2022'],
      sourceInfomations: HOUSEHOLD_SOURCES,
      numberOfReviewed: 3,
      numberOfSoucesForHouseholdServices: 2,
    },
    plaintiff: {
      name: 'Maria L. Alvarez',
      gender: 'female',
      race: 'hispanic',
      education: 'two-years-of-college',
      dateOfBirth: '1980-04-10',
      annualIncome: [135954, 98000],
      benefitsRate: 0.15,
      wagesDiscountRate: 0.0394,
      wagesGrowthRate: 0.0246,
      servicesDiscountRate: 0.0373,
      servicesGrowthRate: 0.0188,
      remainingLEYears: [35.2, 24.5],
      retirementAge: [67, 62.5],
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 135954, holdSize: 1, numberOfChildrens: 0 },
    medical: {
      data: MEDICAL_PLAN.map((modality) => ({ scenarios: modality.map((s) => ({ ...s })) })),
      reportDate: '2024-11-18',
      reportTitle: 'Life Care Plan for Maria L. Alvarez',
      totalPastMedicalExpenses: 48250.75,
    },
  };
  // Saved before the plan's care before trial was costed (version 3).
  return savedRecordOf(formData, SAVED_AT, { medicalBeforeTrial: false });
}

/* ---------------------------------------------------------------------------------------------
 * Version 2 of the method: the saved record's optional fields, every one of them set.
 * ------------------------------------------------------------------------------------------- */

const TREASURY = (tenorYears: number) => ({ lookup: 'treasury' as const, asOf: '2025-02-28', tenorYears });
const GROWTH = (series: 'cpiAll' | 'cpiMedical' | 'wages') => ({
  lookup: 'growth' as const,
  series,
  years: 20,
  fromYear: 2004,
  toYear: 2024,
});

/** A life-care plan with an item bought every year, one replaced every 5 years (past the expected death) and one bought once. */
const MEDICAL_PLAN_V2: (MedicalScenario & {
  provenance?: NonNullable<FormDataRecord['medical']>['data'][number]['scenarios'][number]['provenance'];
})[][] = [
  [
    {
      type: 'probable',
      annualCost: 7200,
      discountRate: 0.0441,
      growthRate: 0.0295,
      from: '2025-01-01',
      to: '2044-12-31',
      modality: 'Physical therapy',
      category: 'Therapy',
      frequency: 'annual',
      provenance: { growthRate: GROWTH('cpiMedical'), discountRate: TREASURY(19.8) },
    },
  ],
  [
    {
      type: 'probable',
      annualCost: 6500,
      discountRate: 0.0441,
      growthRate: 0.0295,
      from: '2026-03-01',
      to: '2075-12-31',
      modality: 'Power wheelchair',
      category: 'Equipment',
      frequency: 'everyYears',
      everyYears: 5,
      provenance: { growthRate: GROWTH('cpiMedical') },
    },
  ],
  [
    {
      type: 'probable',
      annualCost: 18000,
      discountRate: 0.0412,
      growthRate: 0.0295,
      from: '2026-06-01',
      to: '2026-06-01',
      modality: 'Home modification',
      category: 'Home',
      frequency: 'once',
    },
  ],
];

/**
 * A version-2 personal-injury case: a partial disability (residual earning capacity
 * of $30,000 from 2024-01-01), after-tax earnings, a life-care plan using every
 * frequency with an item past the expected date of death, life expectancy looked
 * up for the first scenario only ("By sex, all races") and rates and an hourly wage
 * with their provenance. Its tables are the engine's, computed with those options.
 */
export function personalInjuryV2Record(): SavedFormRecord {
  const base = personalInjuryRecord().formData;
  const formData: FormDataRecord = {
    ...base,
    documents: {
      ...base.documents,
      sourceInfomations: [
        {
          ...HOUSEHOLD_SOURCES[0]!,
          hourlyRate: 16.78,
          provenance: {
            hourlyRate: {
              lookup: 'oews',
              occupation: '31-1122',
              title: 'Home Health and Personal Care Aides',
              statistic: 'median',
              asOf: 'May 2024',
            },
          },
        },
        HOUSEHOLD_SOURCES[1]!,
      ],
    },
    plaintiff: {
      ...base.plaintiff,
      annualDeductions: 14600,
      annualAdjustments: 0,
      marginalTaxRate: 0.22,
      earningsBasis: 'afterTax',
      residualEarnings: 30000,
      residualStartDate: '2024-01-01',
      lifeTable: 'sexAllRaces',
      provenance: {
        remainingLEYears: [{ lookup: 'lifeTable', table: 'NCHS 2023, all races and origins female', race: 'all', sex: 'female' }, null],
        wagesDiscountRate: TREASURY(9.3),
        wagesGrowthRate: GROWTH('wages'),
        servicesGrowthRate: GROWTH('cpiAll'),
      },
    },
    medical: {
      ...base.medical!,
      data: MEDICAL_PLAN_V2.map((modality) => ({ scenarios: modality.map((s) => ({ ...s })) })),
    },
  };
  return savedRecordOf(formData, SAVED_AT, { medicalBeforeTrial: false });
}

/** A version-2 wrongful-death case: support on the household-income consumption base, looked-up rates and spouse life expectancy. */
export function wrongfulDeathV2Record(): SavedFormRecord {
  const base = wrongfulDeathRecord().formData;
  const formData: FormDataRecord = {
    ...base,
    house: { ...base.house!, consumptionBase: 'householdIncome' },
    plaintiff: {
      ...base.plaintiff,
      provenance: {
        remainingLEYears: [
          { lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' },
          { lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' },
        ],
        wagesDiscountRate: TREASURY(22.1),
        servicesDiscountRate: TREASURY(33.1),
      },
    },
    spouse: {
      ...base.spouse!,
      provenance: {
        remainingLEYears: { lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White female', race: 'white', sex: 'female' },
      },
    },
  };
  return savedRecordOf(formData, SAVED_AT);
}

/**
 * The record as a case saved before version 2 left it: no method options, no
 * provenance, and medical tables without their frequency (computed before care
 * was cut at the expected date of death).
 */
export function asVersion1(record: SavedFormRecord): SavedFormRecord {
  const copy = structuredClone(record);
  const { plaintiff, house, spouse, documents, medical } = copy.formData;
  for (const key of ['residualEarnings', 'residualStartDate', 'earningsBasis', 'lifeTable', 'provenance'] as const) delete plaintiff[key];
  if (house) delete house.consumptionBase;
  if (spouse) {
    delete spouse.lifeTable;
    delete spouse.provenance;
  }
  for (const source of documents.sourceInfomations) delete source.provenance;
  for (const scenario of medical?.data.flatMap((m) => m.scenarios) ?? []) {
    delete scenario.frequency;
    delete scenario.everyYears;
    delete scenario.provenance;
  }
  for (const entry of Object.values(copy.medicalReport?.table ?? {}).flat()) {
    delete entry.medical_frequency;
    delete entry.medical_every_years;
  }
  return copy;
}

/**
 * A life-care-plan case from a medical request as the service receives it (a
 * worked example's body): read by the contract's parser, costed by the engine
 * after the trial and between the report and the trial, and saved as the
 * submit saves both answers. Past medical expenses billed are chosen too.
 */
export function lifeCarePlanRecord(request: unknown, totalPastMedicalExpenses: number): SavedFormRecord {
  const input = lossMedicalRequest.parse(request);
  const formData: FormDataRecord = {
    case: {
      dateOfInjuryOrDeath: input.dateOfInjury,
      dateOfReport: input.dateOfReport,
      dateOfTrial: input.dateOfTrial,
      economist: 'economist-1',
      retainingAttorneyOrFirm: 'Morales Injury Law, P.C.',
      type: 'personalInjury',
      typeSelectedValues: ['medicalExpensesPast', 'medicalExpensesFuture'],
    },
    documents: { sourceNames: ['Life care plan'], sourceInfomations: [], numberOfReviewed: 1, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Daniel R. Okafor',
      gender: 'male',
      race: 'black',
      education: 'bachelor',
      dateOfBirth: input.dateOfBirth,
      annualIncome: [],
      remainingLEYears: input.lifeExpectancies.map((le) => le.value),
      retirementAge: [],
    },
    childrens: [],
    medical: {
      data: input.modalities.map((modality) => ({ scenarios: modality.scenarios.map((s) => ({ ...s })) })),
      reportTitle: 'Life Care Plan',
      totalPastMedicalExpenses,
    },
  };
  return savedRecordOf(formData, '2025-06-01T12:00:00.000Z');
}
