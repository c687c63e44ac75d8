import { parseIsoDate } from '../dates/civil-date.ts';
import { roundHalfEven } from '../numbers/round.ts';
import shipped from './data/oews-household-services-may2024.json' with { type: 'json' };
import { growthSource, shippedGrowthSeries, type MonthlySeriesData } from './growth-rate.ts';

/** BLS OEWS national hourly wages of the household-services occupations shipped (methodology §4c). */
export interface OccupationalWagesData {
  source: string;
  /** e.g. "May 2024". */
  vintage: string;
  /** By SOC code, in SOC-code order. */
  occupations: Record<string, { title: string; median: number; mean: number }>;
}

export const shippedOccupationalWages = shipped as OccupationalWagesData;

export const WAGE_STATISTICS = ['median', 'mean'] as const;
export type WageStatistic = (typeof WAGE_STATISTICS)[number];

export interface WageOccupation {
  /** SOC code, e.g. "37-2012". */
  occupation: string;
  title: string;
}

/** The occupations a wage can be looked up for, in SOC-code order. */
export function wageOccupations(data: OccupationalWagesData = shippedOccupationalWages): WageOccupation[] {
  return Object.entries(data.occupations)
    .map(([occupation, { title }]) => ({ occupation, title }))
    .sort((a, b) => a.occupation.localeCompare(b.occupation));
}

export function isWageOccupation(code: string, data: OccupationalWagesData = shippedOccupationalWages): boolean {
  return Object.hasOwn(data.occupations, code);
}

export interface HourlyWageInput {
  occupation: string;
  statistic: WageStatistic;
}

export interface HourlyWageResult {
  occupation: string;
  title: string;
  statistic: WageStatistic;
  /** Dollars per hour as published, not adjusted. */
  hourlyWage: number;
  asOf: string;
  source: string;
}

/** The published hourly median or mean wage of one occupation. */
export function hourlyWage(input: HourlyWageInput, data: OccupationalWagesData = shippedOccupationalWages): HourlyWageResult {
  if (!isWageOccupation(input.occupation, data)) throw new RangeError(`No OEWS wage is shipped for occupation ${input.occupation}`);
  const entry = data.occupations[input.occupation]!;
  return {
    occupation: input.occupation,
    title: entry.title,
    statistic: input.statistic,
    hourlyWage: entry[input.statistic],
    asOf: data.vintage,
    source: data.source,
  };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The reference month of an OEWS vintage as yyyy-MM: "May 2024" → "2024-05". */
export function vintageMonth(vintage: string): string {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(vintage.trim());
  const month = match ? MONTH_NAMES.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) throw new RangeError(`OEWS vintage ${vintage} is not a month and year such as "May 2024"`);
  return `${match[2]}-${String(month).padStart(2, '0')}`;
}

/** "2025-06" → "June 2025", as a report names a month. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** An OEWS wage brought from its reference month to the dollars of a later date (methodology §6). */
export interface WageInDollarsOf {
  /** The OEWS reference month, yyyy-MM ("2024-05"). */
  fromMonth: string;
  /** The month whose index the wage is brought to, yyyy-MM: the latest published on or before the target date, never before `fromMonth`. */
  toMonth: string;
  /** AHETPI of `fromMonth`, dollars per hour as published. */
  fromIndex: number;
  /** AHETPI of `toMonth`. */
  toIndex: number;
  /** toIndex / fromIndex to 4 decimals, half to even; exactly 1 when `toMonth` is `fromMonth`. */
  factor: number;
  /** The published wage × the rounded factor, to the cent (half to even, by the exact binary value as all money, methodology §2). */
  hourlyWage: number;
  /** The target date is before the reference month: the wage is not brought back, the factor is 1. */
  beforeReference: boolean;
}

/**
 * Brings a published OEWS hourly wage to the dollars of `targetDate` (yyyy-MM-dd) by the ratio of
 * average hourly earnings (AHETPI) at the latest month published on or before that date to AHETPI
 * of the OEWS reference month. A date before the reference month leaves the wage as published: an
 * adjustment backwards would restate a measured wage by an index, for no gain in accuracy.
 */
export function wageInDollarsOf(
  publishedWage: number,
  targetDate: string,
  vintage: string = shippedOccupationalWages.vintage,
  series: MonthlySeriesData = shippedGrowthSeries.wages,
): WageInDollarsOf {
  if (parseIsoDate(targetDate) === undefined) throw new RangeError(`Invalid calendar date: ${targetDate}`);
  const fromMonth = vintageMonth(vintage);
  const fromAt = monthIndex(series, fromMonth);
  const fromIndex = series.values[fromAt];
  if (fromIndex === null || fromIndex === undefined) throw new RangeError(`${series.series} has no value for ${fromMonth}`);
  const targetMonth = targetDate.slice(0, 7);
  const beforeReference = targetMonth < fromMonth;
  let at = Math.min(monthIndex(series, targetMonth), series.values.length - 1);
  while (at > fromAt && (series.values[at] === null || series.values[at] === undefined)) at -= 1;
  if (at <= fromAt) {
    return { fromMonth, toMonth: fromMonth, fromIndex, toIndex: fromIndex, factor: 1, hourlyWage: publishedWage, beforeReference };
  }
  const toIndex = series.values[at]!;
  const factor = roundHalfEven(toIndex / fromIndex, 4);
  return {
    fromMonth,
    toMonth: monthAt(series, at),
    fromIndex,
    toIndex,
    factor,
    hourlyWage: roundHalfEven(publishedWage * factor, 2),
    beforeReference,
  };
}

/** What a wage brought to a date's dollars was brought by, for the answer's `adjustment_source`. */
export function wageAdjustmentSource(adjustment: WageInDollarsOf, series: MonthlySeriesData = shippedGrowthSeries.wages): string {
  const how = adjustment.beforeReference
    ? `Not brought back: the date is before the OEWS reference month ${adjustment.fromMonth}, so the factor is 1`
    : `AHETPI ${adjustment.toMonth} ${adjustment.toIndex} / AHETPI ${adjustment.fromMonth} ${adjustment.fromIndex}`;
  return `${how}. ${growthSource('wages', { ...shippedGrowthSeries, wages: series })}`;
}

function monthIndex(series: MonthlySeriesData, month: string): number {
  const [y0, m0] = series.firstMonth.split('-').map(Number) as [number, number];
  const [y, m] = month.split('-').map(Number) as [number, number];
  return (y - y0) * 12 + (m - m0);
}

function monthAt(series: MonthlySeriesData, index: number): string {
  const [y0, m0] = series.firstMonth.split('-').map(Number) as [number, number];
  const months = y0 * 12 + (m0 - 1) + index;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
}
