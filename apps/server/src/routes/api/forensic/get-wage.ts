import { hourlyWage, wageAdjustmentSource, wageInDollarsOf } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkWageOccupationKnown } from './lookup-limits.ts';

/**
 * Published hourly wage of an occupation (methodology §4c); with `inDollarsOf`, also brought to
 * that date's dollars (methodology §6). Without it the answer is the published wage alone, key for
 * key as before the option existed.
 */
export const getWageRoute = {
  getWage: {
    check: checkWageOccupationKnown,
    invalid: 'The body is invalid, or the occupation is not shipped',
    answer: (input) => {
      const result = hourlyWage(input);
      const published = {
        occupation: result.occupation,
        title: result.title,
        statistic: result.statistic,
        hourly_wage: result.hourlyWage,
        as_of: result.asOf,
        source: result.source,
      };
      if (input.inDollarsOf === undefined) return published;
      const adjustment = wageInDollarsOf(result.hourlyWage, input.inDollarsOf, result.asOf);
      return {
        ...published,
        hourly_wage_in_dollars_of: adjustment.hourlyWage,
        adjusted_to: adjustment.toMonth,
        adjustment_factor: adjustment.factor,
        adjustment_source: wageAdjustmentSource(adjustment),
      };
    },
  },
} satisfies Partial<EndpointHandlers>;
