import type { z } from 'zod';

/**
 * Prejudgment interest runs to the trial or judgment, so a future table takes
 * none (docs/methodology.md, section 16): a 400 naming the field.
 */
export function refuseInterestOnFuture(input: { prejudgmentInterest?: unknown }, ctx: z.RefinementCtx): void {
  if (input.prejudgmentInterest)
    ctx.addIssue({ code: 'custom', path: ['prejudgmentInterest'], message: 'Prejudgment interest is computed on the past table only' });
}
