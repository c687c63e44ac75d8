import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../paths.ts';
import { parseLifeTableCsv } from './life-table-csv.ts';

describe('parseLifeTableCsv', () => {
  it('reads the 2023 ex/lx transcription: 18 tables × 101 ages', () => {
    const rows = parseLifeTableCsv(readFileSync(path.join(sharedDataDir(), 'life-tables/us-life-tables-2023-ex-lx-by-race.csv'), 'utf8'));
    expect(rows).toHaveLength(18 * 101);
    expect(rows[0]).toEqual({ year: 2023, table: 1, population: 'all', sex: 'total', age: 0, values: { ex: 78.4, lx_truncated: 100000 } });
  });

  it('rejects unknown codes, table numbers that contradict NCHS numbering, and blanks', () => {
    const head = 'year,table,race_ethnicity,sex,age,ex\n';
    expect(() => parseLifeTableCsv(`${head}2023,1,asian,total,0,80`)).toThrow(/unknown race_ethnicity\/sex "asian\/total"/);
    expect(() => parseLifeTableCsv(`${head}2023,2,nh_black,male,0,70`)).toThrow(/nh_black\/male is NCHS table 14, not 2/);
    expect(() => parseLifeTableCsv(`${head}2023,1,all,total,0,`)).toThrow(/line 2: ex is not a number/);
  });
});
