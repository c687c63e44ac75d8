import { describe, expect, it, vi } from 'vitest';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { RETRYING_LABEL, runSubmitSteps, StepFailure, stepsFor, SUBMIT_STEPS } from './submit-steps.ts';

/**
 * A create_table answer with one table whose rows travel as a JSON string: only what the steps pass on, not a
 * whole answer of the contract (a test that saves a record answers with serviceReply, testing/render-form.tsx).
 */
function wireLoss(id: unknown, pv = 100) {
  return {
    case_info: {
      plaintiff_age_at_report: 46.45,
      plaintiff_age_at_life_expectancy: [79.55],
      life_expectancy_date: [{ id: 0, life_expectancy_date: '2058-04-07' }],
    },
    table: [{ id, table: JSON.stringify([{ Year: 2025, Age: 46.29, Portion: 1, Loss: pv, 'Discount Factor': 1, PV: pv }]), total_pv: pv }],
  };
}

function wireMedical() {
  const entry = (id: number) => ({
    id,
    medical_table: JSON.stringify([{ Year: 2026, Age: 50, Portion: 1, 'Annual Cost': 100, Cost: 100, 'Discount Factor': 0.95, PV: 95 }]),
    total_pv: 95,
    medical_growth: 0.0232,
    medical_discount: 0.0441,
    medical_category: 'Therapy',
    medical_modality: 'Physical therapy',
  });
  return {
    case_info: {
      plaintiff_age_at_report: 61,
      plaintiff_age_at_life_expectancy: [81.4],
      life_expectancy_date: [{ id: 0, life_expectancy_date: '2045-07-25' }],
    },
    table: { best: [entry(0), entry(1)], probable: [entry(0)], worst: [entry(0)] },
  };
}

describe('SUBMIT_STEPS', () => {
  it('runs in the spec order with its progress texts', () => {
    expect(SUBMIT_STEPS.map((s) => s.label)).toEqual([
      'Past Loss of Support',
      'Future Loss of Support',
      'Past Loss Services',
      'Future Loss Services',
      'Future Medical Expenses',
      'Past Loss Earnings',
      'Future Loss Earnings',
    ]);
  });

  it('names each failure as the spec says, with the earnings quirk fixed', () => {
    expect(Object.fromEntries(SUBMIT_STEPS.map((s) => [s.lossType, s.failure]))).toEqual({
      supportLossPast: 'Failed to process Past Loss of Support',
      supportLossFuture: 'Failed to process Future Loss of Support',
      householdServicesWdP: 'Failed to process Past Loss of Support',
      householdServicesWdF: 'Failed to process Future Loss Services',
      medicalExpensesFuture: 'Failed to process Future Medical Expenses',
      lossOfEarningsPast: 'Failed to process Past Loss Earnings',
      lossOfEarningsFuture: 'Failed to process Future Loss Earnings',
    });
  });

  it('runs only the steps of the selected loss types; past medical has none', () => {
    expect(stepsFor(['medicalExpensesPast', 'householdServicesWdF']).map((s) => s.path)).toEqual([
      '/api/create_table/loss_services/future',
    ]);
  });
});

describe('runSubmitSteps', () => {
  it('posts each selected step in order and groups the answers', async () => {
    const values = wrongfulDeathValues();
    const post = vi.fn(async (path: string) =>
      path.includes('support') ? wireLoss({ annualIncomeId: 0, retirementDateId: 0 }) : wireLoss(0),
    );
    const progress: string[] = [];
    const results = await runSubmitSteps(formDataOf(values), values.case.typeSelectedValues, post, (label) => progress.push(label));
    expect(progress).toEqual(['Past Loss of Support', 'Future Loss of Support', 'Past Loss Services', 'Future Loss Services']);
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/api/create_table/loss_support/past',
      '/api/create_table/loss_support/future',
      '/api/create_table/loss_services/past',
      '/api/create_table/loss_services/future',
    ]);
    expect(Object.keys(results.lossSupport ?? {})).toEqual(['past', 'future']);
    expect(Object.keys(results.lossServices ?? {})).toEqual(['past', 'future']);
  });

  it('sends the medical and earnings bodies to their endpoints', async () => {
    const values = personalInjuryValues();
    values.case.typeSelectedValues = ['medicalExpensesFuture', 'lossOfEarningsPast'];
    const post = vi.fn(async (path: string) =>
      path.includes('medical') ? wireMedical() : wireLoss({ annualIncomeId: 0, retirementDateId: 0 }),
    );
    const results = await runSubmitSteps(
      formDataOf({ ...earningsValues(), medical: values.medical, case: values.case }),
      values.case.typeSelectedValues,
      post,
      () => {},
    );
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/api/create_table/loss_medical/future',
      '/api/create_table/loss_medical/past',
      '/api/create_table/loss_earnings/past',
    ]);
    expect(results.medicalReport?.table.best).toHaveLength(2);
    expect(results.lossEarnings?.past).toBeDefined();
  });

  it("asks for the plan's care before trial with the same body, under the one medical step", async () => {
    const values = personalInjuryValues();
    values.case.typeSelectedValues = ['medicalExpensesFuture'];
    const past = wireMedical();
    past.table.best[0]!.total_pv = 12.34;
    const post = vi.fn(async (path: string, _body: unknown) => (path.endsWith('/past') ? past : wireMedical()));
    const progress: string[] = [];
    const results = await runSubmitSteps(formDataOf(values), values.case.typeSelectedValues, post, (label) => progress.push(label));
    expect(progress).toEqual(['Future Medical Expenses']);
    const [future, beforeTrial] = post.mock.calls;
    expect(beforeTrial?.[1]).toEqual(future?.[1]);
    expect(results.medicalBeforeTrial?.table.best[0]?.total_pv).toBe(12.34);
    expect(results.medicalReport?.table.best[0]?.total_pv).toBe(95);
  });

  it("fails with the future medical step's message when the care before trial fails", async () => {
    const values = personalInjuryValues();
    values.case.typeSelectedValues = ['medicalExpensesFuture', 'lossOfEarningsPast'];
    const post = vi.fn(async (path: string) => {
      if (path === '/api/create_table/loss_medical/past') throw new Error('boom');
      return wireMedical();
    });
    const failure = await runSubmitSteps(formDataOf(values), values.case.typeSelectedValues, post, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as StepFailure).message).toBe('Failed to process Future Medical Expenses');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('stops at the first failure and names the failed step', async () => {
    const values = earningsValues();
    const post = vi.fn(async (path: string) => {
      if (path.endsWith('/future')) throw new Error('boom');
      return wireLoss({ annualIncomeId: 0, retirementDateId: 0 });
    });
    const failure = await runSubmitSteps(formDataOf(values), values.case.typeSelectedValues, post, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as StepFailure).message).toBe('Failed to process Future Loss Earnings');
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('a step whose call is retried', () => {
  it("says 'Retrying…' while the call waits to try again, then goes on", async () => {
    const values = earningsValues();
    const progress: string[] = [];
    const post = vi.fn(async (path: string, _body: unknown, options?: { onRetry?: () => void }) => {
      if (path.endsWith('/past')) options?.onRetry?.();
      return wireLoss({ annualIncomeId: 0, retirementDateId: 0 });
    });
    await runSubmitSteps(formDataOf(values), values.case.typeSelectedValues, post, (label) => progress.push(label));
    expect(progress).toEqual(['Past Loss Earnings', RETRYING_LABEL, 'Future Loss Earnings']);
    expect(RETRYING_LABEL).toBe('Retrying…');
  });
});
