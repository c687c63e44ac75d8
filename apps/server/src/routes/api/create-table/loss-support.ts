import { lossResponseJson } from '@damages/contracts';
import { lossOfSupport } from '@damages/engine';
import { WrittenJson, type EndpointHandler, type EndpointHandlers } from '../endpoint-route.ts';
import { checkCpiCovers } from '../reference-limits.ts';
import { refuseInterestOnFuture } from './past-only-interest.ts';

/** Loss of support, past or future (methodology §7); the side is the endpoint's. */
const lossSupport: EndpointHandler<'lossSupportPast' | 'lossSupportFuture'> = {
  check: checkCpiCovers,
  answer: (input, { side }) => new WrittenJson(lossResponseJson(lossOfSupport(input, side))),
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
