import { forumDepartures, forumOf, forumRules, type ForumDeparture, type ForumRule, type SavedFormRecord } from '@damages/contracts';

/**
 * The forum of the case as the report states it: every rule of its law the
 * report relies on, with its citation, and each choice departing from a default
 * the forum prescribes with what was used instead (derived from the catalogue
 * and the saved values, as the form and the check before calculating derive it).
 */

interface ForumRuleFigure extends ForumRule {
  /** False for a rule whose effective date is after the date of report: stated, not applied. */
  inForce: boolean;
  /** A rule whose default the case departs from (its departure says what was used instead). */
  departed: boolean;
  /** The forum's rule of prejudgment interest in a case computed without interest: stated, not applied. */
  interestNotComputed: boolean;
}

export interface ForumFigures {
  label: string;
  rules: ForumRuleFigure[];
  departures: ForumDeparture[];
}

/** The forum's rules and the case's departures; undefined for a case without a forum (saved before it, or none chosen). */
export function forumFigures(record: SavedFormRecord): ForumFigures | undefined {
  const { formData } = record;
  const forumId = formData.case.forum;
  if (forumId === undefined) return undefined;
  const departures = forumDepartures(formData);
  const date = formData.case.dateOfReport;
  const { interest } = forumOf(forumId);
  // A forum that forbids interest (FELA) is followed by computing none; any other interest rule applies only when interest was computed.
  const interestComputed = formData.interest !== undefined || interest.availability === 'forbidden';
  const rules = forumRules(forumId).map((rule) => ({
    ...rule,
    inForce: rule.effective === undefined || date >= rule.effective,
    departed: departures.some((d) => d.rule.citation === rule.citation && d.rule.text === rule.text),
    interestNotComputed: !interestComputed && rule.citation === interest.rule.citation && rule.text === interest.rule.text,
  }));
  return { label: forumOf(forumId).label, rules, departures };
}

/** A cited authority as the references print it: a case's name in italics, a statute or rule as it stands. */
export interface AuthorityReference {
  before: string;
  title: string;
  after: string;
}

/** The cases and statutes the forum's rules cite, each once: cases first, then statutes and rules, each in the catalogue's order. */
export function forumAuthorities(record: SavedFormRecord): AuthorityReference[] {
  const forumId = record.formData.case.forum;
  // "Other" prescribes nothing and cites no authority of its own.
  if (forumId === undefined || forumId === 'other') return [];
  const citations = [...new Set(forumRules(forumId).map((rule) => rule.citation))];
  const isCase = (citation: string) => citation.includes(' v. ');
  return [...citations.filter(isCase), ...citations.filter((c) => !isCase(c))].map((citation) => {
    if (!isCase(citation)) return { before: `${citation}.`, title: '', after: '' };
    const comma = citation.indexOf(', ');
    return { before: '', title: citation.slice(0, comma), after: `${citation.slice(comma)}.` };
  });
}
