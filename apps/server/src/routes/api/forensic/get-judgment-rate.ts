import { federalJudgmentRate, judgmentRateUnavailable, type JudgmentRateInput } from '@damages/engine';
import type { z } from 'zod';
import type { EndpointHandlers } from '../endpoint-route.ts';

/** A week without a 1-year value on the shipped curve has no rate: a 400 naming the date (methodology §17). */
function checkJudgmentWeekCovered(input: JudgmentRateInput, ctx: z.RefinementCtx): void {
  const problem = judgmentRateUnavailable(input);
  if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
}

/** The federal post-judgment rate of 28 U.S.C. §1961 (methodology §17). */
export const getJudgmentRateRoute = {
  getJudgmentRate: {
    check: checkJudgmentWeekCovered,
    invalid: 'The body is invalid, or the shipped Treasury curve has no 1-year value in the week before the date',
    answer: (input) => {
      const result = federalJudgmentRate(input);
      return { rate: result.rate, week_start: result.weekStart, week_end: result.weekEnd, days: result.days, source: result.source };
    },
  },
} satisfies Partial<EndpointHandlers>;
