import type { SavedFormRecord } from '@damages/contracts';
import { defaultSelection } from '../../report/model/scenarios.ts';
import { lossTotals } from '../../report/model/totals.ts';

/** The grand total of the report's Summary under the default scenarios, in whole dollars (undefined when it cannot be computed). */
export function caseTotal(record: SavedFormRecord): number | undefined {
  try {
    return lossTotals(record, defaultSelection(record)).total;
  } catch {
    // A record that parses but whose results are incomplete: the list still shows the case.
    return undefined;
  }
}
