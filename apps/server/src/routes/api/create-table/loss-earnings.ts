import { lossEarningsRequest, lossResponseJson, validationErrorBody } from '@damages/contracts';
import { lossOfEarnings } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { lossEarningsResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { JSON_TYPE, LOSS_PERIODS } from './loss-periods.ts';

const schema = {
  summary: 'Loss of earnings tables (personal injury)',
  description: 'One table per income × retirement-age scenario, income-major (methodology §5).',
  tags: ['create_table'],
  body: lossEarningsRequest,
  responses: {
    200: { description: 'Case information and the tables', body: lossEarningsResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function lossEarnings(app: FastifyInstance) {
  for (const period of LOSS_PERIODS) {
    app.post(`/create_table/loss_earnings/${period}`, { config: { openapi: { ...schema, summary: `${schema.summary}, ${period}` } } }, async (request, reply) => {
      const parsed = lossEarningsRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
      return reply.type(JSON_TYPE).send(lossResponseJson(lossOfEarnings(parsed.data, period)));
    });
  }
}
