import { COMPOUNDING_METHODS } from '@damages/engine';
import { z } from 'zod';
import { getInterestResponse } from '../calculation/interest.ts';
import { INTEREST_EVENTS, type ForumId } from '../catalogue/forums.ts';
import { formatCount, formatPercent, formatUsDate } from '../vocabulary/format.ts';

/**
 * Prejudgment interest as the economist chose it (methodology §16), saved in `formData.interest`.
 * Absent: no interest, exactly as every case saved before it existed. Which losses bear it and
 * from which event it runs are the forum's law (catalogue/forums.ts); the record keeps what was
 * typed, so reopening the case shows it and the report states it.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The federal post-judgment rate looked up for the trial date (methodology §17): the week averaged and its source. */
export const judgmentRateProvenance = z.object({
  lookup: z.literal('judgmentRate'),
  /** The date the rate was looked up for (the trial date). */
  date: isoDate,
  weekStart: isoDate,
  weekEnd: isoDate,
  days: z.number().int(),
  source: z.string(),
});
export type JudgmentRateProvenance = z.infer<typeof judgmentRateProvenance>;

export const interestRecord = z.object({
  /** The yearly rate in percent as typed (for a forum's named rate, the rate before the forum's addition). */
  ratePercent: z.number().min(0).max(50),
  /** The forum's addition to the named rate, in percent (Pennsylvania: the prime rate plus 1); absent: none. */
  addedPercent: z.number().min(0).max(50).optional(),
  compounding: z.enum(COMPOUNDING_METHODS),
  /** The date the economist says interest runs from (a forum without a catalogued rule); absent: from each loss. */
  from: isoDate.optional(),
  /** The dates of the case events the forum's rule counts interest from; only those given. */
  events: z.partialRecord(z.enum(INTEREST_EVENTS), isoDate).optional(),
  /** The date interest is computed through; absent: the date of trial. */
  through: isoDate.optional(),
  /** The date the past medical expenses were paid, from which their interest runs; with past medical expenses only. */
  pastMedicalDate: isoDate.optional(),
  /** Where the rate came from when looked up; absent: entered. */
  rateProvenance: judgmentRateProvenance.optional(),
});
export type InterestRecord = z.infer<typeof interestRecord>;

/** The yearly rate applied, as a fraction (7.5 % + 1 % → 0.085), free of binary noise (4.1 / 100 → 0.041). */
export function interestRateOf(interest: Pick<InterestRecord, 'ratePercent' | 'addedPercent'>): number {
  return Number(((interest.ratePercent + (interest.addedPercent ?? 0)) / 100).toPrecision(12));
}

/** The get_interest answer on the lump sums (burial cost, past medical expenses), saved as the service gave it. */
export const interestOnLumpSums = getInterestResponse;
export type InterestOnLumpSums = z.infer<typeof interestOnLumpSums>;

/** The ids the lump sums travel under in get_interest, and the report's name for each. */
export const LUMP_SUM_LABELS = { burialCost: 'Burial cost', pastMedicalExpenses: 'Past medical expenses' } as const;
export type LumpSumId = keyof typeof LUMP_SUM_LABELS;

/**
 * The forum whose interest rule the case follows: the case's forum (`case.forum`; the form holds '' for none),
 * or "Other" without one, where the economist states the rate, the compounding and the date interest runs from.
 */
export function interestForumOf(record: { case: { forum?: ForumId | '' } }): ForumId {
  return record.case.forum || 'other';
}

/** Each compounding method as the form offers it and the report states it. */
export const COMPOUNDING_LABELS: Record<(typeof COMPOUNDING_METHODS)[number], string> = {
  simple: 'Simple',
  annual: 'Compounded yearly',
};

/** Where a looked-up federal post-judgment rate came from, under the field and in the report. */
export function judgmentRateText(provenance: JudgmentRateProvenance): string {
  return (
    `28 U.S.C. § 1961: weekly average 1-year constant-maturity Treasury yield, ${formatUsDate(provenance.weekStart)}–` +
    `${formatUsDate(provenance.weekEnd)} (${formatCount(provenance.days)} daily values; ${provenance.source})`
  );
}

/** The rate as the report states it: "9%", or "7.5% (the prime rate) plus 1%: 8.5%" for a named rate with an addition. */
export function interestRateText(interest: Pick<InterestRecord, 'ratePercent' | 'addedPercent'>, name?: string): string {
  const typed = formatPercent(interest.ratePercent / 100, 4, 0);
  const named = name ? `${typed} (${name})` : typed;
  if (!interest.addedPercent) return named;
  return `${named} plus ${formatPercent(interest.addedPercent / 100, 4, 0)}: ${formatPercent(interestRateOf(interest), 4, 0)}`;
}
