import { civilOf, daysInMonth, epochDayOf, formatIsoDate, parseIsoDate, type EpochDay } from '@damages/engine';
import type { ValueProvenance } from './provenance.ts';

/**
 * How old the data behind a looked-up figure were at the date of report (issue
 * 21: the report states each vintage's age instead of calling it "the latest").
 * A vintage is dated by the last day its data cover: a curve's own date, the end
 * of a series' last month, the end of the year of a life table. Ages are whole
 * months, as an economist states them.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The last day of a month given as yyyy-MM ("2025-02" → 2025-02-28); undefined when it is not one. */
export function endOfMonth(month: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return undefined;
  const year = Number(match[1]);
  const m = Number(match[2]);
  if (m < 1 || m > 12) return undefined;
  return formatIsoDate(epochDayOf(year, m, daysInMonth(year, m)));
}

/** "May 2024" (an OEWS vintage) → 2024-05-31. */
function endOfNamedMonth(text: string): string | undefined {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const index = match ? MONTHS.indexOf(match[1]!) : -1;
  return match && index >= 0 ? endOfMonth(`${match[2]}-${String(index + 1).padStart(2, '0')}`) : undefined;
}

/**
 * The last day the data of a looked-up figure cover: the curve's date; the end of
 * a growth series' last month (the end of its window's last year when an older
 * record did not keep the month); the end of an OEWS survey month;
 * the end of a life table's year. Undefined when the provenance does not say.
 */
export function vintageEnd(provenance: ValueProvenance): string | undefined {
  switch (provenance.lookup) {
    case 'treasury':
      return parseIsoDate(provenance.asOf) === undefined ? undefined : provenance.asOf;
    case 'growth':
      return provenance.dataThrough ? endOfMonth(provenance.dataThrough) : `${provenance.toYear}-12-31`;
    case 'oews':
      return endOfNamedMonth(provenance.asOf);
    case 'lifeTable': {
      const year = /\b(\d{4})\b/.exec(provenance.table)?.[1];
      return year === undefined ? undefined : `${year}-12-31`;
    }
  }
}

const isLastDayOfMonth = (day: EpochDay) => {
  const { year, month, day: d } = civilOf(day);
  return d === daysInMonth(year, month);
};

/**
 * Whole months from one date to a later one: a month has passed when the same
 * day of a later month is reached, or that month's last day when it has no such
 * day (2025-01-31 → 2025-02-28 is 1 month). Negative when `to` is before `from`.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (a === undefined || b === undefined) throw new RangeError(`Invalid calendar date: ${a === undefined ? from : to}`);
  if (b < a) return -wholeMonthsBetween(to, from);
  const start = civilOf(a);
  const end = civilOf(b);
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  return end.day < start.day && !isLastDayOfMonth(b) ? months - 1 : months;
}

/** A number of months as a reader weighs it: "1 month", "16 months", "370 months (about 30.8 years)". */
export function monthsText(months: number): string {
  const n = Math.abs(months);
  if (n === 1) return '1 month';
  if (n < 24) return `${n} months`;
  return `${n} months (about ${Math.round((n / 12) * 10) / 10} years)`;
}

/** The age of a vintage at the date of report: whole months, and whether the data end after the report (a backdated report). */
export interface VintageAge {
  months: number;
  after: boolean;
}

export function vintageAge(end: string, dateOfReport: string): VintageAge | undefined {
  const a = parseIsoDate(end);
  const b = parseIsoDate(dateOfReport);
  if (a === undefined || b === undefined) return undefined;
  return { months: Math.abs(wholeMonthsBetween(end, dateOfReport)), after: a > b };
}

/** The age alone, for a table's column: "16 months", "less than 1 month", "2 months after". */
export function vintageAgeShort({ months, after }: VintageAge): string {
  const age = months === 0 ? 'less than 1 month' : monthsText(months);
  return after ? `${age} after` : age;
}

/** The age in a sentence: "16 months before the date of report", "less than 1 month before the date of report". */
export function vintageAgeText({ months, after }: VintageAge): string {
  return `${months === 0 ? 'less than 1 month' : monthsText(months)} ${after ? 'after' : 'before'} the date of report`;
}

/** Words of the Facts and Data appendix about the vintages. */
export const DATA_VINTAGE_WORDS = {
  ageColumn: 'Age at the date of report',
  ageUnknown: 'not recorded',
  ageNote:
    'The age of a vintage is counted in whole months from the last day its data cover (the curve’s date, the end of a series’ last month, the end of a survey month or of a table’s year) to the date of report.',
} as const;
