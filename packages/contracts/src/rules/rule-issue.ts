import type { z } from 'zod';

/**
 * What a cross-field rule returns: the field at fault, named in the rule's own
 * vocabulary, and the sentence to show. The API maps the field to its wire key,
 * the form to its input, so one rule speaks for both.
 */
export interface RuleIssue<Field extends string = string> {
  path: Field;
  message: string;
}

/** Adds rule issues to a zod refinement, each at the path `pathOf` gives for its field. */
export function addRuleIssues<Field extends string>(
  ctx: z.RefinementCtx,
  issues: readonly RuleIssue<Field>[],
  pathOf: (field: Field) => PropertyKey[],
): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: pathOf(issue.path), message: issue.message });
}
