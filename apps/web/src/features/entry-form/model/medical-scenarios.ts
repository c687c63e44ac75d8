import { MAX_SCENARIOS } from '@damages/contracts';
import type { MedicalScenarioType, MedicalScenarioValues } from './form-values.ts';

const ORDER: MedicalScenarioType[] = ['best', 'probable', 'worst'];

/**
 * The type of the scenario the Add button creates (spec §4): after best comes
 * probable, after probable or worst comes worst. A modality holds each type at
 * most once, so if that type is taken (e.g. best was removed), the first free
 * type in best → probable → worst order is used instead.
 */
export function nextScenarioType(scenarios: readonly MedicalScenarioValues[]): MedicalScenarioType | undefined {
  if (scenarios.length >= MAX_SCENARIOS) return undefined;
  const last = scenarios.at(-1);
  if (!last) return 'best';
  const used = new Set(scenarios.map((s) => s.type));
  const preferred: MedicalScenarioType = last.type === 'best' ? 'probable' : 'worst';
  return used.has(preferred) ? ORDER.find((type) => !used.has(type)) : preferred;
}

/** The scenario the Add button appends: a copy of the previous one with the next type. */
export function nextScenario(scenarios: readonly MedicalScenarioValues[]): MedicalScenarioValues | undefined {
  const type = nextScenarioType(scenarios);
  const last = scenarios.at(-1);
  if (!type || !last) return undefined;
  return { ...last, type };
}
