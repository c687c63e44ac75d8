import { forumDepartures, isForumId, type ForumDeparture, type FormDataRecord } from '@damages/contracts';
import { z } from 'zod';
import type { FormValues } from './form-values.ts';

/**
 * The forum in the form: its rule, its place in the saved record (absent when
 * none is chosen, so a case saved before the field means what it meant), and
 * the departures from its defaults among what the form holds, derived from the
 * catalogue each time (contracts' forumDepartures) rather than saved.
 */

const FORUM_MESSAGE = 'Forum: choose one of the listed forums, or Choose… for none';

/** '' (none) or a catalogued forum; a draft kept before the field has none. */
export const forumRule = z
  .string()
  .optional()
  .refine((value) => value === undefined || value === '' || isForumId(value), FORUM_MESSAGE);

/** The record's `case.forum`, spread into the case: nothing when none is chosen. */
export const forumRecord = ({ forum }: FormValues['case']) => (forum ? { forum } : {});

/** The form's forum from a saved case: '' when it has none. */
export const forumValue = (data: FormDataRecord['case']): '' | NonNullable<FormDataRecord['case']['forum']> => data.forum ?? '';

/** What the form holds, in the shape the departures are looked for in. */
export interface HeldForumChoices {
  forum: FormValues['case']['forum'];
  dateOfReport: string;
  earningsBasis: FormValues['plaintiff']['earningsBasis'];
  lifeTable: FormValues['plaintiff']['lifeTable'];
  spouseLifeTable: FormValues['wife']['lifeTable'];
  typeSelectedValues: FormValues['case']['typeSelectedValues'];
  discountMethod: FormValues['valuation']['discountMethod'];
  worklifeMethod: FormValues['worklife']['method'] | undefined;
  worklifeTableBasis: FormValues['worklife']['tableBasis'];
}

/** The departures from the chosen forum's defaults among what the form holds. */
export function heldForumDepartures(held: HeldForumChoices): ForumDeparture[] {
  if (!held.forum) return [];
  return forumDepartures({
    case: { forum: held.forum, dateOfReport: held.dateOfReport, typeSelectedValues: held.typeSelectedValues },
    valuation: { discountMethod: held.discountMethod },
    plaintiff: { earningsBasis: held.earningsBasis, lifeTable: held.lifeTable },
    spouse: { lifeTable: held.spouseLifeTable },
    worklife: { method: held.worklifeMethod, tableBasis: held.worklifeTableBasis || undefined },
  });
}
