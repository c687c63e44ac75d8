import { describe, expect, it } from 'vitest';
import { fixture } from '../testing/fixtures.ts';
import { parseLifeTableCsv } from './life-table-csv.ts';
import { NCHS_TABLES, ageFromLabel, parseNchsLifeTable, parseNchsLifeTableXlsx } from './nchs-life-table.ts';

const lifeTableFile = (file: string) => fixture(`life-tables/${file}`);
const round = (x: number, digits: number) => Number(x.toFixed(digits));

describe('ageFromLabel', () => {
  it('reads interval and open-ended labels', () => {
    expect(ageFromLabel('0–1')).toBe(0);
    expect(ageFromLabel('99-100')).toBe(99);
    expect(ageFromLabel('100 and over')).toBe(100);
    expect(ageFromLabel('100 and older')).toBe(100);
    expect(ageFromLabel('1–5')).toBeUndefined();
    expect(ageFromLabel('Age (years)')).toBeUndefined();
    expect(ageFromLabel(3)).toBeUndefined();
  });
});

describe('NCHS_TABLES', () => {
  it('numbers the 18 tables population by population, total/male/female', () => {
    expect(NCHS_TABLES).toHaveLength(18);
    expect(NCHS_TABLES[0]).toEqual({ table: 1, population: 'all', sex: 'total' });
    expect(NCHS_TABLES[16]).toEqual({ table: 17, population: 'nh_white', sex: 'male' });
  });
});

describe('parseNchsLifeTableXlsx', () => {
  it('reads NVSR 72-12 Table 1 and matches the printed 2021 table at every age', () => {
    const table = parseNchsLifeTableXlsx(lifeTableFile('originals/nvsr72-12_Table01.xlsx'));
    expect(table.title).toBe('Table 1. Life table for the total population: United States, 2021');
    expect(table.ages).toEqual(Array.from({ length: 101 }, (_, age) => age));

    const printed = parseLifeTableCsv(lifeTableFile('us-life-tables-2021.csv').toString('utf8')).filter((r) => r.table === 1);
    expect(printed).toHaveLength(101);
    for (const { age, values } of printed) {
      expect([age, round(table.ex[age]!, 1), round(table.lx[age]!, 0), round(table.qx[age]!, 6)]).toEqual([
        age,
        values.ex,
        values.lx,
        values.qx,
      ]);
    }
    expect([round(table.ex[0]!, 1), round(table.lx[65]!, 0), round(table.ex[65]!, 1), round(table.ex[100]!, 1)]).toEqual([
      76.4, 79571, 18.4, 2.2,
    ]);
  });
});

describe('parseNchsLifeTable', () => {
  const header = [null, 'qx', 'lx', 'dx', 'Lx', 'Tx', 'ex'];
  const row = (label: string) => [label, 0.1, 1000, 100, 950, 5000, 5];
  const ages = Array.from({ length: 100 }, (_, a) => row(`${a}–${a + 1}`));

  it('needs the header and every age from 0 to 100', () => {
    expect(() => parseNchsLifeTable([['Table 9'], ...ages])).toThrow(/no header row/);
    expect(() => parseNchsLifeTable([['Table 9'], header, ...ages])).toThrow(/ages 0..99, expected 0..100/);
    expect(() => parseNchsLifeTable([header, ...ages.slice(1)])).toThrow(/expected age 0 next, found age 1/);
    const bad = [...ages, ['100 and over', 1, 'n/a', 1, 1, 1, 1]];
    expect(() => parseNchsLifeTable([header, ...bad])).toThrow(/lx at age 100 is not a number/);
    expect(parseNchsLifeTable([['Table 9. x'], header, ...ages, row('100 and over')]).title).toBe('Table 9. x');
  });
});
