import { addYears, formatIsoDate, parseIsoDate } from '@damages/engine';

/**
 * The default 'to' date of a medical scenario (spec §4): today plus the
 * plaintiff's remaining life expectancy (whole years, then the fraction as days
 * at 365.25 a year), yyyy-MM-dd. Undefined while either input is missing.
 */
export function defaultToDate(today: string, remainingLeYears: string): string | undefined {
  const start = parseIsoDate(today);
  const years = Number(remainingLeYears);
  if (start === undefined || remainingLeYears.trim() === '' || !Number.isFinite(years) || years <= 0) return undefined;
  return formatIsoDate(addYears(start, years));
}

/** The user's calendar date today, yyyy-MM-dd (read once, never used for arithmetic). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
