import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioType } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { addCents } from '../../../lib/format.ts';

/**
 * The table that opens the medical appendix (issue 11 item 6): the present value
 * of each modality of the life care plan under each scenario, to the cent as
 * the engine gives it, and each scenario's exact total. In cents the table both
 * foots and agrees with the Summary, whose future-medical line is this total
 * rounded once to whole dollars; modality figures rounded to dollars first
 * could sum to a dollar more or less than that line.
 */

export interface MedicalSummaryRow {
  modality: string;
  category: string;
  /** Dollars and cents by scenario; null when the modality has no such scenario. */
  values: Partial<Record<MedicalScenarioType, number | null>>;
}

export interface MedicalSummary {
  /** The scenarios that have tables, in order best, probable, worst. */
  scenarios: { type: MedicalScenarioType; label: string }[];
  rows: MedicalSummaryRow[];
  /** Each scenario's column added to the cent. */
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
      values: Object.fromEntries(entries.map(([type, entry]) => [type, entry ? entry.total_pv : null])),
    };
  });
  const totals = Object.fromEntries(scenarios.map((type) => [type, addCents(rows.map((row) => row.values[type] ?? 0))]));
  return { scenarios: scenarios.map((type) => ({ type, label: MEDICAL_SCENARIO_LABELS[type] })), rows, totals };
}
