import { z } from 'zod';
import { ENDPOINT_NAMES, ENDPOINTS, validationErrorBody, type Endpoint, type EndpointName } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { calculationPool, defaultCalculationThreads, SENSITIVITY_TASK } from '../../calculation-pool/calculation-pool.ts';
import { lossEarningsRoutes } from './create-table/loss-earnings.ts';
import { lossMedicalRoutes } from './create-table/loss-medical.ts';
import { lossServicesRoutes } from './create-table/loss-services.ts';
import { lossSupportRoutes } from './create-table/loss-support.ts';
import {
  endpointAnswerer,
  registerEndpoint,
  requestSchema,
  type EndpointAnswerer,
  type EndpointHandlers,
  type EndpointOutcome,
  type RouteAnswerer,
  type TableEndpointName,
} from './endpoint-route.ts';
import { getDiscountRoute } from './forensic/get-discount.ts';
import { getGrowthRoute } from './forensic/get-growth.ts';
import { getInterestRoute } from './forensic/get-interest.ts';
import { getJudgmentRateRoute } from './forensic/get-judgment-rate.ts';
import { getLifeRoute } from './forensic/get-life.ts';
import { getWageRoute } from './forensic/get-wage.ts';
import { wageOccupationsRoute } from './forensic/wage-occupations.ts';
import { sensitivityOutcome, type UnwrittenOutcome } from './sensitivity/sensitivity-outcome.ts';
import { registerSensitivity } from './sensitivity/sensitivity-route.ts';

const HANDLERS: EndpointHandlers = {
  ...lossEarningsRoutes,
  ...lossSupportRoutes,
  ...lossServicesRoutes,
  ...lossMedicalRoutes,
  ...getLifeRoute,
  ...getDiscountRoute,
  ...getGrowthRoute,
  ...wageOccupationsRoute,
  ...getWageRoute,
  ...getInterestRoute,
  ...getJudgmentRateRoute,
};

const ANSWERERS = Object.fromEntries(ENDPOINT_NAMES.map((name) => [name, endpointAnswerer(ENDPOINTS[name], HANDLERS[name])])) as Record<
  EndpointName,
  EndpointAnswerer
>;

/**
 * What the endpoint `name` answers to a body, on the calling thread (the event loop, or a worker of the pool).
 * @public The calculation worker (`calculation-worker.mjs`) loads it by name.
 */
export function answerEndpoint(name: EndpointName, body: unknown): EndpointOutcome {
  return ANSWERERS[name](body);
}

const TABLE_ENDPOINT_NAMES = ENDPOINT_NAMES.filter((name): name is TableEndpointName => ENDPOINTS[name].group === 'create_table');

/**
 * Each create_table entry's checks and its answer with the rows unwritten. A body already read by
 * its contract (`parsed`: a sensitivity variation's, read when the step was offered) is not read
 * again, the costliest part of the work; only the handler's own data checks run on it.
 */
const UNWRITTEN = Object.fromEntries(
  TABLE_ENDPOINT_NAMES.map((name) => {
    const endpoint = ENDPOINTS[name];
    const handler = HANDLERS[name];
    const request = requestSchema(endpoint, handler);
    if (!request) throw new Error(`The create_table entry ${name} takes no body`);
    const check = handler.check as ((input: unknown, ctx: z.RefinementCtx) => void) | undefined;
    const checkOnly = check ? z.unknown().superRefine(check) : undefined;
    const unwritten = handler.unwritten as (input: unknown, endpoint: Endpoint) => unknown;
    const answer: (body: unknown, parsed?: unknown) => UnwrittenOutcome = (body, parsed) => {
      const read = parsed === undefined ? request.safeParse(body) : (checkOnly?.safeParse(parsed) ?? { success: true, data: parsed });
      return read.success
        ? { status: 200, answer: unwritten(read.data, endpoint) }
        : { status: 400, body: validationErrorBody(read.error) };
    };
    return [name, answer];
  }),
) as Record<TableEndpointName, (body: unknown, parsed?: unknown) => UnwrittenOutcome>;

/**
 * What a create_table endpoint answers to a body with its rows unwritten, or the 400 its route answers;
 * `parsed` is the body as its contract already read it, when it was.
 * @public The benchmark counts the recomputations of a case's sensitivity through it.
 */
export function answerUnwritten(name: TableEndpointName, body: unknown, parsed?: unknown): UnwrittenOutcome {
  return UNWRITTEN[name](body, parsed);
}

/**
 * What POST /api/sensitivity answers to a body, on the calling thread (the event loop, or a worker of the pool).
 * @public The calculation worker (`calculation-worker.mjs`) loads it by name.
 */
export function answerSensitivity(body: unknown): EndpointOutcome {
  return sensitivityOutcome(body, answerUnwritten);
}

/**
 * Bodies from this size on are computed in the pool. The work of a table grows
 * with its rows, and only the medical modalities (up to 50 × 3 scenarios) make a
 * body large: every other body, whatever its scenarios, is under 2 KB and answered
 * in well under a millisecond, faster on the event loop than the trip to a worker.
 * A body of unknown length (chunked) goes to the pool.
 */
export const POOL_MIN_BODY_BYTES = 4 * 1024;

/**
 * Every create_table body is an object; anything else is refused by the
 * contract in microseconds, so it is not worth a trip to a worker (nor a
 * place in the pool's bounded queue).
 */
function isObject(body: unknown): boolean {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

export interface CalculationRoutesOptions {
  /**
   * Worker threads computing the create_table answers (CALCULATION_THREADS);
   * 0 computes them on the event loop. Default: one fewer than the CPUs, at least 1.
   */
  calculationThreads?: number;
}

/**
 * Every entry of the contract's endpoint table, in its order, as a route of this
 * server, and POST /api/sensitivity, which answers from the same create_table handlers. Large create_table bodies are computed in a worker pool, which
 * measurement showed keeps other users' requests fast while one user sends the
 * largest ones (docs/benchmarks.md); the lookups and small tables answer in
 * microseconds on the event loop.
 */
export default async function calculations(app: FastifyInstance, options: CalculationRoutesOptions) {
  const threads = options.calculationThreads ?? defaultCalculationThreads();
  const pool = threads > 0 ? calculationPool(threads) : undefined;
  if (pool) {
    app.addHook('onListen', async () => pool.warm());
    app.addHook('onClose', async () => pool.destroy());
  }
  for (const name of ENDPOINT_NAMES) {
    const endpoint = ENDPOINTS[name];
    const inline = ANSWERERS[name];
    const answer: RouteAnswerer =
      pool && endpoint.group === 'create_table'
        ? (body, bodyBytes) => (isObject(body) && (bodyBytes ?? Infinity) >= POOL_MIN_BODY_BYTES ? pool.run(name, body) : inline(body))
        : inline;
    registerEndpoint(app, endpoint, HANDLERS[name], answer);
  }
  // A case's sensitivity recomputes it hundreds of times (hundreds of milliseconds for the largest
  // case, docs/benchmarks.md), so every request that can be one goes to the pool.
  registerSensitivity(
    app,
    pool ? (body) => (isObject(body) ? pool.run(SENSITIVITY_TASK, body) : answerSensitivity(body)) : answerSensitivity,
  );
}
