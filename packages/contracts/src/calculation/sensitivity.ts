import type { z } from 'zod';
import { LOSS_KINDS, type LossKind } from '../catalogue/loss-kinds.ts';
import { lossEarningsRequest, type LossEarningsRequest } from './loss-earnings.ts';
import { lossMedicalPastRequest, lossMedicalRequest, type LossMedicalPastRequest, type LossMedicalRequest } from './loss-medical.ts';
import { lossServicesRequest, type LossServicesRequest } from './loss-services.ts';
import { lossSupportRequest, type LossSupportRequest } from './loss-support.ts';
import { SENSITIVITY_ASSUMPTION_NAMES, SENSITIVITY_WORDS } from './sensitivity-words.ts';

/**
 * The sensitivity steps as data: a case's calculation bodies with one
 * assumption moved, so the calculation service can recompute the case under
 * each and an exhibit can show how far its total moves. Pure: the bodies go in
 * as the submit builds them and come out with only the moved fields changed.
 * A variation the contract would refuse is not offered, and says why; so is a
 * discount rate the case's discount method does not use.
 */

/** The bodies of one submit, by the endpoint each is posted to; the future medical body is also posted for the care before trial. */
export interface CaseBodies {
  lossEarningsPast?: LossEarningsRequest;
  lossEarningsFuture?: LossEarningsRequest;
  lossSupportPast?: LossSupportRequest;
  lossSupportFuture?: LossSupportRequest;
  lossServicesPast?: LossServicesRequest;
  lossServicesFuture?: LossServicesRequest;
  lossMedicalFuture?: LossMedicalRequest;
  lossMedicalPast?: LossMedicalPastRequest;
}

type BodyName = keyof CaseBodies;

/** Moved bodies as their contracts read them (the parsed data), by endpoint. */
export type ParsedBodies = Partial<Record<BodyName, unknown>>;

/** Each body's loss kind and the contract that checks it. */
const BODIES: Record<BodyName, { kind: LossKind; request: z.ZodType }> = {
  lossEarningsPast: { kind: 'earnings', request: lossEarningsRequest },
  lossEarningsFuture: { kind: 'earnings', request: lossEarningsRequest },
  lossSupportPast: { kind: 'support', request: lossSupportRequest },
  lossSupportFuture: { kind: 'support', request: lossSupportRequest },
  lossServicesPast: { kind: 'services', request: lossServicesRequest },
  lossServicesFuture: { kind: 'services', request: lossServicesRequest },
  lossMedicalFuture: { kind: 'medical', request: lossMedicalRequest },
  lossMedicalPast: { kind: 'medical', request: lossMedicalPastRequest },
};

export const SENSITIVITY_ASSUMPTIONS = ['discount', 'growth', 'retirement', 'consumption', 'unemployment'] as const;
export type SensitivityAssumption = (typeof SENSITIVITY_ASSUMPTIONS)[number];

type StepUnit = 'point' | 'year';

/** How far each assumption moves either way: rates by points (0.01), retirement by years. */
const STEP_OF: Record<SensitivityAssumption, { size: number; unit: StepUnit }> = {
  discount: { size: 1, unit: 'point' },
  growth: { size: 1, unit: 'point' },
  retirement: { size: 2, unit: 'year' },
  consumption: { size: 5, unit: 'point' },
  unemployment: { size: 2, unit: 'point' },
};

/** The discount × growth grid's shifts, in points. */
const GRID_SHIFTS = [-3, -2, -1, 0, 1, 2, 3] as const;

export interface SensitivityVariation {
  /** "discount+1", "retirement-2". */
  id: string;
  /** "Discount rate +1 point". */
  label: string;
  assumption: SensitivityAssumption;
  /** The signed step in its unit: +1 (point) moves a rate by 0.01, −2 (years) a retirement age by two years. */
  step: number;
  unit: StepUnit;
  /** The bodies it changed, by endpoint. */
  moved: BodyName[];
  bodies: CaseBodies;
  /** Each moved body as its contract reads it, so that the service computes it without reading it again. */
  parsed: ParsedBodies;
}

export interface SensitivityNote {
  assumption: SensitivityAssumption;
  text: string;
}

export interface SensitivitySteps<Variation> {
  variations: Variation[];
  /** Why an assumption the case holds is not moved, or a variation is not offered. */
  notes: SensitivityNote[];
}

/** One cell of the discount × growth grid: both shifts in points; the middle cell is the case as calculated. */
export interface GridCell {
  /** "discount+1,growth-2". */
  id: string;
  label: string;
  discount: number;
  growth: number;
  moved: BodyName[];
  bodies: CaseBodies;
  parsed: ParsedBodies;
}

type Body = Record<string, unknown>;
type Mover = (body: Body, kind: LossKind) => Body | undefined;

const POINT = 0.01;

/**
 * A figure moved by `by`, in the form it travels in (text or number), rounded to
 * ten decimals so 0.0394 + 0.01 is 0.0494 and not 0.049399999999999995;
 * undefined when the figure is blank (the case does not state it) or the step is zero.
 */
function shifted(value: unknown, by: number): string | number | undefined {
  // A zero step moves nothing, and leaves the figure's text as it was typed.
  if (by === 0) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return undefined;
  const moved = Number((number + by).toFixed(10));
  return typeof value === 'number' ? moved : String(moved);
}

/** The body with each named field that it states moved by `by`; undefined when it states none. */
function moveFields(body: Body, fields: readonly string[], by: number): Body | undefined {
  const changes = Object.fromEntries(
    fields.flatMap((field) => {
      const moved = shifted(body[field], by);
      return moved === undefined ? [] : [[field, moved]];
    }),
  );
  return Object.keys(changes).length === 0 ? undefined : { ...body, ...changes };
}

/** A list in the body (scenarios, worklife, every item of the plan) with a field of each entry moved; undefined when none moved. */
function moveInList(list: unknown, field: string, by: number): Body[] | undefined {
  if (!Array.isArray(list)) return undefined;
  let any = false;
  const moved = (list as Body[]).map((entry) => {
    const next = moveFields(entry, [field], by);
    any ||= next !== undefined;
    return next ?? entry;
  });
  return any ? moved : undefined;
}

/** Every item of a life-care plan with one of its rates moved. */
function moveMedicalItems(body: Body, field: 'scenarioDiscount' | 'scenarioGrowth', by: number): Body | undefined {
  let any = false;
  const medical = ((body.medical as Body[] | undefined) ?? []).map((modality) => {
    const scenarios = moveInList(modality.scenarios, field, by);
    any ||= scenarios !== undefined;
    return scenarios ? { ...modality, scenarios } : modality;
  });
  return any ? { ...body, medical } : undefined;
}

/** The nominal discount and growth fields of each calendar kind, as its contract names them. */
const RATE_FIELDS: Record<Exclude<LossKind, 'medical'>, { discount: string; growth: readonly string[] }> = {
  earnings: { discount: 'wagesDiscount', growth: ['wagesGrowth', 'pastGrowth'] },
  support: { discount: 'wageDiscount', growth: ['wageGrowth', 'pastGrowth'] },
  services: { discount: 'servicesDiscount', growth: ['servicesGrowth'] },
};

/** A body's discount method; nominal when it states none (total offset then discounts at the growth rate, undiscounted at none). */
const discountMethodOf = (body: Body) =>
  typeof body.discountMethod === 'string' && body.discountMethod.trim() !== '' ? body.discountMethod : 'nominal';

/** The discount rate: the net rate under netDiscountRate, else the nominal rate of the kind or of each medical item. */
const moveDiscount =
  (by: number): Mover =>
  (body, kind) => {
    const method = discountMethodOf(body);
    if (method === 'totalOffset' || method === 'undiscounted') return undefined;
    if (method === 'netDiscountRate') return moveFields(body, ['netDiscountRate'], by);
    return kind === 'medical' ? moveMedicalItems(body, 'scenarioDiscount', by) : moveFields(body, [RATE_FIELDS[kind].discount], by);
  };

/** Every growth rate: of the kind (with the past era's where the case has two) or of each medical item. */
const moveGrowth =
  (by: number): Mover =>
  (body, kind) =>
    kind === 'medical' ? moveMedicalItems(body, 'scenarioGrowth', by) : moveFields(body, RATE_FIELDS[kind].growth, by);

const worklifeScenarios = (body: Body) => body.worklifeMethod === 'worklifeExpectancy';

/** Each retirement age, or under worklife scenarios each scenario's years to final separation (earnings and support). */
const moveRetirement =
  (by: number): Mover =>
  (body, kind) => {
    if (kind !== 'earnings' && kind !== 'support') return undefined;
    const [list, field] = worklifeScenarios(body) ? ['worklife', 'yearsToFinalSeparation'] : ['wleYears', 'retirementAge'];
    const moved = moveInList(body[list], field, by);
    return moved ? { ...body, [list]: moved } : undefined;
  };

/** The economist's fixed consumption rate, and its later rate where there is one (support only). */
const moveConsumption =
  (by: number): Mover =>
  (body, kind) =>
    kind === 'support' && body.consumptionMethod === 'fixedRate'
      ? moveFields(body, ['consumptionRate', 'consumptionRateLater'], by)
      : undefined;

/** The unemployment rate, where the economist gives one (earnings and support). */
const moveUnemployment =
  (by: number): Mover =>
  (body, kind) =>
    kind === 'earnings' || kind === 'support' ? moveFields(body, ['unemploymentRate'], by) : undefined;

const MOVERS: Record<SensitivityAssumption, (by: number) => Mover> = {
  discount: moveDiscount,
  growth: moveGrowth,
  retirement: moveRetirement,
  consumption: moveConsumption,
  unemployment: moveUnemployment,
};

const bodyNames = (bodies: CaseBodies) => (Object.keys(BODIES) as BodyName[]).filter((name) => bodies[name] !== undefined);

/** The bodies with one mover applied to each, and which it changed. */
function applyMover(bodies: CaseBodies, mover: Mover): { bodies: CaseBodies; moved: BodyName[] } {
  const next: Record<string, unknown> = { ...bodies };
  const moved = bodyNames(bodies).filter((name) => {
    const body = mover(bodies[name] as Body, BODIES[name].kind);
    if (body !== undefined) next[name] = body;
    return body !== undefined;
  });
  return { bodies: next, moved };
}

/** The size of one unit of a step in the bodies' own terms. */
const unitSize = (unit: StepUnit) => (unit === 'point' ? POINT : 1);

/** The moved bodies as their contracts read them, or the first thing a contract refuses in them. */
function contractReading(bodies: CaseBodies, moved: readonly BodyName[]): { parsed: ParsedBodies } | { refused: string } {
  const parsed: ParsedBodies = {};
  for (const name of moved) {
    const result = BODIES[name].request.safeParse(bodies[name]);
    if (!result.success) return { refused: result.error.issues[0]?.message ?? '' };
    parsed[name] = result.data;
  }
  return { parsed };
}

/** The label of a retirement step: years to final separation under worklife scenarios. */
function assumptionName(assumption: SensitivityAssumption, bodies: CaseBodies): string {
  if (assumption === 'retirement' && bodyNames(bodies).some((name) => worklifeScenarios(bodies[name] as Body)))
    return SENSITIVITY_ASSUMPTION_NAMES.yearsToFinalSeparation;
  return SENSITIVITY_ASSUMPTION_NAMES[assumption];
}

/** Why the discount rate moves no body of a loss valued by total offset or undiscounted; one note a kind. */
function discountNotes(bodies: CaseBodies): SensitivityNote[] {
  const texts = bodyNames(bodies).flatMap((name) => {
    const method = discountMethodOf(bodies[name] as Body);
    const loss = LOSS_KINDS[BODIES[name].kind].label;
    if (method === 'totalOffset') return [SENSITIVITY_WORDS.totalOffset(loss)];
    if (method === 'undiscounted') return [SENSITIVITY_WORDS.undiscounted(loss)];
    return [];
  });
  return [...new Set(texts)].map((text) => ({ assumption: 'discount', text }));
}

const signedId = (step: number) => `${step < 0 ? '-' : '+'}${Math.abs(step)}`;

/**
 * The case with each assumption it holds moved one step either way: every
 * discount rate ± 1 point, every growth rate ± 1 point, retirement ages (or
 * years to final separation) ± 2 years, the consumption rate ± 5 points and
 * the unemployment rate ± 2 points where the economist gives them.
 */
export function sensitivityVariations(bodies: CaseBodies): SensitivitySteps<SensitivityVariation> {
  const notes: SensitivityNote[] = discountNotes(bodies);
  const variations = SENSITIVITY_ASSUMPTIONS.flatMap((assumption) => {
    const { size, unit } = STEP_OF[assumption];
    return [size, -size].flatMap((step): SensitivityVariation[] => {
      const { bodies: next, moved } = applyMover(bodies, MOVERS[assumption](step * unitSize(unit)));
      if (moved.length === 0) return [];
      const label = SENSITIVITY_WORDS.variation(assumptionName(assumption, bodies), step, unit);
      const reading = contractReading(next, moved);
      if ('refused' in reading) {
        notes.push({ assumption, text: SENSITIVITY_WORDS.notOffered(label, reading.refused) });
        return [];
      }
      return [{ id: `${assumption}${signedId(step)}`, label, assumption, step, unit, moved, bodies: next, parsed: reading.parsed }];
    });
  });
  return { variations, notes };
}

/**
 * The 7 × 7 grid of the discount rate and the growth rate each shifted −3 to
 * +3 points together across every body; none when no body uses a discount rate.
 */
export function discountGrowthGrid(bodies: CaseBodies): SensitivitySteps<GridCell> {
  const notes = discountNotes(bodies);
  if (applyMover(bodies, moveDiscount(POINT)).moved.length === 0) return { variations: [], notes };
  const variations = GRID_SHIFTS.flatMap((discount) =>
    GRID_SHIFTS.flatMap((growth): GridCell[] => {
      const byDiscount = applyMover(bodies, moveDiscount(discount * POINT));
      const byBoth = applyMover(byDiscount.bodies, moveGrowth(growth * POINT));
      const moved = bodyNames(bodies).filter((name) => byDiscount.moved.includes(name) || byBoth.moved.includes(name));
      const label = SENSITIVITY_WORDS.gridCell(discount, growth);
      const reading = contractReading(byBoth.bodies, moved);
      if ('refused' in reading) {
        notes.push({ assumption: 'discount', text: SENSITIVITY_WORDS.notOffered(label, reading.refused) });
        return [];
      }
      return [
        {
          id: `discount${signedId(discount)},growth${signedId(growth)}`,
          label,
          discount,
          growth,
          moved,
          bodies: byBoth.bodies,
          parsed: reading.parsed,
        },
      ];
    }),
  );
  return { variations, notes };
}
