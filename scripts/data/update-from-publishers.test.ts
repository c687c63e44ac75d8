import { readFileSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFromOfficialFiles } from './build-from-official-files.ts';
import { parseCsv, withHeader } from './parsers/csv.ts';
import { NCHS_TABLES } from './parsers/nchs-life-table.ts';
import { HOUSEHOLD_SERVICES_OCCUPATIONS } from './parsers/oews.ts';
import {
  FILE_NAMES,
  LIFE_TABLE_GROUP_OF,
  type CpiDoc,
  type LifeTablesDoc,
  type OccupationalWagesDoc,
  type TreasuryDoc,
} from './reference-files.ts';
import { fixture, fixtureText } from './testing/fixtures.ts';
import { makeXlsx, makeZip } from './testing/make-xlsx.ts';
import { officialFilesFolder, shippedLifeTables } from './testing/official-files-folder.ts';
import {
  BLS_CPI_MEDICAL_URL,
  BLS_CPI_URL,
  BLS_WAGES_URL,
  FRED_CPI_MEDICAL_URL,
  FRED_CPI_URL,
  FRED_WAGES_URL,
  OEWS_URL,
  TREASURY_ARCHIVE_URL,
  nchsTableUrl,
  treasuryYearUrl,
  updateFromPublishers,
} from './update-from-publishers.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An output folder holding what data:generate writes from the excerpts, and a snapshot to prove it was left alone. */
function shippedDir() {
  const official = officialFilesFolder();
  const dir = mkdtempSync(path.join(tmpdir(), 'reference-data-'));
  dirs.push(official, dir);
  for (const file of buildFromOfficialFiles(official)) writeFileSync(path.join(dir, file.name), file.content);
  const snapshot = () =>
    Object.fromEntries(
      readdirSync(dir)
        .sort()
        .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
    );
  return { dir, before: snapshot(), snapshot };
}

function blsApiBody(seriesID: string, data: { year: string; period: string; value: string }[]): string {
  return JSON.stringify({ status: 'REQUEST_SUCCEEDED', Results: { series: [{ seriesID, data }] } });
}

/** The BLS API answers the latest years; here, the excerpt's months from `fromYear` on. */
function blsApiFromMonthly(seriesID: string, file: string, column: string, fromYear: number): string {
  const { body, column: at } = withHeader(parseCsv(fixtureText(file)));
  const data = body
    .filter((cells) => Number(cells[at('month')]!.slice(0, 4)) >= fromYear)
    .map((cells) => ({ year: cells[at('month')]!.slice(0, 4), period: `M${cells[at('month')]!.slice(5, 7)}`, value: cells[at(column)]! }));
  return blsApiBody(seriesID, data);
}

function blsCpiBody(): string {
  const rows = fixtureText('cpi/originals/CUUR0000SA0_bls_api_2021-2026.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
  return blsApiBody(
    'CUUR0000SA0',
    rows.map(([, year, period, value]) => ({ year: year!, period: period!, value: value! })),
  );
}

/** NCHS workbooks for the shipped tables, with the unrounded look of the official spreadsheets. */
function nchsWorkbook(table: number): Buffer {
  const { population, sex } = NCHS_TABLES[table - 1]!;
  const { ex, lx } = shippedLifeTables().groups[LIFE_TABLE_GROUP_OF[population]]![sex]!;
  const noun = { total: 'population', male: 'males', female: 'females' }[sex];
  return makeXlsx([
    [`Table ${table}. Life table for the ${population} ${noun}: United States, 2023`],
    [
      'Age (years)',
      'Probability of dying',
      'Number surviving',
      'Number dying',
      'Person-years',
      'Total person-years',
      'Expectation of life',
    ],
    [null, 'qx', 'lx', 'dx', 'Lx', 'Tx', 'ex'],
    ...ex.map((e, age) => [age === 100 ? '100 and over' : `${age}–${age + 1}`, 0.01, lx[age]! + 0.25, 1, 1, 1, e + 0.02]),
  ]);
}

/**
 * The BLS archive oesm24nat.zip: national_M2024_dl.xlsx with the excerpt's rows of the full table,
 * and the other household-services occupations from the subset file, in the full table's columns.
 */
function oewsArchive(): Buffer {
  const [header, ...rows] = parseCsv(fixtureText('household-services/oews-national-may2024-all-occupations.csv'));
  const subset = withHeader(parseCsv(fixtureText('household-services/oews-national-may2024-household-services-occupations.csv')));
  const have = new Set(rows.map((row) => row[header!.indexOf('OCC_CODE')]));
  const others = subset.body
    .filter((cells) => (HOUSEHOLD_SERVICES_OCCUPATIONS as readonly string[]).includes(cells[0]!) && !have.has(cells[0]))
    .map((cells) =>
      header!.map((name) => (name === 'O_GROUP' ? 'detailed' : subset.header.includes(name) ? cells[subset.column(name)]! : '')),
    );
  const numeric = (cell: string) => (/^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);
  const workbook = makeXlsx([header!, ...[...rows, ...others].map((row) => row.map(numeric))]);
  return makeZip({ 'oesm24nat/field_descriptions.xlsx': makeXlsx([['Field']]), 'oesm24nat/national_M2024_dl.xlsx': workbook });
}

/** The address a fetch was asked for. */
const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : input.toString());

/** Serves the excerpts of the official files at the publishers' addresses. */
function fakePublishers(overrides: Record<string, () => Response> = {}): typeof fetch {
  const routes: Record<string, () => Response> = {
    [TREASURY_ARCHIVE_URL]: () => new Response(fixture('treasury/originals/par-yield-curve-rates-1990-2023.csv')),
    [treasuryYearUrl(2024)]: () => new Response(fixture('treasury/originals/yield-curve-rates-1990-2024.csv')),
    [treasuryYearUrl(2025)]: () => new Response(fixture('treasury/originals/2025-daily-treasury-rates.csv')),
    [FRED_CPI_URL]: () => new Response(fixture('cpi/originals/CPIAUCNS_fred.csv')),
    [BLS_CPI_URL]: () => new Response(blsCpiBody()),
    [FRED_CPI_MEDICAL_URL]: () => new Response(fixture('cpi/originals/CPIMEDNS_fred.csv')),
    [BLS_CPI_MEDICAL_URL]: () =>
      new Response(blsApiFromMonthly('CUUR0000SAM', 'cpi/cpi-u-medical-care-CUUR0000SAM-monthly.csv', 'CUUR0000SAM', 2022)),
    [FRED_WAGES_URL]: () => new Response(fixture('wages/originals/AHETPI_fred.csv')),
    [BLS_WAGES_URL]: () =>
      new Response(blsApiFromMonthly('CES0500000008', 'wages/ahetpi-average-hourly-earnings-monthly.csv', 'AHETPI', 2024)),
    [OEWS_URL]: () => new Response(oewsArchive()),
    ...Object.fromEntries(NCHS_TABLES.map(({ table }) => [nchsTableUrl(table), () => new Response(nchsWorkbook(table))])),
    ...overrides,
  };
  return (input: string | URL | Request) => {
    const route = routes[urlOf(input)];
    return Promise.resolve(route ? route() : new Response('not found', { status: 404, statusText: 'Not Found' }));
  };
}

const offline = ((input: string | URL | Request) => {
  const host = new URL(urlOf(input)).hostname;
  return Promise.reject(
    new TypeError('fetch failed', { cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }) }),
  );
}) as typeof fetch;

const now = new Date('2025-12-01T12:00:00Z');

describe('updateFromPublishers', () => {
  it('offline: names the first source and why, lists the others, and writes nothing', async () => {
    const out = shippedDir();
    await expect(updateFromPublishers({ fetch: offline, outDir: out.dir, now })).rejects.toThrow(
      `could not download the Treasury par yield curve from ${TREASURY_ARCHIVE_URL} (getaddrinfo ENOTFOUND home.treasury.gov). ` +
        'Also failed: the CPI-U series CUUR0000SA0, the NCHS 2023 life tables, the CPI-U medical care series CUUR0000SAM, ' +
        'the average hourly earnings series AHETPI, the OEWS May 2024 national wages.',
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('one missing file fails the whole update', async () => {
    const out = shippedDir();
    const fetch = fakePublishers({ [nchsTableUrl(7)]: () => new Response('gone', { status: 404, statusText: 'Not Found' }) });
    await expect(updateFromPublishers({ fetch, outDir: out.dir, now })).rejects.toThrow(
      `could not download the NCHS 2023 life tables from ${nchsTableUrl(7)} (HTTP 404 Not Found).`,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('names the OEWS archive when it lacks the national workbook', async () => {
    const out = shippedDir();
    const fetch = fakePublishers({ [OEWS_URL]: () => new Response(makeZip({ 'oesm24nat/readme.txt': 'x' })) });
    await expect(updateFromPublishers({ fetch, outDir: out.dir, now })).rejects.toThrow(
      `the OEWS May 2024 national wages downloaded from ${OEWS_URL} could not be used: no national_M2024_dl.xlsx in the archive (it holds oesm24nat/readme.txt).`,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('gives up on a silent server after the timeout', async () => {
    const out = shippedDir();
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      )) as typeof fetch;
    await expect(updateFromPublishers({ fetch: hang, outDir: out.dir, now, timeoutMs: 50 })).rejects.toThrow(
      /no complete answer within 0.05 s/,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('refuses downloads that contradict the shipped data', async () => {
    const out = shippedDir();
    const archive = fixtureText('treasury/originals/par-yield-curve-rates-1990-2023.csv').replace('01/02/1990,,,7.83', '01/02/1990,,,7.93');
    // The 1990-2024 copy is served as the 2024 file and would correct the archive (later files win); leave it empty.
    const fetch = fakePublishers({
      [TREASURY_ARCHIVE_URL]: () => new Response(archive),
      [treasuryYearUrl(2024)]: () => new Response(fixtureText('treasury/originals/2025-daily-treasury-rates.csv').split('\n')[0]),
    });
    await expect(updateFromPublishers({ fetch, outDir: out.dir, now })).rejects.toThrow(
      /Treasury par yield curve as downloaded contradicts the shipped data: Treasury: 1990-01-02 3 Mo is 7.93 in the new data but 7.83/,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('refuses a medical CPI month that differs between FRED and the BLS', async () => {
    const out = shippedDir();
    const fred = fixtureText('cpi/originals/CPIMEDNS_fred.csv').replace('2023-11-01,551.769', '2023-11-01,551.8');
    const fetch = fakePublishers({ [FRED_CPI_MEDICAL_URL]: () => new Response(fred) });
    await expect(updateFromPublishers({ fetch, outDir: out.dir, now })).rejects.toThrow(
      /disagree on 2023-11: FRED has 551.8, BLS has 551.769/,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('writes the six downloadable files when everything checks out', async () => {
    const out = shippedDir();
    const written = await updateFromPublishers({ fetch: fakePublishers(), outDir: out.dir, now });
    expect(written.map((f) => f.name)).toEqual([
      FILE_NAMES.lifeTables,
      FILE_NAMES.treasury,
      FILE_NAMES.cpi,
      FILE_NAMES.cpiMedical,
      FILE_NAMES.wages,
      FILE_NAMES.occupationalWages,
    ]);
    const read = <T>(name: string) => JSON.parse(readFileSync(path.join(out.dir, name), 'utf8')) as T;
    const before = <T>(name: string) => JSON.parse(out.before[name]!) as T;

    const treasury = read<TreasuryDoc>(FILE_NAMES.treasury);
    expect(treasury.generatedBy).toMatch(/^scripts\/data\/update\.ts from https:\/\/home\.treasury\.gov\/.* retrieved 2025-12-01$/);
    expect({ ...treasury, source: '', generatedBy: '' }).toEqual({
      ...before<TreasuryDoc>(FILE_NAMES.treasury),
      source: '',
      generatedBy: '',
    });

    const cpi = read<CpiDoc>(FILE_NAMES.cpi);
    expect([cpi.firstMonth, cpi.lastMonth, cpi.values]).toEqual(['1913-01', '2026-05', before<CpiDoc>(FILE_NAMES.cpi).values]);
    for (const name of [FILE_NAMES.cpiMedical, FILE_NAMES.wages]) {
      const series = read<CpiDoc>(name);
      expect({ ...series, source: '', generatedBy: '' }).toEqual({ ...before<CpiDoc>(name), source: '', generatedBy: '' });
      expect(series.generatedBy).toMatch(
        /^scripts\/data\/update\.ts from https:\/\/fred\.stlouisfed\.org\/.* and https:\/\/api\.bls\.gov\/.*, retrieved 2025-12-01$/,
      );
    }

    const oews = read<OccupationalWagesDoc>(FILE_NAMES.occupationalWages);
    expect(oews.occupations).toEqual(before<OccupationalWagesDoc>(FILE_NAMES.occupationalWages).occupations);
    expect(oews.generatedBy).toBe(`scripts/data/update.ts from ${OEWS_URL} (oesm24nat/national_M2024_dl.xlsx), retrieved 2025-12-01`);

    const lifeTables = read<LifeTablesDoc>(FILE_NAMES.lifeTables);
    expect(lifeTables.notes).toMatch(/rounded to an integer, as printed/);
    expect(lifeTables.groups).toEqual(before<LifeTablesDoc>(FILE_NAMES.lifeTables).groups);
    expect(out.snapshot()[FILE_NAMES.personalConsumption]).toBe(out.before[FILE_NAMES.personalConsumption]);
    expect(readdirSync(out.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
