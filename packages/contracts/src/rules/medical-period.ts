import { parseIsoDate } from '@damages/engine';
import { MAX_AGE_YEARS } from '../calculation/case-dates.ts';
import type { RuleIssue } from './rule-issue.ts';

/**
 * A medical scenario runs from its 'from' date to its 'to' date: never
 * backwards, and no longer than a lifetime. Checked once both are valid dates.
 */

export interface MedicalPeriod {
  from: string;
  to: string;
}

export const MEDICAL_PERIOD_MESSAGES = {
  toBeforeFrom: 'To date must not be before the from date',
  tooLong: `To date must be within ${MAX_AGE_YEARS} years of the from date`,
} as const;

export type MedicalPeriodMessages = Record<keyof typeof MEDICAL_PERIOD_MESSAGES, string>;

export function medicalPeriodIssues(period: MedicalPeriod, messages: MedicalPeriodMessages = MEDICAL_PERIOD_MESSAGES): RuleIssue<'to'>[] {
  if (parseIsoDate(period.from) === undefined || parseIsoDate(period.to) === undefined) return [];
  if (period.to < period.from) return [{ path: 'to', message: messages.toBeforeFrom }];
  if (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4)) > MAX_AGE_YEARS) return [{ path: 'to', message: messages.tooLong }];
  return [];
}
