import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFICIAL_INPUTS, buildFromOfficialFiles } from './build-from-official-files.ts';
import {
  CPI_CITATION_DOWNLOAD,
  CPI_CITATION_SHARED,
  CPI_MEDICAL_CITATION_DOWNLOAD,
  CPI_MEDICAL_CITATION_FILES,
  LIFE_TABLES_CITATION,
  OEWS_CITATION,
  PERSONAL_CONSUMPTION_CITATION,
  TREASURY_CITATION,
  WAGES_CITATION_DOWNLOAD,
  WAGES_CITATION_FILES,
} from './citations.ts';
import {
  checkCpiKeeps,
  checkLifeTablesAgree,
  checkOccupationalWagesAgree,
  checkSeriesExtends,
  checkTreasuryKeeps,
} from './consistency-checks.ts';
import { NCHS_TABLES } from './parsers/nchs-life-table.ts';
import { referenceDataDir } from './paths.ts';
import {
  FILE_NAMES,
  LIFE_TABLE_GROUP_OF,
  lifeTablesFile,
  monthlySeriesFile,
  occupationalWagesFile,
  personalConsumptionFile,
  treasuryFile,
  type CpiDoc,
  type LifeTablesDoc,
  type OccupationalWagesDoc,
  type TreasuryDoc,
} from './reference-files.ts';
import { fixturesDir } from './testing/fixtures.ts';
import { officialFilesFolder } from './testing/official-files-folder.ts';

/*
 * The shipped reference data cannot be rebuilt here (the full official files are not part of the
 * repository), so this proves three things instead: each shipped file is exactly what the builders
 * write for its own content (layout, validation, key order); each cites its source; and every value
 * of the committed excerpts of the official files appears in it unchanged.
 */

const committedText = (name: string) => readFileSync(path.join(referenceDataDir, name), 'utf8');
const committed = <T>(name: string) => JSON.parse(committedText(name)) as T;
const byUpdate = (doc: { generatedBy: string }) => doc.generatedBy.startsWith('scripts/data/update.ts');

const POPULATION_OF = Object.fromEntries(Object.entries(LIFE_TABLE_GROUP_OF).map(([population, group]) => [group, population]));

/** Each file rebuilt from its own content through the builder that writes it. */
const REBUILD: Record<string, (text: string) => string> = {
  [FILE_NAMES.lifeTables]: (text) => {
    const doc = JSON.parse(text) as LifeTablesDoc;
    const entries = NCHS_TABLES.flatMap(({ population, sex }) => {
      const table = doc.groups[LIFE_TABLE_GROUP_OF[population]]![sex]!;
      return table.ex.map((ex, age) => ({ population, sex, age, ex, lx: table.lx[age]! }));
    });
    expect(Object.keys(doc.groups).map((group) => POPULATION_OF[group])).not.toContain(undefined);
    return lifeTablesFile(entries, doc).content;
  },
  [FILE_NAMES.treasury]: (text) => {
    const doc = JSON.parse(text) as TreasuryDoc;
    return treasuryFile(
      doc.dates.map((date, i) => ({ date, values: doc.rows[i]! })),
      doc,
    ).content;
  },
  [FILE_NAMES.personalConsumption]: (text) => {
    type ConsumptionDoc = Parameters<typeof personalConsumptionFile>[1] & { equations: Parameters<typeof personalConsumptionFile>[0] };
    const doc = JSON.parse(text) as ConsumptionDoc;
    return personalConsumptionFile(doc.equations, doc).content;
  },
  [FILE_NAMES.occupationalWages]: (text) => {
    const doc = JSON.parse(text) as OccupationalWagesDoc;
    return occupationalWagesFile(
      Object.entries(doc.occupations).map(([code, o]) => ({ code, ...o })),
      doc,
    ).content;
  },
  ...Object.fromEntries(
    [FILE_NAMES.cpi, FILE_NAMES.cpiMedical, FILE_NAMES.wages].map((name) => [
      name,
      (text: string) => {
        const doc = JSON.parse(text) as CpiDoc;
        return monthlySeriesFile(name, doc.series, doc, doc).content;
      },
    ]),
  ),
};

/** The citation a file must carry: the offline one, or the one data:update writes. */
const CITATIONS: Record<string, { files: string; download: string }> = {
  [FILE_NAMES.lifeTables]: { files: LIFE_TABLES_CITATION, download: LIFE_TABLES_CITATION },
  [FILE_NAMES.treasury]: { files: TREASURY_CITATION, download: TREASURY_CITATION },
  [FILE_NAMES.cpi]: { files: CPI_CITATION_SHARED, download: CPI_CITATION_DOWNLOAD },
  [FILE_NAMES.personalConsumption]: { files: PERSONAL_CONSUMPTION_CITATION, download: PERSONAL_CONSUMPTION_CITATION },
  [FILE_NAMES.cpiMedical]: { files: CPI_MEDICAL_CITATION_FILES, download: CPI_MEDICAL_CITATION_DOWNLOAD },
  [FILE_NAMES.wages]: { files: WAGES_CITATION_FILES, download: WAGES_CITATION_DOWNLOAD },
  [FILE_NAMES.occupationalWages]: { files: OEWS_CITATION, download: OEWS_CITATION },
};

describe('committed reference data', () => {
  it('is exactly the files the pipeline writes, and their README', () => {
    expect(readdirSync(referenceDataDir).sort()).toEqual([...Object.values(FILE_NAMES), 'README.md'].sort());
  });

  for (const name of Object.values(FILE_NAMES)) {
    it(`${name} is laid out and validated as the builder writes it, and cites its source`, () => {
      const text = committedText(name);
      expect(REBUILD[name]!(text) === text, `${name} is not what the builder writes for its content`).toBe(true);
      const doc = JSON.parse(text) as { source: string; generatedBy: string };
      expect(doc.source).toBe(byUpdate(doc) ? CITATIONS[name]!.download : CITATIONS[name]!.files);
      expect(doc.generatedBy).toMatch(/^scripts\/data\/(generate|update)\.ts from /);
    });
  }

  it('life tables: e(0) 2023 is 78.4 for everyone and 76.0 for non-Hispanic white males', () => {
    const { groups } = committed<LifeTablesDoc>(FILE_NAMES.lifeTables);
    expect(groups.all!.total!.ex[0]).toBe(78.4);
    expect(groups.white!.male!.ex[0]).toBe(76.0);
    expect(groups.all!.total!.lx[0]).toBe(100_000);
  });

  it('life tables: both sexes of every race, and all races of every sex, for the sex- and race-neutral options', () => {
    const { groups } = committed<LifeTablesDoc>(FILE_NAMES.lifeTables);
    for (const group of ['all', 'americanIndian', 'asian', 'black', 'hispanic', 'white']) {
      for (const sex of ['total', 'male', 'female']) expect(groups[group]?.[sex]?.ex, `${group}/${sex}`).toHaveLength(101);
    }
  });

  it('treasury: the 10-year par yield on 2025-07-11 is 4.43%', () => {
    const doc = committed<TreasuryDoc>(FILE_NAMES.treasury);
    const row = doc.rows[doc.dates.indexOf('2025-07-11')]!;
    expect(row[doc.maturities.indexOf('10 Yr')]).toBe(4.43);
    expect(doc.firstDate).toBe('1990-01-02');
  });

  it('CPI-U: the 1995 monthly mean is 152.383 and 2025-10 was never published', () => {
    const doc = committed<CpiDoc>(FILE_NAMES.cpi);
    const at = (year: number, month: number) => doc.values[(year - 1913) * 12 + month - 1];
    expect(doc.firstMonth).toBe('1913-01');
    const months1995 = Array.from({ length: 12 }, (_, m) => at(1995, m + 1) as number);
    expect(months1995.reduce((a, b) => a + b, 0) / 12).toBeCloseTo(152.383, 3);
    expect(at(2025, 10)).toBeNull();
    expect(at(2025, 9)).toBeTypeOf('number');
  });

  it('CPI-U medical care and AHETPI name their series; OEWS holds the May 2024 household-services occupations', () => {
    const medical = committed<CpiDoc>(FILE_NAMES.cpiMedical);
    expect(medical.series).toBe('CUUR0000SAM');
    // The medical series has the same hole as all items: no October 2025 CPI was published at all.
    const medicalAt = (year: number, month: number) => medical.values[(year - 1935) * 12 + month - 3];
    expect(medical.firstMonth).toBe('1935-03');
    expect(medicalAt(2025, 10)).toBeNull();
    expect([medicalAt(2025, 9), medicalAt(2025, 11)]).toEqual([584.858, 585.213]);
    expect(committed<CpiDoc>(FILE_NAMES.wages).series).toBe('AHETPI');
    const oews = committed<OccupationalWagesDoc>(FILE_NAMES.occupationalWages);
    expect(oews.vintage).toBe('May 2024');
    expect(oews.occupations['37-2012']).toEqual({ title: 'Maids and Housekeeping Cleaners', median: 16.66, mean: 17.39 });
    expect(Object.keys(oews.occupations)).toEqual([...Object.keys(oews.occupations)].sort());
  });
});

describe('data:generate on the excerpts of the official files', () => {
  const dir = officialFilesFolder();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tables = committed<LifeTablesDoc>(FILE_NAMES.lifeTables);
  const built = new Map(buildFromOfficialFiles(dir).map((file) => [file.name, JSON.parse(file.content) as Record<string, unknown>]));
  const builtDoc = <T>(name: string) => built.get(name) as T;

  it('writes every reference file', () => {
    expect([...built.keys()]).toEqual([
      FILE_NAMES.lifeTables,
      FILE_NAMES.treasury,
      FILE_NAMES.cpi,
      FILE_NAMES.personalConsumption,
      FILE_NAMES.cpiMedical,
      FILE_NAMES.wages,
      FILE_NAMES.occupationalWages,
    ]);
  });

  it('every excerpt value is in the shipped files unchanged', () => {
    checkTreasuryKeeps(committed(FILE_NAMES.treasury), builtDoc(FILE_NAMES.treasury));
    for (const name of [FILE_NAMES.cpi, FILE_NAMES.cpiMedical]) checkCpiKeeps(committed(name), builtDoc(name));
    // Wage estimates are revised: a file data:update wrote need only span the excerpt's months.
    const wages = committed<CpiDoc>(FILE_NAMES.wages);
    (byUpdate(wages) ? checkSeriesExtends : checkCpiKeeps)(wages, builtDoc<CpiDoc>(FILE_NAMES.wages));
    checkOccupationalWagesAgree(committed(FILE_NAMES.occupationalWages), builtDoc(FILE_NAMES.occupationalWages));
    expect(committed<{ equations: unknown }>(FILE_NAMES.personalConsumption).equations).toEqual(
      builtDoc<{ equations: unknown }>(FILE_NAMES.personalConsumption).equations,
    );
  });

  it('the life-table excerpt agrees with the shipped tables at every age it holds', () => {
    const excerpt = readFileSync(path.join(fixturesDir, OFFICIAL_INPUTS.lifeTables), 'utf8').trim().split('\n').slice(1);
    expect(excerpt.length).toBeGreaterThan(0);
    const lx = byUpdate(tables) ? 1 : 0; // data:update rounds lx where the transcription truncated it
    for (const line of excerpt) {
      const [, table, , , age, ex, lxTruncated] = line.split(',');
      const { population, sex } = NCHS_TABLES[Number(table) - 1]!;
      const shipped = tables.groups[LIFE_TABLE_GROUP_OF[population]]![sex]!;
      expect([line, shipped.ex[Number(age)]]).toEqual([line, Number(ex)]);
      expect(Math.abs(shipped.lx[Number(age)]! - Number(lxTruncated)), line).toBeLessThanOrEqual(lx);
    }
    checkLifeTablesAgree(tables, builtDoc(FILE_NAMES.lifeTables));
  });

  it('cites the offline sources, naming the file each was built from', () => {
    for (const [name, doc] of built) {
      expect(doc.source).toBe(CITATIONS[name]!.files);
      expect(doc.generatedBy).toMatch(/^scripts\/data\/generate\.ts from [a-z-]+\/[\w.-]+\.csv$/);
    }
  });

  it('names the missing file and writes nothing when the folder lacks one', () => {
    rmSync(path.join(dir, OFFICIAL_INPUTS.wages));
    expect(() => buildFromOfficialFiles(dir)).toThrow(
      `${OFFICIAL_INPUTS.wages}: cannot read ${path.join(dir, OFFICIAL_INPUTS.wages)} (ENOENT)`,
    );
  });
});
