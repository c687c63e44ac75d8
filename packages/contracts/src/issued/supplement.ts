import { z } from 'zod';
import { CAUSE_KINDS } from '../bridge/case-causes.ts';
import type { IssuedVersion } from './issued-version.ts';

/**
 * A supplemental report: the case updated after one of its issued versions was sent (new dates of
 * report and trial, figures looked up again), which explains what changed since. The form data
 * marks the version it supplements (`supplements`); the submit then saves, with the record, the
 * bridge from that version's Summary total to the new one (methodology §20), computed once by the
 * calculation service and the engine, so the report prints it without recomputing anything.
 */

/** `formData.supplements`: the issued version (by number) the case updates; absent in every other case. */
export const supplementMark = z.object({ version: z.number().int().min(1) });

export type SupplementMark = z.infer<typeof supplementMark>;

const money = z.number().finite();

/** A cause's two parts of one total's difference, in dollars (to the cent). */
const bridgeParts = z.object({
  /** Its part with the causes before it already applied. */
  sequential: money,
  /** Its part averaged over every order of the causes (Shapley); null past the most causes that takes. */
  shapley: money.nullable(),
});

/** One cause of the difference, in the bridge's order, with its two parts of the grand total's. */
const bridgeStep = bridgeParts.extend({ kind: z.enum(CAUSE_KINDS), label: z.string() });

/** The past (or the future) total of both cases and each cause's parts of its difference, in the steps' order. */
const totalBridge = z.object({ before: money, after: money, steps: z.array(bridgeParts) });

/**
 * `bridge`: the Summary's total of the version supplemented and of this case (whole dollars, each
 * recomputed now under the version's scenario of record) and the causes between them; each
 * attribution's parts add to after − before exactly. `past` and `future` bridge the Summary's past
 * and future totals alike; a bridge saved before they were kept has neither.
 */
export const savedBridge = z.object({
  /** The issued version the bridge starts from: its number and the day it was issued. */
  from: z.object({ version: z.number().int().min(1), issuedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  before: money,
  after: money,
  steps: z.array(bridgeStep),
  past: totalBridge.optional(),
  future: totalBridge.optional(),
});

export type SavedBridge = z.infer<typeof savedBridge>;

/** The issued version of the case's `issued` that its form data's mark names, or undefined: none marked, or no such version. */
export function supplementedVersion(
  issued: readonly IssuedVersion[] | undefined,
  mark: SupplementMark | undefined,
): IssuedVersion | undefined {
  return mark === undefined ? undefined : issued?.find((entry) => entry.version === mark.version);
}
