import { medicalScenarioTotal, type MedicalScenarioTotal, type MedicalScenarioType } from '@damages/engine';
import type { SavedFormRecord, SavedMedicalReport } from '@damages/contracts';
import type { TableRow } from './report-model.ts';
import { isChosen } from './record-access.ts';

/**
 * The life-care plan's totals as the method counts them (methodology §10,
 * version 3): the engine's medicalScenarioTotal decides which estimate of each
 * modality stands for each scenario, so the report, its chart and its summary
 * table never lose a modality priced only once.
 */

/** The label of the plan's care between the report and the trial in the totals tables. */
export const CARE_BEFORE_TRIAL_LABEL = 'Life-care plan, before trial';

/** What a modality priced only once is called wherever its estimate is named. */
export const SINGLE_ESTIMATE_LABEL = 'Single estimate';

/** Which of the plan's answers: the care after the trial (future) or between the report and the trial. */
export type PlanPart = 'future' | 'beforeTrial';

export function planAnswer(record: SavedFormRecord, part: PlanPart): SavedMedicalReport | undefined {
  return part === 'future' ? record.medicalReport : record.medicalBeforeTrial;
}

/** One scenario's total of one part of the plan; undefined when the record has no such answer. */
export function planScenarioTotal(
  record: SavedFormRecord,
  part: PlanPart,
  scenario: MedicalScenarioType,
): MedicalScenarioTotal | undefined {
  const answer = planAnswer(record, part);
  return answer ? medicalScenarioTotal(answer.table, scenario) : undefined;
}

/** The rows of the estimate of each modality that counts in the scenario (the engine's choice), so a chart or a schedule shows what the totals add. */
export function countedPlanTables(record: SavedFormRecord, part: PlanPart, scenario: MedicalScenarioType): readonly TableRow[][] {
  const answer = planAnswer(record, part);
  const total = planScenarioTotal(record, part, scenario);
  if (!answer || !total) return [];
  return total.modalities.flatMap((m) => {
    const entry = answer.table[m.counts_with].find((e) => e.id === m.modality);
    return entry ? [entry.medical_table] : [];
  });
}

/** Said on the totals of a case saved before the plan's care before trial was costed. */
export const MEDICAL_TOTALS_PREDATE_RULE_NOTE =
  "This case was calculated before the life-care plan's care between the date of report and the trial was costed: its medical " +
  'totals leave that care out. To recompute them, open the form and submit it again.';

/**
 * Whether the saved case's medical totals predate version 3: its future care was
 * saved without the plan's care before trial, which the submit now asks for
 * with it, so the report cannot count that care until the form is submitted again.
 */
export function medicalTotalsPredateRule(record: SavedFormRecord): boolean {
  return isChosen(record, 'medical', 'future') && record.medicalReport !== undefined && record.medicalBeforeTrial === undefined;
}
