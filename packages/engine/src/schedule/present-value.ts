import { DAYS_PER_YEAR, type EpochDay } from '../dates/civil-date.ts';
import type { LossPeriod, Period } from './calendar-rows.ts';

/**
 * Grows an amount stated in dollars of `baseYear` to dollars of `year` at a
 * constant annual rate (also backwards for years before the base year).
 */
export function grownAmount(base: number, growthRate: number, baseYear: number, year: number): number {
  return base * (1 + growthRate) ** (year - baseYear);
}

/**
 * Mid-period discount factor of a row, valued at the date of trial: the row's
 * cash flow is taken to arrive halfway through the row. Past rows are neither
 * discounted nor given interest.
 */
export function discountFactor(row: Period, dateOfTrial: EpochDay, discountRate: number, side: LossPeriod): number {
  if (side === 'past') return 1;
  return (1 + discountRate) ** -midPeriodYears(row, dateOfTrial);
}

/** The t of a mid-period discount factor: years from the date of trial to the middle of the row. */
export function midPeriodYears(row: Period, dateOfTrial: EpochDay): number {
  return (row.start - dateOfTrial + (row.end - row.start) / 2) / DAYS_PER_YEAR;
}
