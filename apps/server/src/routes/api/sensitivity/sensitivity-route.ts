import { savedSensitivity, SERVICE_ROUTES, sensitivityRequest, validationErrorResponse } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';
import { outcomeHandler, type RouteAnswerer } from '../endpoint-route.ts';

const sensitivityDoc = {
  summary: "A case's sensitivity: its Summary totals with each key assumption moved",
  description:
    'The case as its submit calculated it — its form data, the body it posted to each create_table endpoint and its scenarios of record — recomputed with the discount and growth rates moved one point either way, the retirement age two years, the consumption rate five points and the unemployment rate two points, under each life-expectancy scenario the case holds, and over a 7 × 7 grid of discount and growth shifts (−3 to +3 points). Each figure is the Summary total its report would print, in whole dollars; a step the case cannot take is left out with a note saying why.',
  tags: ['sensitivity'],
  body: sensitivityRequest,
  responses: {
    200: { description: 'The Summary totals of the case and of each variation', body: savedSensitivity },
    400: {
      description: 'The body is invalid, or a calculation body is refused by its endpoint (the field under `bodies.<endpoint>`)',
      body: validationErrorResponse,
    },
  },
} satisfies OperationDoc;

/** POST /api/sensitivity, answered by `answer` (the calculation pool, or the event loop). */
export function registerSensitivity(app: FastifyInstance, answer: RouteAnswerer): void {
  app.route({
    method: SERVICE_ROUTES.sensitivity.method,
    url: SERVICE_ROUTES.sensitivity.path,
    config: { openapi: sensitivityDoc },
    handler: outcomeHandler(answer),
  });
}
