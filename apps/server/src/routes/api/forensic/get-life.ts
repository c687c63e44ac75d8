import { lifeAnswer } from '@damages/contracts';
import type { EndpointHandlers } from '../endpoint-route.ts';

/** Remaining life expectancy (methodology §3), in both spellings the product reads. */
export const getLifeRoute = {
  getLife: {
    answer: lifeAnswer,
  },
} satisfies Partial<EndpointHandlers>;
