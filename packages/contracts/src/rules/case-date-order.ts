import { MAX_AGE_YEARS } from '../calculation/case-dates.ts';
import { parseIsoDate } from '@damages/engine';
import type { z } from 'zod';
import { addRuleIssues, type RuleIssue } from './rule-issue.ts';

/**
 * The order the case's dates must respect: birth, then injury or death, then
 * trial; birth before the report, and no one older than MAX_AGE_YEARS at the
 * report. Checked only once each date is itself a valid yyyy-MM-dd date (the
 * required and format checks speak first), so dates compare as text.
 */

export interface CaseDates {
  dateOfBirth: string;
  dateOfInjury: string;
  dateOfTrial: string;
  dateOfReport: string;
}

export type CaseDateField = keyof CaseDates;

export const CASE_DATE_MESSAGES = {
  birthAfterInjury: 'Date of birth must not be after the date of injury or death',
  trialBeforeInjury: 'Date of trial must not be before the date of injury or death',
  reportBeforeBirth: 'Date of report must not be before the date of birth',
  tooOld: `Date of birth must be within ${MAX_AGE_YEARS} years of the date of report`,
} as const;

export type CaseDateMessages = Record<keyof typeof CASE_DATE_MESSAGES, string>;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const isDate = (text: string) => parseIsoDate(text) !== undefined;

/** Whether `a` comes after `b`; false while either is missing or not a date, so a form being filled in is not blamed early. */
const after = (a: string, b: string) => isDate(a) && isDate(b) && a > b;

export function caseDateOrderIssues(dates: CaseDates, messages: CaseDateMessages = CASE_DATE_MESSAGES): RuleIssue<CaseDateField>[] {
  const { dateOfBirth, dateOfInjury, dateOfTrial, dateOfReport } = dates;
  const issues: RuleIssue<CaseDateField>[] = [];
  if (after(dateOfBirth, dateOfInjury)) issues.push({ path: 'dateOfBirth', message: messages.birthAfterInjury });
  if (after(dateOfInjury, dateOfTrial)) issues.push({ path: 'dateOfTrial', message: messages.trialBeforeInjury });
  if (after(dateOfBirth, dateOfReport)) issues.push({ path: 'dateOfReport', message: messages.reportBeforeBirth });
  else if (isDate(dateOfBirth) && isDate(dateOfReport) && yearOf(dateOfReport) - yearOf(dateOfBirth) > MAX_AGE_YEARS)
    issues.push({ path: 'dateOfBirth', message: messages.tooOld });
  return issues;
}

/** The wire keys of the calculation requests for each case date. */
export const CASE_DATE_WIRE_KEYS = {
  dateOfBirth: 'plaintiffDob',
  dateOfInjury: 'caseDoi',
  dateOfTrial: 'caseDot',
  dateOfReport: 'caseDor',
} as const satisfies Record<CaseDateField, string>;

type WireCaseDates = Record<(typeof CASE_DATE_WIRE_KEYS)[CaseDateField], string>;

/** The rule as a refinement of a calculation request body, each issue at its wire key. */
export function refineWireCaseDateOrder(body: WireCaseDates, ctx: z.RefinementCtx): void {
  const dates = { dateOfBirth: body.plaintiffDob, dateOfInjury: body.caseDoi, dateOfTrial: body.caseDot, dateOfReport: body.caseDor };
  addRuleIssues(ctx, caseDateOrderIssues(dates), (field) => [CASE_DATE_WIRE_KEYS[field]]);
}
