import {
  validationErrorBody,
  type Endpoint,
  type EndpointName,
  type EndpointTable,
  type ParsedRequestOf,
  type ResponseOf,
  type ValidationErrorBody,
} from '@damages/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpointDoc } from '../../openapi/operation.ts';

/** An answer already written as JSON text by the contract's fast writer (`wire-json.ts`). */
export class WrittenJson {
  constructor(readonly text: string) {}
}

/** Tables are written to JSON text by the contract's writer, so the route states the type itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the server adds to an entry of the contract's endpoint table: how it answers. */
interface EndpointHandler<N extends EndpointName> {
  /** Checks that need the shipped data, run after the contract's request schema. */
  check?: (input: ParsedRequestOf<N>, ctx: z.RefinementCtx) => void;
  /** When the route answers 400, for the OpenAPI document (default: the body is invalid). */
  invalid?: string;
  answer: (input: ParsedRequestOf<N>, endpoint: EndpointTable[N]) => ResponseOf<N> | WrittenJson;
}

/** The entries of the table that compute a case's tables: the bodies of a submit. */
export type TableEndpointName = { [N in EndpointName]: EndpointTable[N]['group'] extends 'create_table' ? N : never }[EndpointName];

/**
 * A create_table handler also gives its answer with the tables' rows unwritten: the wire answer
 * as `JSON.parse` would read it, each table's rows an array rather than a JSON string. A case's
 * sensitivity recomputes the case hundreds of times and reads only the totals, so writing every row
 * as JSON text and reading it back would cost more than the calculation itself.
 */
export interface TableHandler<N extends TableEndpointName> extends EndpointHandler<N> {
  unwritten: (input: ParsedRequestOf<N>, endpoint: EndpointTable[N]) => unknown;
}

/** One handler per entry of the table: an endpoint without a route does not compile. */
export type EndpointHandlers = { [N in EndpointName]: N extends TableEndpointName ? TableHandler<N> : EndpointHandler<N> };

export interface AnyHandler {
  check?: (input: never, ctx: z.RefinementCtx) => void;
  invalid?: string;
  answer: (input: never, endpoint: never) => unknown;
}

/**
 * What an endpoint answers to a body: the 400 naming each problem, or the 200
 * answer as JSON text. Plain data, so that a worker thread can hand it back.
 * The worker pool may also answer 503 when too many calculations wait already.
 */
export type EndpointOutcome =
  | { status: 400; body: ValidationErrorBody }
  | { status: 200; json: string }
  | { status: 503; body: ValidationErrorBody; retryAfterSeconds: number };

/** Answers a body, already read as JSON, the way the endpoint's route does. */
export type EndpointAnswerer = (body: unknown) => EndpointOutcome;

/** How a route has a body answered: `bodyBytes` is its Content-Length, when the client sent one. */
export type RouteAnswerer = (body: unknown, bodyBytes: number | undefined) => EndpointOutcome | Promise<EndpointOutcome>;

/** The body's checks: the contract's request schema, then the handler's data checks. */
export function requestSchema(endpoint: Endpoint, handler: AnyHandler): z.ZodType | undefined {
  const contract = endpoint.request as z.ZodType | undefined;
  const check = handler.check as ((input: unknown, ctx: z.RefinementCtx) => void) | undefined;
  return contract && check ? contract.superRefine(check) : contract;
}

/**
 * The endpoint's work on a body: the request schema (every bad body is a 400
 * naming the field), the handler's data checks, then the answer — the same
 * bytes Fastify would write (`JSON.stringify`, or the contract's table writer).
 */
export function endpointAnswerer(endpoint: Endpoint, handler: AnyHandler): EndpointAnswerer {
  const request = requestSchema(endpoint, handler);
  const answer = handler.answer as (input: unknown, endpoint: Endpoint) => unknown;
  return (body) => {
    let input: unknown;
    if (request) {
      const parsed = request.safeParse(body);
      if (!parsed.success) return { status: 400, body: validationErrorBody(parsed.error) };
      input = parsed.data;
    }
    const result = answer(input, endpoint);
    return { status: 200, json: result instanceof WrittenJson ? result.text : JSON.stringify(result) };
  };
}

/**
 * Registers an entry of the endpoint table: its method and path (under the `/api`
 * prefix the app mounts this plugin at), its OpenAPI description, and how a body
 * is answered — on the event loop, or by `answer` when given (which may use a worker pool).
 */
export function registerEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: AnyHandler,
  answer: RouteAnswerer = endpointAnswerer(endpoint, handler),
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { openapi: endpointDoc(endpoint, handler.invalid) },
    handler: outcomeHandler(answer),
  });
}

/** A route's handler that has `answer` answer the body and sends the outcome: the JSON text, or the failure with its status. */
export function outcomeHandler(answer: RouteAnswerer) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const length = Number(req.headers['content-length']);
    const outcome = await answer(req.body, Number.isSafeInteger(length) ? length : undefined);
    if (outcome.status === 200) return reply.type(JSON_TYPE).send(outcome.json);
    if (outcome.status === 503) void reply.header('retry-after', String(outcome.retryAfterSeconds));
    return reply.code(outcome.status).send(outcome.body);
  };
}
