import { lossResponseJson } from '@damages/contracts';
import { lossOfEarnings } from '@damages/engine';
import { WrittenJson, type EndpointHandler, type EndpointHandlers } from '../endpoint-route.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of earnings, past or future (methodology §5); the side is the endpoint's. */
const lossEarnings: EndpointHandler<'lossEarningsPast' | 'lossEarningsFuture'> = {
  answer: (input, { side }) => new WrittenJson(lossResponseJson(lossOfEarnings(input, side))),
};

export const lossEarningsRoutes = {
  lossEarningsPast: lossEarnings,
  lossEarningsFuture: { ...lossEarnings, check: refuseInterestOnFuture },
} satisfies Partial<EndpointHandlers>;
