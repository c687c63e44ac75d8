import type { LossPeriod } from '@damages/engine';

/** The two sides of the trial date a loss table is asked for; each is its own URL, so any other word is a 404. */
export const LOSS_PERIODS: readonly LossPeriod[] = ['past', 'future'];
