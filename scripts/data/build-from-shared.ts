import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CPI_CITATION_SHARED, CPI_SERIES, LIFE_TABLES_CITATION, LIFE_TABLES_NOTES_TRANSCRIPTION,
  PERSONAL_CONSUMPTION_CITATION, PERSONAL_CONSUMPTION_NOTES, TREASURY_CITATION,
} from './citations.ts';
import { parseMonthlyCsv, toMonthlySeries } from './parsers/cpi-series.ts';
import { parseLifeTableCsv } from './parsers/life-table-csv.ts';
import { parsePattonNelsonCsv } from './parsers/personal-consumption-csv.ts';
import { parseTreasuryCsv } from './parsers/treasury-csv.ts';
import {
  cpiFile, lifeTablesFile, personalConsumptionFile, treasuryFile, type ReferenceFile,
} from './reference-files.ts';

export const SHARED_INPUTS = {
  lifeTables: 'life-tables/us-life-tables-2023-ex-lx-by-race.csv',
  treasury: 'treasury/treasury-par-yield-curve-daily.csv',
  cpi: 'cpi/cpi-u-all-items-CUUR0000SA0-monthly.csv',
  personalConsumption: 'personal-consumption/patton-nelson-1998-update-equations.csv',
} as const;

const generatedBy = (file: string) => `scripts/data/generate.ts from ${file}`;

/** Everything `npm run data:generate` writes, built in memory from the shared data folder. */
export function buildFromSharedData(dir: string): ReferenceFile[] {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch (error) {
      throw new Error(`cannot read ${path.join(dir, file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  };
  const within = <T>(file: string, build: () => T): T => {
    try {
      return build();
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  };

  const lifeTables = within(SHARED_INPUTS.lifeTables, () => {
    const rows = parseLifeTableCsv(read(SHARED_INPUTS.lifeTables));
    const other = rows.find((row) => row.year !== 2023);
    if (other) throw new Error(`holds year ${other.year}, expected only 2023`);
    const entries = rows.map(({ population, sex, age, values }) => {
      if (values.ex === undefined || values.lx_truncated === undefined) throw new Error('needs ex and lx_truncated columns');
      return { population, sex, age, ex: values.ex, lx: values.lx_truncated };
    });
    return lifeTablesFile(entries, {
      source: LIFE_TABLES_CITATION,
      notes: LIFE_TABLES_NOTES_TRANSCRIPTION,
      generatedBy: generatedBy(SHARED_INPUTS.lifeTables),
    });
  });

  const treasury = within(SHARED_INPUTS.treasury, () =>
    treasuryFile(parseTreasuryCsv(read(SHARED_INPUTS.treasury)), {
      source: TREASURY_CITATION,
      generatedBy: generatedBy(SHARED_INPUTS.treasury),
    }),
  );

  const cpi = within(SHARED_INPUTS.cpi, () =>
    cpiFile(toMonthlySeries(parseMonthlyCsv(read(SHARED_INPUTS.cpi), CPI_SERIES)), {
      source: CPI_CITATION_SHARED,
      generatedBy: generatedBy(SHARED_INPUTS.cpi),
    }),
  );

  const personalConsumption = within(SHARED_INPUTS.personalConsumption, () =>
    personalConsumptionFile(parsePattonNelsonCsv(read(SHARED_INPUTS.personalConsumption)), {
      source: PERSONAL_CONSUMPTION_CITATION,
      notes: PERSONAL_CONSUMPTION_NOTES,
      generatedBy: generatedBy(SHARED_INPUTS.personalConsumption),
    }),
  );

  return [lifeTables, treasury, cpi, personalConsumption];
}
