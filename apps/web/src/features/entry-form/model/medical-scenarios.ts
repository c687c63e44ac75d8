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

/** The names every scenario of a modality shares: its category and the modality's own name. */
export type ModalityName = 'category' | 'modality';

const filled = (text: string) => text.trim() !== '';

/**
 * The scenario the Add button appends: a copy of the previous one with the next
 * type (spec §4). A name the previous one left blank is the modality's, from
 * the first scenario that has it, so no scenario asks for them again.
 */
export function nextScenario(scenarios: readonly MedicalScenarioValues[]): MedicalScenarioValues | undefined {
  const type = nextScenarioType(scenarios);
  const last = scenarios.at(-1);
  if (!type || !last) return undefined;
  const named = (key: ModalityName) => (filled(last[key]) ? last[key] : (scenarios.find((s) => filled(s[key]))?.[key] ?? ''));
  return { ...last, type, category: named('category'), modality: named('modality') };
}

/**
 * The other scenarios that take a name typed into the modality's first one: those
 * still blank, or still holding the name the first had before. A name
 * typed into another scenario is its own and is left alone.
 */
export function followersOf(scenarios: readonly MedicalScenarioValues[], key: ModalityName, before: string): number[] {
  return scenarios.flatMap((s, index) => (index > 0 && (!filled(s[key]) || s[key] === before) ? [index] : []));
}
