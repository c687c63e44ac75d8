import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixtures.ts';
import { mergeMonthlyValues, parseBlsApiJson, parseBlsCsv, parseFredCsv, parseMonthlyCsv, toMonthlySeries } from './cpi-series.ts';

const read = (file: string) => fixtureText(`cpi/${file}`);
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
    expect([...values]).toEqual([
      ['2025-09', 324.8],
      ['2025-10', null],
      ['2025-11', null],
    ]);
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
    expect(bls.size).toBe(15);
    expect(bls.get('2021-01')).toBe(261.582);
    expect(bls.has('2025-09') && bls.has('2025-11')).toBe(true);
    expect(bls.has('2025-10')).toBe(false);
    for (const [month, value] of bls) expect([month, all.get(month)]).toEqual([month, value]);
    const overlap = [...bls.keys()].filter((month) => fred.has(month));
    expect(overlap).toEqual(['2021-01', '2021-02', '2021-03', '2023-10', '2023-11']);
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
      Results: {
        series: [
          {
            seriesID: 'CUUR0000SA0',
            data: [
              { year: '2025', period: 'M11', value: '324.122' },
              { year: '2025', period: 'M10', value: '-' },
              { year: '2024', period: 'M13', value: '313.689' },
            ],
          },
        ],
      },
    };
    expect([...parseBlsApiJson(ok, 'CUUR0000SA0')]).toEqual([
      ['2025-11', 324.122],
      ['2025-10', null],
    ]);
    expect(() => parseBlsApiJson({ status: 'REQUEST_NOT_PROCESSED', message: ['daily threshold'] }, 'CUUR0000SA0')).toThrow(
      /REQUEST_NOT_PROCESSED: daily threshold/,
    );
  });
});

describe('mergeMonthlyValues / toMonthlySeries', () => {
  it('rejects disagreeing sources and keeps real gaps as null', () => {
    const a = new Map([['2025-09', 324.8]]);
    expect(() =>
      mergeMonthlyValues([
        { label: 'FRED', values: a },
        { label: 'BLS', values: new Map([['2025-09', 324.9]]) },
      ]),
    ).toThrow(/disagree on 2025-09: FRED has 324.8, BLS has 324.9/);
    const merged = mergeMonthlyValues([
      { label: 'FRED', values: a },
      {
        label: 'BLS',
        values: new Map<string, number | null>([
          ['2025-10', null],
          ['2025-12', 324.054],
        ]),
      },
    ]);
    expect(toMonthlySeries(merged)).toEqual({ firstMonth: '2025-09', lastMonth: '2025-12', values: [324.8, null, null, 324.054] });
  });

  it('lays the combined CSV out from 1913-01 to 2026-05, 2025-10 empty and its neighbours in place', () => {
    const series = toMonthlySeries(combined());
    expect([series.firstMonth, series.lastMonth, series.values.length]).toEqual(['1913-01', '2026-05', 1361]);
    const at = (year: number, month: number) => series.values[(year - 1913) * 12 + month - 1];
    expect([at(1913, 1), at(1995, 12), at(2025, 9), at(2025, 10), at(2025, 11), at(2026, 5)]).toEqual([
      9.8,
      153.5,
      324.8,
      null,
      324.122,
      combined().get('2026-05'),
    ]);
  });

  it('reads the CPI-U medical care series and FRED CPIMEDNS, quarterly NA months included, month for month alike', () => {
    const medical = parseMonthlyCsv(read('cpi-u-medical-care-CUUR0000SAM-monthly.csv'), 'CUUR0000SAM');
    const fred = parseFredCsv(read('originals/CPIMEDNS_fred.csv'), 'CPIMEDNS');
    expect([...medical]).toEqual([...fred]);
    expect([medical.get('1935-03'), medical.get('1935-04'), medical.get('2023-11')]).toEqual([10.2, null, 551.769]);
    const series = toMonthlySeries(medical);
    expect([series.firstMonth, series.lastMonth]).toEqual(['1935-03', '2023-11']);
  });

  it('reads average hourly earnings (AHETPI) as dollars, agreeing with the FRED download', () => {
    const wages = parseMonthlyCsv(fixtureText('wages/ahetpi-average-hourly-earnings-monthly.csv'), 'AHETPI');
    const fred = parseFredCsv(fixtureText('wages/originals/AHETPI_fred.csv'), 'AHETPI');
    expect([...wages]).toEqual([...fred]);
    expect([wages.get('1964-01'), wages.get('2026-05')]).toEqual([2.5, 32.31]);
  });

  it('lets the later source win for a revised series', () => {
    const merged = mergeMonthlyValues(
      [
        { label: 'FRED', values: new Map([['2026-04', 32.23]]) },
        { label: 'BLS', values: new Map([['2026-04', 32.25]]) },
      ],
      { laterWins: true },
    );
    expect(merged.get('2026-04')).toBe(32.25);
  });
});
