import { yearOf, type EpochDay } from '../dates/civil-date.ts';
import { calendarRows, periodSide, type CalendarRow, type LossPeriod, type Period } from './calendar-rows.ts';
import { midPeriodYears } from './present-value.ts';
import { roundHalfEven } from '../numbers/round.ts';

/**
 * How a table is valued (methodology §12 in docs/methodology.md): the convention of
 * timing, the year it is valued as of and the rate its discount factor uses. Every
 * field is optional; with none, a table is valued exactly as in methodology §2 (mid-period,
 * split at the date of trial, nominal rate).
 */
export const DISCOUNT_CONVENTIONS = ['midPeriod', 'midYear', 'endOfYear'] as const;
export type DiscountConvention = (typeof DISCOUNT_CONVENTIONS)[number];

export const DISCOUNT_METHODS = ['nominal', 'netDiscountRate', 'totalOffset', 'undiscounted'] as const;
export type DiscountMethod = (typeof DISCOUNT_METHODS)[number];

export interface ValuationOptions {
  convention?: DiscountConvention;
  /** The year the table is valued as of; only with midYear or endOfYear (default the year of trial). */
  valuationYear?: number;
  method?: DiscountMethod;
  /** The net (real) discount rate, required with the netDiscountRate method. */
  netDiscountRate?: number;
  /** The economist's Portion of the loss period's first calendar year (midYear or endOfYear only). */
  firstYearPortion?: number;
  /** The economist's Portion of the year of the loss period's last day (midYear or endOfYear only). */
  lastYearPortion?: number;
}

/** What `case_info.discount` says of the valuation. */
export interface DiscountInfo {
  convention: DiscountConvention;
  method: DiscountMethod;
  valuation_year: number | null;
  net_discount_rate: number | null;
  rate_applied: number;
}

/** A row of a valued table: its calendar-year segment, the Portion it shows and its discount factor. */
export interface ValuedRow extends CalendarRow {
  discountFactor: number;
  /** t of the factor (1 + rate)^−t; null on a past row, which is not discounted. */
  discountYears: number | null;
  /** Whether the Portion is an economist's override rather than the row's days over its year's. */
  portionOverridden?: boolean;
}

/**
 * The rate the Discount Factor uses, from the table's discount rate `d` and the
 * growth `g` expected after the valuation date: a net discount rate compounds with
 * growth, total offset discounts at exactly the growth, undiscounted at zero.
 */
export function rateApplied(options: ValuationOptions, discountRate: number, growthRate: number): number {
  switch (options.method ?? 'nominal') {
    case 'netDiscountRate':
      return (1 + growthRate) * (1 + (options.netDiscountRate ?? 0)) - 1;
    case 'totalOffset':
      return growthRate;
    case 'undiscounted':
      return 0;
    default:
      return discountRate;
  }
}

const conventionOf = (options: ValuationOptions): DiscountConvention => options.convention ?? 'midPeriod';

/** The valuation year V of the yearly conventions, or null with midPeriod (valued at the date of trial itself). */
export function valuationYearOf(options: ValuationOptions, dateOfTrial: EpochDay): number | null {
  return conventionOf(options) === 'midPeriod' ? null : (options.valuationYear ?? yearOf(dateOfTrial));
}

/**
 * The year whose step is the last one grown at the past growth rate (methodology §13): the
 * year of trial with midPeriod, else the valuation year.
 */
export function growthSwitchYear(options: ValuationOptions, dateOfTrial: EpochDay): number {
  return valuationYearOf(options, dateOfTrial) ?? yearOf(dateOfTrial);
}

/**
 * The rows of one side of a loss period with their discount factors at `rate`
 * (the rate applied). With midPeriod the period is split at the date of trial and
 * each future row is discounted by day count to its middle; with the yearly
 * conventions a row is never split: years up to V are past, later years future,
 * discounted `Y - V` years (endOfYear) or half a year less (midYear). The portion
 * overrides replace the Portion of the whole period's first and last calendar
 * years (a period inside one year takes the first).
 */
export function valuedRows(period: Period, dateOfTrial: EpochDay, side: LossPeriod, rate: number, options: ValuationOptions): ValuedRow[] {
  const valuationYear = valuationYearOf(options, dateOfTrial);
  if (valuationYear === null) {
    // The rows are this call's own: each gains its factor in place rather than being copied (the
    // common path of every table).
    const rows = calendarRows(periodSide(period, dateOfTrial, side)) as ValuedRow[];
    for (const row of rows) {
      const years = side === 'past' ? null : midPeriodYears(row, dateOfTrial);
      row.discountFactor = years === null ? 1 : (1 + rate) ** -years;
      row.discountYears = years;
    }
    return rows;
  }
  const rows = calendarRows(period);
  const first = rows[0]?.year;
  const last = rows.at(-1)?.year;
  const offset = conventionOf(options) === 'midYear' ? 0.5 : 0;
  // The rows are this call's own: each gains its factor in place (a spread per row was the slow part of every table).
  const valued: ValuedRow[] = [];
  for (const row of rows as ValuedRow[]) {
    if (side === 'past' ? row.year > valuationYear : row.year <= valuationYear) continue;
    let overridden = false;
    if (row.year === first && options.firstYearPortion !== undefined) {
      row.portion = options.firstYearPortion;
      overridden = true;
    } else if (row.year === last && options.lastYearPortion !== undefined) {
      row.portion = options.lastYearPortion;
      overridden = true;
    }
    const years = side === 'past' ? null : row.year - valuationYear - offset;
    row.discountFactor = years === null ? 1 : (1 + rate) ** -years;
    row.discountYears = years;
    row.portionOverridden = overridden;
    valued.push(row);
  }
  return valued;
}

/** The `case_info.discount` object: how the table was valued, with the rate applied to 6 decimals. */
export function discountInfo(options: ValuationOptions, dateOfTrial: EpochDay, rate: number): DiscountInfo {
  const method = options.method ?? 'nominal';
  return {
    convention: conventionOf(options),
    method,
    valuation_year: valuationYearOf(options, dateOfTrial),
    net_discount_rate: method === 'netDiscountRate' ? (options.netDiscountRate ?? null) : null,
    rate_applied: roundHalfEven(rate, 6),
  };
}
