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
