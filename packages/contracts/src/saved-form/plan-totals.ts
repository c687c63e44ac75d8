import { medicalScenarioTotal, type MedicalScenarioTotal, type MedicalScenarioType } from '@damages/engine';
import type { SavedFormRecord, SavedMedicalReport } from './saved-form-record.ts';

/**
 * The life-care plan's totals as the method counts them (methodology §10,
 * version 3): the engine's medicalScenarioTotal decides which estimate of each
 * modality stands for each scenario, so the report, its chart and its summary
 * table never lose a modality priced only once.
 */

/** The label of the plan's care between the report and the trial in the totals tables. */
export const CARE_BEFORE_TRIAL_LABEL = 'Life-care plan, before trial';

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
