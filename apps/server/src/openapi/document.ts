import { z } from 'zod';
import type { DocumentedRoute } from './operation.ts';
import { internalErrorResponse, validationErrorResponse } from './response-schemas.ts';

const ERROR_REF = { $ref: '#/components/schemas/ValidationError' };

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what the client sends or receives. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): object {
  // The contracts' schemas also transform; the document describes the wire side of them.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

const schemaOrRef = (schema: z.ZodType, io: 'input' | 'output') =>
  schema === validationErrorResponse ? ERROR_REF : jsonSchemaOf(schema, io);

const jsonContent = (schema: object, contentType = 'application/json') => ({ [contentType]: { schema } });

// Failures any route with a body can meet before its handler runs.
const BODY_FAILURES = {
  413: { description: 'The body is larger than the server accepts', content: jsonContent(ERROR_REF) },
  415: { description: 'The body is not sent as application/json', content: jsonContent(ERROR_REF) },
};

// A guarded route refuses these before its handler runs: no session, another site's page (Origin),
// too many requests from one address or session, and an accounts database that cannot answer now.
const UNTRUSTED_ORIGIN = {
  403: { description: 'Sent from a page of another site (its Origin is not a trusted one)', content: jsonContent(ERROR_REF) },
};
const SIGN_IN_REQUIRED = {
  401: { description: 'No signed-in session', content: jsonContent(ERROR_REF) },
  429: {
    description: 'Too many requests from this address or session; Retry-After says when to try again',
    content: jsonContent(ERROR_REF),
  },
  503: {
    description:
      'The accounts database is busy, unreachable or full, or the calculations waiting are at their limit; Retry-After says when to try again',
    content: jsonContent(ERROR_REF),
  },
};

function operationOf(route: DocumentedRoute, operationId: string) {
  const { doc, sessionRequired } = route;
  const responses: Record<string, object> = {};
  for (const [status, response] of Object.entries(doc.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.body ? { content: jsonContent(schemaOrRef(response.body, 'output'), response.contentType) } : {}),
    };
  }
  // Fastify's `:id` is OpenAPI's `{id}`; every path parameter is a required string.
  const parameters = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    operationId,
    summary: doc.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    ...(doc.body ? { requestBody: { required: true, content: jsonContent(jsonSchemaOf(doc.body, 'input')) } } : {}),
    responses: {
      ...responses,
      ...(sessionRequired ? SIGN_IN_REQUIRED : {}),
      // Only a request that can change something is refused for its Origin.
      ...(sessionRequired && route.method !== 'GET' ? UNTRUSTED_ORIGIN : {}),
      ...(doc.body ? BODY_FAILURES : {}),
      500: {
        description: 'Unexpected failure; details are only in the server log',
        content: jsonContent(jsonSchemaOf(internalErrorResponse, 'output')),
      },
    },
  };
}

/** `/api/create_table/loss_earnings/past` → `create_table_loss_earnings_past` */
const operationIdOf = (method: string, url: string) => `${method.toLowerCase()}${url.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+/g, '_')}`;

export function openApiDocument(routes: DocumentedRoute[], info: { title: string; version: string; description: string }) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const method = route.method.toLowerCase();
    (paths[route.url.replace(/:(\w+)/g, '{$1}')] ??= {})[method] = operationOf(route, operationIdOf(method, route.url));
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { schemas: { ValidationError: jsonSchemaOf(validationErrorResponse, 'output') } },
  };
}
