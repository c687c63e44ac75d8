import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CPI_CITATION_DOWNLOAD,
  CPI_MEDICAL_CITATION_DOWNLOAD,
  CPI_MEDICAL_SERIES,
  CPI_SERIES,
  LIFE_TABLES_CITATION,
  LIFE_TABLES_NOTES_OFFICIAL,
  OEWS_CITATION,
  TREASURY_CITATION,
  WAGES_BLS_SERIES,
  WAGES_CITATION_DOWNLOAD,
  WAGES_SERIES,
} from './citations.ts';
import {
  checkCpiKeeps,
  checkLifeTablesAgree,
  checkOccupationalWagesAgree,
  checkSeriesExtends,
  checkTreasuryKeeps,
} from './consistency-checks.ts';
import { mergeMonthlyValues, parseBlsApiJson, parseFredCsv, toMonthlySeries } from './parsers/cpi-series.ts';
import { NCHS_TABLES, parseNchsLifeTableXlsx } from './parsers/nchs-life-table.ts';
import { HOUSEHOLD_SERVICES_OCCUPATIONS, selectOccupations } from './parsers/oews.ts';
import { mergeTreasuryDays, parseTreasuryCsv } from './parsers/treasury-csv.ts';
import { readFirstSheet } from './parsers/xlsx-sheet.ts';
import { openZip } from './parsers/zip-archive.ts';
import {
  FILE_NAMES,
  lifeTablesFile,
  monthlySeriesFile,
  occupationalWagesFile,
  treasuryFile,
  writeReferenceFiles,
  type CpiDoc,
  type LifeTableEntry,
  type LifeTablesDoc,
  type OccupationalWagesDoc,
  type ReferenceFile,
  type TreasuryDoc,
} from './reference-files.ts';

const TREASURY_RATES = 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
// The archive file's name carries its last year; when the Treasury publishes a newer archive, bump both.
export const TREASURY_ARCHIVE_URL = `${TREASURY_RATES}/daily-treasury-rate-archives/par-yield-curve-rates-1990-2023.csv`;
const TREASURY_ARCHIVE_LAST_YEAR = 2023;
export const treasuryYearUrl = (year: number) =>
  `${TREASURY_RATES}/daily-treasury-rates.csv/${year}/all?type=daily_treasury_yield_curve&field_tdr_date_value=${year}&page&_format=csv`;

const fredUrl = (id: string) => `https://fred.stlouisfed.org/graph/fredgraph.csv?id=${id}`;
// Without a registration key the v2 API answers a plain GET with the latest three years.
const blsApiUrl = (series: string) => `https://api.bls.gov/publicAPI/v2/timeseries/data/${series}`;
export const FRED_CPI_URL = fredUrl('CPIAUCNS');
export const BLS_CPI_URL = blsApiUrl(CPI_SERIES);
export const FRED_CPI_MEDICAL_URL = fredUrl('CPIMEDNS');
export const BLS_CPI_MEDICAL_URL = blsApiUrl(CPI_MEDICAL_SERIES);
export const FRED_WAGES_URL = fredUrl('AHETPI');
export const BLS_WAGES_URL = blsApiUrl(WAGES_BLS_SERIES);
// The May 2024 national estimates, the vintage methodology §4c names; a later vintage is a method change.
export const OEWS_URL = 'https://www.bls.gov/oes/special-requests/oesm24nat.zip';

const NVSR_DIR = 'https://ftp.cdc.gov/pub/Health_Statistics/NCHS/Publications/NVSR/74-06';
export const nchsTableUrl = (table: number) => `${NVSR_DIR}/Table${String(table).padStart(2, '0')}.xlsx`;
const LIFE_TABLE_YEAR = 2023;

const SOURCES = {
  treasury: 'the Treasury par yield curve',
  cpi: `the CPI-U series ${CPI_SERIES}`,
  lifeTables: `the NCHS ${LIFE_TABLE_YEAR} life tables`,
  cpiMedical: `the CPI-U medical care series ${CPI_MEDICAL_SERIES}`,
  wages: `the average hourly earnings series ${WAGES_SERIES}`,
  occupationalWages: 'the OEWS May 2024 national wages',
} as const;

export interface UpdateOptions {
  fetch?: typeof globalThis.fetch;
  outDir: string;
  now?: Date;
  timeoutMs?: number;
}

/** Failure with a sentence meant for the person running data:update. */
export class UpdateError extends Error {}

function describeFetchFailure(error: unknown, timeoutMs: number): string {
  const e = error as Error & { cause?: Error & { code?: string; errors?: Error[] } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no complete answer within ${timeoutMs / 1000} s`;
  // undici reports "fetch failed" and keeps the reason (DNS, refused connection, TLS) in `cause`.
  const cause = e?.cause;
  const reason = cause?.message || cause?.errors?.[0]?.message || cause?.code;
  return reason ? String(reason) : String(e?.message ?? error);
}

async function download(fetchImpl: typeof globalThis.fetch, what: string, url: string, timeoutMs: number): Promise<Buffer> {
  const fail = (why: string) => new UpdateError(`could not download ${what} from ${url} (${why}).`);
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'damages-report data:update (reference data refresh)' },
    });
    if (!response.ok) throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw error instanceof UpdateError ? error : fail(describeFetchFailure(error, timeoutMs));
  }
}

function readAs<T>(what: string, url: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new UpdateError(`${what} downloaded from ${url} could not be used: ${(error as Error).message}.`);
  }
}

async function readShipped<T>(dir: string, name: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Like Promise.all, but waits for every download and reports the first failure in list order, not in time order. */
async function allInOrder<T extends readonly unknown[]>(tasks: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(tasks as readonly Promise<unknown>[]);
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function compressUrls(urls: string[]): string {
  return urls.length <= 2 ? urls.join(' and ') : `${urls[0]} … ${urls.at(-1)} (${urls.length} files)`;
}

async function treasuryFromPublisher(fetchImpl: typeof globalThis.fetch, now: Date, timeoutMs: number) {
  const urls = [TREASURY_ARCHIVE_URL];
  for (let year = TREASURY_ARCHIVE_LAST_YEAR + 1; year <= now.getUTCFullYear(); year++) urls.push(treasuryYearUrl(year));
  // Later files win on a shared date, so per-year downloads correct the archive.
  const files = await allInOrder(
    urls.map(async (url) => {
      const bytes = await download(fetchImpl, SOURCES.treasury, url, timeoutMs);
      return readAs(SOURCES.treasury, url, () => parseTreasuryCsv(bytes.toString('utf8')));
    }),
  );
  const retrieved = now.toISOString().slice(0, 10);
  return treasuryFile(mergeTreasuryDays(files), {
    source: TREASURY_CITATION,
    generatedBy: `scripts/data/update.ts from ${compressUrls(urls)}, retrieved ${retrieved}`,
  });
}

interface MonthlySource {
  what: string;
  fileName: string;
  seriesId: string;
  fred: { id: string; url: string };
  bls: { id: string; url: string };
  citation: string;
  /** CES wage estimates are revised; the BLS API's newer figure then wins over FRED's. */
  revised: boolean;
}

const MONTHLY_SOURCES = {
  cpi: {
    what: SOURCES.cpi,
    fileName: FILE_NAMES.cpi,
    seriesId: CPI_SERIES,
    citation: CPI_CITATION_DOWNLOAD,
    revised: false,
    fred: { id: 'CPIAUCNS', url: FRED_CPI_URL },
    bls: { id: CPI_SERIES, url: BLS_CPI_URL },
  },
  cpiMedical: {
    what: SOURCES.cpiMedical,
    fileName: FILE_NAMES.cpiMedical,
    seriesId: CPI_MEDICAL_SERIES,
    citation: CPI_MEDICAL_CITATION_DOWNLOAD,
    revised: false,
    fred: { id: 'CPIMEDNS', url: FRED_CPI_MEDICAL_URL },
    bls: { id: CPI_MEDICAL_SERIES, url: BLS_CPI_MEDICAL_URL },
  },
  wages: {
    what: SOURCES.wages,
    fileName: FILE_NAMES.wages,
    seriesId: WAGES_SERIES,
    citation: WAGES_CITATION_DOWNLOAD,
    revised: true,
    fred: { id: 'AHETPI', url: FRED_WAGES_URL },
    bls: { id: WAGES_BLS_SERIES, url: BLS_WAGES_URL },
  },
} satisfies Record<string, MonthlySource>;

async function monthlyFromPublishers(source: MonthlySource, fetchImpl: typeof globalThis.fetch, now: Date, timeoutMs: number) {
  const { what, fred, bls } = source;
  const [fredValues, blsValues] = await allInOrder([
    download(fetchImpl, what, fred.url, timeoutMs).then((bytes) =>
      readAs(what, fred.url, () => parseFredCsv(bytes.toString('utf8'), fred.id)),
    ),
    download(fetchImpl, what, bls.url, timeoutMs).then((bytes) =>
      readAs(what, bls.url, () => parseBlsApiJson(JSON.parse(bytes.toString('utf8')), bls.id)),
    ),
  ]);
  const series = readAs(what, `${fred.url} and ${bls.url}`, () =>
    toMonthlySeries(
      mergeMonthlyValues(
        [
          { label: 'FRED', values: fredValues },
          { label: 'BLS', values: blsValues },
        ],
        { laterWins: source.revised },
      ),
    ),
  );
  return monthlySeriesFile(source.fileName, source.seriesId, series, {
    source: source.citation,
    generatedBy: `scripts/data/update.ts from ${fred.url} and ${bls.url}, retrieved ${now.toISOString().slice(0, 10)}`,
  });
}

async function occupationalWagesFromPublisher(fetchImpl: typeof globalThis.fetch, now: Date, timeoutMs: number) {
  const bytes = await download(fetchImpl, SOURCES.occupationalWages, OEWS_URL, timeoutMs);
  return readAs(SOURCES.occupationalWages, OEWS_URL, () => {
    const zip = openZip(bytes);
    const workbook = zip.names.find((name) => /national_M2024_dl\.xlsx$/i.test(name));
    if (!workbook) throw new Error(`no national_M2024_dl.xlsx in the archive (it holds ${zip.names.join(', ')})`);
    const occupations = selectOccupations(readFirstSheet(zip.read(workbook)), HOUSEHOLD_SERVICES_OCCUPATIONS);
    return occupationalWagesFile(occupations, {
      source: OEWS_CITATION,
      generatedBy: `scripts/data/update.ts from ${OEWS_URL} (${workbook}), retrieved ${now.toISOString().slice(0, 10)}`,
    });
  });
}

const SEX_IN_TITLE = { total: /^(?!.*\b(males?|females?)\b)/i, male: /\bmales?\b/i, female: /\bfemales?\b/i };

async function lifeTablesFromPublisher(fetchImpl: typeof globalThis.fetch, now: Date, timeoutMs: number) {
  const perTable = await allInOrder(
    NCHS_TABLES.map(async ({ table, population, sex }) => {
      const url = nchsTableUrl(table);
      const bytes = await download(fetchImpl, SOURCES.lifeTables, url, timeoutMs);
      return readAs(SOURCES.lifeTables, url, () => {
        const parsed = parseNchsLifeTableXlsx(bytes);
        // Table numbering decides group and sex; the title guards against a renumbered release.
        if (!parsed.title.includes(String(LIFE_TABLE_YEAR)) || !SEX_IN_TITLE[sex].test(parsed.title)) {
          throw new Error(`title "${parsed.title}" does not describe ${sex} ${population} for ${LIFE_TABLE_YEAR}`);
        }
        return parsed.ages.map((age): LifeTableEntry => ({
          population,
          sex,
          age,
          ex: Math.round(parsed.ex[age]! * 10) / 10,
          lx: Math.round(parsed.lx[age]!),
        }));
      });
    }),
  );
  return lifeTablesFile(perTable.flat(), {
    source: LIFE_TABLES_CITATION,
    notes: LIFE_TABLES_NOTES_OFFICIAL,
    generatedBy: `scripts/data/update.ts from ${NVSR_DIR}/Table01.xlsx … Table18.xlsx, retrieved ${now.toISOString().slice(0, 10)}`,
  });
}

/**
 * Downloads every source, validates everything, and only then replaces the shipped files.
 * Throws UpdateError (nothing written) on the first problem, mentioning any other failed source.
 */
export async function updateFromPublishers(options: UpdateOptions): Promise<ReferenceFile[]> {
  const { fetch: fetchImpl = globalThis.fetch, outDir, now = new Date(), timeoutMs = 20_000 } = options;
  const tasks: [string, () => Promise<ReferenceFile>][] = [
    [SOURCES.treasury, () => treasuryFromPublisher(fetchImpl, now, timeoutMs)],
    [SOURCES.cpi, () => monthlyFromPublishers(MONTHLY_SOURCES.cpi, fetchImpl, now, timeoutMs)],
    [SOURCES.lifeTables, () => lifeTablesFromPublisher(fetchImpl, now, timeoutMs)],
    [SOURCES.cpiMedical, () => monthlyFromPublishers(MONTHLY_SOURCES.cpiMedical, fetchImpl, now, timeoutMs)],
    [SOURCES.wages, () => monthlyFromPublishers(MONTHLY_SOURCES.wages, fetchImpl, now, timeoutMs)],
    [SOURCES.occupationalWages, () => occupationalWagesFromPublisher(fetchImpl, now, timeoutMs)],
  ];
  const settled = await Promise.allSettled(tasks.map(([, run]) => run()));
  const failed = settled.flatMap((result, i) =>
    result.status === 'rejected' ? [{ label: tasks[i]![0], error: result.reason as Error }] : [],
  );
  if (failed.length > 0) {
    const [first, ...others] = failed;
    const message = first!.error instanceof UpdateError ? first!.error.message : `${first!.label}: ${first!.error.message}.`;
    throw new UpdateError(others.length ? `${message} Also failed: ${others.map((f) => f.label).join(', ')}.` : message);
  }
  const [treasury, cpi, lifeTables, cpiMedical, wages, occupationalWages] = settled.map(
    (r) => (r as PromiseFulfilledResult<ReferenceFile>).value,
  ) as [ReferenceFile, ReferenceFile, ReferenceFile, ReferenceFile, ReferenceFile, ReferenceFile];

  const against =
    <T>(file: ReferenceFile, check: (next: T, shipped: T) => void) =>
    async () => {
      const shipped = await readShipped<T>(outDir, file.name);
      if (shipped) check(JSON.parse(file.content) as T, shipped);
    };
  const checks: [string, () => Promise<void>][] = [
    [SOURCES.treasury, against<TreasuryDoc>(treasury, checkTreasuryKeeps)],
    [SOURCES.cpi, against<CpiDoc>(cpi, checkCpiKeeps)],
    [SOURCES.lifeTables, against<LifeTablesDoc>(lifeTables, checkLifeTablesAgree)],
    [SOURCES.cpiMedical, against<CpiDoc>(cpiMedical, checkCpiKeeps)],
    [SOURCES.wages, against<CpiDoc>(wages, checkSeriesExtends)],
    [SOURCES.occupationalWages, against<OccupationalWagesDoc>(occupationalWages, checkOccupationalWagesAgree)],
  ];
  for (const [label, check] of checks) {
    try {
      await check();
    } catch (error) {
      throw new UpdateError(`${label} as downloaded contradicts the shipped data: ${(error as Error).message}.`);
    }
  }

  const files = [lifeTables, treasury, cpi, cpiMedical, wages, occupationalWages];
  await writeReferenceFiles(outDir, files);
  return files;
}
