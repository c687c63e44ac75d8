import { discountAnswer } from '@damages/contracts';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkYieldCurveCovers } from '../reference-limits.ts';

/** Treasury discount rates (methodology §4), one per horizon in the order asked. */
export const getDiscountRoute = {
  getDiscount: {
    check: checkYieldCurveCovers,
    answer: discountAnswer,
  },
} satisfies Partial<EndpointHandlers>;
