import { totalLineLabel } from '../saved-form/loss-totals.ts';
import type { StatedFigures } from '../rebuttal/opposing-report.ts';
import { REBUTTAL_WORDS } from '../rebuttal/rebuttal-words.ts';
import type { RuleIssue } from './rule-issue.ts';

/**
 * The limits of a rebuttal's screen of the opposing report (rebuttal/screen.ts): how far its stated
 * figures may miss footing, and how far this product's replication of a figure from their stated
 * assumptions may miss it, before the screen reports it.
 */
export const REBUTTAL_LIMITS = {
  /** Stated parts may add to their stated sum give or take a dollar: a report rounds each figure it prints. */
  footingDollars: 1,
  /** A replication more than this share of their figure away from it: their assumptions were not read right, or do not give it. */
  replicationShare: 0.01,
} as const;

const foots = (parts: number, sum: number) => Math.abs(parts - sum) <= REBUTTAL_LIMITS.footingDollars;
const inCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Where the opposing report's stated figures do not add up: an element whose stated past and
 * future do not make its stated total, and elements whose totals do not make the stated total.
 * Findings of the screen, never a refusal to enter the report.
 */
export function statedFiguresIssues(stated: StatedFigures): RuleIssue[] {
  const issues: RuleIssue[] = [];
  stated.elements.forEach((element, index) => {
    const { past, future, total } = element;
    if (past === undefined || future === undefined || foots((inCents(past) + inCents(future)) / 100, total)) return;
    issues.push({
      path: `elements.${index}.total`,
      message: REBUTTAL_WORDS.elementNotFooting(totalLineLabel(element.key), past, future, total),
    });
  });
  const sum = stated.elements.reduce((cents, element) => cents + inCents(element.total), 0) / 100;
  if (!foots(sum, stated.total)) issues.push({ path: 'total', message: REBUTTAL_WORDS.totalNotFooting(sum, stated.total) });
  return issues;
}
