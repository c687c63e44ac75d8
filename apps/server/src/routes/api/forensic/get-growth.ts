import { getGrowthRequest, getGrowthResponse, validationErrorBody, type GetGrowthResponse } from '@damages/contracts';
import { growthRate } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { checkGrowthWindowCovered } from './lookup-limits.ts';

const growthRequest = getGrowthRequest.superRefine(checkGrowthWindowCovered);

const schema = {
  summary: 'Historical growth rate of a price or wage series',
  description:
    'Compound annual growth of the annual averages of CPI-U all items (cpiAll), CPI-U medical care (cpiMedical) or average hourly earnings (wages), ' +
    'over the `years` (default 20) ending with the latest complete year before the report year (methodology §4b).',
  tags: ['forensic'],
  body: getGrowthRequest,
  responses: {
    200: { description: 'The growth rate in percent, its window and source', body: getGrowthResponse },
    400: { description: 'The body is invalid, or the data does not cover the window', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function getGrowth(app: FastifyInstance) {
  app.post('/forensic/get_growth', { config: { openapi: schema } }, async (request, reply): Promise<GetGrowthResponse> => {
    const parsed = growthRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
    const result = growthRate(parsed.data);
    return {
      series: result.series,
      growth_rate: result.growthRate,
      from_year: result.fromYear,
      to_year: result.toYear,
      years: result.years,
      source: result.source,
    };
  });
}
