import {
  buildSavedRecord,
  lossTotals,
  REBUTTAL_WORDS,
  replicationRows,
  screenOpposingReport,
  selectionOfRecord,
  UNEXPLAINED_STEP,
  type LossTotals,
  type OpposingReport,
  type SavedFormRecord,
  type SavedRebuttal,
  type WaterfallStep,
} from '@damages/contracts';
import { bridge, runSubmitSteps, type Post } from '../entry-form/index.ts';

/**
 * A rebuttal of the opposing expert's report (the record's `opposing`): their figures replicated by
 * the calculation service from their stated assumptions, under our scenario of record; the bridge
 * from their replicated total to ours, each differing assumption's part recomputed as a supplement's
 * bridge is; and the screen of their report. The waterfall starts at their stated total: its first
 * step is what their stated assumptions do not explain (replicated − stated), so its steps go from
 * their stated total to ours exactly.
 */

/** A case recomputed for the rebuttal is never saved: its record has no time of saving. */
const NEVER_SAVED = '';

const inCents = (dollars: number) => Math.round(dollars * 100);

/** The rebuttal of a case holding an opposing report, ready to be saved with it as its `rebuttal`. */
export async function computeRebuttal(record: SavedFormRecord & { opposing: OpposingReport }, post: Post): Promise<SavedRebuttal> {
  const { opposing, scenarioOfRecord } = record;
  const replicated = await summaryOf(opposing.formData, post, scenarioOfRecord);
  const replication = replicationRows(opposing, replicated);
  const between = await bridge(opposing.formData, record.formData, post, scenarioOfRecord);
  const withShapley = between.steps.every((step) => step.shapley !== null);
  const gap = (inCents(replicated.total) - inCents(opposing.total)) / 100;
  const unexplained: WaterfallStep[] =
    gap === 0 ? [] : [{ kind: UNEXPLAINED_STEP, label: REBUTTAL_WORDS.unexplained, amount: gap, shapley: withShapley ? gap : null }];
  return {
    replication,
    waterfall: {
      stated: opposing.total,
      replicated: replicated.total,
      ours: between.after,
      steps: [
        ...unexplained,
        ...between.steps.map(({ kind, label, sequential, shapley }): WaterfallStep => ({ kind, label, amount: sequential, shapley })),
      ],
    },
    findings: screenOpposingReport(opposing, replication),
  };
}

/** Their Summary as our engine computes it from their assumptions, as a submit of them would save it. */
async function summaryOf(
  formData: OpposingReport['formData'],
  post: Post,
  scenario: SavedFormRecord['scenarioOfRecord'],
): Promise<LossTotals> {
  const results = await runSubmitSteps(formData, formData.case.typeSelectedValues, post, () => {});
  const replicated = { ...buildSavedRecord(formData, results, NEVER_SAVED), scenarioOfRecord: scenario };
  return lossTotals(replicated, selectionOfRecord(replicated));
}
