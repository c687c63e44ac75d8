/**
 * The one place numbers and dates are turned into text for the screen and the
 * PDF. Reports show whole dollars, negatives in parentheses, percentages with
 * two decimals and dates as yyyy-MM-dd.
 */

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalNumber = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function parenthesize(value: number, format: (abs: number) => string): string {
  // Round first so that -0.4 shows as 0, not (0).
  return value < 0 && format(Math.abs(value)) !== format(0) ? `(${format(Math.abs(value))})` : format(Math.abs(value));
}

/** $1,234,568 — or ($1,234,568) when negative. */
export function formatMoney(value: number): string {
  return parenthesize(value, (abs) => wholeDollars.format(abs));
}

/** $1,234,567.89 — for inputs quoted back to the reader (hourly rates). */
export function formatMoneyCents(value: number): string {
  return parenthesize(value, (abs) => cents.format(abs));
}

/** 1,234,568 — a money column in an appendix table, whole number, negatives in parentheses. */
export function formatWholeNumber(value: number): string {
  return parenthesize(value, (abs) => wholeNumber.format(abs));
}

/** 0.0394 → "3.94%". */
export function formatPercent(rate: number, digits = 2): string {
  return `${decimalNumber(digits).format(rate * 100)}%`;
}

/** A plain number with fixed decimals (ages, portions, discount factors). */
export function formatDecimal(value: number, digits: number): string {
  return decimalNumber(digits).format(value);
}

/** Report dates are ISO calendar dates; guards against stray time parts. */
export function formatReportDate(isoDate: string): string {
  return isoDate.slice(0, 10);
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
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
