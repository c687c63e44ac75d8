import {
  apiPath,
  buildSavedRecord,
  CALCULATION_STEPS,
  caseSensitivity,
  ENDPOINTS,
  LOSS_KINDS,
  sensitivityRequest,
  servicePath,
  toWireLoss,
  toWireMedical,
  type CalculationResults,
  type CaseBodies,
  type FormDataRecord,
  type LossEndpointName,
  type LossMedicalResponse,
  type SavedFormRecord,
  type ScenarioOfRecord,
} from '@damages/contracts';
import { futureMedicalExpenses, lossOfEarnings, lossOfHouseholdServices, lossOfSupport, medicalCareBeforeTrial } from '@damages/engine';
import { REQUEST_BUILDERS } from '../lib/calculation-requests.ts';

/**
 * Saved records for tests, made the way a submit makes them: the form data goes through the
 * form's request builders, each body through the contract's request schema and the engine, as the
 * server reads and answers it, and each answer through the wire shape into the saved record. No
 * figure is typed by hand, and a test's record means what the same case saved by the app means.
 * Plain TypeScript without the DOM: the end-to-end journeys load it in Node.
 */

/** A create_table endpoint: a submit step's, or the plan's care before trial, which the future medical step asks for too. */
export type CalculationEndpoint = LossEndpointName | 'lossMedicalPast';

/** What the service answers to a create_table call: the body parsed by the endpoint's schema, computed by the engine. */
const ANSWERS: { [E in CalculationEndpoint]: (body: unknown) => unknown } = {
  lossEarningsPast: (body) => toWireLoss(lossOfEarnings(ENDPOINTS.lossEarningsPast.request.parse(body), 'past')),
  lossEarningsFuture: (body) => toWireLoss(lossOfEarnings(ENDPOINTS.lossEarningsFuture.request.parse(body), 'future')),
  lossSupportPast: (body) => toWireLoss(lossOfSupport(ENDPOINTS.lossSupportPast.request.parse(body), 'past')),
  lossSupportFuture: (body) => toWireLoss(lossOfSupport(ENDPOINTS.lossSupportFuture.request.parse(body), 'future')),
  lossServicesPast: (body) => toWireLoss(lossOfHouseholdServices(ENDPOINTS.lossServicesPast.request.parse(body), 'past')),
  lossServicesFuture: (body) => toWireLoss(lossOfHouseholdServices(ENDPOINTS.lossServicesFuture.request.parse(body), 'future')),
  lossMedicalFuture: (body) => toWireMedical(futureMedicalExpenses(ENDPOINTS.lossMedicalFuture.request.parse(body))),
  lossMedicalPast: (body) => toWireMedical(medicalCareBeforeTrial(ENDPOINTS.lossMedicalPast.request.parse(body))),
};

/** The service's answer to one endpoint for this case, as the submit would post it. */
export function calculationAnswer(endpoint: CalculationEndpoint, formData: FormDataRecord): unknown {
  const step = CALCULATION_STEPS.find((candidate) => candidate.endpoint === endpoint);
  const kind = step?.kind ?? 'medical'; // loss_medical/past is no step of its own: the future medical step asks for it
  return ANSWERS[endpoint](REQUEST_BUILDERS[kind](formData));
}

/**
 * The service's answer to a create_table call at `path` (`/api/create_table/...`) with the body the form
 * posted, as the server reads and computes it, or to the sensitivity the submit asks for (the service's
 * computation in contracts, over the same answers): what a form test's mocked fetch answers, so that what
 * the form saves is a record a submit saves. A body the contract refuses throws, failing the test.
 */
export function serviceAnswer(path: string, body: unknown): unknown {
  if (path === servicePath('sensitivity')) return caseSensitivity(sensitivityRequest.parse(body), (name, loss) => ANSWERS[name](loss));
  const endpoint = (Object.keys(ANSWERS) as CalculationEndpoint[]).find((name) => apiPath(ENDPOINTS[name]) === path);
  if (endpoint === undefined) throw new Error(`No create_table endpoint answers at ${path}`);
  return ANSWERS[endpoint](body);
}

export interface RecordOptions {
  /** Whether the future medical step also costs the plan's care before trial, as a submit does; default yes. */
  medicalBeforeTrial?: boolean;
}

/**
 * The answers of a submit of the case's selected loss types, filed where the saved record keeps
 * them, as `runSubmitSteps` (features/entry-form/submit/submit-steps.ts) files them.
 */
function calculationResults(formData: FormDataRecord, options: RecordOptions = {}): CalculationResults {
  const lossTypes = formData.case.typeSelectedValues;
  const results: CalculationResults = {};
  for (const step of CALCULATION_STEPS.filter((candidate) => lossTypes.includes(candidate.lossType))) {
    const answer = calculationAnswer(step.endpoint, formData);
    const key = LOSS_KINDS[step.kind].savedKey;
    if (key === 'medicalReport') {
      results.medicalReport = answer as LossMedicalResponse;
      if (options.medicalBeforeTrial !== false)
        results.medicalBeforeTrial = calculationAnswer('lossMedicalPast', formData) as LossMedicalResponse;
    } else (results as Record<typeof key, unknown>)[key] = { ...results[key], [step.side]: answer };
  }
  return results;
}

/** The record a submit of this case saves at `savedAt`. */
export function savedRecordOf(formData: FormDataRecord, savedAt: string, options: RecordOptions = {}): SavedFormRecord {
  return buildSavedRecord(formData, calculationResults(formData, options), savedAt);
}

/** The bodies a submit of the case's selected loss types posts, by endpoint (the future medical step's also for the care before trial). */
function submitBodies(formData: FormDataRecord, options: RecordOptions = {}): CaseBodies {
  const lossTypes = formData.case.typeSelectedValues;
  const bodies: Record<string, unknown> = {};
  for (const step of CALCULATION_STEPS.filter((candidate) => lossTypes.includes(candidate.lossType))) {
    bodies[step.endpoint] = REQUEST_BUILDERS[step.kind](formData);
    if (step.endpoint === 'lossMedicalFuture' && options.medicalBeforeTrial !== false) bodies.lossMedicalPast = bodies[step.endpoint];
  }
  return bodies;
}

/**
 * The record a submit saves with its sensitivity (contracts' caseSensitivity), computed from the same
 * bodies under `scenarioOfRecord`, each answered by the engine as the service answers it.
 */
export function savedRecordWithSensitivity(
  formData: FormDataRecord,
  savedAt: string,
  options: RecordOptions & { scenarioOfRecord?: ScenarioOfRecord } = {},
): SavedFormRecord {
  const { scenarioOfRecord, ...recordOptions } = options;
  const sensitivity = caseSensitivity(
    { formData, bodies: submitBodies(formData, recordOptions), ...(scenarioOfRecord ? { scenarioOfRecord } : {}) },
    (name, body) => ANSWERS[name](body),
  );
  return { ...savedRecordOf(formData, savedAt, recordOptions), ...(scenarioOfRecord ? { scenarioOfRecord } : {}), sensitivity };
}
