import { validationErrorResponse, type Endpoint } from '@damages/contracts';
import type { z } from 'zod';

/** What the OpenAPI document says about one route; routes carry it in their `config.openapi`. */
export interface OperationDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** The request body as the client sends it (the schema's input side). */
  body?: z.ZodType;
  /** Response body by HTTP status. */
  responses: Record<number, { description: string; body?: z.ZodType; contentType?: string }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OperationDoc;
  }
}

export interface DocumentedRoute {
  method: string;
  url: string;
  doc: OperationDoc;
  /** Whether the route is behind the session guard (a 401 without a signed-in session). */
  sessionRequired: boolean;
}

/**
 * What the document says of an entry of the contract's endpoint table: its
 * summary, description and bodies, tagged by its group. `invalid` says when the
 * server answers 400 (its data checks add reasons to the contract's).
 */
export function endpointDoc(endpoint: Endpoint, invalid = 'The body is invalid'): OperationDoc {
  return {
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.group],
    ...(endpoint.request ? { body: endpoint.request } : {}),
    responses: endpoint.request
      ? { 200: { description: endpoint.answer, body: endpoint.response }, 400: { description: invalid, body: validationErrorResponse } }
      : { 200: { description: endpoint.answer, body: endpoint.response } },
  };
}
