import {
  ENDPOINT_ROUTES,
  pathOf,
  savedSensitivity,
  SENSITIVITY_WORDS,
  servicePath,
  type CaseBodies,
  type FormDataRecord,
  type SavedSensitivity,
  type ScenarioOfRecord,
} from '@damages/contracts';
import { RETRYING_LABEL, StepFailure, type Post } from './submit-steps.ts';

type BodyName = keyof CaseBodies;

/** The create_table endpoints whose bodies the sensitivity recomputes, by the path the submit posts them to. */
const BODY_NAME_AT = new Map<string, BodyName>(
  (Object.keys(ENDPOINT_ROUTES) as (keyof typeof ENDPOINT_ROUTES)[])
    .filter((name): name is BodyName => ENDPOINT_ROUTES[name].group === 'create_table')
    .map((name) => [pathOf(name), name]),
);

/**
 * A `post` that keeps each create_table body it sends, by its endpoint's name, so that the
 * sensitivity is computed from exactly the bodies the submit's steps built (submit-steps.ts builds
 * them; nothing here builds one again). The lookups it posts (prejudgment interest) are not kept.
 */
export function recordingBodies(post: Post): { post: Post; bodies: CaseBodies } {
  const bodies: CaseBodies = {};
  return {
    bodies,
    post: async (path, body, options) => {
      const answer = await post(path, body, options);
      const name = BODY_NAME_AT.get(path);
      // The body is the one the step's builder made for this endpoint.
      if (name !== undefined) (bodies as Record<BodyName, unknown>)[name] = body;
      return answer;
    },
  };
}

/**
 * The submit's step after the losses (and a supplement's bridge): the service recomputes the
 * case's Summary totals with each assumption moved, under the scenario of record the case is
 * saved with, and the answer is saved with the record so that the report shows the exhibit as
 * computed. A failure, or an answer that is no sensitivity, fails the submit as any step does.
 */
export async function sensitivityStep(
  formData: FormDataRecord,
  bodies: CaseBodies,
  scenarioOfRecord: ScenarioOfRecord | undefined,
  post: Post,
  onProgress: (label: string) => void,
): Promise<SavedSensitivity> {
  const step = SENSITIVITY_WORDS.step;
  onProgress(step.label);
  try {
    const answer = await post(
      servicePath('sensitivity'),
      { formData, bodies, ...(scenarioOfRecord === undefined ? {} : { scenarioOfRecord }) },
      { onRetry: () => onProgress(RETRYING_LABEL) },
    );
    return savedSensitivity.parse(answer);
  } catch (error) {
    throw new StepFailure(step, error);
  }
}
