import {
  burialExpenses,
  combinedSchedule,
  pastMedicalBills,
  tableYearAmounts,
  toEpochDay,
  type CombinedSchedule,
  type SchedulePart,
} from '@damages/engine';
import { LOSS_KIND_ORDER, LOSS_KINDS, LOSS_SIDES, type SavedFormRecord } from '@damages/contracts';
import type { ScenarioSelection } from './report-model.ts';
import { CARE_BEFORE_TRIAL_LABEL, countedPlanTables, planAnswer } from './medical-totals.ts';
import { chosenLosses, isChosen, tableFor } from './record-access.ts';
import { BURIAL_LABEL } from './totals.ts';

/** The exhibit's words, in the report and on its sheet of the workbook. */
export const COMBINED_SCHEDULE_WORDS = {
  title: 'Combined Schedule of Economic Losses by Year',
  year: 'Year',
  nominal: 'Nominal',
  presentValue: 'Present value',
  yearTotal: 'All losses',
  cumulative: 'Cumulative present value',
  side: { past: 'Past losses (before the trial)', future: 'Future losses (from the trial)' },
  sideTotal: { past: 'Total past losses', future: 'Total future losses' },
  total: 'Total economic loss',
} as const;

/** The combined schedule; its columns are the lines of the totals table, headed as it names them. */
export type CombinedScheduleFigures = CombinedSchedule<string>;

/**
 * The medical terms: the bills already incurred, the plan's care before the trial (a column of its own, as it
 * is a line of its own in the totals) and the care after it, each with the estimates that count in the
 * medical scenario.
 */
function medicalParts(record: SavedFormRecord, selection: ScenarioSelection): SchedulePart<string>[] {
  const kind = LOSS_KINDS.medical.totalLabel;
  const parts: SchedulePart<string>[] = [];
  const bills = record.formData.medical?.totalPastMedicalExpenses ?? 0;
  if (isChosen(record, 'medical', 'past') && bills !== 0) {
    const paid = record.formData.interest?.pastMedicalDate;
    const injury = toEpochDay(record.formData.case.dateOfInjuryOrDeath);
    parts.push({ kind, side: 'past', amounts: [pastMedicalBills(bills, injury, paid === undefined ? undefined : toEpochDay(paid))] });
  }
  if (isChosen(record, 'medical', 'future')) {
    parts.push({ kind, side: 'future', amounts: countedPlanTables(record, 'future', selection.medical).flatMap(tableYearAmounts) });
    // Only a case that has the care before trial costed has it as a line of the totals.
    if (planAnswer(record, 'beforeTrial'))
      parts.push({
        kind: CARE_BEFORE_TRIAL_LABEL,
        side: 'past',
        amounts: countedPlanTables(record, 'beforeTrial', selection.medical).flatMap(tableYearAmounts),
      });
  }
  return parts;
}

/**
 * Every loss of the chosen scenarios by calendar year (methodology §10, the combined schedule): the terms of
 * the report's totals, in their order, so its past, future and total present values are the totals'.
 */
export function combinedScheduleOf(record: SavedFormRecord, selection: ScenarioSelection): CombinedScheduleFigures {
  const chosen = chosenLosses(record);
  const parts = LOSS_KIND_ORDER.filter((kind) => chosen[kind]).flatMap((kind): SchedulePart<string>[] =>
    kind === 'medical'
      ? medicalParts(record, selection)
      : LOSS_SIDES.filter((side) => isChosen(record, kind, side)).map((side) => ({
          kind: LOSS_KINDS[kind].totalLabel,
          side,
          amounts: tableYearAmounts(tableFor(record, kind, side, selection)?.rows ?? []),
        })),
  );
  if (chosen.burial) {
    const death = toEpochDay(record.formData.case.dateOfInjuryOrDeath);
    parts.push({ kind: BURIAL_LABEL, side: 'past', amounts: [burialExpenses(record.formData.plaintiff.burialCost ?? 0, death)] });
  }
  return combinedSchedule(parts);
}
