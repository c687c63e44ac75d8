import { DISCOUNT_CONVENTIONS, DISCOUNT_METHODS, type DiscountConvention, type DiscountMethod } from '@damages/engine';
import { z } from 'zod';

/**
 * The economist's conventions of discounting (methodology §12, version 3), as the saved record keeps
 * them under `formData.valuation`. Every key is optional and absent means the default: a record saved
 * before version 3 (no `valuation`) is valued mid-period at the nominal discount rate, as it was.
 */
export const valuationRecord = z.object({
  /** Absent: midPeriod. */
  discountConvention: z.enum(DISCOUNT_CONVENTIONS).optional(),
  /** With midYear or endOfYear only; absent: the year of the date of trial. */
  valuationYear: z.number().int().min(1900).max(2200).optional(),
  /** Absent: nominal. */
  discountMethod: z.enum(DISCOUNT_METHODS).optional(),
  /** The net (real) discount rate as a fraction; with discountMethod netDiscountRate only. */
  netDiscountRate: z.number().optional(),
  /** The economist's Portion of the loss period's first and last calendar years (earnings and support, yearly conventions); absent: by day count. */
  firstYearPortion: z.number().gt(0).max(1).optional(),
  lastYearPortion: z.number().gt(0).max(1).optional(),
});

export type ValuationRecord = z.infer<typeof valuationRecord>;

/** The conventions as the entry form offers them, the default first. */
export const DISCOUNT_CONVENTION_LABELS: Record<DiscountConvention, string> = {
  midPeriod: 'Mid-period, to the date of trial',
  midYear: 'Mid-year, from a valuation year',
  endOfYear: 'End of year, from a valuation year',
};

/** The methods as the entry form offers them, the default first. */
export const DISCOUNT_METHOD_LABELS: Record<DiscountMethod, string> = {
  nominal: 'Nominal discount rate',
  netDiscountRate: 'Net discount rate',
  totalOffset: 'Total offset',
  undiscounted: 'Undiscounted',
};
