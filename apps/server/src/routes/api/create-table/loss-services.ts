import { lossOfHouseholdServices } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { lossTableHandler } from './table-handler.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of household services, past or future (methodology §6); the side is the endpoint's. */
const lossServices = lossTableHandler<'lossServicesPast' | 'lossServicesFuture'>((input, { side }) => lossOfHouseholdServices(input, side));

export const lossServicesRoutes = {
  lossServicesPast: lossServices,
  lossServicesFuture: { ...lossServices, check: refuseInterestOnFuture },
} satisfies Partial<EndpointHandlers>;
