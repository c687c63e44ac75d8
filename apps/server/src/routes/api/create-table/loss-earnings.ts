import { lossOfEarnings } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { lossTableHandler } from './table-handler.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of earnings, past or future (methodology §5); the side is the endpoint's. */
const lossEarnings = lossTableHandler<'lossEarningsPast' | 'lossEarningsFuture'>((input, { side }) => lossOfEarnings(input, side));

export const lossEarningsRoutes = {
  lossEarningsPast: lossEarnings,
  lossEarningsFuture: { ...lossEarnings, check: refuseInterestOnFuture },
} satisfies Partial<EndpointHandlers>;
