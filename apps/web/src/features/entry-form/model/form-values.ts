import type { CaseType, LossType } from '@damages/contracts';

/**
 * What the entry form holds while the user types. Every input keeps its text
 * (numbers and dates as strings, dates yyyy-MM-dd from `<input type="date">`);
 * the text is converted once, when requests and the saved record are built.
 * Repeated values are lists of objects so react-hook-form can key them.
 */

export type YesNo = '' | 'true' | 'false';
export type MedicalScenarioType = 'best' | 'probable' | 'worst';

export interface ScenarioValue {
  value: string;
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
}

export interface ModalityValues {
  scenarios: MedicalScenarioValues[];
}

export interface FormValues {
  case: {
    economist: string;
    dateOfReport: string;
    dateOfTrial: string;
    dateOfInjuryOrDeath: string;
    retainingAttorneyOrFirm: string;
    type: '' | CaseType;
    typeSelectedValues: LossType[];
  };
  house: {
    holdSize: string;
    holdIncome: string;
    hasWife: YesNo;
    hasChildren: YesNo;
  };
  plaintiff: {
    name: string;
    dateOfBirth: string;
    gender: string;
    race: string;
    education: string;
    remainingLEYears: ScenarioValue[];
    retirementAge: ScenarioValue[];
    annualIncome: ScenarioValue[];
    marginalTaxRate: string;
    annualDeductions: string;
    annualAdjustments: string;
    wagesDiscountRate: string;
    wagesGrowthRate: string;
    benefitsRate: string;
    servicesDiscountRate: string;
    servicesGrowthRate: string;
    burialCost: string;
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
}

export const blankScenario = (): ScenarioValue => ({ value: '' });

export const blankChild = (): ChildValues => ({ name: '', dateOfBirth: '', gender: '' });

export const blankServiceSource = (): ServiceSourceValues => ({
  name: '',
  hourlyRate: '',
  weeklyHours: '',
  numberOfWeeksInYear: '',
  endDate: '',
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
      type: '',
      typeSelectedValues: [],
    },
    house: { holdSize: '', holdIncome: '', hasWife: '', hasChildren: '' },
    plaintiff: {
      name: '',
      dateOfBirth: '',
      gender: '',
      race: '',
      education: '',
      remainingLEYears: [blankScenario()],
      retirementAge: [blankScenario()],
      annualIncome: [blankScenario()],
      marginalTaxRate: '',
      annualDeductions: '',
      annualAdjustments: '',
      wagesDiscountRate: '',
      wagesGrowthRate: '',
      benefitsRate: '',
      servicesDiscountRate: '',
      servicesGrowthRate: '',
      burialCost: '',
    },
    wife: { name: '', dateOfBirth: '', gender: '', race: '', education: '', retirementAge: '', remainingLEYears: '' },
    children: { amount: '', list: [] },
    documents: { numberOfReviewed: '0', sourceNames: [], numberOfSoucesForHouseholdServices: '', sourceInfomations: [] },
    medical: { numberOfModalities: '', reportTitle: '', reportDate: '', totalPastMedicalExpenses: '', data: [] },
  };
}
