import { addCents, wholeDollars, type MedicalScenarioType } from '@damages/engine';
import {
  COMPOUNDING_LABELS,
  forumOf,
  interestForumOf,
  interestRateText,
  judgmentRateText,
  LOSS_KINDS,
  LUMP_SUM_LABELS,
  type ForumRule,
  type LumpSumId,
  type SavedFormRecord,
} from '@damages/contracts';
import { interestTermsOf } from '../../../lib/interest-requests.ts';
import { CARE_BEFORE_TRIAL_LABEL, planScenarioTotal } from './medical-totals.ts';
import { CALENDAR_KINDS, isChosen, tableFor } from './record-access.ts';
import type { ScenarioSelection } from './report-model.ts';

/**
 * The prejudgment-interest exhibit (methodology §16): the forum's rule with its
 * citation, the terms the service was asked to apply, and the interest of each
 * past table and lump sum as the service answered it (`total_interest`, the
 * get_interest answer). Nothing is recomputed here: each figure is the
 * service's cents, and the total is their sum.
 */

interface InterestLine {
  key: string;
  label: string;
  /** The service's interest on this loss, in dollars and cents. */
  interest: number;
  /** A lump sum's accrual: the amount, from when and for how many days. */
  lumpSum?: { amount: number; accrualStart: string; days: number };
}

export interface InterestFigures {
  rule: ForumRule;
  rate: string;
  /** Where a looked-up rate came from (the federal post-judgment rate's week); absent: entered. */
  rateSource?: string;
  compounding: string;
  /** The date before which no interest accrues; undefined: each loss from the date it arose. */
  from?: string;
  through: string;
  lines: InterestLine[];
  /** The sum of the lines' interest, to the cent. */
  total: number;
}

const PAST_TABLE_LABEL: Record<(typeof CALENDAR_KINDS)[number], string> = {
  earnings: `Past ${LOSS_KINDS.earnings.totalLabel.toLowerCase()}`,
  support: `Past ${LOSS_KINDS.support.totalLabel.toLowerCase()}`,
  services: `Past ${LOSS_KINDS.services.totalLabel.toLowerCase()}`,
};

/** The care before trial's interest under a medical scenario: each modality's estimate that counts in it. */
function careBeforeTrialInterest(record: SavedFormRecord, scenario: MedicalScenarioType): number | undefined {
  const answer = record.medicalBeforeTrial;
  const total = planScenarioTotal(record, 'beforeTrial', scenario);
  if (!answer || !total) return undefined;
  const amounts = total.modalities.map((m) => answer.table[m.counts_with].find((entry) => entry.id === m.modality)?.total_interest);
  return amounts.some((amount) => amount !== undefined) ? addCents(amounts.map((amount) => amount ?? 0)) : undefined;
}

/** The exhibit's figures under the chosen scenarios; undefined when the case has no prejudgment interest. */
export function interestFigures(record: SavedFormRecord, selection: ScenarioSelection): InterestFigures | undefined {
  const { interest } = record.formData;
  const terms = interest ? interestTermsOf(record.formData) : undefined;
  if (!interest || !terms) return undefined;
  const forum = forumOf(interestForumOf(record.formData)).interest;
  const lines: InterestLine[] = [];
  for (const kind of CALENDAR_KINDS) {
    if (!isChosen(record, kind, 'past')) continue;
    const total = tableFor(record, kind, 'past', selection)?.totalInterest;
    if (total !== undefined) lines.push({ key: kind, label: PAST_TABLE_LABEL[kind], interest: total });
  }
  if (isChosen(record, 'medical', 'future')) {
    const total = careBeforeTrialInterest(record, selection.medical);
    if (total !== undefined) lines.push({ key: 'medicalBeforeTrial', label: CARE_BEFORE_TRIAL_LABEL, interest: total });
  }
  for (const item of record.interestOnLumpSums?.items ?? []) {
    const label = LUMP_SUM_LABELS[item.id as LumpSumId] ?? String(item.id);
    lines.push({
      key: String(item.id),
      label,
      interest: item.interest,
      lumpSum: { amount: item.amount, accrualStart: item.accrual_start, days: item.days },
    });
  }
  return {
    rule: forum.rule,
    rate: interestRateText(interest, forum.rate.kind === 'entered' ? forum.rate.name : undefined),
    ...(interest.rateProvenance ? { rateSource: judgmentRateText(interest.rateProvenance) } : {}),
    compounding: COMPOUNDING_LABELS[interest.compounding],
    ...(terms.from ? { from: terms.from } : {}),
    through: terms.to,
    lines,
    total: addCents(lines.map((line) => line.interest)),
  };
}

/** The past losses with their interest, in whole dollars: the past total shown plus the interest rounded once from its cents. */
export function pastWithInterest(
  pastTotal: number,
  figures: InterestFigures | undefined,
): { interest: number; withInterest: number } | undefined {
  if (!figures || figures.lines.length === 0) return undefined;
  const interest = wholeDollars(figures.total);
  return { interest, withInterest: pastTotal + interest };
}
