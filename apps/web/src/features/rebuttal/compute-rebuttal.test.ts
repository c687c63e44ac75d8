import {
  lossTotals,
  selectionOfRecord,
  type FormDataRecord,
  type LossTotals,
  type OpposingReport,
  type SavedFormRecord,
  type ScenarioOfRecord,
  type StatedFigures,
} from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { savedRecordOf, serviceAnswer } from '../../testing/record-builder.ts';
import { personalInjuryRecord } from '../report/testing/index.ts';
import { computeRebuttal } from './index.ts';

/** The calculation service: each body read by the contract and computed by the engine, as the server does. */
const service = async (path: string, body: unknown) => serviceAnswer(path, body);

const SAVED_AT = '2026-01-15T12:00:00.000Z';

/** Our case: earnings and household services, whose opinion rests on the second retirement age (62.5). */
const OUR_SCENARIO: ScenarioOfRecord = { retirement: 1 };
const OURS: SavedFormRecord = {
  ...personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture', 'householdServicesWdP', 'householdServicesWdF']),
  scenarioOfRecord: OUR_SCENARIO,
};

/** The Summary of a case's form data as a submit saves it, under our scenario of record. */
function summaryOf(formData: FormDataRecord): LossTotals {
  const record = { ...savedRecordOf(formData, SAVED_AT), scenarioOfRecord: OUR_SCENARIO };
  return lossTotals(record, selectionOfRecord(record));
}

/** Figures stated as a Summary states them, each element split into past and future. */
const statedAs = (totals: LossTotals): StatedFigures => ({
  elements: totals.lines.map((line) => ({ key: line.key, past: line.past ?? 0, future: line.future ?? 0, total: line.total })),
  total: totals.total,
});

const opposingOf = (formData: FormDataRecord, stated: StatedFigures): OpposingReport => ({
  author: 'Dr. Pat Quinn',
  reportDate: '2025-04-02',
  ...stated,
  formData: { ...formData, case: { ...formData.case, economist: 'their-expert', retainingAttorneyOrFirm: 'Defense LLP' } },
});

/** A sum of amounts in dollars to the cent, in whole cents. */
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('the rebuttal of an opposing report', () => {
  it('replicates a report made on our own assumptions exactly, with nothing to bridge', async () => {
    const ourSummary = summaryOf(OURS.formData);
    const opposing = opposingOf(OURS.formData, statedAs(ourSummary));
    const result = await computeRebuttal({ ...OURS, opposing }, service);

    expect(result.replication.map((row) => row.key)).toEqual(['earnings', 'services', 'total']);
    for (const row of result.replication)
      for (const cell of [row.past, row.future, row.total]) expect([cell.difference, cell.share]).toEqual([0, 0]);
    expect(result.replication.at(-1)?.total.replicated).toBe(ourSummary.total);
    expect(result.waterfall).toEqual({ stated: ourSummary.total, replicated: ourSummary.total, ours: ourSummary.total, steps: [] });
    expect(result.findings.filter((finding) => finding.kind === 'replicationGap' || finding.kind === 'notFooting')).toEqual([]);
  });

  it('goes from their stated total to ours exactly: the replication gap, then each differing assumption', async () => {
    // Their assumptions: a higher wages discount rate, a lower wages growth rate, retirement at 60 in our scenario of record.
    const theirs: FormDataRecord = {
      ...OURS.formData,
      plaintiff: { ...OURS.formData.plaintiff, wagesDiscountRate: 0.05, wagesGrowthRate: 0.02, retirementAge: [67, 60] },
    };
    const replicated = summaryOf(theirs);
    // Their report prints an earnings figure 1,234.56 below what their assumptions give.
    const asReplicated = statedAs(replicated);
    const [earnings, ...others] = asReplicated.elements;
    if (earnings === undefined) throw new Error('The case claims earnings');
    const stated: StatedFigures = {
      elements: [{ ...earnings, future: (earnings.future ?? 0) - 1234.56, total: earnings.total - 1234.56 }, ...others],
      total: asReplicated.total - 1234.56,
    };

    const result = await computeRebuttal({ ...OURS, opposing: opposingOf(theirs, stated) }, service);
    const ourTotal = summaryOf(OURS.formData).total;

    expect(result.replication[0]?.total).toEqual({
      stated: earnings.total - 1234.56,
      replicated: earnings.total,
      difference: 1234.56,
      share: 1234.56 / (earnings.total - 1234.56),
    });
    expect(result.replication[1]?.total.difference).toBe(0);

    const { waterfall } = result;
    expect([waterfall.stated, waterfall.replicated, waterfall.ours]).toEqual([stated.total, replicated.total, ourTotal]);
    expect(waterfall.steps.map((step) => [step.kind, step.label])).toEqual([
      ['unexplained', 'Not explained by the stated assumptions'],
      ['input', 'Wages discount rate'],
      ['input', 'Wages growth rate'],
      ['input', 'Retirement age, scenario 2'],
    ]);
    const [gap, discount, growth, retirement] = waterfall.steps;
    expect(gap?.amount).toBe(1234.56);
    // Both columns add exactly from their stated total to ours.
    expect(cents(waterfall.steps.map((step) => step.amount))).toBe(cents([ourTotal, -stated.total]));
    expect(cents(waterfall.steps.map((step) => step.shapley ?? Number.NaN))).toBe(cents([ourTotal, -stated.total]));

    // In the order listed, from their replicated total: our discount rate first, our retirement age last.
    const withOurRate = { ...theirs, plaintiff: { ...theirs.plaintiff, wagesDiscountRate: OURS.formData.plaintiff.wagesDiscountRate } };
    expect(discount?.amount).toBe(summaryOf(withOurRate).total - replicated.total);
    const allButRetirement = { ...OURS.formData, plaintiff: { ...OURS.formData.plaintiff, retirementAge: [67, 60] } };
    expect(retirement?.amount).toBe(ourTotal - summaryOf(allButRetirement).total);
    // Our lower discount rate, higher growth and later retirement each raise the loss.
    expect([discount, growth, retirement].every((step) => (step?.amount ?? 0) > 0)).toBe(true);

    // The gap is well under 1 % of their earnings figure: within what the screen lets pass.
    expect(Math.abs(result.replication[0]?.total.share ?? 1)).toBeLessThan(0.01);
    expect(result.findings.filter((finding) => finding.kind === 'replicationGap')).toEqual([]);
  });
});
