import { lossMedicalRequest, medicalResponseJson, validationErrorBody } from '@damages/contracts';
import { futureMedicalExpenses } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { lossMedicalResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { JSON_TYPE } from './loss-periods.ts';

const schema = {
  summary: 'Future medical expenses tables (life care plan)',
  description: 'One table per scenario of every modality, grouped by scenario type (methodology §8). Past medical expenses have no table.',
  tags: ['create_table'],
  body: lossMedicalRequest,
  responses: {
    200: { description: 'Case information and the tables by scenario type', body: lossMedicalResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function lossMedical(app: FastifyInstance) {
  app.post('/create_table/loss_medical/future', { config: { openapi: schema } }, async (request, reply) => {
    const parsed = lossMedicalRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
    return reply.type(JSON_TYPE).send(medicalResponseJson(futureMedicalExpenses(parsed.data)));
  });
}
