import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits.ts';

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
  /**
   * What the warning is about, as a list names it ("the wages discount rate",
   * "medical modality 2 (Wheelchair), Probable Scenario"). With `cause`, set by
   * the rules that can say one thing of many items, so that a list names them in one line; absent in
   * records saved before it existed, and for warnings about the case as a whole.
   */
  item: z.string().optional(),
  /** The message without its item, a sentence standing alone: the same for every item with this cause, so the report prints them as one line. */
  cause: z.string().optional(),
  /** Why the economist calculated anyway, as they wrote it in the review; absent: no reason given (and in older records). */
  reason: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type PlausibilityWarning = z.infer<typeof plausibilityWarning>;
