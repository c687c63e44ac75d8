import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioTotal, type MedicalScenarioType } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { planAnswer, planScenarioTotal, SINGLE_ESTIMATE_LABEL, type PlanPart } from './medical-totals.ts';

/**
 * The tables that open the medical appendix: the present value of each modality
 * of the life care plan under each scenario, to the cent as the engine gives it,
 * with the estimate that counted there (methodology §10, version 3: every
 * modality counts in every scenario, with its own estimate or the nearest it
 * has), and each scenario's exact total. In cents each table both foots and
 * agrees with the Summary, whose medical lines are these totals rounded once to
 * whole dollars; modality figures rounded to dollars first could sum to a
 * dollar more or less than that line.
 */

interface MedicalSummaryCell {
  /** Dollars and cents. */
  value: number;
  /** The estimate that counted: the scenario's own, or the nearest the modality has. */
  countsWith: MedicalScenarioType;
  /** What the cell says of that estimate: "Single estimate", another scenario's name, or nothing for the scenario's own. */
  estimate: string | null;
}

interface MedicalSummaryRow {
  modality: string;
  category: string;
  /** By scenario; every modality counts in every scenario. */
  values: Partial<Record<MedicalScenarioType, MedicalSummaryCell>>;
}

export interface MedicalSummaryTable {
  rows: MedicalSummaryRow[];
  /** Each scenario's total, to the cent, as the engine adds it. */
  totals: Partial<Record<MedicalScenarioType, number>>;
}

export interface MedicalSummary {
  /** The scenarios that have tables, in order best, probable, worst. */
  scenarios: { type: MedicalScenarioType; label: string }[];
  /** The care after the trial (present value). */
  future: MedicalSummaryTable;
  /** The plan's care between the report and the trial; absent in a case saved before it was costed. */
  beforeTrial?: MedicalSummaryTable;
}

function summaryTable(record: SavedFormRecord, part: PlanPart, scenarios: readonly MedicalScenarioType[]): MedicalSummaryTable | undefined {
  const answer = planAnswer(record, part);
  if (!answer) return undefined;
  const byScenario = MEDICAL_SCENARIO_TYPES.map((type) => [type, planScenarioTotal(record, part, type)] as const).filter(
    (pair): pair is readonly [MedicalScenarioType, MedicalScenarioTotal] => pair[1] !== undefined,
  );
  const ids = byScenario[0]?.[1].modalities.map((m) => m.modality) ?? [];
  const rows = ids.map((id): MedicalSummaryRow => {
    const counted = byScenario.map(([type, total]) => [type, total.modalities.find((m) => m.modality === id)] as const);
    // A single estimate is the one whose same estimate counts in all three scenarios.
    const single = new Set(counted.map(([, m]) => m?.counts_with)).size === 1;
    const first = MEDICAL_SCENARIO_TYPES.flatMap((type) => answer.table[type].filter((entry) => entry.id === id))[0];
    const values: MedicalSummaryRow['values'] = {};
    for (const [type, m] of counted) {
      if (!m || !scenarios.includes(type)) continue;
      const estimate = single ? SINGLE_ESTIMATE_LABEL : m.counts_with === type ? null : MEDICAL_SCENARIO_LABELS[m.counts_with];
      values[type] = { value: m.pv, countsWith: m.counts_with, estimate };
    }
    return { modality: first?.medical_modality || `Modality ${id + 1}`, category: first?.medical_category ?? '', values };
  });
  const totals = Object.fromEntries(byScenario.filter(([type]) => scenarios.includes(type)).map(([type, total]) => [type, total.total]));
  return { rows, totals };
}

export function medicalSummary(record: SavedFormRecord): MedicalSummary | undefined {
  const report = record.medicalReport;
  if (!report) return undefined;
  const scenarios = MEDICAL_SCENARIO_TYPES.filter((type) => report.table[type].length > 0);
  const future = summaryTable(record, 'future', scenarios);
  if (scenarios.length === 0 || !future) return undefined;
  const beforeTrial = summaryTable(record, 'beforeTrial', scenarios);
  return {
    scenarios: scenarios.map((type) => ({ type, label: MEDICAL_SCENARIO_LABELS[type] })),
    future,
    ...(beforeTrial ? { beforeTrial } : {}),
  };
}
