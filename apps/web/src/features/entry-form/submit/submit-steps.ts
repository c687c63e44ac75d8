import {
  CALCULATION_STEPS,
  getInterestResponse,
  pathOf,
  LOSS_KINDS,
  type CalculationStep,
  type CalculationResults,
  type FormDataRecord,
  type LossMedicalResponse,
  type LossType,
} from '@damages/contracts';
import { REQUEST_BUILDERS } from '../../../lib/calculation-requests.ts';
import { lumpSumInterestRequest, prejudgmentInterestOf } from '../../../lib/interest-requests.ts';

/** The raw create_table answers of one submit (contracts' saved-record-of-answers.ts). */
export type { CalculationResults };

/** One step of the submit sequence: the catalogue's step with the body it posts. */
export interface SubmitStep extends CalculationStep {
  build: (data: FormDataRecord) => unknown;
}

/** The submit sequence of spec §4, in order; a step runs only when its loss type is selected. */
export const SUBMIT_STEPS: readonly SubmitStep[] = CALCULATION_STEPS.map((step) => ({
  ...step,
  // A past table carries the case's prejudgment interest, where the forum lets it bear interest (methodology §16).
  build:
    step.side === 'past'
      ? (data) => ({ ...(REQUEST_BUILDERS[step.kind](data) as object), ...prejudgmentInterestOf(data, step.kind) })
      : REQUEST_BUILDERS[step.kind],
}));

/**
 * The plan's care before trial is costed from the same plan as the future care,
 * so the future medical step asks for it too, under the step's own progress
 * text and failure message: the user sees one medical step, as the spec lists it.
 */
const MEDICAL_BEFORE_TRIAL_PATH = pathOf('lossMedicalPast');

const isFutureMedical = (step: SubmitStep) => step.kind === 'medical' && step.side === 'future';

/** Files an answer where the saved record keeps it: medical as one report, the others by side. */
function store(results: CalculationResults, step: SubmitStep, response: unknown): void {
  const key = LOSS_KINDS[step.kind].savedKey;
  if (key === 'medicalReport') {
    results.medicalReport = response as LossMedicalResponse;
    return;
  }
  const group: Record<string, unknown> = { ...results[key] };
  group[step.side] = response;
  (results as Record<typeof key, unknown>)[key] = group;
}

export const PERSISTING_LABEL = 'Persisting data';
/** Shown while a step waits to try its call again (lib/api-client's retry rule). */
export const RETRYING_LABEL = 'Retrying…';

/** Raised by {@link runSubmitSteps} when a step fails; carries the step and the cause. */
export class StepFailure extends Error {
  constructor(
    readonly step: Pick<SubmitStep, 'label' | 'failure'>,
    override readonly cause: unknown,
  ) {
    super(step.failure);
  }
}

export type Post = (path: string, body: unknown, options?: { onRetry?: () => void }) => Promise<unknown>;

/** The steps that apply to the selected loss types, in the spec's order. */
export function stepsFor(lossTypes: readonly LossType[]): SubmitStep[] {
  return SUBMIT_STEPS.filter((step) => lossTypes.includes(step.lossType));
}

/**
 * Runs the selected steps one after another, reporting each label before its
 * call; the first failure stops the sequence with a {@link StepFailure}.
 */
export async function runSubmitSteps(
  data: FormDataRecord,
  lossTypes: readonly LossType[],
  post: Post,
  onProgress: (label: string) => void,
): Promise<CalculationResults> {
  const results: CalculationResults = {};
  for (const step of stepsFor(lossTypes)) {
    onProgress(step.label);
    const onRetry = () => onProgress(RETRYING_LABEL);
    try {
      const body = step.build(data);
      const response = await post(step.path, body, { onRetry });
      if (isFutureMedical(step))
        results.medicalBeforeTrial = (await post(
          MEDICAL_BEFORE_TRIAL_PATH,
          { ...(body as object), ...prejudgmentInterestOf(data, 'medical') },
          { onRetry },
        )) as LossMedicalResponse;
      store(results, step, response);
    } catch (error) {
      throw new StepFailure(step, error);
    }
  }
  await interestOnLumpSums(data, post, onProgress, results);
  return results;
}

/** The last step when lump sums bear prejudgment interest (burial cost, past medical expenses): one get_interest call. */
const LUMP_SUM_INTEREST_STEP = {
  label: 'Prejudgment Interest',
  failure: 'Failed to process Prejudgment Interest',
  path: pathOf('getInterest'),
} as const;

async function interestOnLumpSums(data: FormDataRecord, post: Post, onProgress: (label: string) => void, results: CalculationResults) {
  const body = lumpSumInterestRequest(data);
  if (!body) return;
  const step = LUMP_SUM_INTEREST_STEP;
  onProgress(step.label);
  try {
    results.interestOnLumpSums = getInterestResponse.parse(await post(step.path, body, { onRetry: () => onProgress(RETRYING_LABEL) }));
  } catch (error) {
    throw new StepFailure(step, error);
  }
}
