import {
  validationErrorBody,
  type Endpoint,
  type EndpointName,
  type EndpointTable,
  type ParsedRequestOf,
  type ResponseOf,
} from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpointDoc } from '../../openapi/operation.ts';

/** An answer already written as JSON text by the contract's fast writer (`wire-json.ts`). */
export class WrittenJson {
  constructor(readonly text: string) {}
}

/** Tables are written to JSON text by the contract's writer, so the route states the type itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the server adds to an entry of the contract's endpoint table: how it answers. */
export interface EndpointHandler<N extends EndpointName> {
  /** Checks that need the shipped data, run after the contract's request schema. */
  check?: (input: ParsedRequestOf<N>, ctx: z.RefinementCtx) => void;
  /** When the route answers 400, for the OpenAPI document (default: the body is invalid). */
  invalid?: string;
  answer: (input: ParsedRequestOf<N>, endpoint: EndpointTable[N]) => ResponseOf<N> | WrittenJson;
}

/** One handler per entry of the table: an endpoint without a route does not compile. */
export type EndpointHandlers = { [N in EndpointName]: EndpointHandler<N> };

interface AnyHandler {
  check?: (input: never, ctx: z.RefinementCtx) => void;
  invalid?: string;
  answer: (input: never, endpoint: never) => unknown;
}

/**
 * Registers an entry of the endpoint table: its method and path (under the `/api`
 * prefix the app mounts this plugin at), its OpenAPI description, and the request
 * schema checked before the handler runs (every bad body is a 400 naming the field).
 */
export function registerEndpoint(app: FastifyInstance, endpoint: Endpoint, handler: AnyHandler): void {
  const contract = endpoint.request as z.ZodType | undefined;
  const check = handler.check as ((input: unknown, ctx: z.RefinementCtx) => void) | undefined;
  const request = contract && check ? contract.superRefine(check) : contract;
  const answer = handler.answer as (input: unknown, endpoint: Endpoint) => unknown;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { openapi: endpointDoc(endpoint, handler.invalid) },
    handler: async (req, reply) => {
      let input: unknown;
      if (request) {
        const parsed = request.safeParse(req.body);
        if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
        input = parsed.data;
      }
      const result = answer(input, endpoint);
      return result instanceof WrittenJson ? reply.type(JSON_TYPE).send(result.text) : result;
    },
  });
}
