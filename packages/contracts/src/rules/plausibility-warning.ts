import { z } from 'zod';

/**
 * One warning of the check before signing (rules/plausibility.ts), as the saved
 * record keeps it. Its own module: the saved-record schema needs this shape on
 * every page, the rules only when a form is submitted.
 */
export const plausibilityWarning = z.object({
  /** Which rule: one of PLAUSIBILITY_RULES. */
  id: z.string(),
  /** The field concerned in the saved formData, dotted ("plaintiff.retirementAge.0", "medical.data.1.scenarios.0.to"). */
  path: z.string(),
  message: z.string(),
});
export type PlausibilityWarning = z.infer<typeof plausibilityWarning>;
