import { wageOccupationsResponse, type WageOccupationsResponse } from '@damages/contracts';
import { wageOccupations } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import type { OperationDoc } from '../../../openapi/operation.ts';

const schema = {
  summary: 'Occupations with a published hourly wage',
  description:
    'The household-services occupations of the BLS OEWS May 2024 national estimates that get_wage answers for, in SOC-code order (methodology §4c).',
  tags: ['forensic'],
  responses: {
    200: { description: 'SOC code and title of each occupation', body: wageOccupationsResponse },
  },
} satisfies OperationDoc;

export default async function wageOccupationsRoute(app: FastifyInstance) {
  app.get('/forensic/wage_occupations', { config: { openapi: schema } }, async (): Promise<WageOccupationsResponse> => wageOccupations());
}
