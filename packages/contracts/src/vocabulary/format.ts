import { centsOf, wholeDollars } from '@damages/engine';

/**
 * The one vocabulary for turning numbers, dates and moments into text: the
 * report (screen, PDF, Word), the entry form, the plausibility warnings and
 * every message that quotes a figure. Money is shown in whole dollars by the
 * engine's `wholeDollars` (methodology §10) with negatives in parentheses,
 * percentages as "3.94%", report dates as yyyy-MM-dd, moments as
 * "2025-07-11 14:03" in the reader's time zone; a value that is not there shows
 * as a dash. Excel's number formats are cell formats, not text, and stay in the
 * workbook.
 */

export const MISSING = '—';

const dollarsText = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const centsText = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integerText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalText = (minimumDigits: number, maximumDigits = minimumDigits) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: minimumDigits, maximumFractionDigits: maximumDigits });

const parenthesize = (negative: boolean, text: string) => (negative ? `(${text})` : text);

/** $1,234,568 — or ($1,234,568) when negative: the whole dollars of the amount. */
export function formatMoney(amount: number): string {
  const dollars = wholeDollars(amount);
  return parenthesize(dollars < 0, dollarsText.format(Math.abs(dollars)));
}

/** formatMoney, or `missing` ('—', or 'n/a' for a period not claimed) when there is no amount. */
export function formatOptionalMoney(amount: number | null | undefined, missing: string = MISSING): string {
  return amount === null || amount === undefined ? missing : formatMoney(amount);
}

/** $1,234,567.89 — for inputs quoted back to the reader (hourly rates). */
export function formatMoneyCents(amount: number): string {
  const cents = centsOf(amount);
  return parenthesize(cents < 0, centsText.format(Math.abs(cents) / 100));
}

/** "$450" or "$450.50": an amount as typed (an hourly fee), cents only when it has them, never rounded to dollars. */
export function formatMoneyAsTyped(dollars: number): string {
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** "450" or "412.50": an amount as a text input shows it, without a sign or separators. */
export function amountInputText(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/** 1,234,568 — a money column of an appendix table: whole dollars, no sign, negatives in parentheses. */
export function formatWholeNumber(amount: number): string {
  const dollars = wholeDollars(amount);
  return parenthesize(dollars < 0, integerText.format(Math.abs(dollars)));
}

/** 12,000 — a count (characters, items), with separators. */
export function formatCount(count: number): string {
  return integerText.format(count);
}

/**
 * 0.0394 → "3.94%": `digits` decimals, or between `minimumDigits` and `digits`
 * (0.08 → "8%", 0.025 → "2.5%" with 0 and 1).
 */
export function formatPercent(rate: number, digits = 2, minimumDigits = digits): string {
  return `${decimalText(minimumDigits, digits).format(rate * 100)}%`;
}

/** formatPercent, or a dash when the rate was not given. */
export function formatOptionalPercent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? MISSING : formatPercent(rate);
}

/** A plain number with fixed decimals (portions, discount factors). */
export function formatDecimal(value: number, digits: number): string {
  return decimalText(digits).format(value);
}

/** An age or a span in years to two decimals ("44.53"), or a dash. */
export function formatYears(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING : formatDecimal(value, 2);
}

/** A quantity the user typed, whole or to one decimal: "10", "3.5" (weekly hours). */
export function formatQuantity(value: number): string {
  return formatDecimal(value, value % 1 === 0 ? 0 : 1);
}

/** An age as the user gave it: "67" or "62.5" (retirement ages), or a dash. */
export function formatAge(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING : formatQuantity(value);
}

/** Report dates are ISO calendar dates; guards against stray time parts. */
export function formatReportDate(isoDate: string): string {
  return isoDate.slice(0, 10);
}

/** formatReportDate, or a dash when there is no date. */
export function formatOptionalDate(isoDate: string | null | undefined): string {
  return isoDate ? formatReportDate(isoDate) : MISSING;
}

/** yyyy-MM-dd → MM/dd/yyyy, the default display in date fields and prose. */
export function formatUsDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${month}/${day}/${year}` : isoDate;
}

/** yyyy-MM-dd → "March 1, 2025", for narrative sentences. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** formatLongDate, or a dash when there is no date: dates in the report's sections (the appendices keep yyyy-MM-dd). */
export function formatOptionalLongDate(isoDate: string | null | undefined): string {
  return isoDate ? formatLongDate(isoDate) : MISSING;
}

/**
 * A moment (when a case was saved, exported or signed in) as "2025-07-11 14:03"
 * in the reader's time zone, or a dash; a text that is not a moment is shown as it is.
 */
export function formatTimestamp(at: string | Date | null | undefined): string {
  if (!at) return MISSING;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return typeof at === 'string' ? at : MISSING;
  return `${localIsoDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment in the reader's time zone, yyyy-MM-dd (the day a report is issued). */
export function localIsoDate(at: Date): string {
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
}
