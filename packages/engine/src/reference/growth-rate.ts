import { roundHalfEven } from '../numbers/round.ts';
import type { CpiData } from './cpi.ts';
import cpiAll from './data/cpi-u.json' with { type: 'json' };
import cpiMedical from './data/cpi-u-medical-care.json' with { type: 'json' };
import wages from './data/ahetpi-average-hourly-earnings.json' with { type: 'json' };

/** The series a growth rate can be looked up from (methodology §4b). */
export const GROWTH_SERIES = ['cpiAll', 'cpiMedical', 'wages'] as const;
export type GrowthSeries = (typeof GROWTH_SERIES)[number];

/** A monthly series as shipped: one value per calendar month from `firstMonth` (yyyy-MM), null where none was published. */
export type MonthlySeriesData = CpiData;

export const shippedGrowthSeries: Record<GrowthSeries, MonthlySeriesData> = {
  cpiAll,
  cpiMedical,
  wages,
};

/** What the series is, as a report and the response's `source` name it. */
export const GROWTH_SERIES_NAMES: Record<GrowthSeries, string> = {
  cpiAll: 'CPI-U, all items, U.S. city average, not seasonally adjusted (CUUR0000SA0)',
  cpiMedical: 'CPI-U, medical care, U.S. city average, not seasonally adjusted (CUUR0000SAM)',
  wages: 'Average hourly earnings of production and nonsupervisory employees, total private (AHETPI, CES0500000008)',
};

const PUBLISHERS: Record<GrowthSeries, string> = {
  cpiAll: 'U.S. Bureau of Labor Statistics',
  cpiMedical: 'U.S. Bureau of Labor Statistics',
  wages: 'U.S. Bureau of Labor Statistics, Current Employment Statistics',
};

export const DEFAULT_GROWTH_YEARS = 20;
export const GROWTH_YEARS_RANGE = { min: 1, max: 50 } as const;

/**
 * A(Y): the mean of the twelve monthly values of year Y, unrounded; undefined when the year is not
 * complete in the data (a month missing, unpublished, or outside the series).
 */
export function annualAverage(series: MonthlySeriesData, year: number): number | undefined {
  const [y0, m0] = series.firstMonth.split('-').map(Number) as [number, number];
  const offset = (year - y0) * 12 - (m0 - 1);
  if (offset < 0 || offset + 12 > series.values.length) return undefined;
  let sum = 0;
  for (let i = offset; i < offset + 12; i += 1) {
    const value = series.values[i];
    if (value === null || value === undefined) return undefined;
    sum += value;
  }
  return sum / 12;
}

export interface GrowthRateInput {
  series: GrowthSeries;
  /** yyyy-MM-dd; only its year matters. */
  dateOfReport: string;
  /** Whole number of years, 1 to 50. */
  years: number;
}

export interface GrowthWindow {
  fromYear: number;
  toYear: number;
}

/** Why a growth window cannot be taken from the data, naming the request field at fault. */
export interface GrowthWindowProblem {
  field: 'caseDor' | 'years';
  message: string;
}

/**
 * E = the latest complete year no later than the year before the report; S = E - years, which must
 * be complete too (methodology §4b).
 */
export function growthWindow(
  input: GrowthRateInput,
  data: Record<GrowthSeries, MonthlySeriesData> = shippedGrowthSeries,
): GrowthWindow | GrowthWindowProblem {
  const series = data[input.series];
  const firstYear = Number(series.firstMonth.slice(0, 4));
  let toYear = Number(input.dateOfReport.slice(0, 4)) - 1;
  while (toYear >= firstYear && annualAverage(series, toYear) === undefined) toYear -= 1;
  const name = GROWTH_SERIES_NAMES[input.series];
  if (toYear < firstYear) {
    return {
      field: 'caseDor',
      message: `No complete year of ${name} before the report year; the data runs ${series.firstMonth} to ${series.lastMonth}`,
    };
  }
  const fromYear = toYear - input.years;
  if (annualAverage(series, fromYear) === undefined) {
    return {
      field: 'years',
      message: `${input.years} year${input.years === 1 ? '' : 's'} back from ${toYear} is ${fromYear}, which is not a complete year of ${name} (the data runs ${series.firstMonth} to ${series.lastMonth})`,
    };
  }
  return { fromYear, toYear };
}

export interface GrowthRateResult {
  series: GrowthSeries;
  /** Percent per annum, 4 decimals (2.5688 means 2.5688 %). */
  growthRate: number;
  fromYear: number;
  toYear: number;
  years: number;
  source: string;
  /** The last month of the shipped series (yyyy-MM), as its data file records it. */
  dataThrough: string;
}

/** Compound annual growth of the series' annual averages over the window (methodology §4b). */
export function growthRate(input: GrowthRateInput, data: Record<GrowthSeries, MonthlySeriesData> = shippedGrowthSeries): GrowthRateResult {
  if (!Number.isInteger(input.years) || input.years < GROWTH_YEARS_RANGE.min || input.years > GROWTH_YEARS_RANGE.max) {
    throw new RangeError(`Years must be a whole number from ${GROWTH_YEARS_RANGE.min} to ${GROWTH_YEARS_RANGE.max}`);
  }
  const window = growthWindow(input, data);
  if ('message' in window) throw new RangeError(window.message);
  const { fromYear, toYear } = window;
  const ratio = annualAverage(data[input.series], toYear)! / annualAverage(data[input.series], fromYear)!;
  return {
    series: input.series,
    growthRate: roundHalfEven((ratio ** (1 / input.years) - 1) * 100, 4),
    fromYear,
    toYear,
    years: input.years,
    source: growthSource(input.series, data),
    dataThrough: data[input.series].lastMonth,
  };
}

/** Names the series, its publisher and the last month shipped. */
export function growthSource(series: GrowthSeries, data: Record<GrowthSeries, MonthlySeriesData> = shippedGrowthSeries): string {
  return `${GROWTH_SERIES_NAMES[series]}, ${PUBLISHERS[series]}; monthly data through ${data[series].lastMonth}`;
}
