import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixtures.ts';
import { makeXlsx } from '../testing/make-xlsx.ts';
import { parseCsv } from './csv.ts';
import { HOUSEHOLD_SERVICES_OCCUPATIONS, selectOccupations } from './oews.ts';
import { readFirstSheet } from './xlsx-sheet.ts';

const subset = () => parseCsv(fixtureText('household-services/oews-national-may2024-household-services-occupations.csv'));
const allOccupations = () => parseCsv(fixtureText('household-services/oews-national-may2024-all-occupations.csv'));

describe('selectOccupations', () => {
  it('reads the household-services subset: every listed occupation, in SOC order, with its hourly median and mean', () => {
    const occupations = selectOccupations(subset(), HOUSEHOLD_SERVICES_OCCUPATIONS);
    expect(occupations.map((o) => o.code)).toEqual([...HOUSEHOLD_SERVICES_OCCUPATIONS]);
    expect(occupations.find((o) => o.code === '37-2012')).toEqual({
      code: '37-2012',
      title: 'Maids and Housekeeping Cleaners',
      median: 16.66,
      mean: 17.39,
    });
    expect(occupations.find((o) => o.code === '31-1120')).toEqual({
      code: '31-1120',
      title: 'Home Health and Personal Care Aides',
      median: 16.78,
      mean: 16.82,
    });
  });

  it('finds the same figures in the full national table, whose header has the area and industry columns first', () => {
    const codes = ['31-1120', '35-2013', '37-2011', '37-2012', '39-9011', '53-7062'];
    const fromFull = selectOccupations(allOccupations(), codes);
    const fromSubset = selectOccupations(subset(), codes);
    expect(fromFull).toEqual(fromSubset);
  });

  it('reads the national workbook as the BLS publishes it (numbers as numbers, Excel noise rounded to cents)', () => {
    const [header, ...rows] = allOccupations();
    const numeric = new Set(['TOT_EMP', 'H_MEAN', 'H_MEDIAN']);
    const sheet = makeXlsx([
      ['May 2024 National Occupational Employment and Wage Estimates'],
      header!,
      ...rows.map((row) => row.map((cell, i) => (numeric.has(header![i]!) && /^[\d.]+$/.test(cell) ? Number(cell) + 1e-12 : cell))),
    ]);
    expect(selectOccupations(readFirstSheet(sheet), ['37-2012'])).toEqual([
      { code: '37-2012', title: 'Maids and Housekeeping Cleaners', median: 16.66, mean: 17.39 },
    ]);
  });

  it('refuses a wage BLS did not publish, and a missing occupation', () => {
    expect(() => selectOccupations(allOccupations(), ['11-1031'])).toThrow('11-1031 H_MEDIAN is "*" (not available in OEWS)');
    expect(() => selectOccupations(allOccupations(), ['37-2012', '99-9999'])).toThrow('OEWS table has no row for 99-9999');
    expect(() => selectOccupations([['OCC_CODE', 'OCC_TITLE']], ['37-2012'])).toThrow('OEWS table has no H_MEDIAN column');
  });
});
