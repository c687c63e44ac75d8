import { lossOfSupport } from '@damages/engine';
import type { EndpointHandlers, TableHandler } from '../endpoint-route.ts';
import { checkCpiCovers } from '../reference-limits.ts';
import { lossTableHandler } from './table-handler.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of support, past or future (methodology §7); the side is the endpoint's. */
const lossSupport: TableHandler<'lossSupportPast' | 'lossSupportFuture'> = {
  ...lossTableHandler<'lossSupportPast' | 'lossSupportFuture'>((input, { side }) => lossOfSupport(input, side)),
  check: checkCpiCovers,
};

export const lossSupportRoutes = {
  lossSupportPast: lossSupport,
  lossSupportFuture: {
    ...lossSupport,
    check: (input, ctx) => {
      checkCpiCovers(input, ctx);
      refuseInterestOnFuture(input, ctx);
    },
  },
} satisfies Partial<EndpointHandlers>;
