import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NCHS_TABLES } from './parsers/nchs-life-table.ts';
import {
  lifeTablesFile,
  treasuryFile,
  writeReferenceFiles,
  type LifeTableEntry,
  type LifeTablesDoc,
  type TreasuryDoc,
} from './reference-files.ts';

const provenance = { source: 's', notes: 'n', generatedBy: 'g' };

function completeTables(): LifeTableEntry[] {
  return NCHS_TABLES.flatMap(({ population, sex }) =>
    Array.from({ length: 101 }, (_, age) => ({ population, sex, age, ex: 80 - age * 0.78, lx: 100_000 - age * 990 })),
  );
}

describe('lifeTablesFile', () => {
  it('lays out every group and sex with 101 ages', () => {
    const doc = JSON.parse(lifeTablesFile(completeTables(), provenance).content) as LifeTablesDoc;
    expect(Object.keys(doc)).toEqual(['source', 'notes', 'generatedBy', 'groups']);
    expect(Object.keys(doc.groups)).toEqual(['all', 'hispanic', 'americanIndian', 'asian', 'black', 'white']);
    expect(Object.keys(doc.groups.black ?? {})).toEqual(['total', 'male', 'female']);
    expect(doc.groups.white?.female?.ex).toHaveLength(101);
  });

  it('says which table and age is wrong', () => {
    const without = completeTables().filter((e) => !(e.population === 'nh_black' && e.sex === 'male' && e.age === 57));
    expect(() => lifeTablesFile(without, provenance)).toThrow('life tables: black/male is missing age 57 (needs exactly ages 0..100)');
    const extra = [...completeTables(), { population: 'hispanic', sex: 'total', age: 101, ex: 1, lx: 1 } as const];
    expect(() => lifeTablesFile(extra, provenance)).toThrow('life tables: hispanic/total has age 101, outside 0..100');
    const negative = completeTables().map((e) => (e.population === 'nh_asian' && e.age === 3 ? { ...e, ex: -1 } : e));
    expect(() => lifeTablesFile(negative, provenance)).toThrow(
      'life tables: asian/total: ex at age 3 is -1, must be a non-negative number',
    );
  });
});

describe('treasuryFile', () => {
  it('drops all-blank days and insists on ascending unique dates', () => {
    const blank = Array<null>(14).fill(null);
    const day = (date: string, v: number | null) => ({ date, values: [v, ...blank.slice(1)] });
    const doc = JSON.parse(
      treasuryFile([day('2010-10-08', 0.1), day('2010-10-11', null), day('2010-10-12', 0.2)], provenance).content,
    ) as TreasuryDoc;
    expect([doc.firstDate, doc.lastDate, doc.dates]).toEqual(['2010-10-08', '2010-10-12', ['2010-10-08', '2010-10-12']]);
    expect(() => treasuryFile([day('2010-10-12', 1), day('2010-10-08', 1)], provenance)).toThrow(/not ascending and unique at 2010-10-08/);
  });
});

describe('writeReferenceFiles', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('replaces nothing when one of the files cannot be written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-reference-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'a.json'), 'old');
    await expect(
      writeReferenceFiles(dir, [
        { name: 'a.json', content: 'new' },
        { name: 'no/such/dir.json', content: 'x' },
      ]),
    ).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old');

    await writeReferenceFiles(dir, [{ name: 'a.json', content: 'new' }]);
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('new');
  });
});
