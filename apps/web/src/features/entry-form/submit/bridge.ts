import {
  buildSavedRecord,
  causesBetween,
  withCausesApplied,
  type CaseCause,
  type FormDataRecord,
  type SavedFormRecord,
  type ScenarioOfRecord,
} from '@damages/contracts';
import {
  MAX_SHAPLEY_CAUSES,
  firstCauses,
  sequentialAttribution,
  sequentialSubsets,
  shapleyAttribution,
  type CauseSubset,
} from '@damages/engine';
import { runSubmitSteps, type Post } from './submit-steps.ts';

/**
 * A supplemental report's bridge from the old total to the new one: the Summary's total (under the
 * scenario of record) of the old case, of the new case, and of the cases between them, one per subset
 * of the causes of their difference (causesBetween), each recomputed by the calculation service as a
 * submit computes it. The engine splits the difference among the causes; this only asks for the
 * totals. The submit of a supplement computes it, so it lives with the submit; the Summary's total is
 * the report's figure, which the app gives the entry form (SummaryTotal), as the form does not import
 * the report.
 */

/** The Summary's total of a saved case under its scenario of record, in whole dollars: the report's headline figure. */
export type SummaryTotal = (record: SavedFormRecord) => number;

interface BridgeStep extends CaseCause {
  /** The cause's part with the causes before it in the bridge's order already applied, in dollars. */
  sequential: number;
  /** The cause's part averaged over every order (Shapley), in dollars to the cent; null past MAX_SHAPLEY_CAUSES causes. */
  shapley: number | null;
}

export interface Bridge {
  /** The Summary's total of the old case and of the new, in whole dollars. */
  before: number;
  after: number;
  /** One per cause, in the bridge's order; each attribution's parts add to after − before exactly. */
  steps: BridgeStep[];
}

/** A case recomputed for the bridge is never saved: its record has no time of saving. */
const NEVER_SAVED = '';

/**
 * The bridge from `before` to `after`, both a case's form data. The calls go one subset at a time,
 * each subset's submit steps one after another, as a submit's do: 2^n recalculations (n causes, at
 * most 12 for the Shapley parts; past that only the n + 1 of the sequential ones) must not flood the
 * service. `scenario` is the scenario of record of every total; absent, the report's default.
 */
export async function bridge(
  before: FormDataRecord,
  after: FormDataRecord,
  post: Post,
  summaryTotal: SummaryTotal,
  scenario?: ScenarioOfRecord,
): Promise<Bridge> {
  const causes = causesBetween(before, after);
  const withShapley = causes.length <= MAX_SHAPLEY_CAUSES;
  const subsets = withShapley
    ? Array.from({ length: firstCauses(causes.length) + 1 }, (_, subset) => subset)
    : sequentialSubsets(causes.length);
  const totals = new Map<CauseSubset, number>();
  for (const subset of subsets) {
    const applied = causes.filter((_, index) => subset & (1 << index));
    totals.set(subset, await totalOf(withCausesApplied(before, after, applied), post, summaryTotal, scenario));
  }
  const totalInCents = (subset: CauseSubset) => (totals.get(subset) ?? Number.NaN) * 100;
  const sequential = sequentialAttribution(causes.length, totalInCents);
  const shapley = withShapley ? shapleyAttribution(causes.length, totalInCents) : null;
  return {
    before: totals.get(0) ?? Number.NaN,
    after: totals.get(firstCauses(causes.length)) ?? Number.NaN,
    steps: causes.map((cause, index) => ({
      ...cause,
      sequential: (sequential[index] ?? 0) / 100,
      shapley: shapley ? (shapley[index] ?? 0) / 100 : null,
    })),
  };
}

/** The Summary's total of a case computed now, as its report would show it. */
async function totalOf(formData: FormDataRecord, post: Post, summaryTotal: SummaryTotal, scenario: ScenarioOfRecord | undefined) {
  const results = await runSubmitSteps(formData, formData.case.typeSelectedValues, post, () => {});
  return summaryTotal({ ...buildSavedRecord(formData, results, NEVER_SAVED), scenarioOfRecord: scenario });
}
