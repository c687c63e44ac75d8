import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/civil-date.ts';
import { burialExpenses, combinedSchedule, pastMedicalBills, tableYearAmounts, type SchedulePart } from './combined-schedule.ts';

type Kind = 'earnings' | 'medical' | 'burial';

/**
 * Hand-worked: earnings past 1,000.40 + 2,000.40 = 3,000.80 → $3,001 in the totals, yet each year
 * rounded alone would show 1,000 + 2,000 = 3,000. Running totals: 1,000.40 → 1,000; 3,000.80 → 3,001,
 * so 2025 shows 2,001. Future earnings PV 480.25 → 480, running 1,380.74 → 1,381, so 2026 shows 901.
 * Medical future: two tables, 2025 PV 99.30, 2026 PV 95.10 + 48.20 = 143.30; 99.30 → 99, 242.60 → 243: 144.
 */
const parts: SchedulePart<Kind>[] = [
  {
    kind: 'earnings',
    side: 'past',
    amounts: tableYearAmounts([
      { Year: 2024, Loss: 1000.4, PV: 1000.4 },
      { Year: 2025, Loss: 2000.4, PV: 2000.4 },
    ]),
  },
  {
    kind: 'earnings',
    side: 'future',
    amounts: tableYearAmounts([
      { Year: 2025, Loss: 500.5, PV: 480.25 },
      { Year: 2026, Loss: 1000, PV: 900.49 },
    ]),
  },
  {
    kind: 'medical',
    side: 'future',
    amounts: [
      ...tableYearAmounts([
        { Year: 2025, Cost: 100.3, PV: 99.3 },
        { Year: 2026, Cost: 100.3, PV: 95.1 },
      ]),
      ...tableYearAmounts([{ Year: 2026, Cost: 50.2, PV: 48.2 }]),
    ],
  },
  { kind: 'medical', side: 'past', amounts: [pastMedicalBills(1200, toEpochDay('2024-05-10'), toEpochDay('2025-03-01'))] },
  { kind: 'burial', side: 'past', amounts: [burialExpenses(8000.5, toEpochDay('2024-05-10'))] },
];

describe('the combined schedule by year', () => {
  const schedule = combinedSchedule(parts);

  it('has a column per loss kind in order of first appearance, past years then future years', () => {
    expect(schedule.kinds).toEqual(['earnings', 'medical', 'burial']);
    expect(schedule.years.map((y) => `${y.side} ${y.year}`)).toEqual(['past 2024', 'past 2025', 'future 2025', 'future 2026']);
  });

  it('apportions each part by its running total, so each year is within a dollar and the part adds to its total rounded once', () => {
    expect(schedule.years.map((y) => y.cells)).toEqual([
      [{ nominal: 1000, presentValue: 1000 }, null, { nominal: 8001, presentValue: 8001 }],
      [{ nominal: 2001, presentValue: 2001 }, { nominal: 1200, presentValue: 1200 }, null],
      [{ nominal: 501, presentValue: 480 }, { nominal: 100, presentValue: 99 }, null],
      [{ nominal: 1000, presentValue: 901 }, { nominal: 151, presentValue: 144 }, null],
    ]);
  });

  it('totals each year and carries the cumulative present value', () => {
    expect(schedule.years.map((y) => [y.nominal, y.presentValue, y.cumulativePresentValue])).toEqual([
      [9001, 9001, 9001],
      [3201, 3201, 12202],
      [601, 579, 12781],
      [1151, 1045, 13826],
    ]);
  });

  it('foots each side and the whole to the totals table: each line and side rounded once from its cents', () => {
    expect(schedule.sides).toEqual([
      {
        side: 'past',
        totals: {
          cells: [
            { nominal: 3001, presentValue: 3001 },
            { nominal: 1200, presentValue: 1200 },
            { nominal: 8001, presentValue: 8001 },
          ],
          nominal: 12202,
          presentValue: 12202,
        },
      },
      {
        side: 'future',
        totals: {
          cells: [
            { nominal: 1501, presentValue: 1381 },
            { nominal: 251, presentValue: 243 },
            { nominal: 0, presentValue: 0 },
          ],
          nominal: 1752,
          presentValue: 1624,
        },
      },
    ]);
    // The totals table: earnings 3,001 + 1,381, medical 1,200 + 243, burial 8,001 = 13,826.
    expect(schedule.total.presentValue).toBe(3001 + 1381 + 1200 + 243 + 8001);
    expect(schedule.total.nominal).toBe(13954);
    expect(schedule.years.at(-1)!.cumulativePresentValue).toBe(schedule.total.presentValue);
  });

  it('dates past medical bills by the injury when their payment date is not stated, and reads Loss or Cost', () => {
    expect(pastMedicalBills(1200, toEpochDay('2023-11-30'))).toEqual({ year: 2023, nominal: 1200, presentValue: 1200 });
    expect(
      tableYearAmounts([
        { Loss: 5, PV: 5 },
        { Year: 2030, Cost: 7.25, PV: 6.1 },
      ]),
    ).toEqual([{ year: 2030, nominal: 7.25, presentValue: 6.1 }]);
  });

  it('is empty without parts', () => {
    expect(combinedSchedule([])).toEqual({ kinds: [], years: [], sides: [], total: { cells: [], nominal: 0, presentValue: 0 } });
  });
});
