import type { Cell } from './xlsx-sheet.ts';

/** One occupation's published hourly wages (dollars per hour, benefits excluded). */
export interface OccupationWage {
  code: string;
  title: string;
  median: number;
  mean: number;
}

/**
 * Occupations commonly used to value household services (methodology §4c): maids and housekeeping,
 * childcare, home health and personal care aides, cooks, food preparation, janitors, landscaping,
 * maintenance and repair, laundry, painters, carpenters, animal caretakers, office clerks, hand laborers.
 * The one list that both data:generate and data:update select.
 */
export const HOUSEHOLD_SERVICES_OCCUPATIONS = [
  '31-1120',
  '35-2012',
  '35-2013',
  '35-2014',
  '35-2021',
  '37-2011',
  '37-2012',
  '37-3011',
  '39-2021',
  '39-9011',
  '43-9061',
  '47-2031',
  '47-2141',
  '49-9071',
  '51-6011',
  '53-7062',
] as const;

// BLS footnote codes in place of a wage: "*" not available, "#" at or above the top-coding threshold.
const NOT_A_WAGE: Record<string, string> = { '*': 'not available', '#': 'top-coded' };

function wage(cell: Cell, code: string, column: string): number {
  const text = typeof cell === 'number' ? String(cell) : (cell ?? '').trim();
  if (NOT_A_WAGE[text]) throw new Error(`${code} ${column} is "${text}" (${NOT_A_WAGE[text]} in OEWS)`);
  const value = Number(text.replace(/,/g, ''));
  if (text === '' || !Number.isFinite(value) || value <= 0) throw new Error(`${code} ${column} is "${text}", not an hourly wage`);
  // Excel stores 16.78 as 16.780000000000001; the publication has cents.
  return Math.round(value * 100) / 100;
}

/**
 * Picks `codes` out of an OEWS national table, given as rows whose first row (or first row naming
 * OCC_CODE) is the header: the CSV subset in the official-files folder, or the first sheet of
 * national_M2024_dl.xlsx from the BLS. Every code must be there exactly once.
 */
export function selectOccupations(rows: readonly Cell[][], codes: readonly string[]): OccupationWage[] {
  const text = (cell: Cell | undefined) => (typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '');
  const headerIndex = rows.findIndex((row) => row.some((cell) => text(cell).toUpperCase() === 'OCC_CODE'));
  if (headerIndex < 0) throw new Error('OEWS table has no header row naming OCC_CODE');
  const header = rows[headerIndex]!.map((cell) => text(cell).toUpperCase());
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`OEWS table has no ${name} column`);
    return index;
  };
  const [codeAt, titleAt, medianAt, meanAt] = ['OCC_CODE', 'OCC_TITLE', 'H_MEDIAN', 'H_MEAN'].map(column) as [
    number,
    number,
    number,
    number,
  ];
  // The full national table lists a code once per level it stands for (31-1120 is both "broad" and
  // "detailed", with the same figures); the detailed row is the occupation.
  const groupAt = header.indexOf('O_GROUP');
  const found = new Map<string, OccupationWage>();
  for (const row of rows.slice(headerIndex + 1)) {
    const code = text(row[codeAt]);
    if (!codes.includes(code)) continue;
    if (groupAt >= 0 && text(row[groupAt]).toLowerCase() !== 'detailed') continue;
    if (found.has(code)) throw new Error(`OEWS table lists ${code} twice`);
    found.set(code, {
      code,
      title: text(row[titleAt]),
      median: wage(row[medianAt] ?? null, code, 'H_MEDIAN'),
      mean: wage(row[meanAt] ?? null, code, 'H_MEAN'),
    });
  }
  const missing = codes.filter((code) => !found.has(code));
  if (missing.length > 0) throw new Error(`OEWS table has no row for ${missing.join(', ')}`);
  return codes.map((code) => found.get(code)!);
}
