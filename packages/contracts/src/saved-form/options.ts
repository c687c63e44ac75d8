/** Fixed option lists of spec §3, shared by the entry form and the report. */

export const CASE_TYPES = ['personalInjury', 'wrongfulDeath'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const PERSONAL_INJURY_LOSSES = [
  'lossOfEarningsPast',
  'lossOfEarningsFuture',
  'householdServicesWdP',
  'householdServicesWdF',
  'medicalExpensesPast',
  'medicalExpensesFuture',
] as const;
export const WRONGFUL_DEATH_LOSSES = ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'] as const;
export type LossType = (typeof PERSONAL_INJURY_LOSSES)[number] | (typeof WRONGFUL_DEATH_LOSSES)[number];

export const LOSS_TYPES_BY_CASE: Record<CaseType, readonly LossType[]> = {
  personalInjury: PERSONAL_INJURY_LOSSES,
  wrongfulDeath: WRONGFUL_DEATH_LOSSES,
};

export const LOSS_TYPE_LABELS: Record<LossType, string> = {
  lossOfEarningsPast: 'Loss of earnings (past)',
  lossOfEarningsFuture: 'Loss of earnings (future)',
  householdServicesWdP: 'Household services (past)',
  householdServicesWdF: 'Household services (future)',
  medicalExpensesPast: 'Medical expenses (past)',
  medicalExpensesFuture: 'Medical expenses (future)',
  supportLossPast: 'Loss of support (past)',
  supportLossFuture: 'Loss of support (future)',
};

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  personalInjury: 'Personal injury',
  wrongfulDeath: 'Wrongful death',
};

export const RACE_OPTIONS = ['americanIndian', 'asian', 'black', 'hispanic', 'white'] as const;
export type RaceOption = (typeof RACE_OPTIONS)[number];
export const RACE_LABELS: Record<RaceOption, string> = {
  americanIndian: 'American Indian or Alaska Native',
  asian: 'Asian',
  black: 'Black',
  hispanic: 'Hispanic',
  white: 'White',
};

export const EDUCATION_OPTIONS = ['less-than-high-school', 'high-school', 'two-years-of-college', 'bachelor', 'master', 'doctoral'] as const;
export type EducationOption = (typeof EDUCATION_OPTIONS)[number];
export const EDUCATION_LABELS: Record<EducationOption, string> = {
  'less-than-high-school': 'Less than high school',
  'high-school': 'High school',
  'two-years-of-college': 'Two years of college',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctoral: 'Doctoral degree',
};

export const GENDER_OPTIONS = ['male', 'female'] as const;
export type GenderOption = (typeof GENDER_OPTIONS)[number];

export const ECONOMIST_IDS = ['economist-1', 'economist-2'] as const;
export type EconomistId = (typeof ECONOMIST_IDS)[number];

export const MEDICAL_SCENARIO_LABELS = { best: 'Best Scenario', probable: 'Probable Scenario', worst: 'Worst Scenario' } as const;

export const MAX_SCENARIOS = 3;
export const MAX_CHILDREN = 10;
export const MAX_SERVICE_SOURCES = 10;
export const HOUSEHOLD_SIZE_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
