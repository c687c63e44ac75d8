import { roundHalfEven } from '../numbers/round.ts';
import { DAYS_PER_YEAR, civilOf, daysInMonth, epochDayOf, type EpochDay } from './civil-date.ts';

/**
 * Adds a possibly fractional number of years: whole calendar years first
 * (29 February becomes 28 February in a common year), then the fraction as
 * `round(fraction * 365.25)` days. Used for expected dates of death, retirement
 * dates, default medical end dates and the services discount horizon.
 *
 * @example formatIsoDate(addYears(toEpochDay('2025-03-01'), 35.2)) // '2060-05-13'
 */
export function addYears(date: EpochDay, years: number): EpochDay {
  const whole = Math.floor(years);
  const { year, month, day } = civilOf(date);
  const targetYear = year + whole;
  const anniversary = epochDayOf(targetYear, month, Math.min(day, daysInMonth(targetYear, month)));
  return anniversary + roundHalfEven((years - whole) * DAYS_PER_YEAR, 0);
}

/**
 * Completed years of age on a date: the number of birthdays reached, each
 * birthday being `addYears` of the date of birth (29 February becomes 28
 * February, methodology §1). The narrative's "age at injury"; no answer carries it.
 */
export function completedYears(dateOfBirth: EpochDay, on: EpochDay): number {
  let years = Math.max(0, civilOf(on).year - civilOf(dateOfBirth).year);
  while (years > 0 && addYears(dateOfBirth, years) > on) years -= 1;
  return years;
}
