import { MEDICAL_SCENARIO_LABELS } from '@damages/contracts';
import type { MedicalScenarioType } from './form-values.ts';

/**
 * The names of the looked-up figures, which their fields and the refresh dialog both show, and the
 * refresh dialog's own words: the economist matches a row of the dialog to a field by its label.
 */

export const FIGURE_LABELS = {
  remainingLeYears: 'Remaining LE Years',
  spouseRemainingLeYears: "Spouse's remaining LE years",
  wagesDiscountRate: 'Wages discount rate',
  wagesGrowthRate: 'Wages growth rate',
  servicesDiscountRate: 'Services discount rate',
  servicesGrowthRate: 'Services growth rate',
  hourlyRate: 'Hourly rate',
  medicalGrowthRate: 'Growth rate',
  medicalDiscountRate: 'Discount rate',
} as const;

/** A scenario's label as its field shows it (see ScenarioList). */
export const scenarioLabel = (label: string, index: number) => `${label} (Scenario ${index + 1})`;

/** A household-services source's hourly rate, named by its block and, when given, its name. */
export function sourceRateLabel(index: number, name: string): string {
  const named = name.trim() === '' ? '' : ` (${name.trim()})`;
  return `Household services source ${index + 1}${named}: ${FIGURE_LABELS.hourlyRate}`;
}

/** A medical item's rate, named by its modality card, the modality's name when given, and its scenario. */
export function medicalRateLabel(
  modality: number,
  type: MedicalScenarioType,
  name: string,
  rate: 'medicalGrowthRate' | 'medicalDiscountRate',
): string {
  const named = name.trim() === '' ? '' : ` (${name.trim()})`;
  return `Medical Modality ${modality + 1}${named}, ${MEDICAL_SCENARIO_LABELS[type]}: ${FIGURE_LABELS[rate]}`;
}

export const REFRESH_WORDS = {
  button: 'Refresh looked-up figures',
  busy: 'Looking up…',
  title: 'Refresh looked-up figures',
  intro: (dateOfReport: string) =>
    `Each figure below was looked up; it is looked up again with the form as it is now (date of report ${dateOfReport || 'not set'}). Apply writes the new figures into the form, where each can still be edited.`,
  none: 'No figure in this form was looked up: there is nothing to refresh.',
  figure: 'Figure',
  now: 'Now',
  refreshed: 'Refreshed',
  changed: 'changed',
  unchanged: 'unchanged',
  entered: 'entered by the user — not refreshed',
  failed: (message: string) => `not refreshed: ${message}`,
  /** Said when a figure's lookup cannot be asked with the form as it is (an input it needs is missing). */
  missingInputs: 'an input it needs is missing or invalid',
  apply: 'Apply',
  cancel: 'Cancel',
  close: 'Close',
} as const;
