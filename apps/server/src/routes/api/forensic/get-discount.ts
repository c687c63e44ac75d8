import { treasuryDiscountRate } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkYieldCurveCovers } from '../reference-limits.ts';

/** Treasury discount rates (methodology §4), one per horizon in the order asked. */
export const getDiscountRoute = {
  getDiscount: {
    check: checkYieldCurveCovers,
    answer: (horizons) =>
      horizons.map(({ id, start_date, end_date }) => {
        const rate = treasuryDiscountRate({ startDate: start_date, endDate: end_date });
        return { id, discount_rate: rate.discountRate, as_of: rate.asOf, tenor_years: rate.tenorYears };
      }),
  },
} satisfies Partial<EndpointHandlers>;
