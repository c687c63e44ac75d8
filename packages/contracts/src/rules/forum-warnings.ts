import { forumDepartures } from '../catalogue/forum-defaults.ts';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import type { PlausibilityWarning } from './plausibility-warning.ts';

/** The rule id of a choice that departs from its forum's default (one of PLAUSIBILITY_RULES). */
export const FORUM_DEPARTURE_RULE = 'forum-departure';

/**
 * A choice that departs from what the forum's law prescribes (a race- or
 * sex-specific life table, or a worklife table by sex, in California, or in the
 * District of Columbia from its rule's effective date; before-tax earnings under FELA or in Texas): valid,
 * since the economist may have reason, but worth a second look before signing.
 * Each names the rule and its citation (a Pennsylvania loss of earnings discounted
 * without total offset too).
 */
export function forumWarnings(data: FormDataRecord): PlausibilityWarning[] {
  return forumDepartures(data).flatMap((d): PlausibilityWarning[] => {
    const cause = `${d.note}: ${d.rule.text}. Here ${d.instead}.`;
    return [{ id: FORUM_DEPARTURE_RULE, path: d.path, message: `${d.label}: ${cause}`, item: d.item, cause }];
  });
}
