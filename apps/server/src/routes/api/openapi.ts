import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../../openapi/document.ts';
import type { DocumentedRoute } from '../../openapi/operation.ts';
import { SERVER_VERSION } from '../../version.ts';

const DESCRIPTION = [
  'Calculation service of the Economic Damages Report: loss tables and the life-expectancy and discount-rate lookups,',
  'as defined in docs/methodology.md. Numbers may be sent as strings or JSON numbers; every table travels as a JSON string of its rows.',
  'Every 4xx answer is `{ error, issues: [{ path, message }] }`.',
  'The calculation endpoints require a signed-in session (the session cookie set by signing in at /api/auth) and answer 401 without one;',
  '/api/health and this document are public.',
].join(' ');

export default async function openapi(app: FastifyInstance, { routes }: { routes: DocumentedRoute[] }) {
  let document: object | undefined;
  app.get('/openapi.json', async () => {
    // Built on first use: by then every route has been registered and recorded.
    document ??= openApiDocument(routes, { title: 'Economic Damages Report API', version: SERVER_VERSION, description: DESCRIPTION });
    return document;
  });
}
