import { lifeExpectancy } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';

/** Remaining life expectancy (methodology §3), in both spellings the product reads. */
export const getLifeRoute = {
  getLife: {
    answer: (input) => {
      const result = lifeExpectancy(input);
      return { life_expectancy: result.lifeExpectancy, ...result };
    },
  },
} satisfies Partial<EndpointHandlers>;
