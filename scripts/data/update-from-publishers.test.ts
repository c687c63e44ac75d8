import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFromSharedData } from './build-from-shared.ts';
import { parseLifeTableCsv } from './parsers/life-table-csv.ts';
import { NCHS_TABLES } from './parsers/nchs-life-table.ts';
import { sharedDataDir } from './paths.ts';
import { FILE_NAMES, type CpiDoc, type LifeTablesDoc, type TreasuryDoc } from './reference-files.ts';
import { makeXlsx } from './testing/make-xlsx.ts';
import {
  BLS_CPI_URL, FRED_CPI_URL, TREASURY_ARCHIVE_URL, nchsTableUrl, treasuryYearUrl, updateFromPublishers,
} from './update-from-publishers.ts';

const shared = (file: string) => readFileSync(path.join(sharedDataDir(), file));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An output folder holding what data:generate ships, and a snapshot to prove it was left alone. */
function shippedDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'reference-data-'));
  dirs.push(dir);
  for (const file of buildFromSharedData(sharedDataDir())) writeFileSync(path.join(dir, file.name), file.content);
  const snapshot = () => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
  return { dir, before: snapshot(), snapshot };
}

function blsApiBody(): string {
  const rows = readFileSync(path.join(sharedDataDir(), 'cpi/originals/CUUR0000SA0_bls_api_2021-2026.csv'), 'utf8')
    .trim().split('\n').slice(1).map((line) => line.split(','));
  const data = rows.map(([, year, period, value]) => ({ year, period, value }));
  return JSON.stringify({ status: 'REQUEST_SUCCEEDED', Results: { series: [{ seriesID: 'CUUR0000SA0', data }] } });
}

function nchsWorkbook(table: number): Buffer {
  const { population, sex } = NCHS_TABLES[table - 1]!;
  const rows = parseLifeTableCsv(shared('life-tables/us-life-tables-2023-ex-lx-by-race.csv').toString('utf8'))
    .filter((r) => r.table === table);
  const noun = { total: 'population', male: 'males', female: 'females' }[sex];
  return makeXlsx([
    [`Table ${table}. Life table for the ${population} ${noun}: United States, 2023`],
    ['Age (years)', 'Probability of dying', 'Number surviving', 'Number dying', 'Person-years', 'Total person-years', 'Expectation of life'],
    [null, 'qx', 'lx', 'dx', 'Lx', 'Tx', 'ex'],
    ...rows.map(({ age, values }) => [
      age === 100 ? '100 and over' : `${age}–${age + 1}`, 0.01, values.lx_truncated! + 0.25, 1, 1, 1, values.ex! + 0.02,
    ]),
  ]);
}

/** Serves the shared originals at the publishers' addresses. */
function fakePublishers(overrides: Record<string, () => Response> = {}): typeof fetch {
  const routes: Record<string, () => Response> = {
    [TREASURY_ARCHIVE_URL]: () => new Response(shared('treasury/originals/par-yield-curve-rates-1990-2023.csv')),
    [treasuryYearUrl(2024)]: () => new Response(shared('treasury/originals/yield-curve-rates-1990-2024.csv')),
    [treasuryYearUrl(2025)]: () => new Response(shared('treasury/originals/2025-daily-treasury-rates.csv')),
    [FRED_CPI_URL]: () => new Response(shared('cpi/originals/CPIAUCNS_fred.csv')),
    [BLS_CPI_URL]: () => new Response(blsApiBody()),
    ...Object.fromEntries(NCHS_TABLES.map(({ table }) => [nchsTableUrl(table), () => new Response(nchsWorkbook(table))])),
    ...overrides,
  };
  return (async (input: string | URL | Request) => {
    const route = routes[String(input)];
    return route ? route() : new Response('not found', { status: 404, statusText: 'Not Found' });
  }) as typeof fetch;
}

const offline = (async (input: string | URL | Request) => {
  const host = new URL(String(input)).hostname;
  throw new TypeError('fetch failed', { cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }) });
}) as typeof fetch;

const now = new Date('2025-12-01T12:00:00Z');

describe('updateFromPublishers', () => {
  it('offline: names the first source and why, lists the others, and writes nothing', async () => {
    const out = shippedDir();
    await expect(updateFromPublishers({ fetch: offline, outDir: out.dir, now })).rejects.toThrow(
      `could not download the Treasury par yield curve from ${TREASURY_ARCHIVE_URL} (getaddrinfo ENOTFOUND home.treasury.gov). ` +
        'Also failed: the CPI-U series CUUR0000SA0, the NCHS 2023 life tables.',
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

  it('gives up on a silent server after the timeout', async () => {
    const out = shippedDir();
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    await expect(updateFromPublishers({ fetch: hang, outDir: out.dir, now, timeoutMs: 50 })).rejects.toThrow(/no complete answer within 0.05 s/);
    expect(out.snapshot()).toEqual(out.before);
  });

  it('refuses downloads that contradict the shipped data', async () => {
    const out = shippedDir();
    const archive = shared('treasury/originals/par-yield-curve-rates-1990-2023.csv').toString('utf8').replace('01/02/1990,,,7.83', '01/02/1990,,,7.93');
    const fetch = fakePublishers({
      [TREASURY_ARCHIVE_URL]: () => new Response(archive),
      [treasuryYearUrl(2024)]: () => new Response(shared('treasury/originals/2025-daily-treasury-rates.csv').toString('utf8').split('\n')[0]!),
    });
    await expect(updateFromPublishers({ fetch, outDir: out.dir, now })).rejects.toThrow(
      /Treasury par yield curve as downloaded contradicts the shipped data: Treasury: 1990-01-02 3 Mo is 7.93 in the new data but 7.83/,
    );
    expect(out.snapshot()).toEqual(out.before);
  });

  it('writes the three downloadable files when everything checks out', async () => {
    const out = shippedDir();
    const written = await updateFromPublishers({ fetch: fakePublishers(), outDir: out.dir, now });
    expect(written.map((f) => f.name)).toEqual([FILE_NAMES.lifeTables, FILE_NAMES.treasury, FILE_NAMES.cpi]);
    const read = <T>(name: string) => JSON.parse(readFileSync(path.join(out.dir, name), 'utf8')) as T;
    const before = <T>(name: string) => JSON.parse(out.before[name]!) as T;

    const treasury = read<TreasuryDoc>(FILE_NAMES.treasury);
    expect(treasury.generatedBy).toMatch(/^scripts\/data\/update\.ts from https:\/\/home\.treasury\.gov\/.* retrieved 2025-12-01$/);
    expect({ ...treasury, source: '', generatedBy: '' }).toEqual({ ...before<TreasuryDoc>(FILE_NAMES.treasury), source: '', generatedBy: '' });

    const cpi = read<CpiDoc>(FILE_NAMES.cpi);
    expect([cpi.firstMonth, cpi.lastMonth, cpi.values]).toEqual([
      '1913-01', '2026-05', before<CpiDoc>(FILE_NAMES.cpi).values,
    ]);

    const lifeTables = read<LifeTablesDoc>(FILE_NAMES.lifeTables);
    expect(lifeTables.notes).toMatch(/rounded to an integer, as printed/);
    expect(lifeTables.groups).toEqual(before<LifeTablesDoc>(FILE_NAMES.lifeTables).groups);
    expect(out.snapshot()[FILE_NAMES.personalConsumption]).toBe(out.before[FILE_NAMES.personalConsumption]);
    expect(readdirSync(out.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
