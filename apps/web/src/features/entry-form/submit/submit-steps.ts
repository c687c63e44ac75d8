import type { LossEarningsResponse, LossMedicalResponse, LossServicesResponse, LossSupportResponse, LossType } from '@damages/contracts';
import type { FormValues } from '../model/form-values.ts';
import { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest } from './build-requests.ts';

/** The raw create_table answers of one submit, grouped as the saved record groups them. */
export interface CalculationResults {
  lossSupport?: { past?: LossSupportResponse; future?: LossSupportResponse };
  lossServices?: { past?: LossServicesResponse; future?: LossServicesResponse };
  lossEarnings?: { past?: LossEarningsResponse; future?: LossEarningsResponse };
  medicalReport?: LossMedicalResponse;
}

type Group = 'lossSupport' | 'lossServices' | 'lossEarnings';

export interface SubmitStep {
  lossType: LossType;
  /** Progress text on the full-page spinner. */
  label: string;
  /** Red toast when the step fails (spec §8; earnings name their own step). */
  failure: string;
  path: string;
  build: (values: FormValues) => unknown;
  store: (results: CalculationResults, response: unknown) => void;
}

function lossStep(
  lossType: LossType,
  label: string,
  failure: string,
  group: Group,
  side: 'past' | 'future',
  resource: string,
  build: (values: FormValues) => unknown,
): SubmitStep {
  return {
    lossType,
    label,
    failure,
    path: `/api/create_table/${resource}/${side}`,
    build,
    store: (results, response) => {
      const current = (results[group] ?? {}) as Record<string, unknown>;
      (results as Record<Group, unknown>)[group] = { ...current, [side]: response };
    },
  };
}

/** The submit sequence of spec §4, in order; a step runs only when its loss type is selected. */
export const SUBMIT_STEPS: readonly SubmitStep[] = [
  lossStep('supportLossPast', 'Past Loss of Support', 'Failed to process Past Loss of Support', 'lossSupport', 'past', 'loss_support', buildSupportRequest),
  lossStep('supportLossFuture', 'Future Loss of Support', 'Failed to process Future Loss of Support', 'lossSupport', 'future', 'loss_support', buildSupportRequest),
  // The spec's catalogue gives the past services step the past support message; kept as specified.
  lossStep('householdServicesWdP', 'Past Loss Services', 'Failed to process Past Loss of Support', 'lossServices', 'past', 'loss_services', buildServicesRequest),
  lossStep('householdServicesWdF', 'Future Loss Services', 'Failed to process Future Loss Services', 'lossServices', 'future', 'loss_services', buildServicesRequest),
  {
    lossType: 'medicalExpensesFuture',
    label: 'Future Medical Expenses',
    failure: 'Failed to process Future Medical Expenses',
    path: '/api/create_table/loss_medical/future',
    build: buildMedicalRequest,
    store: (results, response) => {
      results.medicalReport = response as LossMedicalResponse;
    },
  },
  lossStep('lossOfEarningsPast', 'Past Loss Earnings', 'Failed to process Past Loss Earnings', 'lossEarnings', 'past', 'loss_earnings', buildEarningsRequest),
  lossStep('lossOfEarningsFuture', 'Future Loss Earnings', 'Failed to process Future Loss Earnings', 'lossEarnings', 'future', 'loss_earnings', buildEarningsRequest),
];

export const PERSISTING_LABEL = 'Persisting data';

/** Raised by {@link runSubmitSteps} when a step fails; carries the step and the cause. */
export class StepFailure extends Error {
  constructor(
    readonly step: SubmitStep,
    override readonly cause: unknown,
  ) {
    super(step.failure);
  }
}

export type Post = (path: string, body: unknown) => Promise<unknown>;

/** The steps that apply to the selected loss types, in the spec's order. */
export function stepsFor(lossTypes: readonly LossType[]): SubmitStep[] {
  return SUBMIT_STEPS.filter((step) => lossTypes.includes(step.lossType));
}

/**
 * Runs the selected steps one after another, reporting each label before its
 * call; the first failure stops the sequence with a {@link StepFailure}.
 */
export async function runSubmitSteps(
  values: FormValues,
  lossTypes: readonly LossType[],
  post: Post,
  onProgress: (label: string) => void,
): Promise<CalculationResults> {
  const results: CalculationResults = {};
  for (const step of stepsFor(lossTypes)) {
    onProgress(step.label);
    let response: unknown;
    try {
      response = await post(step.path, step.build(values));
    } catch (error) {
      throw new StepFailure(step, error);
    }
    step.store(results, response);
  }
  return results;
}
