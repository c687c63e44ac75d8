import { isoDateText } from '@damages/contracts';
import { z } from 'zod';

/**
 * Answers only the server gives. The calculation answers, and the 4xx body every
 * route shares, are the contract's (`@damages/contracts`, see `endpoints.ts`).
 */

export { validationErrorResponse } from '@damages/contracts';

export const internalErrorResponse = z
  .object({ error: z.literal('Internal server error') })
  .describe('Every 5xx answer; details are only in the server log');

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z
    .enum(['ok', 'unavailable', 'full', 'not used'])
    .describe('Whether the accounts database answers and may be written ("full": no room on its disk)'),
  data: z.object({
    lifeTables: z.string().describe('Source of the shipped life tables'),
    yieldCurveThrough: isoDateText,
    cpiThrough: z.string().describe('yyyy-MM, last CPI-U month shipped'),
  }),
});
