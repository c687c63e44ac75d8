import type { RuleIssue } from './rule-issue.ts';

/**
 * The household counts the plaintiff, a spouse if there is one, and each
 * child (spec §5): its size is at least 1, plus 1, plus the children.
 */

export interface Household {
  size: number;
  hasSpouse: boolean;
  children: number;
}

export const minimumHouseholdSize = ({ hasSpouse, children }: Omit<Household, 'size'>): number =>
  1 + (hasSpouse ? 1 : 0) + Math.max(0, children);

/** The wording of spec §5, shown by the form and answered by the API alike. */
export const householdSizeMessage = (minimum: number) => `Minimum household size value is ${minimum}`;

export function householdSizeIssues(
  household: Household,
  message: (minimum: number) => string = householdSizeMessage,
): RuleIssue<'size'>[] {
  const minimum = minimumHouseholdSize(household);
  return household.size < minimum ? [{ path: 'size', message: message(minimum) }] : [];
}
