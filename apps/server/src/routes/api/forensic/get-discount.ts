import { getDiscountRequest, validationErrorBody, type GetDiscountResponseItem } from '@damages/contracts';
import { treasuryDiscountRate } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { getDiscountResponse, validationErrorResponse } from '../../../openapi/response-schemas.ts';
import { checkYieldCurveCovers } from '../reference-limits.ts';

const discountRequest = getDiscountRequest.superRefine(checkYieldCurveCovers);

const schema = {
  summary: 'Treasury discount rates for a list of horizons',
  description: 'U.S. Treasury daily par yield curve in force on each start date, interpolated linearly in maturity (methodology §4). Answers the list in the order asked.',
  tags: ['forensic'],
  body: getDiscountRequest,
  responses: {
    200: { description: 'One rate per horizon, in the same order', body: getDiscountResponse },
    400: { description: 'The body is invalid', body: validationErrorResponse },
  },
} satisfies OperationDoc;

export default async function getDiscount(app: FastifyInstance) {
  app.post('/forensic/get_discount', { config: { openapi: schema } }, async (request, reply): Promise<GetDiscountResponseItem[]> => {
    const parsed = discountRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationErrorBody(parsed.error));
    return parsed.data.map(({ id, start_date, end_date }) => {
      const rate = treasuryDiscountRate({ startDate: start_date, endDate: end_date });
      return { id, discount_rate: rate.discountRate, as_of: rate.asOf, tenor_years: rate.tenorYears };
    });
  });
}
