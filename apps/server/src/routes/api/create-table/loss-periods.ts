import type { LossPeriod } from '@damages/engine';

/** The two sides of the trial date a loss table is asked for; each is its own URL, so any other word is a 404. */
export const LOSS_PERIODS: readonly LossPeriod[] = ['past', 'future'];

/** Tables are written to JSON text by the contract's writer, so the route states the type itself. */
export const JSON_TYPE = 'application/json; charset=utf-8';
