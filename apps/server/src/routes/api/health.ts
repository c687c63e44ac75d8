import { shippedCpi, shippedLifeTables, shippedYieldCurve } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../openapi/operation.ts';
import { healthResponse } from '../../openapi/response-schemas.ts';
import { SERVER_VERSION } from '../../version.ts';

const schema = {
  summary: 'Service status and the reference data it calculates with',
  description:
    'Public. Shows how recent the shipped life tables, Treasury curve and CPI-U data are, and whether the accounts database answers; 503 when it does not.',
  tags: ['service'],
  responses: {
    200: { description: 'The service is up', body: healthResponse },
    503: { description: 'The accounts database does not answer or cannot be written', body: healthResponse },
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
    const database = app.accounts ? ((await app.accounts.database.check()) ? 'ok' : 'unavailable') : 'not used';
    const status = database === 'unavailable' ? 'unavailable' : 'ok';
    return reply.code(status === 'ok' ? 200 : 503).send({ status, version: SERVER_VERSION, database, data: DATA });
  });
}
