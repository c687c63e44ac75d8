import { DAYS_PER_YEAR, type EpochDay } from './civil-date.ts';

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: EpochDay, to: EpochDay): number {
  return to - from;
}

/**
 * Years between two dates at 365.25 days a year: the methodology's `yearFrac`,
 * used for every age and every tenor.
 *
 * @example yearFraction(toEpochDay('1980-04-10'), toEpochDay('2025-03-01')) // 44.8898...
 */
export function yearFraction(from: EpochDay, to: EpochDay): number {
  return (to - from) / DAYS_PER_YEAR;
}
