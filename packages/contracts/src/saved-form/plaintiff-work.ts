import { z } from 'zod';
import { MAX_PLAINTIFF_WORK_LENGTH } from '../rules/limits.ts';

/**
 * The plaintiff's occupation and employer: optional text of the
 * entry form's Plaintiff Information, saved trimmed (absent when blank), and
 * quoted by the report's background: "At the time of the injury, Omar Okafor
 * worked as a machinist for Delta Tool & Die."
 */

export type PlaintiffWorkField = 'occupation' | 'employer';

export const PLAINTIFF_WORK_LABELS: Record<PlaintiffWorkField, string> = { occupation: 'Occupation', employer: 'Employer' };

export const PLAINTIFF_WORK_PLACEHOLDERS: Record<PlaintiffWorkField, string> = {
  occupation: 'e.g. machinist',
  employer: 'e.g. Delta Tool & Die',
};

export const plaintiffWorkTooLong = (field: PlaintiffWorkField) =>
  `${PLAINTIFF_WORK_LABELS[field]} must be at most ${MAX_PLAINTIFF_WORK_LENGTH} characters`;

/** The saved field: text within the limit, absent when not entered. */
export const plaintiffWorkText = (field: PlaintiffWorkField) =>
  z.string().max(MAX_PLAINTIFF_WORK_LENGTH, plaintiffWorkTooLong(field)).optional();

export interface PlaintiffWork {
  /** The plaintiff's full name, as the report names them. */
  name: string;
  isWrongfulDeath: boolean;
  /** "his" or "her". */
  possessive: string;
  occupation?: string | undefined;
  employer?: string | undefined;
}

/** "a machinist", "an electrician"; an occupation typed with its article ("the foreman") is kept as typed. */
function withArticle(occupation: string): string {
  if (/^(a|an|the)\s/i.test(occupation)) return occupation;
  return `${/^[aeiou]/i.test(occupation) ? 'an' : 'a'} ${occupation}`;
}

/** The background's sentence on the plaintiff's work; undefined when neither occupation nor employer was entered. */
export function plaintiffWorkSentence({ name, isWrongfulDeath, possessive, occupation, employer }: PlaintiffWork): string | undefined {
  const as = occupation?.trim() ? ` as ${withArticle(occupation.trim())}` : '';
  const at = employer?.trim() ? ` for ${employer.trim()}` : '';
  if (as === '' && at === '') return undefined;
  const when = isWrongfulDeath ? `At the time of ${possessive} death` : 'At the time of the injury';
  return `${when}, ${name} worked${as}${at}.`;
}
