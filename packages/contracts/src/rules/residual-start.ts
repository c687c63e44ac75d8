import { parseIsoDate } from '@damages/engine';
import type { RuleIssue } from './rule-issue.ts';

/**
 * A partial disability's residual earning capacity starts on a date (methodology
 * §5): a capacity over 0 needs one, and it is not before the date of injury.
 * The order is checked once both are valid dates (the format check speaks
 * first), so they compare as text.
 */

export interface ResidualStart {
  /** The annual residual earning capacity; undefined when none was given. */
  residualEarnings: number | undefined;
  /** The first day of it; undefined or blank when none was given. */
  residualStartDate: string | undefined;
  dateOfInjury: string;
}

export const RESIDUAL_START_MESSAGES = {
  required: 'Able to work from is required with a residual earning capacity',
  beforeInjury: 'Able to work from must not be before the date of injury',
} as const;

const isDate = (text: string) => parseIsoDate(text) !== undefined;

export function residualStartIssues({
  residualEarnings,
  residualStartDate,
  dateOfInjury,
}: ResidualStart): RuleIssue<'residualStartDate'>[] {
  if (residualStartDate === undefined || residualStartDate === '') {
    return residualEarnings !== undefined && residualEarnings > 0
      ? [{ path: 'residualStartDate', message: RESIDUAL_START_MESSAGES.required }]
      : [];
  }
  if (isDate(residualStartDate) && isDate(dateOfInjury) && residualStartDate < dateOfInjury)
    return [{ path: 'residualStartDate', message: RESIDUAL_START_MESSAGES.beforeInjury }];
  return [];
}
