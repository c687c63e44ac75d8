import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatJson } from './format-json.ts';
import type { MonthlySeries } from './parsers/cpi-series.ts';
import { NCHS_TABLES, type NchsPopulation, type NchsSex } from './parsers/nchs-life-table.ts';
import type { OccupationWage } from './parsers/oews.ts';
import type { ConsumptionEquations } from './parsers/personal-consumption-csv.ts';
import { TREASURY_MATURITIES, type TreasuryDay } from './parsers/treasury-csv.ts';
import { CPI_SERIES, OEWS_VINTAGE, PERSONAL_CONSUMPTION_FORM, TREASURY_UNITS } from './citations.ts';

/** The JSON files the engine reads, and the only place that decides their shape and layout. */
export const FILE_NAMES = {
  lifeTables: 'life-tables-2023.json',
  treasury: 'treasury-par-yield-curve.json',
  cpi: 'cpi-u.json',
  personalConsumption: 'personal-consumption.json',
  cpiMedical: 'cpi-u-medical-care.json',
  wages: 'ahetpi-average-hourly-earnings.json',
  occupationalWages: 'oews-household-services-may2024.json',
} as const;

export interface ReferenceFile {
  name: string;
  content: string;
}

export interface Provenance {
  source: string;
  generatedBy: string;
}

const WRAP = { dates: 10, values: 12 };

export const LIFE_TABLE_GROUP_OF: Record<NchsPopulation, string> = {
  all: 'all',
  hispanic: 'hispanic',
  nh_aian: 'americanIndian',
  nh_asian: 'asian',
  nh_black: 'black',
  nh_white: 'white',
};

export interface LifeTableEntry {
  population: NchsPopulation;
  sex: NchsSex;
  age: number;
  ex: number;
  lx: number;
}

export function lifeTablesFile(entries: readonly LifeTableEntry[], provenance: Provenance & { notes: string }): ReferenceFile {
  const groups: Record<string, Record<string, { ex: number[]; lx: number[] }>> = {};
  for (const { population, sex } of NCHS_TABLES) {
    const where = `life tables: ${LIFE_TABLE_GROUP_OF[population]}/${sex}`;
    const byAge = new Map<number, LifeTableEntry>();
    for (const entry of entries) {
      if (entry.population !== population || entry.sex !== sex) continue;
      if (!Number.isInteger(entry.age) || entry.age < 0 || entry.age > 100)
        throw new Error(`${where} has age ${entry.age}, outside 0..100`);
      if (byAge.has(entry.age)) throw new Error(`${where} has age ${entry.age} twice`);
      byAge.set(entry.age, entry);
    }
    const ex: number[] = [];
    const lx: number[] = [];
    for (let age = 0; age <= 100; age++) {
      const entry = byAge.get(age);
      if (!entry) throw new Error(`${where} is missing age ${age} (needs exactly ages 0..100)`);
      if (!Number.isFinite(entry.ex) || entry.ex < 0)
        throw new Error(`${where}: ex at age ${age} is ${entry.ex}, must be a non-negative number`);
      if (!Number.isInteger(entry.lx) || entry.lx < 0)
        throw new Error(`${where}: lx at age ${age} is ${entry.lx}, must be a non-negative integer`);
      if (age === 0 && entry.lx !== 100_000) throw new Error(`${where}: lx at age 0 is ${entry.lx}, expected 100000`);
      if (age > 0 && entry.lx > lx[age - 1]!) throw new Error(`${where}: lx rises from age ${age - 1} to ${age}`);
      ex.push(entry.ex);
      lx.push(entry.lx);
    }
    (groups[LIFE_TABLE_GROUP_OF[population]] ??= {})[sex] = { ex, lx };
  }
  const { source, notes, generatedBy } = provenance;
  return { name: FILE_NAMES.lifeTables, content: formatJson({ source, notes, generatedBy, groups }, WRAP) };
}

export function treasuryFile(days: readonly TreasuryDay[], provenance: Provenance): ReferenceFile {
  const kept = days.filter((day) => day.values.some((v) => v !== null));
  kept.forEach((day, i) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date)) throw new Error(`Treasury: "${day.date}" is not an ISO date`);
    if (i > 0 && day.date <= kept[i - 1]!.date) throw new Error(`Treasury: dates are not ascending and unique at ${day.date}`);
    if (day.values.length !== TREASURY_MATURITIES.length) throw new Error(`Treasury: ${day.date} has ${day.values.length} values`);
    for (const v of day.values) {
      if (v !== null && !Number.isFinite(v)) throw new Error(`Treasury: ${day.date} has a non-numeric value`);
    }
  });
  const first = kept[0];
  const last = kept.at(-1);
  if (!first || !last) throw new Error('Treasury: no days with data');
  const doc = {
    source: provenance.source,
    units: TREASURY_UNITS,
    generatedBy: provenance.generatedBy,
    maturities: [...TREASURY_MATURITIES],
    firstDate: first.date,
    lastDate: last.date,
    dates: kept.map((day) => day.date),
    rows: kept.map((day) => day.values),
  };
  return { name: FILE_NAMES.treasury, content: formatJson(doc, WRAP) };
}

export function cpiFile(series: MonthlySeries, provenance: Provenance): ReferenceFile {
  return monthlySeriesFile(FILE_NAMES.cpi, CPI_SERIES, series, provenance);
}

/** A monthly index or wage series (CPI-U all items, CPI-U medical care, AHETPI), one value per calendar month. */
export function monthlySeriesFile(name: string, seriesId: string, series: MonthlySeries, provenance: Provenance): ReferenceFile {
  const [y0, m0] = series.firstMonth.split('-').map(Number) as [number, number];
  const [y1, m1] = series.lastMonth.split('-').map(Number) as [number, number];
  const months = (y1 - y0) * 12 + (m1 - m0) + 1;
  if (series.values.length !== months) throw new Error(`${seriesId}: ${series.values.length} values for ${months} months`);
  if (series.values[0] == null || series.values.at(-1) == null) throw new Error(`${seriesId}: first and last month must have values`);
  for (const v of series.values) {
    if (v !== null && !(Number.isFinite(v) && v > 0)) throw new Error(`${seriesId}: ${v} is not a positive value`);
  }
  const doc = {
    source: provenance.source,
    series: seriesId,
    generatedBy: provenance.generatedBy,
    firstMonth: series.firstMonth,
    lastMonth: series.lastMonth,
    values: series.values,
  };
  // One calendar year per line; a series starting later in the year has its first year's months on the first line.
  return { name, content: formatJson(doc, { ...WRAP, values: { first: 13 - m0, per: 12 } }) };
}

export function occupationalWagesFile(occupations: readonly OccupationWage[], provenance: Provenance): ReferenceFile {
  const byCode: Record<string, { title: string; median: number; mean: number }> = {};
  const sorted = [...occupations].sort((a, b) => a.code.localeCompare(b.code));
  for (const { code, title, median, mean } of sorted) {
    if (!/^\d{2}-\d{4}$/.test(code)) throw new Error(`OEWS: "${code}" is not a SOC code`);
    if (byCode[code]) throw new Error(`OEWS: ${code} appears twice`);
    if (title.trim() === '') throw new Error(`OEWS: ${code} has no title`);
    for (const [what, v] of [
      ['median', median],
      ['mean', mean],
    ] as const) {
      if (!(Number.isFinite(v) && v > 0)) throw new Error(`OEWS: ${code} ${what} hourly wage is ${v}, must be a positive number`);
    }
    byCode[code] = { title, median, mean };
  }
  if (sorted.length === 0) throw new Error('OEWS: no occupations');
  const doc = {
    source: provenance.source,
    vintage: OEWS_VINTAGE,
    units: 'dollars per hour, excluding benefits, as published',
    generatedBy: provenance.generatedBy,
    occupations: byCode,
  };
  return { name: FILE_NAMES.occupationalWages, content: formatJson(doc, WRAP) };
}

export function personalConsumptionFile(
  equations: { male: ConsumptionEquations; female: ConsumptionEquations },
  provenance: Provenance & { notes: string },
): ReferenceFile {
  const doc = {
    source: provenance.source,
    form: PERSONAL_CONSUMPTION_FORM,
    incomeDollarsOf: 1995,
    notes: provenance.notes,
    generatedBy: provenance.generatedBy,
    equations: { male: equations.male, female: equations.female },
  };
  return { name: FILE_NAMES.personalConsumption, content: formatJson(doc, WRAP) };
}

/**
 * Writes every file to a temporary name first and renames only once all of them were written, so a
 * failure part-way leaves the previous files in place (each rename is atomic on one filesystem).
 */
export async function writeReferenceFiles(dir: string, files: readonly ReferenceFile[]): Promise<void> {
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged = files.map((file) => ({ file, temp: path.join(dir, `.${file.name}.${tag}.tmp`) }));
  try {
    for (const { file, temp } of staged) await writeFile(temp, file.content, 'utf8');
  } catch (error) {
    await Promise.all(staged.map(({ temp }) => rm(temp, { force: true })));
    throw error;
  }
  for (const { file, temp } of staged) await rename(temp, path.join(dir, file.name));
}

/** Shapes of the written files, for code that reads them back (update checks, tests). */
export interface LifeTablesDoc {
  source: string;
  notes: string;
  generatedBy: string;
  groups: Record<string, Record<string, { ex: number[]; lx: number[] }>>;
}
export interface TreasuryDoc {
  source: string;
  units: string;
  generatedBy: string;
  maturities: string[];
  firstDate: string;
  lastDate: string;
  dates: string[];
  rows: (number | null)[][];
}
export interface OccupationalWagesDoc {
  source: string;
  vintage: string;
  units: string;
  generatedBy: string;
  occupations: Record<string, { title: string; median: number; mean: number }>;
}
/** Also the shape of the CPI-U medical care and AHETPI files. */
export interface CpiDoc {
  source: string;
  series: string;
  generatedBy: string;
  firstMonth: string;
  lastMonth: string;
  values: (number | null)[];
}
