import { lossResponseJson } from '@damages/contracts';
import { lossOfHouseholdServices } from '@damages/engine';
import { WrittenJson, type EndpointHandler, type EndpointHandlers } from '../endpoint-route.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of household services, past or future (methodology §6); the side is the endpoint's. */
const lossServices: EndpointHandler<'lossServicesPast' | 'lossServicesFuture'> = {
  answer: (input, { side }) => new WrittenJson(lossResponseJson(lossOfHouseholdServices(input, side))),
};

export const lossServicesRoutes = {
  lossServicesPast: lossServices,
  lossServicesFuture: { ...lossServices, check: refuseInterestOnFuture },
} satisfies Partial<EndpointHandlers>;
