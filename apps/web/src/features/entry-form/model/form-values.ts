import type {
  CaseType,
  DiscountProvenance,
  EconomistSnapshot,
  ForumId,
  GrowthProvenance,
  LifeExpectancyProvenance,
  LifeTableChoice,
  LossType,
  SupplementMark,
  WageProvenance,
  WorklifeTableBasis,
} from '@damages/contracts';
import { blankValuation, type ValuationValues } from './valuation.ts';
import { blankConsumption, blankGrowthEras, type ConsumptionValues, type GrowthErasValues } from './growth-and-consumption.ts';
import type { ConsumptionBase, EarningsBasis, MedicalFrequency, WageStatistic, WorklifeMethod } from '@damages/engine';
import { blankInterestValues, type InterestValues } from './interest.ts';

/**
 * What the entry form holds while the user types. Every input keeps its text
 * (numbers and dates as strings, dates yyyy-MM-dd from `<input type="date">`);
 * the text is converted once, when requests and the saved record are built.
 * Repeated values are lists of objects so react-hook-form can key them.
 * A looked-up figure keeps its provenance beside it (under the entity's
 * `provenance`, or in its list item), so it moves with the figure when a
 * scenario is removed or a modality dragged; typing over the figure clears it.
 */

export type YesNo = '' | 'true' | 'false';
export type MedicalScenarioType = 'best' | 'probable' | 'worst';

export interface ScenarioValue {
  value: string;
}

/** A remaining-LE scenario: the years, and the life table they were looked up in (absent: entered). */
export interface LifeExpectancyValue extends ScenarioValue {
  provenance?: LifeExpectancyProvenance;
  /** The table's years at the last Autofill; kept when the user types over them, for the check before calculating. */
  tableYears?: number;
}

export interface ChildValues {
  name: string;
  dateOfBirth: string;
  gender: string;
}

export interface ServiceSourceValues {
  name: string;
  hourlyRate: string;
  weeklyHours: string;
  numberOfWeeksInYear: string;
  endDate: string;
  /** The source's first day when it starts after the injury (a stage of life: a child's care, a later retirement); blank: the date of injury. Absent in a draft kept before the field. */
  startDate?: string;
  /** The share of the source that is lost, a fraction over 0 and at most 1; blank: all of it. Absent in a draft kept before the field. */
  lossShare?: string;
  /** The OEWS occupation (SOC code) and statistic the hourly-rate Autofill uses. */
  occupation: string;
  statistic: WageStatistic;
  provenance: { hourlyRate?: WageProvenance };
}

export interface MedicalScenarioValues {
  type: MedicalScenarioType;
  category: string;
  modality: string;
  from: string;
  to: string;
  annualCost: string;
  growthRate: string;
  discountRate: string;
  frequency: MedicalFrequency;
  /** N of "every N years". */
  everyYears: string;
  provenance: { growthRate?: GrowthProvenance; discountRate?: DiscountProvenance };
}

export interface ModalityValues {
  scenarios: MedicalScenarioValues[];
  /** An item of attendant or home care that does the household work a services loss would also count (checked by the review before calculating). */
  replacesHouseholdServices?: boolean;
}

export interface FormValues {
  case: {
    /** An economist profile's id, or economist-1/economist-2 in a case saved before profiles. */
    economist: string;
    /** The chosen profile's printable fields, kept in step with the choice (see case-information.tsx). */
    economistProfile?: EconomistSnapshot;
    dateOfReport: string;
    dateOfTrial: string;
    dateOfInjuryOrDeath: string;
    retainingAttorneyOrFirm: string;
    caseName: string;
    court: string;
    docketNumber: string;
    attorneyName: string;
    attorneyFirm: string;
    attorneyAddress: string;
    type: '' | CaseType;
    typeSelectedValues: LossType[];
    /** The forum whose law governs the damages; '' for none chosen (the method's own defaults). Absent in a draft kept before it. */
    forum?: '' | ForumId;
  };
  house: {
    holdSize: string;
    holdIncome: string;
    hasWife: YesNo;
    hasChildren: YesNo;
    consumptionBase: ConsumptionBase;
  };
  plaintiff: {
    name: string;
    dateOfBirth: string;
    gender: string;
    race: string;
    education: string;
    /** What the plaintiff did for a living and for whom; optional, quoted by the report's background. */
    occupation: string;
    employer: string;
    lifeTable: LifeTableChoice;
    remainingLEYears: LifeExpectancyValue[];
    retirementAge: ScenarioValue[];
    annualIncome: ScenarioValue[];
    residualEarnings: string;
    residualStartDate: string;
    earningsBasis: EarningsBasis;
    marginalTaxRate: string;
    annualDeductions: string;
    annualAdjustments: string;
    wagesDiscountRate: string;
    wagesGrowthRate: string;
    benefitsRate: string;
    servicesDiscountRate: string;
    servicesGrowthRate: string;
    burialCost: string;
    provenance: PlaintiffProvenance;
  };
  /** The spouse; the saved record calls it `spouse`. */
  wife: {
    name: string;
    dateOfBirth: string;
    gender: string;
    race: string;
    education: string;
    retirementAge: string;
    remainingLEYears: string;
    lifeTable: LifeTableChoice;
    provenance: { remainingLEYears?: LifeExpectancyProvenance };
    /** The table's years at the last Autofill; kept when the user types over them. */
    tableLEYears?: number;
  };
  children: {
    amount: string;
    list: ChildValues[];
  };
  documents: {
    numberOfReviewed: string;
    sourceNames: ScenarioValue[];
    numberOfSoucesForHouseholdServices: string;
    sourceInfomations: ServiceSourceValues[];
  };
  medical: {
    numberOfModalities: string;
    reportTitle: string;
    reportDate: string;
    totalPastMedicalExpenses: string;
    data: ModalityValues[];
  };
  /** How the losses are discounted (methodology §12); see valuation.ts. */
  valuation: ValuationValues;
  /** The incomes' own year and the growth up to the valuation date (earnings and support, version 3). */
  growthEras: GrowthErasValues;
  /** The decedent's own share: Patton-Nelson or the economist's rate (support, version 3). */
  consumption: ConsumptionValues;
  /** Worklife expectancy and unemployment (methodology §14); absent from the saved record while left at the defaults. */
  worklife: WorklifeValues;
  /** Prejudgment interest (see interest.ts); absent in a draft kept before the form asked it. */
  interest?: InterestValues;
  /** The issued version this case updates as a supplemental report (its Update), carried as saved; absent: none. */
  supplements?: SupplementMark;
}

/** One worklife scenario as typed: years from the date of injury. */
export interface WorklifeScenarioValues {
  worklifeExpectancy: string;
  yearsToFinalSeparation: string;
}

export interface WorklifeValues {
  method: WorklifeMethod;
  /** Asked only with worklifeExpectancy; 1 to 3. */
  scenarios: WorklifeScenarioValues[];
  tableName: string;
  /** Whether that table is by sex or for all persons; '' not stated (a draft kept before the question has none). */
  tableBasis?: '' | WorklifeTableBasis;
  /** Fractions as typed; a blank rate means no unemployment adjustment, a blank replacement 0. */
  unemploymentRate: string;
  unemploymentBenefitReplacement: string;
}

export const blankWorklifeScenario = (): WorklifeScenarioValues => ({ worklifeExpectancy: '', yearsToFinalSeparation: '' });

interface PlaintiffProvenance {
  wagesDiscountRate?: DiscountProvenance;
  wagesGrowthRate?: GrowthProvenance;
  servicesDiscountRate?: DiscountProvenance;
  servicesGrowthRate?: GrowthProvenance;
}

export const blankScenario = (): ScenarioValue => ({ value: '' });

export const blankChild = (): ChildValues => ({ name: '', dateOfBirth: '', gender: '' });

export const blankServiceSource = (): ServiceSourceValues => ({
  name: '',
  hourlyRate: '',
  weeklyHours: '',
  numberOfWeeksInYear: '',
  endDate: '',
  startDate: '',
  lossShare: '',
  occupation: '',
  statistic: 'median',
  provenance: {},
});

/** Spec §3 defaults: type best, numeric values 0, text blank, 'to' prefilled when it can be. */
export const blankMedicalScenario = (defaultTo = ''): MedicalScenarioValues => ({
  type: 'best',
  category: '',
  modality: '',
  from: '',
  to: defaultTo,
  annualCost: '0',
  growthRate: '0',
  discountRate: '0',
  frequency: 'annual',
  everyYears: '',
  provenance: {},
});

export const blankModality = (defaultTo = ''): ModalityValues => ({ scenarios: [blankMedicalScenario(defaultTo)] });

export function blankFormValues(): FormValues {
  return {
    case: {
      economist: '',
      dateOfReport: '',
      dateOfTrial: '',
      dateOfInjuryOrDeath: '',
      retainingAttorneyOrFirm: '',
      caseName: '',
      court: '',
      docketNumber: '',
      attorneyName: '',
      attorneyFirm: '',
      attorneyAddress: '',
      type: '',
      typeSelectedValues: [],
      forum: '',
    },
    house: { holdSize: '', holdIncome: '', hasWife: '', hasChildren: '', consumptionBase: 'decedentIncome' },
    plaintiff: {
      name: '',
      dateOfBirth: '',
      gender: '',
      race: '',
      education: '',
      occupation: '',
      employer: '',
      lifeTable: 'raceAndSex',
      remainingLEYears: [blankScenario()],
      retirementAge: [blankScenario()],
      annualIncome: [blankScenario()],
      residualEarnings: '',
      residualStartDate: '',
      earningsBasis: 'beforeTax',
      marginalTaxRate: '',
      annualDeductions: '',
      annualAdjustments: '',
      wagesDiscountRate: '',
      wagesGrowthRate: '',
      benefitsRate: '',
      servicesDiscountRate: '',
      servicesGrowthRate: '',
      burialCost: '',
      provenance: {},
    },
    wife: {
      name: '',
      dateOfBirth: '',
      gender: '',
      race: '',
      education: '',
      retirementAge: '',
      remainingLEYears: '',
      lifeTable: 'raceAndSex',
      provenance: {},
    },
    children: { amount: '', list: [] },
    documents: { numberOfReviewed: '0', sourceNames: [], numberOfSoucesForHouseholdServices: '', sourceInfomations: [] },
    medical: { numberOfModalities: '', reportTitle: '', reportDate: '', totalPastMedicalExpenses: '', data: [] },
    valuation: blankValuation(),
    growthEras: blankGrowthEras(),
    consumption: blankConsumption(),
    worklife: {
      method: 'retirementAge',
      scenarios: [blankWorklifeScenario()],
      tableName: '',
      tableBasis: '',
      unemploymentRate: '',
      unemploymentBenefitReplacement: '',
    },
    interest: blankInterestValues(),
  };
}
