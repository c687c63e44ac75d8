import { growthAnswer } from '@damages/contracts';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkGrowthWindowCovered } from './lookup-limits.ts';

/** Historical growth rate of a series (methodology §4b). */
export const getGrowthRoute = {
  getGrowth: {
    check: checkGrowthWindowCovered,
    invalid: 'The body is invalid, or the data does not cover the window',
    answer: growthAnswer,
  },
} satisfies Partial<EndpointHandlers>;
