import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFICIAL_INPUTS } from '../build-from-official-files.ts';
import { NCHS_TABLES } from '../parsers/nchs-life-table.ts';
import { referenceDataDir } from '../paths.ts';
import { FILE_NAMES, LIFE_TABLE_GROUP_OF, type LifeTablesDoc } from '../reference-files.ts';
import { fixturesDir } from './fixtures.ts';

/** The shipped life tables, which every test run has (the excerpts hold only a few ages). */
export function shippedLifeTables(): LifeTablesDoc {
  return JSON.parse(readFileSync(path.join(referenceDataDir, FILE_NAMES.lifeTables), 'utf8')) as LifeTablesDoc;
}

/**
 * A temporary folder laid out like the folder of official files: the committed excerpts, plus the
 * shipped life tables written back in the official CSV layout, because the builder needs all 101 ages
 * of all 18 tables. The caller removes it.
 */
export function officialFilesFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'official-files-'));
  cpSync(fixturesDir, dir, { recursive: true });
  const tables = shippedLifeTables();
  const lines = NCHS_TABLES.flatMap(({ table, population, sex }) => {
    const { ex, lx } = tables.groups[LIFE_TABLE_GROUP_OF[population]]![sex]!;
    return ex.map((e, age) => `2023,${table},${population},${sex},${age},${e},${lx[age]}`);
  });
  writeFileSync(path.join(dir, OFFICIAL_INPUTS.lifeTables), ['year,table,race_ethnicity,sex,age,ex,lx_truncated', ...lines].join('\n'));
  return dir;
}
