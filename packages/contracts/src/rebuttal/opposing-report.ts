import { z } from 'zod';
import { TOTAL_LINE_KEYS, totalLineLabel } from '../saved-form/loss-totals.ts';
import { REBUTTAL_WORDS } from './rebuttal-words.ts';

/**
 * The opposing expert's report as data (rebuttal mode): who wrote it and when, the figures it
 * states element by element (the Summary's lines) with its stated total, and its assumptions
 * entered in our own form's data, so that this product's engine can replicate their figures and
 * the bridge can attribute the gap between their total and ours to each differing assumption.
 * Saved with the case as its optional `opposing` (saved-form-record.ts); a case without it is no
 * rebuttal.
 *
 * Stated figures that do not foot are accepted: that their report does not add up is a finding of
 * the screen (screen.ts), not a reason to refuse to enter it.
 */

/** Dollars to the cent, as their report prints them. */
const statedDollars = z
  .number()
  .finite()
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, REBUTTAL_WORDS.notCents);

/** One element of their Summary: its past and future when their report splits them, and its total. */
export const statedElement = z.object({
  key: z.enum(TOTAL_LINE_KEYS),
  past: statedDollars.optional(),
  future: statedDollars.optional(),
  total: statedDollars,
});

export type StatedElement = z.infer<typeof statedElement>;

/** Their figures as stated: each element once, in any order, and their total. */
export const statedFigures = z.object({
  elements: z.array(statedElement).superRefine((elements, context) => {
    elements.forEach((element, index) => {
      if (elements.findIndex((other) => other.key === element.key) !== index)
        context.addIssue({ code: 'custom', path: [index, 'key'], message: REBUTTAL_WORDS.elementTwice(totalLineLabel(element.key)) });
    });
  }),
  total: statedDollars,
});

export type StatedFigures = z.infer<typeof statedFigures>;

/**
 * The opposing report's schema around the schema of the form's data. The saved record builds it
 * with its own `formDataRecord` (as `opposingReport`), which this module cannot import: the record
 * imports this one.
 */
export function opposingReportOf<F extends z.ZodType>(formData: F) {
  return statedFigures.extend({
    author: z.string().trim().min(1, REBUTTAL_WORDS.authorRequired),
    /** yyyy-MM-dd, the date their report bears. */
    reportDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Their assumptions as our form's data: dates, incomes, worklife or retirement, growth, discounting, consumption, care. */
    formData,
  });
}
