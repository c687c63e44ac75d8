/**
 * Comma-separated values as RFC 4180 writes them, so any spreadsheet or
 * statistics package reads a table back exactly: a field holding a comma, a
 * double quote or a line break is enclosed in double quotes, with each quote
 * inside doubled; every record ends with CRLF. A number is written as
 * JavaScript prints it, which for the engine's cents ("1234.5") is the exact
 * decimal, with no currency symbol or thousands separator; an absent value is
 * an empty field.
 */

export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a header row and its records. */
export function csvText(header: readonly string[], records: readonly (readonly CsvValue[])[]): string {
  return [header, ...records].map((record) => `${record.map(field).join(',')}\r\n`).join('');
}
