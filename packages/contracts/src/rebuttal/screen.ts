import { forumDepartures } from '../catalogue/forum-defaults.ts';
import { forumOf } from '../catalogue/forums.ts';
import { FORUM_DEPARTURE_RULE } from '../rules/forum-warnings.ts';
import { plausibilityWarnings } from '../rules/plausibility.ts';
import { REBUTTAL_LIMITS, statedFiguresIssues } from '../rules/stated-figures.ts';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import type { StatedFigures } from './opposing-report.ts';
import { REBUTTAL_WORDS } from './rebuttal-words.ts';
import type { ReplicationRow, ScreenFinding } from './saved-rebuttal.ts';

/**
 * The screen of the opposing report: the check before signing (rules/plausibility.ts) run on their
 * assumptions, which finds the forum's rules departed from (race- or sex-specific tables where the
 * forum forbids them, before-tax earnings under FELA or in Texas), care counted twice with
 * household services, retirement or worklife past the expected date of death and stale data; then
 * prejudgment interest where the forum allows none, stated figures that do not add up, and stated
 * figures their own stated assumptions do not produce. Only the forum catalogue's citations are
 * cited.
 */

interface Screened extends StatedFigures {
  formData: FormDataRecord;
}

/** Every finding on their report, the check's first in its order, then the interest, the footing and the replication. */
export function screenOpposingReport(opposing: Screened, replication: readonly ReplicationRow[]): ScreenFinding[] {
  const { formData } = opposing;
  const departures = forumDepartures(formData);
  const checked = plausibilityWarnings({ formData }).map((warning): ScreenFinding => {
    if (warning.id !== FORUM_DEPARTURE_RULE) return { kind: 'plausibility', text: warning.message };
    const citation = departures.find((departure) => departure.path === warning.path)?.rule.citation;
    return { kind: 'forumRule', text: warning.message, ...(citation === undefined ? {} : { citation }) };
  });
  return [
    ...checked,
    ...interestFindings(formData),
    ...statedFiguresIssues(opposing).map((issue): ScreenFinding => ({ kind: 'notFooting', text: issue.message })),
    ...replication.flatMap(replicationFindings),
  ];
}

function interestFindings(formData: FormDataRecord): ScreenFinding[] {
  const forumId = formData.case.forum;
  if (forumId === undefined || !((formData.interest?.ratePercent ?? 0) > 0)) return [];
  const forum = forumOf(forumId);
  if (forum.interest.availability !== 'forbidden') return [];
  const { rule } = forum.interest;
  return [{ kind: 'interestForbidden', text: REBUTTAL_WORDS.interestForbidden(forum.label, rule), citation: rule.citation }];
}

/** A row's total their stated assumptions miss by more than the limit, produce without their stating it, or do not produce. */
function replicationFindings(row: ReplicationRow): ScreenFinding[] {
  const { stated, replicated, difference, share } = row.total;
  const finding = (text: string): ScreenFinding[] => [{ kind: 'replicationGap', text }];
  if (stated !== null && replicated !== null) {
    const missed = share === null ? difference !== 0 : Math.abs(share) > REBUTTAL_LIMITS.replicationShare;
    return missed ? finding(REBUTTAL_WORDS.replicationGap(row.label, stated, replicated, share)) : [];
  }
  if (stated !== null && stated !== 0) return finding(REBUTTAL_WORDS.notProduced(row.label, stated));
  if (replicated !== null && replicated !== 0) return finding(REBUTTAL_WORDS.notStated(row.label, replicated));
  return [];
}
