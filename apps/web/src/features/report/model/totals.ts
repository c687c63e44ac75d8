import { lossTotals, type SavedFormRecord } from '@damages/contracts';
import type { ScenarioOptions } from './report-model.ts';
import { everySelection } from './scenarios.ts';

/** The totals rule is the contracts' (loss-totals.ts, which the server uses too); re-exported for the report model. */
export { BURIAL_LABEL, calendarPresentValue, lossTotals, wholeDollarRow } from '@damages/contracts';

/** The lowest and highest total economic loss across the scenarios a case holds. */
export interface TotalRange {
  scenarios: number;
  lowest: number;
  highest: number;
}

/** The range of the total economic loss (each total as lossTotals foots it) across every scenario of the case; undefined with one scenario. */
export function totalRange(record: SavedFormRecord, options: ScenarioOptions): TotalRange | undefined {
  const totals = everySelection(options).map((selection) => lossTotals(record, selection).total);
  if (totals.length < 2) return undefined;
  return { scenarios: totals.length, lowest: Math.min(...totals), highest: Math.max(...totals) };
}
