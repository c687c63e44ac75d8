import { getLifeRequest, validationErrorBody, type GetLifeResponse } from '@damages/contracts';
import { lifeExpectancy } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { getLifeResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';

const schema = {
  summary: 'Remaining life expectancy at the date of report',
  description:
    'NCHS United States Life Tables, 2023, by sex (or both sexes: gender `total`) and race/Hispanic origin (or all races: race `all`), ' +
    'interpolated between whole ages (methodology §3). One person per call.',
  tags: ['forensic'],
  body: getLifeRequest,
  responses: {
    200: { description: 'Life expectancy, in both spellings the product reads', body: getLifeResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function getLife(app: FastifyInstance) {
  app.post('/forensic/get_life', { config: { openapi: schema } }, async (request, reply): Promise<GetLifeResponse> => {
    const parsed = getLifeRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
    const result = lifeExpectancy(parsed.data);
    return { life_expectancy: result.lifeExpectancy, ...result };
  });
}
