import shipped from './data/cpi-u.json' with { type: 'json' };

export interface CpiData {
  source: string;
  series: string;
  /** `yyyy-MM` of `values[0]`. */
  firstMonth: string;
  lastMonth: string;
  /** One index level per calendar month; null where none was published. */
  values: (number | null)[];
}

export const shippedCpi = shipped as CpiData;

function firstYear(cpi: CpiData): number {
  return Number(cpi.firstMonth.slice(0, 4));
}

/** The first year a CPI-U annual average can be taken for. */
export function firstCpiYear(cpi: CpiData = shippedCpi): number {
  return firstYear(cpi) + (cpi.firstMonth.endsWith('-01') ? 0 : 1);
}

/**
 * CPI-U annual average: the mean of the year's twelve monthly indexes. A year
 * not complete in the data (a future year, the current year, or one with an
 * unpublished month) uses the mean of the last twelve published months instead.
 */
export function cpiAnnualAverage(year: number, cpi: CpiData = shippedCpi): number {
  const offset = (year - firstYear(cpi)) * 12 - (Number(cpi.firstMonth.slice(5, 7)) - 1);
  if (offset < 0) throw new RangeError(`CPI-U data starts in ${cpi.firstMonth}`);
  const months = cpi.values.slice(offset, offset + 12);
  if (months.length === 12 && months.every((v) => v !== null)) return mean(months);
  return mean(lastPublished(cpi.values, 12));
}

function lastPublished(values: (number | null)[], count: number): number[] {
  const found: number[] = [];
  for (let i = values.length - 1; i >= 0 && found.length < count; i -= 1) {
    const value = values[i];
    if (value !== null && value !== undefined) found.unshift(value);
  }
  return found;
}

function mean(values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
