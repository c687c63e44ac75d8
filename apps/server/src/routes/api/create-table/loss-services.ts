import { lossServicesRequest, lossResponseJson, validationErrorBody } from '@damages/contracts';
import { lossOfHouseholdServices } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { lossServicesResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { JSON_TYPE, LOSS_PERIODS } from './loss-periods.ts';

const schema = {
  summary: 'Loss of household services tables',
  description: 'One table per life-expectancy scenario (methodology §6).',
  tags: ['create_table'],
  body: lossServicesRequest,
  responses: {
    200: { description: 'Case information and the tables', body: lossServicesResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function lossServices(app: FastifyInstance) {
  for (const period of LOSS_PERIODS) {
    app.post(`/create_table/loss_services/${period}`, { config: { openapi: { ...schema, summary: `${schema.summary}, ${period}` } } }, async (request, reply) => {
      const parsed = lossServicesRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
      return reply.type(JSON_TYPE).send(lossResponseJson(lossOfHouseholdServices(parsed.data, period)));
    });
  }
}
