import { sumWholeDollars, wholeDollars } from '@damages/engine';
import { LOSS_KIND_ORDER, LOSS_KINDS, type LossKind, type LossSide } from '../catalogue/loss-kinds.ts';
import { chosenLosses, isChosen } from './chosen-losses.ts';
import { CARE_BEFORE_TRIAL_LABEL, planScenarioTotal } from './plan-totals.ts';
import type { SavedFormRecord } from './saved-form-record.ts';
import { tableFor, type CalendarKind, type CalendarSelection } from './saved-tables.ts';
import { selectionOfRecord, type ScenarioSelection } from './scenario-selection.ts';

/**
 * The case's totals (methodology §10) from its saved record alone, so that the
 * report, the saved-cases list and the server foot a case the same way.
 */

/** The totals line of the funeral and burial expenses of a wrongful death. */
export const BURIAL_LABEL = 'Funeral and Burial Expenses';

export interface WholeDollarRow {
  label: string;
  /** null when the loss has no past (or no future) part in this case. */
  past: number | null;
  future: number | null;
  total: number;
}

/** The Summary's lines, in its order: each loss kind, the plan's care before trial after the medical line, and burial. */
export const TOTAL_LINE_KEYS = ['earnings', 'support', 'services', 'medical', 'medicalBeforeTrial', 'burial'] as const satisfies readonly (
  LossKind | 'medicalBeforeTrial' | 'burial'
)[];

export type TotalLineKey = (typeof TOTAL_LINE_KEYS)[number];

export interface TotalLine extends WholeDollarRow {
  key: TotalLineKey;
}

/** The Summary's label of a line, as lossTotals names it. */
export function totalLineLabel(key: TotalLineKey): string {
  if (key === 'medicalBeforeTrial') return CARE_BEFORE_TRIAL_LABEL;
  if (key === 'burial') return BURIAL_LABEL;
  return LOSS_KINDS[key].totalLabel;
}

/** The totals table, in whole dollars; every column and the total are sums of the figures shown. */
export interface LossTotals {
  lines: TotalLine[];
  past: number;
  future: number;
  total: number;
}

/**
 * A summary row in whole dollars: each part rounded once from its exact cents
 * (methodology §10), the total the sum of the parts shown, so the row foots.
 */
export function wholeDollarRow(label: string, pastExact: number | null, futureExact: number | null): WholeDollarRow {
  const past = pastExact === null ? null : wholeDollars(pastExact);
  const future = futureExact === null ? null : wholeDollars(futureExact);
  return { label, past, future, total: sumWholeDollars([past, future]) };
}

/** The engine's present value (`total_pv`) of one side of a calendar kind for a scenario; null when that side was not chosen. */
export function calendarPresentValue(
  record: SavedFormRecord,
  kind: CalendarKind,
  side: LossSide,
  selection: CalendarSelection,
): number | null {
  if (!isChosen(record, kind, side)) return null;
  return tableFor(record, kind, side, selection)?.totalPv ?? 0;
}

/** Exact past and future amounts (to the cent) of a loss kind under the chosen scenarios. */
function exactAmounts(record: SavedFormRecord, kind: LossKind, selection: ScenarioSelection): [past: number | null, future: number | null] {
  if (kind === 'medical') {
    return [
      isChosen(record, 'medical', 'past') ? (record.formData.medical?.totalPastMedicalExpenses ?? 0) : null,
      isChosen(record, 'medical', 'future') ? (planScenarioTotal(record, 'future', selection.medical)?.total ?? 0) : null,
    ];
  }
  return [calendarPresentValue(record, kind, 'past', selection), calendarPresentValue(record, kind, 'future', selection)];
}

/**
 * The plan's care between the report and the trial, a past line of its own beside
 * the bills already incurred (which end at the report); only with future medical,
 * whose submit step costs it, and only in a record that has it.
 */
function careBeforeTrialLine(record: SavedFormRecord, selection: ScenarioSelection): TotalLine[] {
  if (!isChosen(record, 'medical', 'future')) return [];
  const total = planScenarioTotal(record, 'beforeTrial', selection.medical);
  return total ? [{ key: 'medicalBeforeTrial', ...wholeDollarRow(totalLineLabel('medicalBeforeTrial'), total.total, null) }] : [];
}

/**
 * The report's totals (methodology §10) for the chosen scenarios: past =
 * earnings(i,r) + support(i,r) + services(k) + past medical + the plan's care before trial(s) + burial; future =
 * earnings(i,r) + support(i,r) + services(k) + medical(s). A term counts only when
 * its loss type was selected; a part that was not selected is null. Every figure
 * is in whole dollars and every total is the sum of the figures shown.
 */
export function lossTotals(record: SavedFormRecord, selection: ScenarioSelection): LossTotals {
  const chosen = chosenLosses(record);
  const lines: TotalLine[] = LOSS_KIND_ORDER.filter((kind) => chosen[kind]).flatMap((kind): TotalLine[] => [
    { key: kind, ...wholeDollarRow(totalLineLabel(kind), ...exactAmounts(record, kind, selection)) },
    ...(kind === 'medical' ? careBeforeTrialLine(record, selection) : []),
  ]);
  if (chosen.burial) {
    lines.push({ key: 'burial', ...wholeDollarRow(totalLineLabel('burial'), record.formData.plaintiff.burialCost ?? 0, null) });
  }
  const past = sumWholeDollars(lines.map((l) => l.past));
  const future = sumWholeDollars(lines.map((l) => l.future));
  return { lines, past, future, total: past + future };
}

/** The Summary's total under the case's scenario of record: its headline figure (the saved-cases list, a supplement's bridge). */
export const summaryTotal = (record: SavedFormRecord): number => lossTotals(record, selectionOfRecord(record)).total;
