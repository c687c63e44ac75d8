import { lossResponseJson } from '@damages/contracts';
import { lossOfEarnings, type EarningsInput } from '@damages/engine';
import type { z } from 'zod';
import { WrittenJson, type EndpointHandler, type EndpointHandlers } from '../endpoint-route.ts';

/** Loss of earnings, past or future (methodology §5); the side is the endpoint's. */
const lossEarnings: EndpointHandler<'lossEarningsPast' | 'lossEarningsFuture'> = {
  answer: (input, { side }) => new WrittenJson(lossResponseJson(lossOfEarnings(input, side))),
};

/** Prejudgment interest runs to the trial or judgment: a future table takes none (methodology §16). */
function refuseInterestOnFuture(input: EarningsInput, ctx: z.RefinementCtx): void {
  if (input.prejudgmentInterest)
    ctx.addIssue({ code: 'custom', path: ['prejudgmentInterest'], message: 'Prejudgment interest is computed on the past table only' });
}

export const lossEarningsRoutes = {
  lossEarningsPast: lossEarnings,
  lossEarningsFuture: { ...lossEarnings, check: refuseInterestOnFuture },
} satisfies Partial<EndpointHandlers>;
