import type { MedicalScenarioType } from '@damages/engine';
import { planAnswer, planScenarioTotal, type PlanPart, type SavedFormRecord } from '@damages/contracts';
import type { TableRow } from './report-model.ts';
import { isChosen } from './record-access.ts';

/**
 * The life-care plan's totals as the method counts them: the plan's answers and
 * each scenario's total are the contracts' (plan-totals.ts, which the totals rule
 * uses on the server too); re-exported for the report model.
 */
export { CARE_BEFORE_TRIAL_LABEL, planAnswer, planScenarioTotal, type PlanPart } from '@damages/contracts';

/** What a modality priced only once is called wherever its estimate is named. */
export const SINGLE_ESTIMATE_LABEL = 'Single estimate';

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
