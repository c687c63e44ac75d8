import { describe, expect, it } from 'vitest';
import {
  checkCpiKeeps,
  checkLifeTablesAgree,
  checkOccupationalWagesAgree,
  checkSeriesExtends,
  checkTreasuryKeeps,
} from './consistency-checks.ts';
import type { CpiDoc, LifeTablesDoc, OccupationalWagesDoc, TreasuryDoc } from './reference-files.ts';

const treasury = (dates: string[], rows: (number | null)[][], maturities = ['1 Mo', '10 Yr']): TreasuryDoc => ({
  source: '',
  units: '',
  generatedBy: '',
  maturities,
  firstDate: dates[0]!,
  lastDate: dates.at(-1)!,
  dates,
  rows,
});
const cpi = (firstMonth: string, values: (number | null)[]): CpiDoc => ({
  source: '',
  series: '',
  generatedBy: '',
  firstMonth,
  lastMonth: '',
  values,
});
const life = (ex: number[], lx: number[]): LifeTablesDoc => ({
  source: '',
  notes: '',
  generatedBy: '',
  groups: { all: { total: { ex, lx } } },
});

describe('consistency checks', () => {
  it('accept a longer Treasury series and name a lost day or a changed value', () => {
    const old = treasury(
      ['2025-07-10', '2025-07-11'],
      [
        [4.36, 4.35],
        [4.37, 4.43],
      ],
    );
    expect(() =>
      checkTreasuryKeeps(
        treasury(
          ['2025-07-10', '2025-07-11', '2025-07-14'],
          [
            [4.36, 4.35],
            [4.37, 4.43],
            [4.4, 4.4],
          ],
        ),
        old,
      ),
    ).not.toThrow();
    expect(() => checkTreasuryKeeps(treasury(['2025-07-11'], [[4.37, 4.43]]), old)).toThrow(
      /2025-07-10 is in the shipped data but missing/,
    );
    expect(() =>
      checkTreasuryKeeps(
        treasury(
          ['2025-07-10', '2025-07-11'],
          [
            [4.36, 4.35],
            [4.37, 4.44],
          ],
        ),
        old,
      ),
    ).toThrow(/2025-07-11 10 Yr is 4.44 in the new data but 4.43/);
  });

  it('accept CPI months filling a gap and name a changed month', () => {
    const old = cpi('2025-09', [324.8, null, 324.122]);
    expect(() => checkCpiKeeps(cpi('2025-09', [324.8, null, 324.122, 324.054]), old)).not.toThrow();
    expect(() => checkCpiKeeps(cpi('2025-08', [323.976, 324.8, null, 324.2]), old)).toThrow(/2025-11 is 324.2 in the new data but 324.122/);
  });

  it('let life-table lx differ by one (truncated vs rounded) but not ex', () => {
    const old = life([78.4, 77.9], [100000, 99441]);
    expect(() => checkLifeTablesAgree(life([78.4, 77.9], [100000, 99442]), old)).not.toThrow();
    expect(() => checkLifeTablesAgree(life([78.4, 78], [100000, 99441]), old)).toThrow(/all\/total age 1 is ex 78/);
  });

  it('let revised wages change but not lose months', () => {
    const wages = (firstMonth: string, lastMonth: string, values: number[]): CpiDoc => ({
      source: '',
      series: 'AHETPI',
      generatedBy: '',
      firstMonth,
      lastMonth,
      values,
    });
    const old = wages('2026-03', '2026-05', [32.12, 32.23, 32.31]);
    expect(() => checkSeriesExtends(wages('2026-03', '2026-06', [32.12, 32.25, 32.31, 32.4]), old)).not.toThrow();
    expect(() => checkSeriesExtends(wages('2026-03', '2026-04', [32.12, 32.23]), old)).toThrow(
      /spans 2026-03..2026-04, less than the shipped 2026-03..2026-05/,
    );
  });

  it('hold the OEWS vintage to its shipped figures', () => {
    const oews = (median: number): OccupationalWagesDoc => ({
      source: '',
      vintage: 'May 2024',
      units: '',
      generatedBy: '',
      occupations: { '37-2012': { title: 'Maids and Housekeeping Cleaners', median, mean: 17.39 } },
    });
    expect(() => checkOccupationalWagesAgree(oews(16.66), oews(16.66))).not.toThrow();
    expect(() => checkOccupationalWagesAgree(oews(16.67), oews(16.66))).toThrow(/37-2012 is .*16.67.* in the new data but .*16.66/);
    expect(() => checkOccupationalWagesAgree({ ...oews(16.66), occupations: {} }, oews(16.66))).toThrow(
      /37-2012 is in the shipped data but missing/,
    );
  });
});
