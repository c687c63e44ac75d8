import type { EpochDay } from '../dates/civil-date.ts';
import type { Period } from './calendar-rows.ts';
import type { WorklifeAdjustment } from '../losses/worklife.ts';
import type { GrowthEras } from './growth-eras.ts';
import type { ValuedRow } from './valuation.ts';

/**
 * What a table's figures rest on besides the user's inputs: its period, its
 * rows' dates and the exponents of their growth and discounting. The engine
 * records them while it computes the table, so a report or a workbook that
 * shows how a figure is reached writes its formulas from these facts and never
 * re-derives a rule of the method (docs/architecture.md, "The engine is the
 * only author of the method").
 */

/** The steps of growth from a base year to a row's year, by era (methodology §2 and §13). */
export interface GrowthSteps {
  /** Years grown at the past growth rate; 0 without two eras. */
  past: number;
  /** Years grown at the (expected) growth rate; negative backwards with one era. */
  expected: number;
  /**
   * Backwards across two eras: the factor is 1 / ((1 + past rate)^past × (1 + rate)^expected).
   * Otherwise it is (1 + past rate)^past × (1 + rate)^expected, or (1 + rate)^expected with one era.
   */
  inverse: boolean;
}

/** One row of a table. */
export interface RowFacts {
  /** First day of the row; a purchase's date. */
  start: EpochDay;
  /** The day after the row's last day; null for a purchase (a day, not a span). */
  end: EpochDay | null;
  year: number;
  /** The Portion when it is not the row's days over its year's days (a purchase's 1, an economist's override); else null. */
  fixedPortion: number | null;
  /** t of the discount factor (1 + rate applied)^−t; null when the row is not discounted (a past row). */
  discountYears: number | null;
  /** Growth of the table's amounts from the table's base year to the row's year. */
  growth: GrowthSteps;
  /** Earnings with a residual earning capacity: its days in the row, and its growth from the year of report. */
  residual?: { days: number; growth: GrowthSteps };
  /** Household services: the days each source is active in the row, in source order. */
  sourceDays?: number[];
}

/** One table's schedule. */
export interface TableFacts<Id> {
  id: Id;
  /** The whole loss period before its split into past and future (a care period for medical). */
  period: Period;
  /** The year whose dollars the table's amounts are stated in. */
  baseYear: number;
  growth: GrowthEras;
  /** The rate the Discount Factor column uses (methodology §12). */
  rateApplied: number;
  rows: RowFacts[];
  /**
   * Earnings and support with worklife expectancy or unemployment (methodology §14): the
   * factors of the table's working life, and the adjustment A its income (and a residual
   * earning capacity) is multiplied by before fringe benefits and tax; absent when neither applies.
   */
  adjustment?: WorklifeAdjustment;
  /** Loss of support: each child's 18th birthday, in the order of the children. */
  adulthoods?: EpochDay[];
  /** Household services: when each source is active, in source order. */
  sources?: Period[];
}

/** Growth steps of one era: the exponent of a constant rate. */
export const oneEraSteps = (baseYear: number, year: number): GrowthSteps => ({ past: 0, expected: year - baseYear, inverse: false });

/** The facts of a valued calendar row, with the growth of its table's amounts. */
export function rowFactsOf(row: ValuedRow, growth: GrowthSteps): RowFacts {
  return {
    start: row.start,
    end: row.end,
    year: row.year,
    fixedPortion: row.portionOverridden ? row.portion : null,
    discountYears: row.discountYears,
    growth,
  };
}
