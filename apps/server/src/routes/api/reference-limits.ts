import type { DiscountHorizon } from '@damages/contracts';
import { firstCpiYear, shippedYieldCurve, type SupportInput } from '@damages/engine';
import type { z } from 'zod';

/*
 * Limits that come from the reference data this server ships rather than from
 * the contract itself: the shared schemas stay data-free, so the browser can
 * use them without loading the tables.
 */

/** A horizon must start on a date the Treasury curve covers (a later start uses the last curve). */
export function checkYieldCurveCovers(horizons: DiscountHorizon[], ctx: z.RefinementCtx): void {
  horizons.forEach((horizon, index) => {
    if (horizon.start_date < shippedYieldCurve.firstDate)
      ctx.addIssue({
        code: 'custom',
        path: [index, 'start_date'],
        message: `Start date must be on or after ${shippedYieldCurve.firstDate}, the first date of the Treasury yield curve data`,
      });
  });
}

/** Household income is converted to 1995 dollars with the CPI-U average of the year of death, which must be in the data. */
export function checkCpiCovers(input: SupportInput, ctx: z.RefinementCtx): void {
  const first = firstCpiYear();
  if (Number(input.dateOfInjury.slice(0, 4)) < first)
    ctx.addIssue({
      code: 'custom',
      path: ['caseDoi'],
      message: `Date of death must be in ${first} or later, the first year of the CPI-U data`,
    });
}
