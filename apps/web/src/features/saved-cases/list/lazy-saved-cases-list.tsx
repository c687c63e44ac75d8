import { onDemand } from '../../../lib/on-demand.ts';

/**
 * The saved-cases panel is not part of the form: its code (the list, case
 * files, totals) stays out of the form's first load. The form page starts
 * loading it at once, beside the session check that comes before any page
 * shows, so it is almost always here by the first render; tests await it.
 */
const savedCasesList = onDemand(() => import('./saved-cases-list.tsx'));
export const loadSavedCasesList = savedCasesList.load;

/** The panel, or nothing while its code is still on the way. */
export function LazySavedCasesList() {
  const module = savedCasesList.useModule();
  return module ? <module.SavedCasesList /> : null;
}
