import {
  COMPOUNDING_METHODS,
  parseIsoDate,
  type CompoundingMethod,
  type InterestTerms,
  type JudgmentRateInput,
  type LumpSumInterestInput,
} from '@damages/engine';
import { z } from 'zod';
import { amountField, BODY_MUST_BE_OBJECT, dateField, numberField } from './fields.ts';
import { optionalField } from './loss-options.ts';
import { isoDateText } from './responses.ts';

/**
 * Prejudgment interest and the federal post-judgment rate (docs/methodology.md,
 * sections 16 and 17). The statute decides which losses bear interest, at what
 * rate and over which dates; the body states them and the service only computes.
 */

/** The highest prejudgment rate accepted: no statutory rate comes near 50 % a year. */
export const MAX_INTEREST_RATE = 0.5;
/** Lump sums per get_interest request. */
export const MAX_INTEREST_ITEMS = 100;

const compoundingField = z
  .string({ error: 'Compounding must be simple or annual' })
  .optional()
  .describe(`One of ${COMPOUNDING_METHODS.join(', ')}, in any case; simple when left out or empty`)
  .transform((text, ctx): CompoundingMethod => {
    const value = (text ?? '').trim().toLowerCase();
    if (value === '') return 'simple';
    const found = COMPOUNDING_METHODS.find((method) => method === value);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `Compounding must be one of ${COMPOUNDING_METHODS.join(', ')}` });
      return z.NEVER;
    }
    return found;
  });

/** A date the law lets interest start from; empty or left out when it sets none. */
const optionalStartDate = z
  .union([z.string(), z.null()], { error: 'Interest start date (from) must be a date written yyyy-MM-dd, or empty' })
  .optional()
  .describe('yyyy-MM-dd, or empty: no interest accrues before this date')
  .transform((text, ctx): string | null => {
    if (text === undefined || text === null || text.trim() === '') return null;
    const date = dateField('Interest start date (from)').safeParse(text);
    if (date.success) return date.data;
    for (const issue of date.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** The terms every interest calculation shares: `{ rate, compounding, from, to }`. */
const termsShape = {
  rate: numberField('Interest rate', { min: 0, max: MAX_INTEREST_RATE }).describe(
    `Yearly rate as a fraction, 0 to ${MAX_INTEREST_RATE} (0.075 = 7.5 %)`,
  ),
  compounding: compoundingField,
  from: optionalStartDate,
  to: dateField('Interest end date (to)').describe('yyyy-MM-dd: interest is computed through this date'),
};

function refineTerms(terms: { from: string | null; to: string }, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  // An impossible `to` is already named; comparing it would name `from` for nothing.
  if (terms.from !== null && parseIsoDate(terms.to) !== undefined && terms.from > terms.to)
    ctx.addIssue({ code: 'custom', path: [...path, 'from'], message: 'Interest start date (from) must not be after the end date (to)' });
}

/** `prejudgmentInterest` of a past create_table body (methodology §16): the terms alone. */
export const prejudgmentInterestTerms = z
  .object(termsShape, { error: 'Prejudgment interest must be an object { rate, compounding, from, to }' })
  .superRefine((terms, ctx) => refineTerms(terms, ctx))
  .transform((terms): InterestTerms => terms);

/** `prejudgmentInterest` of a past table's body: blank or left out for none. */
export const prejudgmentInterestField = () =>
  optionalField(
    prejudgmentInterestTerms,
    'Version 3, the past table only: { rate, compounding, from, to }; interest on each row from its midpoint or `from`, if later, through `to`.',
  );

const lumpSum = z.object({
  id: z.union([z.string().max(100), z.number()], { error: 'Id must be text or a number' }),
  amount: amountField('Amount'),
  date: dateField('Date'),
});

/** `POST /api/forensic/get_interest`: interest on lump sums, answered in the order given. */
export const getInterestRequest = z
  .object(
    {
      ...termsShape,
      items: z
        .array(lumpSum, { error: (issue) => (issue.input === undefined ? 'Items are required' : 'Items must be a list') })
        .min(1, 'At least one item is required')
        .max(MAX_INTEREST_ITEMS, `At most ${MAX_INTEREST_ITEMS} items per request`),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine((body, ctx) => refineTerms(body, ctx))
  .transform((body): LumpSumInterestInput => body);

export type GetInterestRequest = z.input<typeof getInterestRequest>;

export const getInterestResponse = z.object({
  items: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      amount: z.number().describe('Dollars and cents'),
      accrual_start: isoDateText.describe('The later of the item date and from'),
      days: z.number().int().describe('Days of accrual through to; 0 when the accrual starts on or after it'),
      interest: z.number().describe('Dollars and cents'),
    }),
  ),
  total_interest: z.number().describe("Sum of the items' rounded interest"),
});
export type GetInterestResponse = z.infer<typeof getInterestResponse>;

/** `POST /api/forensic/get_judgment_rate`. Whether the curve covers the week is the server's check. */
export const getJudgmentRateRequest = z
  .object({ date: dateField('Date of judgment') }, BODY_MUST_BE_OBJECT)
  .transform((body): JudgmentRateInput => ({ date: body.date }));

export type GetJudgmentRateRequest = z.input<typeof getJudgmentRateRequest>;

export const getJudgmentRateResponse = z.object({
  rate: z.number().describe('Percent per annum, 2 decimals (4.1 means 4.10 %)'),
  week_start: isoDateText.describe('Monday of the calendar week before the one containing date'),
  week_end: isoDateText.describe('Sunday of that week'),
  days: z.number().int().describe('Daily 1-year values averaged'),
  source: z.string(),
});
export type GetJudgmentRateResponse = z.infer<typeof getJudgmentRateResponse>;
