import { CONSUMPTION_METHODS, type ConsumptionMethod } from '@damages/engine';
import { z } from 'zod';
import { formatPercent } from '../vocabulary/format.ts';

/**
 * Version 3's choices about the incomes' dollars, their growth and the decedent's
 * own share (docs/methodology-contract.md §13 and §15), as the entry form offers
 * them and the saved record keeps them. Both groups are optional in the record:
 * absent, the incomes are in dollars of the year of injury or death, grow at the
 * one wage growth rate, and the decedent's consumption comes from the
 * Patton-Nelson equations, exactly as before version 3.
 */

/** The year range of `earningsBaseYear` (methodology §13). */
export const EARNINGS_BASE_YEAR_RANGE = { min: 1950, max: 2200 } as const;
/** The year range of `consumptionSwitchYear` (methodology §15). */
export const CONSUMPTION_SWITCH_YEAR_RANGE = { min: 1900, max: 2200 } as const;

/** The words of each consumption method, its default first. */
export const CONSUMPTION_METHOD_LABELS: Record<ConsumptionMethod, string> = {
  pattonNelson: 'Patton-Nelson tables',
  fixedRate: "The economist's rate",
};

/** What the economist calls the deduction for the decedent's own share: the service computes the same either way. */
export const CONSUMPTION_TERMS = ['personalConsumption', 'personalMaintenance'] as const;
export type ConsumptionTerm = (typeof CONSUMPTION_TERMS)[number];
export const CONSUMPTION_TERM_LABELS: Record<ConsumptionTerm, string> = {
  personalConsumption: 'Personal consumption',
  personalMaintenance: 'Personal maintenance',
};

const year = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

/** `formData.growthEras`: each part absent when the economist left it blank. */
export const growthErasRecord = z.object({
  /** The year whose dollars the incomes, deductions and household income are stated in; absent: the year of injury or death. */
  earningsBaseYear: year(EARNINGS_BASE_YEAR_RANGE).optional(),
  /** Growth of the years up to the valuation date (a fraction); absent: the wage growth rate throughout. */
  pastGrowth: z.number().optional(),
});

/** `formData.consumption` (loss of support only): the rates only with `fixedRate`, the later rate and its year together. */
export const consumptionRecord = z.object({
  method: z.enum(CONSUMPTION_METHODS),
  rate: z.number().min(0).max(1).optional(),
  laterRate: z.number().min(0).max(1).optional(),
  switchYear: year(CONSUMPTION_SWITCH_YEAR_RANGE).optional(),
  /** Absent: personal consumption. */
  label: z.enum(CONSUMPTION_TERMS).optional(),
});

export type GrowthErasRecord = z.infer<typeof growthErasRecord>;
export type ConsumptionRecord = z.infer<typeof consumptionRecord>;

/**
 * The consumption method in an economist's words, for the report: "the Patton-Nelson personal
 * consumption equations", or "the economist's personal maintenance rate of 25% through 2029 and
 * 20% from 2030".
 */
export function consumptionMethodText(consumption: ConsumptionRecord | undefined): string {
  if (consumption?.method !== 'fixedRate' || consumption.rate === undefined) return 'the Patton-Nelson personal consumption equations';
  const term = CONSUMPTION_TERM_LABELS[consumption.label ?? 'personalConsumption'].toLowerCase();
  const percent = (rate: number) => formatPercent(rate, 4, 0);
  const first = `the economist's ${term} rate of ${percent(consumption.rate)}`;
  if (consumption.laterRate === undefined || consumption.switchYear === undefined) return first;
  return `${first} through ${consumption.switchYear - 1} and ${percent(consumption.laterRate)} from ${consumption.switchYear}`;
}
