import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CPI_CITATION_SHARED,
  CPI_MEDICAL_CITATION_FILES,
  CPI_MEDICAL_SERIES,
  CPI_SERIES,
  LIFE_TABLES_CITATION,
  LIFE_TABLES_NOTES_TRANSCRIPTION,
  OEWS_CITATION,
  PERSONAL_CONSUMPTION_CITATION,
  PERSONAL_CONSUMPTION_NOTES,
  TREASURY_CITATION,
  WAGES_CITATION_FILES,
  WAGES_SERIES,
} from './citations.ts';
import { parseMonthlyCsv, toMonthlySeries } from './parsers/cpi-series.ts';
import { parseCsv } from './parsers/csv.ts';
import { parseLifeTableCsv } from './parsers/life-table-csv.ts';
import { HOUSEHOLD_SERVICES_OCCUPATIONS, selectOccupations } from './parsers/oews.ts';
import { parsePattonNelsonCsv } from './parsers/personal-consumption-csv.ts';
import { parseTreasuryCsv } from './parsers/treasury-csv.ts';
import {
  FILE_NAMES,
  cpiFile,
  lifeTablesFile,
  monthlySeriesFile,
  occupationalWagesFile,
  personalConsumptionFile,
  treasuryFile,
  type ReferenceFile,
} from './reference-files.ts';

/** The files read from the folder of official files, by their path in it (see its SOURCES.md). */
export const OFFICIAL_INPUTS = {
  lifeTables: 'life-tables/us-life-tables-2023-ex-lx-by-race.csv',
  treasury: 'treasury/treasury-par-yield-curve-daily.csv',
  cpi: 'cpi/cpi-u-all-items-CUUR0000SA0-monthly.csv',
  personalConsumption: 'personal-consumption/patton-nelson-1998-update-equations.csv',
  cpiMedical: 'cpi/cpi-u-medical-care-CUUR0000SAM-monthly.csv',
  wages: 'wages/ahetpi-average-hourly-earnings-monthly.csv',
  occupationalWages: 'household-services/oews-national-may2024-household-services-occupations.csv',
} as const;

const generatedBy = (file: string) => `scripts/data/generate.ts from ${file}`;

/** Everything `npm run data:generate` writes, built in memory from the folder of official files. */
export function buildFromOfficialFiles(dir: string): ReferenceFile[] {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch (error) {
      throw new Error(`cannot read ${path.join(dir, file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, {
        cause: error,
      });
    }
  };
  const within = <T>(file: string, build: () => T): T => {
    try {
      return build();
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  };

  const lifeTables = within(OFFICIAL_INPUTS.lifeTables, () => {
    const rows = parseLifeTableCsv(read(OFFICIAL_INPUTS.lifeTables));
    const other = rows.find((row) => row.year !== 2023);
    if (other) throw new Error(`holds year ${other.year}, expected only 2023`);
    const entries = rows.map(({ population, sex, age, values }) => {
      if (values.ex === undefined || values.lx_truncated === undefined) throw new Error('needs ex and lx_truncated columns');
      return { population, sex, age, ex: values.ex, lx: values.lx_truncated };
    });
    return lifeTablesFile(entries, {
      source: LIFE_TABLES_CITATION,
      notes: LIFE_TABLES_NOTES_TRANSCRIPTION,
      generatedBy: generatedBy(OFFICIAL_INPUTS.lifeTables),
    });
  });

  const treasury = within(OFFICIAL_INPUTS.treasury, () =>
    treasuryFile(parseTreasuryCsv(read(OFFICIAL_INPUTS.treasury)), {
      source: TREASURY_CITATION,
      generatedBy: generatedBy(OFFICIAL_INPUTS.treasury),
    }),
  );

  const cpi = within(OFFICIAL_INPUTS.cpi, () =>
    cpiFile(toMonthlySeries(parseMonthlyCsv(read(OFFICIAL_INPUTS.cpi), CPI_SERIES)), {
      source: CPI_CITATION_SHARED,
      generatedBy: generatedBy(OFFICIAL_INPUTS.cpi),
    }),
  );

  const personalConsumption = within(OFFICIAL_INPUTS.personalConsumption, () =>
    personalConsumptionFile(parsePattonNelsonCsv(read(OFFICIAL_INPUTS.personalConsumption)), {
      source: PERSONAL_CONSUMPTION_CITATION,
      notes: PERSONAL_CONSUMPTION_NOTES,
      generatedBy: generatedBy(OFFICIAL_INPUTS.personalConsumption),
    }),
  );

  const cpiMedical = within(OFFICIAL_INPUTS.cpiMedical, () =>
    monthlySeriesFile(
      FILE_NAMES.cpiMedical,
      CPI_MEDICAL_SERIES,
      toMonthlySeries(parseMonthlyCsv(read(OFFICIAL_INPUTS.cpiMedical), CPI_MEDICAL_SERIES)),
      {
        source: CPI_MEDICAL_CITATION_FILES,
        generatedBy: generatedBy(OFFICIAL_INPUTS.cpiMedical),
      },
    ),
  );

  const wages = within(OFFICIAL_INPUTS.wages, () =>
    monthlySeriesFile(FILE_NAMES.wages, WAGES_SERIES, toMonthlySeries(parseMonthlyCsv(read(OFFICIAL_INPUTS.wages), WAGES_SERIES)), {
      source: WAGES_CITATION_FILES,
      generatedBy: generatedBy(OFFICIAL_INPUTS.wages),
    }),
  );

  const occupationalWages = within(OFFICIAL_INPUTS.occupationalWages, () =>
    occupationalWagesFile(selectOccupations(parseCsv(read(OFFICIAL_INPUTS.occupationalWages)), HOUSEHOLD_SERVICES_OCCUPATIONS), {
      source: OEWS_CITATION,
      generatedBy: generatedBy(OFFICIAL_INPUTS.occupationalWages),
    }),
  );

  return [lifeTables, treasury, cpi, personalConsumption, cpiMedical, wages, occupationalWages];
}
