import type { ScenarioSelection } from '../model/report-model.ts';

/**
 * The scenario choice lives for the browser session (sessionStorage), per form,
 * so that every page and the printed report use the same scenarios.
 */
const keyOf = (formId: string) => `report-scenarios:${formId}`;

export function readStoredSelection(formId: string): Partial<ScenarioSelection> | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(formId));
    return text === null ? undefined : (JSON.parse(text) as Partial<ScenarioSelection>);
  } catch {
    return undefined;
  }
}

export function storeSelection(formId: string, selection: ScenarioSelection): void {
  try {
    sessionStorage.setItem(keyOf(formId), JSON.stringify(selection));
  } catch {
    // Private mode or a full store: the choice then lasts only for this page.
  }
}
