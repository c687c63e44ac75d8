import { z } from 'zod';
import { CAUSE_KINDS } from '../bridge/case-causes.ts';
import { TOTAL_LINE_KEYS } from '../saved-form/loss-totals.ts';

/**
 * A rebuttal's result, saved with the case as its optional `rebuttal` so that a report prints it
 * without recomputing: the replication of the opposing report's figures by this product's engine,
 * the waterfall from their stated total to ours, and what the screen of their report found.
 */

const money = z.number().finite();

/** One figure of theirs beside its replication; each null where that side has no such figure. */
export const replicationCell = z.object({
  stated: money.nullable(),
  replicated: money.nullable(),
  /** replicated − stated, to the cent; null when either side has no figure. */
  difference: money.nullable(),
  /** The difference as a share of their figure; null when there is no difference or their figure is 0. */
  share: z.number().finite().nullable(),
});

export type ReplicationCell = z.infer<typeof replicationCell>;

/** The line of the total economic loss, after the elements. */
export const TOTAL_ROW_KEY = 'total';

/** An element of the Summary (or the total), its past, future and total compared. */
export const replicationRow = z.object({
  key: z.enum([...TOTAL_LINE_KEYS, TOTAL_ROW_KEY]),
  label: z.string(),
  past: replicationCell,
  future: replicationCell,
  total: replicationCell,
});

export type ReplicationRow = z.infer<typeof replicationRow>;

/** What the screen of their report finds, by its source. */
export const SCREEN_FINDING_KINDS = [
  /** A choice that departs from what the forum's law prescribes (catalogue/forums.ts). */
  'forumRule',
  /** Prejudgment interest where the forum's law allows none. */
  'interestForbidden',
  /** Any other warning of the check before signing (rules/plausibility.ts) on their assumptions. */
  'plausibility',
  /** Stated figures that do not add up (rules/stated-figures.ts). */
  'notFooting',
  /** A stated figure their stated assumptions do not produce. */
  'replicationGap',
] as const;

export type ScreenFindingKind = (typeof SCREEN_FINDING_KINDS)[number];

export const screenFinding = z.object({
  kind: z.enum(SCREEN_FINDING_KINDS),
  text: z.string(),
  /** The authority the finding rests on, as the forum catalogue cites it; absent when it rests on none. */
  citation: z.string().optional(),
});

export type ScreenFinding = z.infer<typeof screenFinding>;

/** The first bar of the waterfall: their replicated total less their stated one. */
export const UNEXPLAINED_STEP = 'unexplained';

/** A bar of the waterfall: the replication gap, or one differing assumption's part of the difference. */
export const waterfallStep = z.object({
  kind: z.enum([UNEXPLAINED_STEP, ...CAUSE_KINDS]),
  label: z.string(),
  /** Its part with the bars before it already applied, in dollars to the cent. */
  amount: money,
  /** Its part averaged over every order of the assumptions (Shapley); the gap's is its amount; null past the most causes that takes. */
  shapley: money.nullable(),
});

export type WaterfallStep = z.infer<typeof waterfallStep>;

/**
 * From their stated total to ours: each column of the steps adds exactly to ours − stated. The
 * assumptions' parts are measured from their replicated total (under our scenario of record); the
 * gap to their stated one is the first step, absent when the replication is exact.
 */
export const waterfall = z.object({
  stated: money,
  replicated: money,
  ours: money,
  steps: z.array(waterfallStep),
});

export type Waterfall = z.infer<typeof waterfall>;

export const savedRebuttal = z.object({
  replication: z.array(replicationRow),
  waterfall,
  findings: z.array(screenFinding),
});

export type SavedRebuttal = z.infer<typeof savedRebuttal>;
