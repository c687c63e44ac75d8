import { yearOf, type EpochDay } from '../dates/civil-date.ts';
import { centsOf, wholeDollars } from '../numbers/whole-dollars.ts';
import type { LossPeriod } from './calendar-rows.ts';

/**
 * The combined schedule (methodology §10): every loss of a scenario by calendar
 * year, past years then future years, each year's nominal loss and present value
 * per loss type, the year's totals and the cumulative present value, in whole
 * dollars that foot to the report's totals.
 *
 * Each part (one totals line on one side of the trial) is apportioned to its
 * years by rounding its running total: a year shows the whole dollars of the
 * part's running total through that year less those through the year before.
 * So every figure is within a dollar of its exact cents (a whole-dollar amount
 * shows itself), and a part's years add up to its own total rounded once, the
 * figure the totals table shows; rounding each year on its own would leave the
 * schedule a few dollars off the totals.
 */

/** One calendar year's loss, exact to the cent: before discounting and at present value. */
export interface YearAmount {
  year: number;
  nominal: number;
  presentValue: number;
}

/** What the schedule reads of a loss table's row: its year, its loss before discounting (Cost on a medical table) and its PV. */
export interface ScheduleTableRow {
  Year?: number;
  Loss?: number;
  Cost?: number;
  PV?: number;
}

/** A loss table's rows as year amounts: a row is one calendar year (or one purchase) of its table. */
export function tableYearAmounts(rows: readonly ScheduleTableRow[]): YearAmount[] {
  return rows.flatMap((row) =>
    row.Year === undefined ? [] : [{ year: row.Year, nominal: row.Loss ?? row.Cost ?? 0, presentValue: row.PV ?? 0 }],
  );
}

/** A sum paid before the trial: counted in the year it was paid, undiscounted. */
function lumpSum(amount: number, paid: EpochDay): YearAmount {
  return { year: yearOf(paid), nominal: amount, presentValue: amount };
}

/** Funeral and burial expenses fall in the year of death. */
export function burialExpenses(amount: number, dateOfDeath: EpochDay): YearAmount {
  return lumpSum(amount, dateOfDeath);
}

/**
 * Medical bills already incurred: in the year they were paid when that date is
 * stated (the date their interest runs from), else in the year of the injury,
 * when they began.
 */
export function pastMedicalBills(amount: number, dateOfInjury: EpochDay, datePaid?: EpochDay): YearAmount {
  return lumpSum(amount, datePaid ?? dateOfInjury);
}

/** One totals line's loss on one side of the trial, by year; `kind` is the schedule's column it is shown under. */
export interface SchedulePart<K> {
  kind: K;
  side: LossPeriod;
  amounts: readonly YearAmount[];
}

/** Whole dollars before discounting and at present value. */
export interface WholeDollarPair {
  nominal: number;
  presentValue: number;
}

export interface CombinedYear extends WholeDollarPair {
  side: LossPeriod;
  year: number;
  /** Each kind's figures in the year, in the order of `kinds`; null where the kind has no loss that year. */
  cells: (WholeDollarPair | null)[];
  /** The present value of this year and every year before it. */
  cumulativePresentValue: number;
}

export interface CombinedTotals extends WholeDollarPair {
  /** Each kind's total, in the order of `kinds`. */
  cells: WholeDollarPair[];
}

export interface CombinedSchedule<K> {
  /** The columns: the parts' kinds in order of first appearance. */
  kinds: K[];
  /** Past years, then future years, each in calendar order; the year of trial can stand on both sides. */
  years: CombinedYear[];
  /** Each side's totals, past first; only the sides that have a year. */
  sides: { side: LossPeriod; totals: CombinedTotals }[];
  total: CombinedTotals;
}

const SIDES: readonly LossPeriod[] = ['past', 'future'];

const wholeDollarsOfCents = (cents: number) => wholeDollars(cents / 100);

/** A part's exact cents per year, in calendar order. */
function centsByYear(amounts: readonly YearAmount[]): [year: number, nominal: number, presentValue: number][] {
  const years = new Map<number, [number, number]>();
  for (const amount of amounts) {
    const sum = years.get(amount.year) ?? [0, 0];
    years.set(amount.year, [sum[0] + centsOf(amount.nominal), sum[1] + centsOf(amount.presentValue)]);
  }
  return [...years.entries()].sort(([a], [b]) => a - b).map(([year, [nominal, presentValue]]) => [year, nominal, presentValue]);
}

/** A part's whole dollars per year: the differences of its rounded running totals, so they add up to its total rounded once. */
function apportioned(amounts: readonly YearAmount[]): { year: number; figures: WholeDollarPair }[] {
  let nominal = 0;
  let presentValue = 0;
  return centsByYear(amounts).map(([year, n, pv]) => {
    const figures = {
      nominal: wholeDollarsOfCents(nominal + n) - wholeDollarsOfCents(nominal),
      presentValue: wholeDollarsOfCents(presentValue + pv) - wholeDollarsOfCents(presentValue),
    };
    nominal += n;
    presentValue += pv;
    return { year, figures };
  });
}

const added = (a: WholeDollarPair, b: WholeDollarPair): WholeDollarPair => ({
  nominal: a.nominal + b.nominal,
  presentValue: a.presentValue + b.presentValue,
});
const ZERO: WholeDollarPair = { nominal: 0, presentValue: 0 };

function totalsOf(rows: readonly { cells: readonly (WholeDollarPair | null)[] }[], kinds: number): CombinedTotals {
  const cells = Array.from({ length: kinds }, (_, k) => rows.reduce((sum, row) => added(sum, row.cells[k] ?? ZERO), ZERO));
  return { cells, ...cells.reduce(added, ZERO) };
}

/** The combined schedule of the parts, in whole dollars; every total is the sum of the figures shown. */
export function combinedSchedule<K>(parts: readonly SchedulePart<K>[]): CombinedSchedule<K> {
  const kinds = [...new Set(parts.map((part) => part.kind))];
  const years: CombinedYear[] = [];
  const sides: CombinedSchedule<K>['sides'] = [];
  let cumulative = 0;
  for (const side of SIDES) {
    const bySide = new Map<number, (WholeDollarPair | null)[]>();
    for (const part of parts.filter((p) => p.side === side)) {
      const k = kinds.indexOf(part.kind);
      for (const { year, figures } of apportioned(part.amounts)) {
        const cells = bySide.get(year) ?? kinds.map(() => null);
        cells[k] = added(cells[k] ?? ZERO, figures);
        bySide.set(year, cells);
      }
    }
    const rows = [...bySide.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, cells]): CombinedYear => {
        const sum = cells.reduce<WholeDollarPair>((total, cell) => added(total, cell ?? ZERO), ZERO);
        cumulative += sum.presentValue;
        return { side, year, cells, ...sum, cumulativePresentValue: cumulative };
      });
    if (rows.length === 0) continue;
    years.push(...rows);
    sides.push({ side, totals: totalsOf(rows, kinds.length) });
  }
  return { kinds, years, sides, total: totalsOf(years, kinds.length) };
}
