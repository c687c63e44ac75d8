import type { MedicalInput } from '@damages/engine';
import { z } from 'zod';
import { lossTotals, type LossTotals } from '../saved-form/loss-totals.ts';
import { buildSavedRecord, type CalculationResults } from '../saved-form/saved-record-of-answers.ts';
import { formDataRecord, type SavedFormRecord } from '../saved-form/saved-form-record.ts';
import { scenarioOfRecord } from '../saved-form/scenario-of-record.ts';
import { scenarioChoices, selectionOfRecord, type ScenarioSelection } from '../saved-form/scenario-selection.ts';
import { lossEarningsRequest } from './loss-earnings.ts';
import { lossMedicalPastRequest, lossMedicalRequest } from './loss-medical.ts';
import { lossServicesRequest } from './loss-services.ts';
import { lossSupportRequest } from './loss-support.ts';
import type { SavedSensitivity, SummaryTotals } from './sensitivity-answer.ts';
import { discountGrowthGrid, sensitivityVariations, type CaseBodies, type ParsedBodies } from './sensitivity.ts';

/**
 * A case's sensitivity, computed by the calculation service: the case's calculation bodies (as the
 * submit posted them) recomputed with each assumption moved (sensitivity.ts), each variation's
 * answers made into a record the way a submit makes one and footed by the Summary's rule
 * (lossTotals), so a variation's total is the total its report would print. Only the bodies a
 * variation moves are recomputed; the others keep the case's own answers.
 */

type BodyName = keyof CaseBodies;

/** Each body checked by the contract of the endpoint it is posted to; the body travels on as sent. */
const BODY_CONTRACTS: Record<BodyName, z.ZodType> = {
  lossEarningsPast: lossEarningsRequest,
  lossEarningsFuture: lossEarningsRequest,
  lossSupportPast: lossSupportRequest,
  lossSupportFuture: lossSupportRequest,
  lossServicesPast: lossServicesRequest,
  lossServicesFuture: lossServicesRequest,
  lossMedicalFuture: lossMedicalRequest,
  lossMedicalPast: lossMedicalPastRequest,
};

const BODY_NAMES = Object.keys(BODY_CONTRACTS) as BodyName[];

/** A body as sent, refused (with its field's path under `bodies.<endpoint>`) when its endpoint's contract refuses it. */
const caseBodies = z
  .object(
    Object.fromEntries(BODY_NAMES.map((name) => [name, z.record(z.string(), z.unknown()).optional()])) as Record<
      BodyName,
      z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>
    >,
  )
  .strict()
  .superRefine((bodies, context) => {
    for (const name of BODY_NAMES) {
      const body = bodies[name];
      if (body === undefined) continue;
      const result = BODY_CONTRACTS[name].safeParse(body);
      if (!result.success)
        for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
    }
  });

/** POST /api/sensitivity: the case's form data, the bodies its submit posted, and the scenarios of its opinion. */
export const sensitivityRequest = z.object({
  formData: formDataRecord,
  bodies: caseBodies,
  /** Absent: the report's default scenarios. */
  scenarioOfRecord: scenarioOfRecord.optional(),
});

export type SensitivityRequest = z.infer<typeof sensitivityRequest>;

/**
 * The service's answer to one create_table body, in the wire shape the endpoint answers; throws when
 * it refuses the body. `parsed`, when given, is the body as its contract reads it (a variation's
 * moved body, read when the step was offered), so the service need not read it again.
 */
export type BodyAnswerer = (name: BodyName, body: unknown, parsed?: unknown) => unknown;

/** Where the saved record files each body's answer. */
function filed(answers: Partial<Record<BodyName, unknown>>): CalculationResults {
  const pair = (past: BodyName, future: BodyName) =>
    answers[past] === undefined && answers[future] === undefined
      ? undefined
      : {
          ...(answers[past] === undefined ? {} : { past: answers[past] }),
          ...(answers[future] === undefined ? {} : { future: answers[future] }),
        };
  const results = {
    lossEarnings: pair('lossEarningsPast', 'lossEarningsFuture'),
    lossSupport: pair('lossSupportPast', 'lossSupportFuture'),
    lossServices: pair('lossServicesPast', 'lossServicesFuture'),
    medicalReport: answers.lossMedicalFuture,
    medicalBeforeTrial: answers.lossMedicalPast,
  };
  return Object.fromEntries(Object.entries(results).filter(([, value]) => value !== undefined));
}

const summaryOf = ({ past, future, total }: LossTotals): SummaryTotals => ({ past, future, total });

const PLAN_BODIES: readonly BodyName[] = ['lossMedicalFuture', 'lossMedicalPast'];

/**
 * A moved life-care plan, as its contract read it, with only the scenarios of the selected medical
 * type: the Summary reads no other (planScenarioTotal), and the plan is most of the work. Each
 * scenario is costed on its own, so the selected type's tables are those of the whole plan.
 */
function selectedPlanOnly(name: BodyName, parsed: unknown, selection: ScenarioSelection): unknown {
  if (parsed === undefined || !PLAN_BODIES.includes(name)) return parsed;
  const plan = parsed as MedicalInput;
  return {
    ...plan,
    modalities: plan.modalities
      .map((modality) => ({ ...modality, scenarios: modality.scenarios.filter((scenario) => scenario.type === selection.medical) }))
      .filter((modality) => modality.scenarios.length > 0),
  } satisfies MedicalInput;
}

/**
 * The sensitivity of the case's Summary totals: each one-way step, each life-expectancy scenario the
 * case holds and the 7 × 7 discount × growth grid, all under the case's scenario of record.
 */
export function caseSensitivity(request: SensitivityRequest, answer: BodyAnswerer): SavedSensitivity {
  const bodies = request.bodies as CaseBodies;
  const names = BODY_NAMES.filter((name) => bodies[name] !== undefined);
  const baseAnswers = Object.fromEntries(names.map((name) => [name, answer(name, bodies[name])])) as Partial<Record<BodyName, unknown>>;
  const recordOf = (answers: Partial<Record<BodyName, unknown>>): SavedFormRecord => ({
    ...buildSavedRecord(request.formData, filed(answers), ''),
    ...(request.scenarioOfRecord ? { scenarioOfRecord: request.scenarioOfRecord } : {}),
  });
  const baseRecord = recordOf(baseAnswers);
  const selection: ScenarioSelection = selectionOfRecord(baseRecord);
  const totalsOf = (moved: readonly BodyName[], next: CaseBodies, parsed: ParsedBodies): SummaryTotals => {
    if (moved.length === 0) return summaryOf(lossTotals(baseRecord, selection));
    const answers = { ...baseAnswers };
    for (const name of moved) answers[name] = answer(name, next[name], selectedPlanOnly(name, parsed[name], selection));
    return summaryOf(lossTotals(recordOf(answers), selection));
  };
  const steps = sensitivityVariations(bodies);
  const grid = discountGrowthGrid(bodies);
  const lifeChoices = scenarioChoices(baseRecord).lifeExpectancy;
  return {
    selection,
    base: summaryOf(lossTotals(baseRecord, selection)),
    variations: steps.variations.map(({ id, label, assumption, step, unit, moved, bodies: next, parsed }) => ({
      id,
      label,
      assumption,
      step,
      unit,
      ...totalsOf(moved, next, parsed),
    })),
    lifeExpectancy:
      lifeChoices.length > 1
        ? lifeChoices.map(({ id }) => ({ scenario: id, ...summaryOf(lossTotals(baseRecord, { ...selection, lifeExpectancy: id })) }))
        : [],
    grid: grid.variations.map(({ discount, growth, moved, bodies: next, parsed }) => ({
      discount,
      growth,
      ...totalsOf(moved, next, parsed),
    })),
    notes: [...steps.notes, ...grid.notes.filter((note) => !steps.notes.some((other) => other.text === note.text))],
  };
}
