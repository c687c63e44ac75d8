import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioType } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { sumWholeDollars, wholeDollars } from '../../../lib/format.ts';

/**
 * The table that opens the medical appendix (issue 11 item 6): the present value
 * of each modality of the life care plan under each scenario, in whole dollars
 * (each rounded once from the engine's total to the cent), and each scenario's
 * total as the sum of the figures shown, so the table foots (methodology §10).
 */

export interface MedicalSummaryRow {
  modality: string;
  category: string;
  /** Whole dollars by scenario; null when the modality has no such scenario. */
  values: Partial<Record<MedicalScenarioType, number | null>>;
}

export interface MedicalSummary {
  /** The scenarios that have tables, in order best, probable, worst. */
  scenarios: { type: MedicalScenarioType; label: string }[];
  rows: MedicalSummaryRow[];
  /** Sum of each scenario's column as shown. */
  totals: Partial<Record<MedicalScenarioType, number>>;
}

export function medicalSummary(record: SavedFormRecord): MedicalSummary | undefined {
  const report = record.medicalReport;
  if (!report) return undefined;
  const scenarios = MEDICAL_SCENARIO_TYPES.filter((type) => report.table[type].length > 0);
  if (scenarios.length === 0) return undefined;
  const modalityIds = [...new Set(scenarios.flatMap((type) => report.table[type].map((entry) => entry.id)))].sort((a, b) => a - b);
  const rows = modalityIds.map((id): MedicalSummaryRow => {
    const entries = scenarios.map((type) => [type, report.table[type].find((entry) => entry.id === id)] as const);
    const first = entries.find(([, entry]) => entry)?.[1];
    return {
      modality: first?.medical_modality || `Modality ${id + 1}`,
      category: first?.medical_category ?? '',
      values: Object.fromEntries(entries.map(([type, entry]) => [type, entry ? wholeDollars(entry.total_pv) : null])),
    };
  });
  const totals = Object.fromEntries(scenarios.map((type) => [type, sumWholeDollars(rows.map((row) => row.values[type]))]));
  return { scenarios: scenarios.map((type) => ({ type, label: MEDICAL_SCENARIO_LABELS[type] })), rows, totals };
}
