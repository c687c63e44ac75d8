import { toEpochDay, type IsoDate } from '../dates/civil-date.ts';
import { yearFraction } from '../dates/year-fraction.ts';
import { roundHalfEven } from '../numbers/round.ts';
import shipped from './data/treasury-par-yield-curve.json' with { type: 'json' };

export interface YieldCurveData {
  source: string;
  maturities: string[];
  firstDate: IsoDate;
  lastDate: IsoDate;
  dates: IsoDate[];
  /** Percent per annum by maturity, aligned with `dates`; null where nothing was published. */
  rows: (number | null)[][];
}

export const shippedYieldCurve = shipped as YieldCurveData;

/** Years to maturity of each column the Treasury publishes. */
const MATURITY_YEARS: Record<string, number> = {
  '1 Mo': 1 / 12,
  '1.5 Month': 1.5 / 12,
  '2 Mo': 2 / 12,
  '3 Mo': 0.25,
  '4 Mo': 4 / 12,
  '6 Mo': 0.5,
  '1 Yr': 1,
  '2 Yr': 2,
  '3 Yr': 3,
  '5 Yr': 5,
  '7 Yr': 7,
  '10 Yr': 10,
  '20 Yr': 20,
  '30 Yr': 30,
};

export interface DiscountRateInput {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface DiscountRateResult {
  /** Percent per annum, 4 decimals (4.43 means 4.43 %). */
  discountRate: number;
  /** The curve date used: the latest on or before the start date. */
  asOf: IsoDate;
  tenorYears: number;
}

/** Index of the latest curve date on or before `date`, or -1 when `date` precedes the data. */
function curveIndexOnOrBefore(dates: IsoDate[], date: IsoDate): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (dates[mid]! <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * Treasury par yield for the horizon from `startDate` to `endDate`, read off the
 * curve in force on the start date and interpolated linearly in maturity
 * (flat beyond the shortest and longest published maturities).
 */
export function treasuryDiscountRate(input: DiscountRateInput, curve: YieldCurveData = shippedYieldCurve): DiscountRateResult {
  const tenorYears = yearFraction(toEpochDay(input.startDate), toEpochDay(input.endDate));
  if (!(tenorYears > 0)) throw new RangeError('The end date must be after the start date');
  const index = curveIndexOnOrBefore(curve.dates, input.startDate);
  if (index < 0) throw new RangeError(`The Treasury yield curve starts on ${curve.firstDate}`);

  const row = curve.rows[index]!;
  const points = curve.maturities
    .map((label, column) => ({ years: MATURITY_YEARS[label]!, rate: row[column] }))
    .filter((p): p is { years: number; rate: number } => p.rate !== null && p.rate !== undefined)
    .sort((a, b) => a.years - b.years);

  return { discountRate: roundHalfEven(interpolate(points, tenorYears), 4), asOf: curve.dates[index]!, tenorYears };
}

function interpolate(points: { years: number; rate: number }[], tenor: number): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (tenor <= first.years) return first.rate;
  if (tenor >= last.years) return last.rate;
  const upper = points.findIndex((p) => p.years >= tenor);
  const right = points[upper]!;
  const left = points[upper - 1]!;
  return left.rate + ((tenor - left.years) / (right.years - left.years)) * (right.rate - left.rate);
}
