import { getWageRequest, getWageResponse, validationErrorBody, type GetWageResponse } from '@damages/contracts';
import { hourlyWage } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { checkWageOccupationKnown } from './lookup-limits.ts';

const wageRequest = getWageRequest.superRefine(checkWageOccupationKnown);

const schema = {
  summary: 'Published hourly wage of a household-services occupation',
  description:
    'BLS OEWS national estimates, May 2024: the hourly median (default) or mean wage of one occupation, as published (methodology §4c).',
  tags: ['forensic'],
  body: getWageRequest,
  responses: {
    200: { description: 'The hourly wage, its occupation, vintage and source', body: getWageResponse },
    400: { description: 'The body is invalid, or the occupation is not shipped', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function getWage(app: FastifyInstance) {
  app.post('/forensic/get_wage', { config: { openapi: schema } }, async (request, reply): Promise<GetWageResponse> => {
    const parsed = wageRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
    const result = hourlyWage(parsed.data);
    return {
      occupation: result.occupation,
      title: result.title,
      statistic: result.statistic,
      hourly_wage: result.hourlyWage,
      as_of: result.asOf,
      source: result.source,
    };
  });
}
