import { money } from './loss-table.ts';
import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioType } from './medical.ts';

/**
 * Which estimate of each modality counts in the report's best, probable and
 * worst medical totals (docs/methodology.md, section 10). Every modality counts
 * in every scenario: with its own estimate of that type, or else the nearest it
 * has, so a plan that prices an item only once (a single estimate) does not
 * lose it from the probable and worst totals. Reads the answers of either
 * medical table, so the report totals exactly what the appendix shows.
 */

/** For each scenario, the estimates in the order they stand in for it: itself, then the nearest. */
export const MEDICAL_FALLBACK_ORDER: Record<MedicalScenarioType, readonly MedicalScenarioType[]> = {
  best: ['best', 'probable', 'worst'],
  probable: ['probable', 'best', 'worst'],
  worst: ['worst', 'probable', 'best'],
};

/** What the totals need of a table entry: whose it is and what it is worth. */
export interface MedicalEntryValue {
  /** The modality's 0-based position. */
  id: number;
  /** Sum of the rows' rounded PV. */
  total_pv: number;
}

export interface ModalityInScenario {
  modality: number;
  /** The estimate that counted: the scenario's own type, or the nearest the modality has. */
  counts_with: MedicalScenarioType;
  pv: number;
}

export interface MedicalScenarioTotal {
  /** Every modality that has an estimate, by position. */
  modalities: ModalityInScenario[];
  /** Sum of the modalities' PV, in cents. */
  total: number;
}

/** The entries of one table answer, by scenario type (the `table` of a loss_medical answer). */
export type MedicalEntriesByType = Record<MedicalScenarioType, readonly MedicalEntryValue[]>;

/** One scenario's total: each modality with the estimate that stands for it. */
export function medicalScenarioTotal(entries: MedicalEntriesByType, scenario: MedicalScenarioType): MedicalScenarioTotal {
  const ids = new Set(MEDICAL_SCENARIO_TYPES.flatMap((type) => entries[type].map((entry) => entry.id)));
  const modalities = [...ids]
    .sort((a, b) => a - b)
    .map((modality): ModalityInScenario => {
      for (const type of MEDICAL_FALLBACK_ORDER[scenario]) {
        const entry = entries[type].find((e) => e.id === modality);
        if (entry) return { modality, counts_with: type, pv: entry.total_pv };
      }
      // Unreachable: every id was collected from some type's entries.
      throw new Error(`Modality ${modality} has no estimate`);
    });
  let total = 0;
  for (const m of modalities) total += m.pv;
  return { modalities, total: money(total) };
}

/** The three scenarios' totals of one table answer. */
export function medicalScenarioTotals(entries: MedicalEntriesByType): Record<MedicalScenarioType, MedicalScenarioTotal> {
  return {
    best: medicalScenarioTotal(entries, 'best'),
    probable: medicalScenarioTotal(entries, 'probable'),
    worst: medicalScenarioTotal(entries, 'worst'),
  };
}
