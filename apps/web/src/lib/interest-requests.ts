import {
  forumOf,
  hasLossSide,
  interestForumOf,
  interestRateOf,
  type FormDataRecord,
  type GetInterestRequest,
  type LossKind,
  type LumpSumId,
} from '@damages/contracts';
import { interestPeriod, type InterestTerms } from '@damages/engine';
import { numberText } from './calculation-requests.ts';

/**
 * Prejudgment interest in the request bodies (methodology §16): the terms the
 * past create_table bodies carry, and the get_interest body of the lump sums.
 * Which losses bear interest and over which dates is the forum's rule
 * (catalogue/forums.ts), turned into `{from, to}` by the engine's
 * `interestPeriod` alone. A case without `formData.interest` sends nothing, so
 * its bodies are exactly those of before.
 */

type Terms = { rate: string; compounding: InterestTerms['compounding']; from: string; to: string };

/** The rate, compounding and period of the case's interest; undefined when it has none (or the rule lacks a date). */
export function interestTermsOf(data: FormDataRecord): Terms | undefined {
  const { interest } = data;
  if (!interest) return undefined;
  const { period } = forumOf(interestForumOf(data)).interest;
  const found = interestPeriod(period, interest.events ?? {}, interest.through ?? data.case.dateOfTrial);
  if ('missing' in found) return undefined;
  // A rule without starts leaves `from` empty: the date the economist gave, if any, then applies.
  const from = found.from === '' ? (interest.from ?? '') : found.from;
  return { rate: numberText(interestRateOf(interest)), compounding: interest.compounding, from, to: found.to };
}

const applies = (data: FormDataRecord) => forumOf(interestForumOf(data)).interest.applies;

/**
 * `{ prejudgmentInterest }` for the past body of a loss kind (medical: the plan's care before trial),
 * when the case has interest and the forum lets that loss bear it; nothing otherwise.
 */
export function prejudgmentInterestOf(data: FormDataRecord, kind: LossKind): { prejudgmentInterest?: Terms } {
  if (applies(data) !== 'pastLosses') return {};
  const terms = interestTermsOf(data);
  if (!terms) return {};
  const selected = data.case.typeSelectedValues;
  const hasPast = kind === 'medical' ? hasLossSide('medical', 'future', selected) : hasLossSide(kind, 'past', selected);
  return hasPast ? { prejudgmentInterest: terms } : {};
}

/** The lump sums bearing interest: the burial cost at the date of death, the past medical expenses at the date paid. */
function lumpSums(data: FormDataRecord): { id: LumpSumId; amount: string; date: string }[] {
  const { interest } = data;
  if (!interest || applies(data) === 'none') return [];
  const items: { id: LumpSumId; amount: string; date: string }[] = [];
  const burial = data.plaintiff.burialCost;
  if (data.case.type === 'wrongfulDeath' && burial !== undefined && burial > 0)
    items.push({ id: 'burialCost', amount: numberText(burial), date: data.case.dateOfInjuryOrDeath });
  const medical = data.medical?.totalPastMedicalExpenses;
  if (hasLossSide('medical', 'past', data.case.typeSelectedValues) && medical !== undefined && medical > 0 && interest.pastMedicalDate)
    items.push({ id: 'pastMedicalExpenses', amount: numberText(medical), date: interest.pastMedicalDate });
  return items;
}

/** `POST /api/forensic/get_interest` for the case's lump sums; undefined when none bears interest. */
export function lumpSumInterestRequest(data: FormDataRecord): GetInterestRequest | undefined {
  const items = lumpSums(data);
  const terms = interestTermsOf(data);
  if (items.length === 0 || !terms) return undefined;
  return { ...terms, items };
}
