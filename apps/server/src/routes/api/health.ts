import { shippedCpi, shippedLifeTables, shippedYieldCurve } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../openapi/operation.ts';
import { healthResponse } from '../../openapi/response-schemas.ts';
import { SERVER_VERSION } from '../../version.ts';

const schema = {
  summary: 'Service status and the reference data it calculates with',
  description: 'Public. Shows how recent the shipped life tables, Treasury curve and CPI-U data are.',
  tags: ['service'],
  responses: { 200: { description: 'The service is up', body: healthResponse } },
} satisfies OperationDoc;

// The reference data is fixed for the life of the process, so the answer is built once.
const HEALTH = {
  status: 'ok',
  version: SERVER_VERSION,
  data: { lifeTables: shippedLifeTables.source, yieldCurveThrough: shippedYieldCurve.lastDate, cpiThrough: shippedCpi.lastMonth },
} as const;

export default async function health(app: FastifyInstance) {
  app.get('/health', { config: { openapi: schema } }, async () => HEALTH);
}
