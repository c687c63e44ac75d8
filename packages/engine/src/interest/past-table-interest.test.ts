import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/civil-date.ts';
import { pastTableWithInterest, withPrejudgmentInterest } from './past-table-interest.ts';

/** Hand-worked past tables with interest (docs/methodology.md, section 16). */

const day = toEpochDay;

describe('prejudgment interest on a finished past table', () => {
  // Two rows: all of 2024 (midpoint 2024-07-02) and 2025-01-01 to 2025-07-01 (181 days, midpoint 2025-04-01).
  const entries = [
    { row: { Year: 2024, Loss: 36_600, PV: 36_600 }, start: day('2024-01-01'), end: day('2025-01-01'), loss: 36_600 },
    { row: { Year: 2025, Loss: 1000.01, PV: 1000.01 }, start: day('2025-01-01'), end: day('2025-07-01'), loss: 1000.005 },
  ];

  it('adds Interest and Loss with Interest after the existing columns, and totals the rounded interest', () => {
    const result = withPrejudgmentInterest(entries, { rate: 0.05, compounding: 'simple', from: null, to: '2025-10-01' });
    // 2024: 456 days, 36,600 × 0.05 × 456/365 = 2,286.25. 2025: 183 days, 1,000.005 × 0.05 × 183/365 = 25.0686 → 25.07.
    expect(result.rows).toEqual([
      { Year: 2024, Loss: 36_600, PV: 36_600, Interest: 2286.25, 'Loss with Interest': 38_886.25 },
      { Year: 2025, Loss: 1000.01, PV: 1000.01, Interest: 25.07, 'Loss with Interest': 1025.08 },
    ]);
    expect(Object.keys(result.rows[0]!)).toEqual(['Year', 'Loss', 'PV', 'Interest', 'Loss with Interest']);
    expect(result.totalInterest).toBe(2311.32);
  });

  it('compounds yearly and starts at `from` when it is after a row midpoint', () => {
    const result = withPrejudgmentInterest(entries, { rate: 0.05, compounding: 'annual', from: '2024-10-01', to: '2026-10-01' });
    // 2024: 730 days from 2024-10-01, 36,600 × (1.05² − 1) = 3,751.50.
    // 2025: from its midpoint 2025-04-01, 548 days: 1,000.005 × (1.05 × (1 + 0.05 × 183/365) − 1) = 76.3232 → 76.32.
    expect(result.rows.map((row) => row.Interest)).toEqual([3751.5, 76.32]);
    expect(result.rows.map((row) => row['Loss with Interest'])).toEqual([40_351.5, 1076.33]);
    expect(result.totalInterest).toBe(3827.82);
  });

  it('gives an empty table no interest', () => {
    expect(withPrejudgmentInterest([], { rate: 0.05, compounding: 'simple', from: null, to: '2025-10-01' })).toEqual({
      rows: [],
      totalInterest: 0,
    });
  });
});

describe('a finished loss table with interest', () => {
  const table = { id: { annualIncomeId: 0, retirementDateId: 0 }, rows: [{ Year: 2024, PV: 36_600 }], total_pv: 36_600 };
  const accruals = [{ start: day('2024-01-01'), end: day('2025-01-01'), loss: 36_600 }];

  it('keeps its id and total_pv and gains total_interest after them', () => {
    const result = pastTableWithInterest(table, accruals, { rate: 0.05, compounding: 'simple', from: '2024-10-01', to: '2025-10-01' });
    expect(result).toEqual({
      id: { annualIncomeId: 0, retirementDateId: 0 },
      rows: [{ Year: 2024, PV: 36_600, Interest: 1830, 'Loss with Interest': 38_430 }],
      total_pv: 36_600,
      total_interest: 1830,
    });
    expect(Object.keys(result)).toEqual(['id', 'rows', 'total_pv', 'total_interest']);
  });

  it('refuses accruals that do not match its rows', () => {
    expect(() => pastTableWithInterest(table, [], { rate: 0.05, compounding: 'simple', from: null, to: '2025-10-01' })).toThrow(RangeError);
  });
});
