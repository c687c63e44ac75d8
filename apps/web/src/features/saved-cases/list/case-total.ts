import type { SavedFormRecord } from '@damages/contracts';
import { lossTotals, scenarioName, scenarioOptions, selectionOfRecord } from '../../report/index.ts';

export interface CaseTotal {
  /** The grand total of the report's Summary, in whole dollars. */
  total: number;
  /** The scenario of record's short name ("Probable medical"); empty when the case offers no choice of scenario. */
  scenario: string;
}

/** The case's headline figure: the Summary's total under its scenario of record (undefined when it cannot be computed). */
export function caseTotal(record: SavedFormRecord): CaseTotal | undefined {
  try {
    const options = scenarioOptions(record);
    const selection = selectionOfRecord(record, options);
    return { total: lossTotals(record, selection).total, scenario: scenarioName(options, selection) };
  } catch {
    // A record that parses but whose results are incomplete: the list still shows the case.
    return undefined;
  }
}
