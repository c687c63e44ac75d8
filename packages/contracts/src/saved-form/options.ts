import type { ConsumptionBase, EarningsBasis } from '@damages/engine';
import { LOSS_TYPE_ENTRIES, lossTypesForCase, type LossType } from '../catalogue/loss-kinds.ts';

/** Fixed option lists of spec §3, shared by the entry form and the report. */

export const CASE_TYPES = ['personalInjury', 'wrongfulDeath'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The loss categories each case type offers (spec §3), read from the loss-kind catalogue. */
export const LOSS_TYPES_BY_CASE: Record<CaseType, readonly LossType[]> = {
  personalInjury: lossTypesForCase('personalInjury'),
  wrongfulDeath: lossTypesForCase('wrongfulDeath'),
};

export const LOSS_TYPE_LABELS = Object.fromEntries(LOSS_TYPE_ENTRIES.map((entry) => [entry.lossType, entry.label])) as Record<
  LossType,
  string
>;

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

export const EDUCATION_OPTIONS = [
  'less-than-high-school',
  'high-school',
  'two-years-of-college',
  'bachelor',
  'master',
  'doctoral',
] as const;
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
export const GENDER_LABELS: Record<GenderOption, string> = { male: 'Male', female: 'Female' };

export const ECONOMIST_IDS = ['economist-1', 'economist-2'] as const;
export type EconomistId = (typeof ECONOMIST_IDS)[number];

export const MEDICAL_SCENARIO_LABELS = { best: 'Best Scenario', probable: 'Probable Scenario', worst: 'Worst Scenario' } as const;

/**
 * The life tables the life-expectancy Autofill can use (methodology §3): the
 * person's race and sex, their sex in the all-races table (race-neutral), or
 * the all-races both-sexes table (race- and sex-neutral, e.g. Cal. Civ. Code §3361).
 */
export const LIFE_TABLE_CHOICES = ['raceAndSex', 'sexAllRaces', 'allRacesBothSexes'] as const;
export type LifeTableChoice = (typeof LIFE_TABLE_CHOICES)[number];
export const LIFE_TABLE_LABELS: Record<LifeTableChoice, string> = {
  raceAndSex: 'By race and sex',
  sexAllRaces: 'By sex, all races',
  allRacesBothSexes: 'All races, both sexes',
};

/** The race and sex a life-table choice looks a person up with. */
export function lifeTableLookup(choice: LifeTableChoice, person: { race: string; gender: string }): { race: string; gender: string } {
  if (choice === 'raceAndSex') return { race: person.race, gender: person.gender };
  if (choice === 'sexAllRaces') return { race: 'all', gender: person.gender };
  return { race: 'all', gender: 'total' };
}

/** The words of each earnings basis (methodology §5), its default first. */
export const EARNINGS_BASIS_LABELS: Record<EarningsBasis, string> = { beforeTax: 'Before income taxes', afterTax: 'After income taxes' };
/** The words of each personal consumption base (methodology §7), its default first. */
export const CONSUMPTION_BASE_LABELS: Record<ConsumptionBase, string> = {
  decedentIncome: "Decedent's income",
  householdIncome: 'Household income',
};
export const MEDICAL_FREQUENCY_LABELS = { annual: 'Every year', once: 'Once', everyYears: 'Every N years' } as const;
