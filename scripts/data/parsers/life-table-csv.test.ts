import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixtures.ts';
import { parseLifeTableCsv } from './life-table-csv.ts';

describe('parseLifeTableCsv', () => {
  it('reads the 2023 ex/lx transcription, mapping each table number to its population and sex', () => {
    const rows = parseLifeTableCsv(fixtureText('life-tables/us-life-tables-2023-ex-lx-by-race.csv'));
    expect(rows).toHaveLength(7 * 10);
    expect(rows[0]).toEqual({ year: 2023, table: 1, population: 'all', sex: 'total', age: 0, values: { ex: 78.4, lx_truncated: 100000 } });
    const at = (table: number, age: number) => rows.find((r) => r.table === table && r.age === age)!;
    expect(at(17, 0)).toMatchObject({ population: 'nh_white', sex: 'male', values: { ex: 76 } });
    expect(at(16, 44)).toMatchObject({ population: 'nh_white', sex: 'total' });
    expect(at(4, 100)).toMatchObject({ population: 'hispanic', sex: 'total' });
  });

  it('rejects unknown codes, table numbers that contradict NCHS numbering, and blanks', () => {
    const head = 'year,table,race_ethnicity,sex,age,ex\n';
    expect(() => parseLifeTableCsv(`${head}2023,1,asian,total,0,80`)).toThrow(/unknown race_ethnicity\/sex "asian\/total"/);
    expect(() => parseLifeTableCsv(`${head}2023,2,nh_black,male,0,70`)).toThrow(/nh_black\/male is NCHS table 14, not 2/);
    expect(() => parseLifeTableCsv(`${head}2023,1,all,total,0,`)).toThrow(/line 2: ex is not a number/);
  });
});
