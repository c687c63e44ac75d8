import type { ScenarioSelection } from '../model/report-model.ts';

/**
 * A temporary view of scenarios other than the scenario of record lives for the
 * browser session (sessionStorage), per form, so that every report page shows
 * the same one; a new session opens on the scenario of record, which is saved
 * with the case, and no export ever reads this.
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

/** Ends the temporary view: the report shows the scenario of record again. */
export function clearStoredSelection(formId: string): void {
  try {
    sessionStorage.removeItem(keyOf(formId));
  } catch {
    // Nothing stored, or no storage: nothing to end.
  }
}
