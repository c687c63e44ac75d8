import { lumpSumInterest } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';

/** Prejudgment interest on lump sums (methodology §16), in the order given. */
export const getInterestRoute = {
  getInterest: {
    answer: (input) => {
      const result = lumpSumInterest(input);
      return {
        items: result.items.map((item) => ({
          id: item.id,
          amount: item.amount,
          accrual_start: item.accrualStart,
          days: item.days,
          interest: item.interest,
        })),
        total_interest: result.totalInterest,
      };
    },
  },
} satisfies Partial<EndpointHandlers>;
