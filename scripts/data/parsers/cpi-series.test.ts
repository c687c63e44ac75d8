import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../paths.ts';
import {
  mergeMonthlyValues, parseBlsApiJson, parseBlsCsv, parseFredCsv, parseMonthlyCsv, toMonthlySeries,
} from './cpi-series.ts';

const read = (file: string) => readFileSync(path.join(sharedDataDir(), 'cpi', file), 'utf8');
const combined = () => parseMonthlyCsv(read('cpi-u-all-items-CUUR0000SA0-monthly.csv'), 'CUUR0000SA0');

describe('parseFredCsv', () => {
  it('reads the FRED CPIAUCNS download and agrees with the combined series month for month', () => {
    const fred = parseFredCsv(read('originals/CPIAUCNS_fred.csv'), 'CPIAUCNS');
    expect(fred.get('1913-01')).toBe(9.8);
    expect([...fred.keys()].at(-1)).toBe('2023-11');
    const all = combined();
    for (const [month, value] of fred) expect([month, all.get(month)]).toEqual([month, value]);
  });

  it('accepts the newer observation_date header and treats NA, "." and blanks as missing', () => {
    const values = parseFredCsv('observation_date,CPIAUCNS\n2025-09-01,324.8\n2025-10-01,.\n2025-11-01,NA\n');
    expect([...values]).toEqual([['2025-09', 324.8], ['2025-10', null], ['2025-11', null]]);
  });

  it('rejects the wrong series and mid-month dates', () => {
    expect(() => parseFredCsv('DATE,CPIMEDNS\n2020-01-01,1', 'CPIAUCNS')).toThrow(/holds CPIMEDNS/);
    expect(() => parseFredCsv('DATE,X\n2020-01-15,1')).toThrow(/first-of-month/);
  });
});

describe('parseBlsCsv', () => {
  it('reads the BLS API extract and agrees with the combined series and with FRED on their overlap', () => {
    const bls = parseBlsCsv(read('originals/CUUR0000SA0_bls_api_2021-2026.csv'), 'CUUR0000SA0');
    const fred = parseFredCsv(read('originals/CPIAUCNS_fred.csv'));
    const all = combined();
    expect(bls.size).toBe(64);
    expect(bls.has('2025-10')).toBe(false);
    for (const [month, value] of bls) expect([month, all.get(month)]).toEqual([month, value]);
    const overlap = [...bls.keys()].filter((month) => fred.has(month));
    expect(overlap).toHaveLength(35);
    for (const month of overlap) expect([month, fred.get(month)]).toEqual([month, bls.get(month)]);
  });

  it('reads a padded tab-separated flat file, skipping M13 and other series', () => {
    const text = [
      'series_id                     \tyear\tperiod\t       value\tfootnote_codes',
      'CUUR0000SA0                   \t2024\tM12\t     315.605\t',
      'CUUR0000SA0                   \t2024\tM13\t     313.689\t',
      'CUUR0000SAM                   \t2024\tM12\t     580.123\t',
    ].join('\n');
    expect([...parseBlsCsv(text, 'CUUR0000SA0')]).toEqual([['2024-12', 315.605]]);
  });
});

describe('parseBlsApiJson', () => {
  it('reads an API response and reports a failed request', () => {
    const ok = {
      status: 'REQUEST_SUCCEEDED',
      Results: { series: [{ seriesID: 'CUUR0000SA0', data: [
        { year: '2025', period: 'M11', value: '324.122' },
        { year: '2025', period: 'M10', value: '-' },
        { year: '2024', period: 'M13', value: '313.689' },
      ] }] },
    };
    expect([...parseBlsApiJson(ok, 'CUUR0000SA0')]).toEqual([['2025-11', 324.122], ['2025-10', null]]);
    expect(() => parseBlsApiJson({ status: 'REQUEST_NOT_PROCESSED', message: ['daily threshold'] }, 'CUUR0000SA0'))
      .toThrow(/REQUEST_NOT_PROCESSED: daily threshold/);
  });
});

describe('mergeMonthlyValues / toMonthlySeries', () => {
  it('rejects disagreeing sources and keeps real gaps as null', () => {
    const a = new Map([['2025-09', 324.8]]);
    expect(() => mergeMonthlyValues([{ label: 'FRED', values: a }, { label: 'BLS', values: new Map([['2025-09', 324.9]]) }]))
      .toThrow(/disagree on 2025-09: FRED has 324.8, BLS has 324.9/);
    const merged = mergeMonthlyValues([
      { label: 'FRED', values: a },
      { label: 'BLS', values: new Map<string, number | null>([['2025-10', null], ['2025-12', 324.054]]) },
    ]);
    expect(toMonthlySeries(merged)).toEqual({ firstMonth: '2025-09', lastMonth: '2025-12', values: [324.8, null, null, 324.054] });
  });

  it('spans the combined CSV from 1913-01 to 2026-05 with 2025-10 empty', () => {
    const series = toMonthlySeries(combined());
    expect([series.firstMonth, series.lastMonth, series.values.length]).toEqual(['1913-01', '2026-05', 1361]);
    expect(series.values[(2025 - 1913) * 12 + 9]).toBeNull();
    expect(series.values.filter((v) => v === null)).toHaveLength(1);
  });
});
