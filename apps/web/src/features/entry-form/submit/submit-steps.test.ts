import { describe, expect, it, vi } from 'vitest';
import { earningsValues, formDataOf, personalInjuryValues, wireLoss, wireMedical, wrongfulDeathValues } from '../testing/fixtures.ts';
import { RETRYING_LABEL, runSubmitSteps, StepFailure, stepsFor, SUBMIT_STEPS } from './submit-steps.ts';

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
