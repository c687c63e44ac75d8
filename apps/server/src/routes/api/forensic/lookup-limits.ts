import { growthWindow, isWageOccupation, wageOccupations, type GrowthRateInput, type HourlyWageInput } from '@damages/engine';
import type { z } from 'zod';

/*
 * Checks that need the shipped data: the contract's schemas stay data-free so the browser can use
 * them without loading the tables.
 */

/** The growth window must lie in complete years of the series (methodology §4b). */
export function checkGrowthWindowCovered(input: GrowthRateInput, ctx: z.RefinementCtx): void {
  const window = growthWindow(input);
  if ('message' in window) ctx.addIssue({ code: 'custom', path: [window.field], message: window.message });
}

/** The occupation must be one of those shipped (methodology §4c). */
export function checkWageOccupationKnown(input: HourlyWageInput, ctx: z.RefinementCtx): void {
  if (!isWageOccupation(input.occupation)) {
    const known = wageOccupations().map((o) => o.occupation);
    ctx.addIssue({
      code: 'custom',
      path: ['occupation'],
      message: `Occupation ${input.occupation} is not one of the OEWS occupations shipped (${known.join(', ')})`,
    });
  }
}
