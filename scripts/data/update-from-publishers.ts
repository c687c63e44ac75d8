import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CPI_CITATION_DOWNLOAD, CPI_SERIES, LIFE_TABLES_CITATION, LIFE_TABLES_NOTES_OFFICIAL, TREASURY_CITATION,
} from './citations.ts';
import { checkCpiKeeps, checkLifeTablesAgree, checkTreasuryKeeps } from './consistency-checks.ts';
import { mergeMonthlyValues, parseBlsApiJson, parseFredCsv, toMonthlySeries } from './parsers/cpi-series.ts';
import { NCHS_TABLES, parseNchsLifeTableXlsx } from './parsers/nchs-life-table.ts';
import { mergeTreasuryDays, parseTreasuryCsv } from './parsers/treasury-csv.ts';
import {
  FILE_NAMES, cpiFile, lifeTablesFile, treasuryFile, writeReferenceFiles,
  type CpiDoc, type LifeTableEntry, type LifeTablesDoc, type ReferenceFile, type TreasuryDoc,
} from './reference-files.ts';

const TREASURY_RATES = 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
// The archive file's name carries its last year; when the Treasury publishes a newer archive, bump both.
export const TREASURY_ARCHIVE_URL = `${TREASURY_RATES}/daily-treasury-rate-archives/par-yield-curve-rates-1990-2023.csv`;
const TREASURY_ARCHIVE_LAST_YEAR = 2023;
export const treasuryYearUrl = (year: number) =>
  `${TREASURY_RATES}/daily-treasury-rates.csv/${year}/all?type=daily_treasury_yield_curve&field_tdr_date_value=${year}&page&_format=csv`;

export const FRED_CPI_URL = 'https://fred.stlouisfed.org/graph/fredgraph.csv?id=CPIAUCNS';
// Without a registration key the v2 API answers a plain GET with the latest three years.
export const BLS_CPI_URL = `https://api.bls.gov/publicAPI/v2/timeseries/data/${CPI_SERIES}`;

const NVSR_DIR = 'https://ftp.cdc.gov/pub/Health_Statistics/NCHS/Publications/NVSR/74-06';
export const nchsTableUrl = (table: number) => `${NVSR_DIR}/Table${String(table).padStart(2, '0')}.xlsx`;
const LIFE_TABLE_YEAR = 2023;

const SOURCES = {
  treasury: 'the Treasury par yield curve',
  cpi: `the CPI-U series ${CPI_SERIES}`,
  lifeTables: `the NCHS ${LIFE_TABLE_YEAR} life tables`,
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

async function cpiFromPublishers(fetchImpl: typeof globalThis.fetch, now: Date, timeoutMs: number) {
  const [fred, bls] = await allInOrder([
    download(fetchImpl, SOURCES.cpi, FRED_CPI_URL, timeoutMs).then((bytes) =>
      readAs(SOURCES.cpi, FRED_CPI_URL, () => parseFredCsv(bytes.toString('utf8'), 'CPIAUCNS')),
    ),
    download(fetchImpl, SOURCES.cpi, BLS_CPI_URL, timeoutMs).then((bytes) =>
      readAs(SOURCES.cpi, BLS_CPI_URL, () => parseBlsApiJson(JSON.parse(bytes.toString('utf8')), CPI_SERIES)),
    ),
  ]);
  const series = readAs(SOURCES.cpi, `${FRED_CPI_URL} and ${BLS_CPI_URL}`, () =>
    toMonthlySeries(mergeMonthlyValues([{ label: 'FRED', values: fred }, { label: 'BLS', values: bls }])),
  );
  return cpiFile(series, {
    source: CPI_CITATION_DOWNLOAD,
    generatedBy: `scripts/data/update.ts from ${FRED_CPI_URL} and ${BLS_CPI_URL}, retrieved ${now.toISOString().slice(0, 10)}`,
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
          population, sex, age, ex: Math.round(parsed.ex[age]! * 10) / 10, lx: Math.round(parsed.lx[age]!),
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
  const labels = [SOURCES.treasury, SOURCES.cpi, SOURCES.lifeTables];
  const settled = await Promise.allSettled([
    treasuryFromPublisher(fetchImpl, now, timeoutMs),
    cpiFromPublishers(fetchImpl, now, timeoutMs),
    lifeTablesFromPublisher(fetchImpl, now, timeoutMs),
  ]);
  const failed = settled.flatMap((result, i) => (result.status === 'rejected' ? [{ label: labels[i]!, error: result.reason as Error }] : []));
  if (failed.length > 0) {
    const [first, ...others] = failed;
    const message = first!.error instanceof UpdateError ? first!.error.message : `${first!.label}: ${first!.error.message}.`;
    throw new UpdateError(others.length ? `${message} Also failed: ${others.map((f) => f.label).join(', ')}.` : message);
  }
  const [treasury, cpi, lifeTables] = settled.map((r) => (r as PromiseFulfilledResult<ReferenceFile>).value) as [
    ReferenceFile, ReferenceFile, ReferenceFile,
  ];

  const checks: [string, () => Promise<void>][] = [
    [SOURCES.treasury, async () => {
      const shipped = await readShipped<TreasuryDoc>(outDir, FILE_NAMES.treasury);
      if (shipped) checkTreasuryKeeps(JSON.parse(treasury.content) as TreasuryDoc, shipped);
    }],
    [SOURCES.cpi, async () => {
      const shipped = await readShipped<CpiDoc>(outDir, FILE_NAMES.cpi);
      if (shipped) checkCpiKeeps(JSON.parse(cpi.content) as CpiDoc, shipped);
    }],
    [SOURCES.lifeTables, async () => {
      const shipped = await readShipped<LifeTablesDoc>(outDir, FILE_NAMES.lifeTables);
      if (shipped) checkLifeTablesAgree(JSON.parse(lifeTables.content) as LifeTablesDoc, shipped);
    }],
  ];
  for (const [label, check] of checks) {
    try {
      await check();
    } catch (error) {
      throw new UpdateError(`${label} as downloaded contradicts the shipped data: ${(error as Error).message}.`);
    }
  }

  const files = [lifeTables, treasury, cpi];
  await writeReferenceFiles(outDir, files);
  return files;
}
