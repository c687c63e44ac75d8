import {
  CONSUMPTION_BASE_LABELS,
  EARNINGS_BASIS_LABELS,
  LIFE_TABLE_CHOICES,
  LIFE_TABLE_LABELS,
  MEDICAL_FREQUENCY_LABELS,
  CASE_TYPES,
  CASE_TYPE_LABELS,
  EDUCATION_LABELS,
  EDUCATION_OPTIONS,
  GENDER_LABELS,
  GENDER_OPTIONS,
  HOUSEHOLD_SIZE_CHOICES,
  MAX_CHILDREN,
  MAX_SERVICE_SOURCES,
  MIN_CHILDREN,
  MIN_SERVICE_SOURCES,
  RACE_LABELS,
  RACE_OPTIONS,
} from '@damages/contracts';
import type { Option } from './select-field.tsx';

/** The fixed option lists of spec §3 as select options; the spouse uses the plaintiff's race and education lists. */
export const GENDER_CHOICES: Option[] = GENDER_OPTIONS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const RACE_CHOICES: Option[] = RACE_OPTIONS.map((value) => ({ value, label: RACE_LABELS[value] }));
export const EDUCATION_CHOICES: Option[] = EDUCATION_OPTIONS.map((value) => ({ value, label: EDUCATION_LABELS[value] }));
export const CASE_TYPE_CHOICES: Option[] = CASE_TYPES.map((value) => ({ value, label: CASE_TYPE_LABELS[value] }));
export const YES_NO_CHOICES: Option[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const numbers = (from: number, to: number): Option[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

export const HOUSEHOLD_SIZE_OPTIONS: Option[] = HOUSEHOLD_SIZE_CHOICES.map((n) => ({ value: String(n), label: String(n) }));
export const CHILD_COUNT_OPTIONS = numbers(MIN_CHILDREN, MAX_CHILDREN);
export const SOURCE_COUNT_OPTIONS = numbers(MIN_SERVICE_SOURCES, MAX_SERVICE_SOURCES);

const choices = <K extends string>(labels: Record<K, string>, order: readonly K[] = Object.keys(labels) as K[]): Option[] =>
  order.map((value) => ({ value, label: labels[value] }));

/** The options of version 2 of the method, each with its default first. */
export const LIFE_TABLE_OPTIONS = choices(LIFE_TABLE_LABELS, LIFE_TABLE_CHOICES);
export const EARNINGS_BASIS_OPTIONS = choices(EARNINGS_BASIS_LABELS);
export const CONSUMPTION_BASE_OPTIONS = choices(CONSUMPTION_BASE_LABELS);
export const MEDICAL_FREQUENCY_OPTIONS = choices(MEDICAL_FREQUENCY_LABELS);
export const WAGE_STATISTIC_OPTIONS: Option[] = [
  { value: 'median', label: 'Median' },
  { value: 'mean', label: 'Mean' },
];
