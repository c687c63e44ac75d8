import { wageAnswer } from '@damages/contracts';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkWageOccupationKnown } from './lookup-limits.ts';

/**
 * Published hourly wage of an occupation (methodology §4c); with `inDollarsOf`, also brought to
 * that date's dollars (methodology §6). Without it the answer is the published wage alone, key for
 * key as before the option existed.
 */
export const getWageRoute = {
  getWage: {
    check: checkWageOccupationKnown,
    invalid: 'The body is invalid, or the occupation is not shipped',
    answer: wageAnswer,
  },
} satisfies Partial<EndpointHandlers>;
