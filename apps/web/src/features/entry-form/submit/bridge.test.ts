import { lossTotals, selectionOfRecord, type FormDataRecord } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { savedRecordOf, serviceAnswer } from '../../../testing/record-builder.ts';
import { personalInjuryRecord } from '../../report/testing/index.ts';
import { bridge } from './bridge.ts';

/** The calculation service: each body read by the contract and computed by the engine, as the server does. */
const service = async (path: string, body: unknown) => serviceAnswer(path, body);

/** The Summary's past, future and grand totals of a case, computed and saved the way a submit saves it. */
const totalsOf = (formData: FormDataRecord) => {
  const record = savedRecordOf(formData, '2026-01-15T12:00:00.000Z');
  return lossTotals(record, selectionOfRecord(record));
};
const summaryTotal = (formData: FormDataRecord) => totalsOf(formData).total;

/** A sum of amounts in dollars to the cent, in whole cents. */
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

const FIRST = personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture']).formData;
const TREASURY = (asOf: string, tenorYears: number) => ({ lookup: 'treasury' as const, asOf, tenorYears });

/**
 * The supplemental report of an earnings case: trial and report ten months later, both discount rates
 * looked up on the new curve (only the wages' one bears on earnings), the first income corrected.
 */
const SUPPLEMENTAL: FormDataRecord = {
  ...FIRST,
  case: { ...FIRST.case, dateOfReport: '2026-01-15', dateOfTrial: '2026-11-02' },
  plaintiff: {
    ...FIRST.plaintiff,
    annualIncome: [140000, 98000],
    wagesDiscountRate: 0.0412,
    servicesDiscountRate: 0.0405,
    provenance: { wagesDiscountRate: TREASURY('2026-01-14', 22.4), servicesDiscountRate: TREASURY('2026-01-14', 30) },
  },
};

describe('the bridge from a report’s total to its supplemental report’s', () => {
  it('splits the difference among its causes, each way adding to it exactly', async () => {
    const result = await bridge(FIRST, SUPPLEMENTAL, service);
    expect(result.before).toBe(summaryTotal(FIRST));
    expect(result.after).toBe(summaryTotal(SUPPLEMENTAL));
    expect(result.steps.map((step) => step.label)).toEqual([
      'Passage of time',
      'Wages discount rate: Treasury par yield curve of 2026-01-14, 22.4-year maturity',
      'Services discount rate: Treasury par yield curve of 2026-01-14, 30-year maturity',
      'Annual income, scenario 1',
    ]);
    const [time, wagesRate, servicesRate, income] = result.steps;
    const difference = result.after - result.before;
    expect(cents(result.steps.map((step) => step.sequential))).toBe(difference * 100);
    expect(cents(result.steps.map((step) => step.shapley ?? Number.NaN))).toBe(difference * 100);

    // The services' rate bears on no earnings figure: nothing of the difference is its.
    expect([servicesRate?.sequential, servicesRate?.shapley]).toEqual([0, 0]);
    // In the stated order, time is measured on the first report's figures, the income last on all else new.
    const movedOnly = { ...FIRST, case: SUPPLEMENTAL.case };
    expect(time?.sequential).toBe(summaryTotal(movedOnly) - result.before);
    const allButIncome = { ...SUPPLEMENTAL, plaintiff: { ...SUPPLEMENTAL.plaintiff, annualIncome: FIRST.plaintiff.annualIncome } };
    expect(income?.sequential).toBe(result.after - summaryTotal(allButIncome));
    // A higher discount rate lowers the future loss.
    expect(wagesRate?.shapley).toBeLessThan(0);

    // The income's Shapley part, from the cases between worked out by hand: with the services' rate idle, three
    // causes, and the income's effect weighs 1/3 applied first, 1/6 after the time or the rate alone, 1/3 last.
    const withIncome = (formData: FormDataRecord) => ({ ...formData, plaintiff: { ...formData.plaintiff, annualIncome: [140000, 98000] } });
    const { wagesDiscountRate, provenance } = SUPPLEMENTAL.plaintiff;
    const rated = {
      ...FIRST,
      plaintiff: { ...FIRST.plaintiff, wagesDiscountRate, provenance: { wagesDiscountRate: provenance?.wagesDiscountRate } },
    };
    const movedAndRated = { ...rated, case: SUPPLEMENTAL.case };
    const effect = (formData: FormDataRecord) => summaryTotal(withIncome(formData)) - summaryTotal(formData);
    const exact = (2 * effect(FIRST) + effect(movedOnly) + effect(rated) + 2 * effect(movedAndRated)) / 6;
    expect(Math.abs((income?.shapley ?? Number.NaN) - exact)).toBeLessThan(0.01);
  });

  it('splits the change in the past and in the future losses alike, each cause’s two parts adding to its part of the total', async () => {
    const result = await bridge(FIRST, SUPPLEMENTAL, service);
    const [first, second] = [totalsOf(FIRST), totalsOf(SUPPLEMENTAL)];
    expect([result.past.before, result.past.after]).toEqual([first.past, second.past]);
    expect([result.future.before, result.future.after]).toEqual([first.future, second.future]);
    // Both move: ten months of earnings pass from the future into the past, and the income changed.
    expect(second.past).not.toBe(first.past);
    expect(second.future).not.toBe(first.future);

    for (const side of [result.past, result.future]) {
      expect(side.steps).toHaveLength(result.steps.length);
      expect(cents(side.steps.map((step) => step.sequential))).toBe((side.after - side.before) * 100);
      expect(cents(side.steps.map((step) => step.shapley ?? Number.NaN))).toBe((side.after - side.before) * 100);
    }
    result.steps.forEach((step, index) => {
      const past = result.past.steps[index]?.sequential ?? Number.NaN;
      const future = result.future.steps[index]?.sequential ?? Number.NaN;
      expect(cents([past, future])).toBe(cents([step.sequential]));
    });
    // The passage of time, first in the order listed, measured on the first report's figures.
    const moved = totalsOf({ ...FIRST, case: SUPPLEMENTAL.case });
    expect(result.past.steps[0]?.sequential).toBe(moved.past - first.past);
    expect(result.future.steps[0]?.sequential).toBe(moved.future - first.future);
  });

  it('finds nothing to bridge between a case and itself', async () => {
    const result = await bridge(FIRST, { ...FIRST, case: { ...FIRST.case, caseName: 'Alvarez v. Northside Freight' } }, service);
    const { past, future, total } = totalsOf(FIRST);
    expect(result).toEqual({
      before: total,
      after: total,
      steps: [],
      past: { before: past, after: past, steps: [] },
      future: { before: future, after: future, steps: [] },
    });
  });
});
