import type { FormDataRecord } from '@damages/contracts';

/** The valuation options of a create_table body (methodology §12), as the contract names them; every number as text. */
export interface ValuationRequestOptions {
  discountConvention?: string;
  valuationYear?: string;
  discountMethod?: string;
  netDiscountRate?: string;
  firstYearPortion?: string;
  lastYearPortion?: string;
}

/**
 * The case's conventions of discounting for one body. The saved record keeps only what differs from
 * the defaults, so a case that leaves them alone sends nothing and is valued as before version 3.
 * The first- and last-year portions go to the earnings and support tables only (`withPortions`):
 * the services and medical bodies refuse them.
 */
export function valuationRequestOptions(data: FormDataRecord, withPortions: boolean): ValuationRequestOptions {
  const v = data.valuation;
  if (v === undefined) return {};
  const options: Record<keyof ValuationRequestOptions, string | number | undefined> = {
    discountConvention: v.discountConvention,
    valuationYear: v.valuationYear,
    discountMethod: v.discountMethod,
    netDiscountRate: v.netDiscountRate,
    firstYearPortion: withPortions ? v.firstYearPortion : undefined,
    lastYearPortion: withPortions ? v.lastYearPortion : undefined,
  };
  return Object.fromEntries(Object.entries(options).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}
