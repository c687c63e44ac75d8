import { parseCsv, withHeader } from './csv.ts';

/** Column order of the reference JSON; "1.5 Month" is the Treasury's own spelling in its CSV download. */
export const TREASURY_MATURITIES = [
  '1 Mo',
  '1.5 Month',
  '2 Mo',
  '3 Mo',
  '4 Mo',
  '6 Mo',
  '1 Yr',
  '2 Yr',
  '3 Yr',
  '5 Yr',
  '7 Yr',
  '10 Yr',
  '20 Yr',
  '30 Yr',
] as const;
export type Maturity = (typeof TREASURY_MATURITIES)[number];

/** One trading day; `values` follow TREASURY_MATURITIES, null where nothing was published. */
export interface TreasuryDay {
  date: string;
  values: (number | null)[];
}

/** Maps any of the Treasury's header spellings ("1 Mo", "1.5 Mo", "1.5 Month", "10 yr", ...) to ours. */
export function canonicalMaturity(header: string): Maturity | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(mo|mos|month|months|yr|yrs|year|years)$/.exec(header.trim().toLowerCase());
  if (!m) return undefined;
  const [, count, unit] = m as unknown as [string, string, string];
  const name = unit.startsWith('m') ? (count === '1.5' ? '1.5 Month' : `${count} Mo`) : `${count} Yr`;
  return (TREASURY_MATURITIES as readonly string[]).includes(name) ? (name as Maturity) : undefined;
}

/** Accepts ISO yyyy-mm-dd, MM/DD/YYYY and M/D/YY (90-99 → 19xx, otherwise 20xx, as in the Treasury archive). */
export function parseTreasuryDate(text: string): string {
  const s = text.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(s))) {
    [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (m[3]!.length === 2) y += y >= 90 ? 1900 : 2000;
  } else {
    throw new Error(`unrecognised date "${text}"`);
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new Error(`invalid date "${text}"`);
  }
  return date.toISOString().slice(0, 10);
}

function parseRate(cell: string | undefined): number | null {
  const s = (cell ?? '').trim();
  if (s === '' || /^(n\/?a|nan)$/i.test(s)) return null;
  const n = Number(s);
  if (!Number.isFinite(n)) throw new Error(`"${s}" is not a number`);
  return n;
}

/**
 * Parses one Treasury daily par yield curve CSV (archive file, per-year download, or our combined file).
 * Returns the days in ascending order with all-blank days dropped (e.g. 2010-10-11, Columbus Day).
 * Rows must be strictly ascending or strictly descending: anything else means a damaged file.
 */
export function parseTreasuryCsv(text: string): TreasuryDay[] {
  const { header, body, column } = withHeader(parseCsv(text));
  const dateColumn = column('date');
  const slots = header.map((name, i) => {
    if (i === dateColumn) return -1;
    const maturity = canonicalMaturity(name);
    if (!maturity) throw new Error(`Treasury CSV has an unknown column "${name}"`);
    return TREASURY_MATURITIES.indexOf(maturity);
  });
  const seen = new Set<number>();
  for (const slot of slots) {
    if (slot >= 0 && seen.has(slot)) throw new Error(`Treasury CSV names ${TREASURY_MATURITIES[slot]} twice`);
    seen.add(slot);
  }

  const days = body.map((cells, r) => {
    const line = r + 2;
    if (cells.length > header.length) throw new Error(`Treasury CSV line ${line} has more cells than the header`);
    try {
      const values: (number | null)[] = TREASURY_MATURITIES.map(() => null);
      slots.forEach((slot, i) => {
        if (slot >= 0) values[slot] = parseRate(cells[i]);
      });
      return { date: parseTreasuryDate(cells[dateColumn] ?? ''), values };
    } catch (error) {
      throw new Error(`Treasury CSV line ${line}: ${(error as Error).message}`, { cause: error });
    }
  });

  const descending = days.length > 1 && days[0]!.date > days[1]!.date;
  if (descending) days.reverse();
  for (let i = 1; i < days.length; i++) {
    if (days[i]!.date <= days[i - 1]!.date) {
      throw new Error(
        `Treasury CSV dates are repeated or out of order around ${days[i - 1]!.date} / ${days[i]!.date} ` +
          `(rows must be strictly ${descending ? 'newest' : 'oldest'}-first)`,
      );
    }
  }
  return days.filter((day) => day.values.some((v) => v !== null));
}

/** Combines several parsed files; for a date present in more than one, the later file's row wins whole. */
export function mergeTreasuryDays(files: readonly TreasuryDay[][]): TreasuryDay[] {
  const byDate = new Map<string, TreasuryDay>();
  for (const file of files) for (const day of file) byDate.set(day.date, day);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
