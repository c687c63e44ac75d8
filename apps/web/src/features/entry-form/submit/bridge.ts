import {
  buildSavedRecord,
  causesBetween,
  lossTotals,
  selectionOfRecord,
  withCausesApplied,
  type CaseCause,
  type FormDataRecord,
  type LossTotals,
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
 * A supplemental report's bridge from the old totals to the new: the Summary's past, future and
 * grand totals (under the scenario of record) of the old case, of the new case, and of the cases
 * between them, one per subset of the causes of their difference (causesBetween), each recomputed
 * by the calculation service as a submit computes it. The engine splits each total's difference
 * among the causes; this only asks for the totals. The submit of a supplement computes it, so it
 * lives with the submit; the totals are the Summary's rule (lossTotals), which the contracts hold.
 */

/** A cause's two parts of one total's difference, in dollars. */
interface BridgeParts {
  /** The cause's part with the causes before it in the bridge's order already applied. */
  sequential: number;
  /** The cause's part averaged over every order (Shapley), to the cent; null past MAX_SHAPLEY_CAUSES causes. */
  shapley: number | null;
}

/** One total of both cases, in whole dollars, and each cause's parts (in the bridge's order), which add to after − before exactly. */
interface TotalBridge {
  before: number;
  after: number;
  steps: BridgeParts[];
}

/** The grand total's bridge, its steps naming their causes, with the past and the future total's bridges. */
export interface Bridge extends TotalBridge {
  steps: (CaseCause & BridgeParts)[];
  past: TotalBridge;
  future: TotalBridge;
}

/** The Summary's totals a bridge attributes. */
type BridgedTotal = keyof Pick<LossTotals, 'past' | 'future' | 'total'>;

/** A case recomputed for the bridge is never saved: its record has no time of saving. */
const NEVER_SAVED = '';

/**
 * The bridge from `before` to `after`, both a case's form data. The calls go one subset at a time,
 * each subset's submit steps one after another, as a submit's do: 2^n recalculations (n causes, at
 * most 12 for the Shapley parts; past that only the n + 1 of the sequential ones) must not flood the
 * service. `scenario` is the scenario of record of every total; absent, the report's default.
 */
export async function bridge(before: FormDataRecord, after: FormDataRecord, post: Post, scenario?: ScenarioOfRecord): Promise<Bridge> {
  const causes = causesBetween(before, after);
  const withShapley = causes.length <= MAX_SHAPLEY_CAUSES;
  const subsets = withShapley
    ? Array.from({ length: firstCauses(causes.length) + 1 }, (_, subset) => subset)
    : sequentialSubsets(causes.length);
  const totals = new Map<CauseSubset, LossTotals>();
  for (const subset of subsets) {
    const applied = causes.filter((_, index) => subset & (1 << index));
    totals.set(subset, await totalsOf(withCausesApplied(before, after, applied), post, scenario));
  }
  const attribute = (which: BridgedTotal): TotalBridge => {
    const dollars = (subset: CauseSubset) => totals.get(subset)?.[which] ?? Number.NaN;
    const inCents = (subset: CauseSubset) => dollars(subset) * 100;
    const sequential = sequentialAttribution(causes.length, inCents);
    const shapley = withShapley ? shapleyAttribution(causes.length, inCents) : null;
    return {
      before: dollars(0),
      after: dollars(firstCauses(causes.length)),
      steps: causes.map((_, index) => ({
        sequential: (sequential[index] ?? 0) / 100,
        shapley: shapley ? (shapley[index] ?? 0) / 100 : null,
      })),
    };
  };
  const total = attribute('total');
  return {
    ...total,
    steps: causes.map((cause, index) => ({
      ...cause,
      sequential: total.steps[index]?.sequential ?? 0,
      shapley: total.steps[index]?.shapley ?? null,
    })),
    past: attribute('past'),
    future: attribute('future'),
  };
}

/** The Summary's totals of a case computed now, as its report would show them. */
async function totalsOf(formData: FormDataRecord, post: Post, scenario: ScenarioOfRecord | undefined): Promise<LossTotals> {
  const results = await runSubmitSteps(formData, formData.case.typeSelectedValues, post, () => {});
  const record = { ...buildSavedRecord(formData, results, NEVER_SAVED), scenarioOfRecord: scenario };
  return lossTotals(record, selectionOfRecord(record));
}
