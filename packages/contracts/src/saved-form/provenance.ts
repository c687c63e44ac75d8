import { GROWTH_SERIES, LIFE_TABLE_SEXES, monthName, RACES, WAGE_STATISTICS } from '@damages/engine';
import { z } from 'zod';
import { formatDecimal, formatMoneyCents, formatQuantity } from '../vocabulary/format.ts';

/**
 * Where a looked-up figure of a saved case came from (methodology §11). A figure
 * saved without a provenance was typed by the user (or overtyped after a
 * lookup): the report prints "entered". All fields are optional in the saved
 * record, so cases saved before version 2 open unchanged.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const yearMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** Remaining life expectancy from the NCHS tables: the table, and the race and sex it was looked up with. */
export const lifeExpectancyProvenance = z.object({
  lookup: z.literal('lifeTable'),
  /** The table's name as the service gives it, e.g. "NCHS 2023, non-Hispanic White male". */
  table: z.string(),
  race: z.enum(RACES),
  sex: z.enum(LIFE_TABLE_SEXES),
});

/** A discount rate from the Treasury par yield curve: the curve date and the tenor interpolated. */
export const discountProvenance = z.object({
  lookup: z.literal('treasury'),
  asOf: isoDate,
  tenorYears: z.number(),
});

/** A growth rate from a shipped series: the series and the window of complete years. */
export const growthProvenance = z.object({
  lookup: z.literal('growth'),
  series: z.enum(GROWTH_SERIES),
  years: z.number().int(),
  fromYear: z.number().int(),
  toYear: z.number().int(),
  /** The series' last month (yyyy-MM) in the data the lookup read; absent in records saved before it was kept. */
  dataThrough: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
});

/** An hourly wage from OEWS: the occupation, the statistic and the vintage. */
export const wageProvenance = z.object({
  lookup: z.literal('oews'),
  /** SOC code, e.g. "31-1122". */
  occupation: z.string(),
  title: z.string(),
  statistic: z.enum(WAGE_STATISTICS),
  /** The OEWS vintage, e.g. "May 2024". */
  asOf: z.string(),
  /**
   * The wage brought from the OEWS month to the dollars of the date of report by average hourly
   * earnings (methodology §6); absent in records saved before wages were brought forward, whose wage is as published.
   */
  adjustment: z
    .object({
      /** The wage as OEWS publishes it. */
      publishedWage: z.number(),
      /** The published wage × factor, to the cent: the figure filled. */
      hourlyWage: z.number(),
      /** AHETPI of `toMonth` / AHETPI of `fromMonth`, 4 decimals. */
      factor: z.number(),
      /** The OEWS reference month and the AHETPI month brought to, yyyy-MM. */
      fromMonth: yearMonth,
      toMonth: yearMonth,
      /** The date whose dollars were asked for: the date of report when looked up. */
      inDollarsOf: isoDate,
    })
    .optional(),
});

export type LifeExpectancyProvenance = z.infer<typeof lifeExpectancyProvenance>;
export type DiscountProvenance = z.infer<typeof discountProvenance>;
export type GrowthProvenance = z.infer<typeof growthProvenance>;
export type WageProvenance = z.infer<typeof wageProvenance>;
export type ValueProvenance = LifeExpectancyProvenance | DiscountProvenance | GrowthProvenance | WageProvenance;

/** Short names of the growth series, as the report's rate lines print them. */
export const GROWTH_SERIES_LABELS: Record<z.infer<typeof growthProvenance>['series'], string> = {
  cpiAll: 'CPI-U all items',
  cpiMedical: 'CPI-U medical care',
  wages: 'Average hourly earnings (AHETPI)',
};

const ENTERED = 'entered';
const ENTERED_LIFE = 'entered by the user';

/** A tenor in years as a reader wants it: at most one decimal ("9.3-year maturity"). */
const tenorText = (years: number) => formatQuantity(Math.round(years * 10) / 10);

/**
 * The source of a figure in words, as the form shows it under the field and the
 * report beside the rate: "Treasury par yield curve of 2025-07-11, 9.3-year
 * maturity", "CPI-U medical care, 2002–2022", "OEWS May 2024 median, Home Health
 * and Personal Care Aides" (and how it was brought to the report's dollars, see
 * wageAdjustmentText), "NCHS 2023, non-Hispanic White male"; without a
 * provenance "entered" ("entered by the user" for a life expectancy).
 */
export function provenanceText(provenance: ValueProvenance | undefined | null, figure: 'lifeExpectancy' | 'rate' = 'rate'): string {
  if (!provenance) return figure === 'lifeExpectancy' ? ENTERED_LIFE : ENTERED;
  switch (provenance.lookup) {
    case 'lifeTable':
      return provenance.table;
    case 'treasury':
      return `Treasury par yield curve of ${provenance.asOf}, ${tenorText(provenance.tenorYears)}-year maturity`;
    case 'growth':
      return `${GROWTH_SERIES_LABELS[provenance.series]}, ${provenance.fromYear}–${provenance.toYear}`;
    case 'oews':
      return `OEWS ${provenance.asOf} ${provenance.statistic}, ${provenance.title}${wageAdjustmentText(provenance)}`;
  }
}

const dollars = (amount: number) => formatMoneyCents(amount);

/**
 * How an OEWS wage was brought to the dollars of the date of report, to follow the wage's source:
 * ": $16.66, brought to June 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0447 = $17.40";
 * empty for a record saved before wages were brought forward, whose text stays as it was.
 */
export function wageAdjustmentText(provenance: WageProvenance): string {
  const a = provenance.adjustment;
  if (!a) return '';
  if (a.toMonth === a.fromMonth) {
    const back = a.inDollarsOf.slice(0, 7) < a.fromMonth ? ', not brought back to the earlier date of report' : '';
    return `: ${dollars(a.publishedWage)}, in ${monthName(a.fromMonth)} dollars${back}`;
  }
  return `: ${dollars(a.publishedWage)}, brought to ${monthName(a.toMonth)} dollars by BLS average hourly earnings (AHETPI) × ${formatDecimal(a.factor, 4)} = ${dollars(a.hourlyWage)}`;
}
