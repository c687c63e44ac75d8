import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixtures.ts';
import {
  TREASURY_MATURITIES,
  canonicalMaturity,
  mergeTreasuryDays,
  parseTreasuryCsv,
  parseTreasuryDate,
  type TreasuryDay,
} from './treasury-csv.ts';

const read = (file: string) => fixtureText(`treasury/${file}`);
const tenYear = TREASURY_MATURITIES.indexOf('10 Yr');
const byDate = (days: TreasuryDay[]) => new Map(days.map((d) => [d.date, d.values]));

describe('parseTreasuryDate', () => {
  it('reads ISO, MM/DD/YYYY and M/D/YY with the 90-99 → 19xx pivot', () => {
    expect(parseTreasuryDate('2025-07-11')).toBe('2025-07-11');
    expect(parseTreasuryDate('07/11/2025')).toBe('2025-07-11');
    expect(parseTreasuryDate('1/2/90')).toBe('1990-01-02');
    expect(parseTreasuryDate('12/31/24')).toBe('2024-12-31');
    expect(parseTreasuryDate('3/1/00')).toBe('2000-03-01');
  });

  it('rejects impossible or unknown dates', () => {
    expect(() => parseTreasuryDate('02/30/2024')).toThrow(/invalid date/);
    expect(() => parseTreasuryDate('2024.01.02')).toThrow(/unrecognised date/);
  });
});

describe('canonicalMaturity', () => {
  it('accepts the spellings used across Treasury downloads', () => {
    expect(canonicalMaturity('1.5 Month')).toBe('1.5 Month');
    expect(canonicalMaturity('1.5 Mo')).toBe('1.5 Month');
    expect(canonicalMaturity('10 yr')).toBe('10 Yr');
    expect(canonicalMaturity(' 4 MO ')).toBe('4 Mo');
    expect(canonicalMaturity('8 Wk')).toBeUndefined();
    expect(canonicalMaturity('15 Yr')).toBeUndefined();
  });
});

describe('parseTreasuryCsv', () => {
  it('handles quoted headers, any column order, newest-first rows and blank cells', () => {
    const days = parseTreasuryCsv('Date,"10 Yr","1.5 Mo"\n01/03/2025,4.6,\n01/02/2025,4.57,4.3\n');
    expect(days.map((d) => d.date)).toEqual(['2025-01-02', '2025-01-03']);
    expect(days[0]!.values[tenYear]).toBe(4.57);
    expect(days[0]!.values[1]).toBe(4.3);
    expect(days[1]!.values[1]).toBeNull();
    expect(days[0]!.values.filter((v) => v !== null)).toHaveLength(2);
  });

  it('drops all-blank days and rejects disorder, duplicates and unknown columns', () => {
    expect(parseTreasuryCsv('Date,1 Mo\n2010-10-08,0.1\n2010-10-11,\n2010-10-12,0.2').map((d) => d.date)).toEqual([
      '2010-10-08',
      '2010-10-12',
    ]);
    expect(() => parseTreasuryCsv('Date,1 Mo\n2024-01-02,1\n2024-01-04,1\n2024-01-03,1')).toThrow(/out of order/);
    expect(() => parseTreasuryCsv('Date,1 Mo\n2024-01-02,1\n2024-01-02,1')).toThrow(/repeated/);
    expect(() => parseTreasuryCsv('Date,1 Mo,6 Wk\n2024-01-02,1,1')).toThrow(/unknown column "6 Wk"/);
    expect(() => parseTreasuryCsv('Date,1 Mo\n2024-01-02,abc')).toThrow(/line 2: "abc" is not a number/);
  });

  it('reads the 1990-2024 archive copy (M/D/YY, newest first, no trailing newline)', () => {
    const days = parseTreasuryCsv(read('originals/yield-curve-rates-1990-2024.csv'));
    expect(days[0]!.date).toBe('1990-01-02');
    expect(days.at(-1)!.date).toBe('2024-12-31');
    expect(days.some((d) => d.date === '2010-10-11')).toBe(false);
    expect(days.every((d) => d.values[1] === null)).toBe(true);
    expect(byDate(days).get('2024-12-31')![tenYear]).toBe(4.58);
    expect(byDate(days).get('2004-06-01')).toBeUndefined();
    // The 30-year bond was not issued from 2002-02-19 to 2006-02-08.
    expect(byDate(days).get('2002-02-19')!.at(-1)).toBeNull();
    expect(byDate(days).get('2006-02-09')!.at(-1)).toBeTypeOf('number');
  });

  it('reads the 2025 download ("1.5 Mo" header, ISO dates, newest first)', () => {
    const days = parseTreasuryCsv(read('originals/2025-daily-treasury-rates.csv'));
    expect(days).toHaveLength(5);
    expect(days[0]!.date).toBe('2025-01-02');
    expect(byDate(days).get('2025-07-11')![tenYear]).toBe(4.43);
    expect(byDate(days).get('2025-07-11')![1]).toBe(4.39);
  });

  it('reads the lower-cased 1990-2023 archive, which matches the 1990-2024 archive day for day', () => {
    const archive2023 = parseTreasuryCsv(read('originals/par-yield-curve-rates-1990-2023.csv'));
    const archive2024 = parseTreasuryCsv(read('originals/yield-curve-rates-1990-2024.csv')).filter((d) => d.date < '2024-01-01');
    expect(archive2023).toEqual(archive2024);
  });

  it('merging the 1990-2024 and 2025 originals reproduces the combined file exactly', () => {
    const merged = mergeTreasuryDays([
      parseTreasuryCsv(read('originals/yield-curve-rates-1990-2024.csv')),
      parseTreasuryCsv(read('originals/2025-daily-treasury-rates.csv')),
    ]);
    const combined = parseTreasuryCsv(read('treasury-par-yield-curve-daily.csv'));
    expect(combined).toHaveLength(16);
    expect(merged).toEqual(combined);
  });

  it('lets the later file win on a shared date', () => {
    const merged = mergeTreasuryDays([
      parseTreasuryCsv('Date,1 Mo,2 Mo\n2024-01-02,1,2\n2024-01-03,1,2'),
      parseTreasuryCsv('Date,1 Mo\n2024-01-03,9'),
    ]);
    expect(merged.map((d) => [d.values[0], d.values[2]])).toEqual([
      [1, 2],
      [9, null],
    ]);
  });
});
