import { formatIsoDate, toEpochDay, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { roundHalfEven } from '../numbers/round.ts';
import { shippedYieldCurve, type YieldCurveData } from '../reference/yield-curve.ts';

/**
 * The federal post-judgment rate (docs/methodology.md, section 17): 28 U.S.C.
 * §1961 sets it at the weekly average 1-year constant maturity Treasury yield
 * for the calendar week preceding the date of the judgment. The week runs Monday
 * to Sunday; the average is of the days of that week with a published 1-year
 * value on the shipped curve (the Treasury publishes none on weekends and holidays).
 */

export interface JudgmentRateInput {
  /** The date of the judgment. */
  date: IsoDate;
}

export interface JudgmentRateResult {
  /** Percent per annum, 2 decimals (4.1 means 4.10 %). */
  rate: number;
  /** Monday of the week averaged. */
  weekStart: IsoDate;
  /** Sunday of the week averaged. */
  weekEnd: IsoDate;
  /** Number of daily values averaged. */
  days: number;
  source: string;
}

/** The maturity column §1961 names. */
const ONE_YEAR = '1 Yr';

/** Monday is 0, Sunday 6; 1970-01-01, epoch day 0, was a Thursday. */
function weekdayFromMonday(day: EpochDay): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** Monday and Sunday of the calendar week before the one containing `date`. */
export function precedingCalendarWeek(date: IsoDate): { weekStart: IsoDate; weekEnd: IsoDate } {
  const day = toEpochDay(date);
  const monday = day - weekdayFromMonday(day);
  return { weekStart: formatIsoDate(monday - 7), weekEnd: formatIsoDate(monday - 1) };
}

/** The 1-year values published in the week before `date`, in date order. */
function weekValues(date: IsoDate, curve: YieldCurveData): { weekStart: IsoDate; weekEnd: IsoDate; values: number[] } {
  const week = precedingCalendarWeek(date);
  const column = curve.maturities.indexOf(ONE_YEAR);
  const values: number[] = [];
  if (column < 0) return { ...week, values };
  curve.dates.forEach((curveDate, index) => {
    if (curveDate < week.weekStart || curveDate > week.weekEnd) return;
    const value = curve.rows[index]?.[column];
    if (value !== null && value !== undefined) values.push(value);
  });
  return { ...week, values };
}

/**
 * Why no rate can be given for `date`, or undefined when one can: the week before
 * it has no 1-year value on the curve (before the data starts, or after it ends).
 */
export function judgmentRateUnavailable(input: JudgmentRateInput, curve: YieldCurveData = shippedYieldCurve): string | undefined {
  const { weekStart, weekEnd, values } = weekValues(input.date, curve);
  if (values.length > 0) return undefined;
  return (
    `The Treasury yield curve shipped (${curve.firstDate} to ${curve.lastDate}) has no 1-year value ` +
    `in the week before the date (${weekStart} to ${weekEnd})`
  );
}

/** The §1961 rate for a judgment entered on `date`; throws when the week before it has no value. */
export function federalJudgmentRate(input: JudgmentRateInput, curve: YieldCurveData = shippedYieldCurve): JudgmentRateResult {
  const { weekStart, weekEnd, values } = weekValues(input.date, curve);
  if (values.length === 0) throw new RangeError(judgmentRateUnavailable(input, curve));
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    rate: roundHalfEven(mean, 2),
    weekStart,
    weekEnd,
    days: values.length,
    source:
      `Weekly average of the 1-year constant maturity Treasury yield, ${weekStart} to ${weekEnd} ` +
      `(${values.length} daily values; 28 U.S.C. §1961), from ${curve.source}`,
  };
}
