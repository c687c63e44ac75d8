import { shippedCpi, shippedLifeTables, shippedYieldCurve } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../openapi/operation.ts';
import { healthResponse } from '../../openapi/response-schemas.ts';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS } from '../../plugins/error-replies.ts';
import { SERVER_VERSION } from '../../version.ts';

const schema = {
  summary: 'Service status and the reference data it calculates with',
  description:
    'Public. Shows how recent the shipped life tables, Treasury curve and CPI-U data are, and whether the accounts database answers and may be written: `database` is "unavailable" when it cannot be reached or refuses writes, "full" when its disk (SQLite: the data folder) has no room; both answer 503 with Retry-After.',
  tags: ['service'],
  responses: {
    200: { description: 'The service is up', body: healthResponse },
    503: { description: 'The accounts database cannot be reached, refuses writes, or is full', body: healthResponse },
  },
} satisfies OperationDoc;

// The reference data is fixed for the life of the process.
const DATA = {
  lifeTables: shippedLifeTables.source,
  yieldCurveThrough: shippedYieldCurve.lastDate,
  cpiThrough: shippedCpi.lastMonth,
} as const;

export default async function health(app: FastifyInstance) {
  app.get('/health', { config: { openapi: schema } }, async (_request, reply) => {
    const database = app.accounts ? await app.accounts.database.check() : 'not used';
    const status = database === 'ok' || database === 'not used' ? 'ok' : 'unavailable';
    if (status !== 'ok') reply.code(503).header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    return reply.send({ status, version: SERVER_VERSION, database, data: DATA });
  });
}
