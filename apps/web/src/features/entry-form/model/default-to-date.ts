import { addYears, formatIsoDate, parseIsoDate } from '@damages/engine';

/**
 * The expected date of death of the first life-expectancy scenario,
 * EDD_1 = addYears(DOR, LE_1) (methodology §1), yyyy-MM-dd: the engine's
 * addYears, so the form and the calculation agree to the day. No care is
 * costed after it (methodology §8). Undefined while either input is missing.
 */
export function expectedDateOfDeath(dateOfReport: string, remainingLeYears: string): string | undefined {
  const start = parseIsoDate(dateOfReport);
  const years = Number(remainingLeYears);
  if (start === undefined || remainingLeYears.trim() === '' || !Number.isFinite(years) || years <= 0) return undefined;
  return formatIsoDate(addYears(start, years));
}

/**
 * The default 'to' date of a medical scenario: the expected date of death. The
 * spec counted from today, but the remaining life expectancy is counted from
 * the report date, so "today" ran past the expected death.
 */
export function defaultToDate(dateOfReport: string, remainingLeYears: string): string | undefined {
  return expectedDateOfDeath(dateOfReport, remainingLeYears);
}

/** Whether care up to `to` runs past the expected date of death, where the calculation stops it. */
export function runsPastExpectedDeath(to: string, expectedDeath: string | undefined): boolean {
  return expectedDeath !== undefined && parseIsoDate(to) !== undefined && to > expectedDeath;
}
