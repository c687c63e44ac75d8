import { lossSupportRequest, lossResponseJson, validationErrorBody } from '@damages/contracts';
import { lossOfSupport } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { lossSupportResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { checkCpiCovers } from '../reference-limits.ts';
import { JSON_TYPE, LOSS_PERIODS } from './loss-periods.ts';

const supportRequest = lossSupportRequest.superRefine(checkCpiCovers);

const schema = {
  summary: 'Loss of support tables (wrongful death)',
  description: 'One table per income × retirement-age scenario, income-major (methodology §7). Spouse fields are empty strings without a spouse.',
  tags: ['create_table'],
  body: lossSupportRequest,
  responses: {
    200: { description: 'Case information and the tables', body: lossSupportResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function lossSupport(app: FastifyInstance) {
  for (const period of LOSS_PERIODS) {
    app.post(`/create_table/loss_support/${period}`, { config: { openapi: { ...schema, summary: `${schema.summary}, ${period}` } } }, async (request, reply) => {
      const parsed = supportRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
      return reply.type(JSON_TYPE).send(lossResponseJson(lossOfSupport(parsed.data, period)));
    });
  }
}
