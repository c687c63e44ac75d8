import { readFirstSheet, type Cell } from './xlsx-sheet.ts';

export type NchsPopulation = 'all' | 'hispanic' | 'nh_aian' | 'nh_asian' | 'nh_black' | 'nh_white';
export type NchsSex = 'total' | 'male' | 'female';

/** NVSR "United States Life Tables" numbering: populations in this order, each as total, male, female. */
export const NCHS_TABLES: readonly { table: number; population: NchsPopulation; sex: NchsSex }[] = (
  ['all', 'hispanic', 'nh_aian', 'nh_asian', 'nh_black', 'nh_white'] as const
).flatMap((population, p) => (['total', 'male', 'female'] as const).map((sex, s) => ({ table: p * 3 + s + 1, population, sex })));

const LIFE_TABLE_COLUMNS = ['qx', 'lx', 'dx', 'Lx', 'Tx', 'ex'] as const;
type LifeTableColumn = (typeof LIFE_TABLE_COLUMNS)[number];

export interface NchsLifeTable extends Record<LifeTableColumn, number[]> {
  title: string;
  /** 0..100; index = age, 100 is the open "100 and over" interval. */
  ages: number[];
}

/** "0–1" → 0, "99-100" → 99, "100 and over" / "100 and older" → 100. */
export function ageFromLabel(label: Cell): number | undefined {
  if (typeof label !== 'string') return undefined;
  const s = label.trim();
  const interval = /^(\d+)\s*[–—-]\s*(\d+)$/.exec(s);
  if (interval && Number(interval[2]) === Number(interval[1]) + 1) return Number(interval[1]);
  const open = /^(\d+)\s+(?:and|&)\s+(?:over|older)$/i.exec(s);
  return open ? Number(open[1]) : undefined;
}

function toNumber(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'string' && cell.trim() !== '') return Number(cell.replace(/,/g, ''));
  return NaN;
}

/**
 * Reads an NVSR life-table sheet: title row(s), a header row naming qx lx dx Lx Tx ex
 * (lx and Lx differ only in case), then one row per age interval from "0–1" to "100 and over".
 */
export function parseNchsLifeTable(rows: Cell[][]): NchsLifeTable {
  const strings = (row: Cell[] | undefined) => (row ?? []).map((c) => (typeof c === 'string' ? c.trim() : ''));
  const headerIndex = rows.findIndex((row) => LIFE_TABLE_COLUMNS.every((name) => strings(row).includes(name)));
  if (headerIndex < 0) throw new Error(`life-table sheet has no header row naming ${LIFE_TABLE_COLUMNS.join(', ')}`);
  const header = strings(rows[headerIndex]);
  const title =
    rows
      .slice(0, headerIndex)
      .flatMap(strings)
      .find((s) => /^table\s+\d+/i.test(s)) ??
    rows
      .slice(0, headerIndex)
      .flatMap(strings)
      .find((s) => s !== '') ??
    '';

  const table: NchsLifeTable = { title, ages: [], qx: [], lx: [], dx: [], Lx: [], Tx: [], ex: [] };
  for (const row of rows.slice(headerIndex + 1)) {
    const age = ageFromLabel(row.find((c) => c !== null && c !== '') ?? null);
    if (age === undefined) continue;
    if (age !== table.ages.length) {
      throw new Error(`life-table sheet: expected age ${table.ages.length} next, found age ${age}`);
    }
    table.ages.push(age);
    for (const name of LIFE_TABLE_COLUMNS) {
      const value = toNumber(row[header.indexOf(name)] ?? null);
      if (!Number.isFinite(value) || value < 0) throw new Error(`life-table sheet: ${name} at age ${age} is not a number`);
      table[name].push(value);
    }
  }
  if (table.ages.length !== 101) {
    throw new Error(`life-table sheet has ages 0..${table.ages.length - 1}, expected 0..100 ("100 and over")`);
  }
  return table;
}

export function parseNchsLifeTableXlsx(data: Uint8Array): NchsLifeTable {
  return parseNchsLifeTable(readFirstSheet(data));
}
