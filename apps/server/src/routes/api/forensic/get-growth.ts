import { growthRate } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkGrowthWindowCovered } from './lookup-limits.ts';

/** Historical growth rate of a series (methodology §4b). */
export const getGrowthRoute = {
  getGrowth: {
    check: checkGrowthWindowCovered,
    invalid: 'The body is invalid, or the data does not cover the window',
    answer: (input) => {
      const result = growthRate(input);
      return {
        series: result.series,
        growth_rate: result.growthRate,
        from_year: result.fromYear,
        to_year: result.toYear,
        years: result.years,
        source: result.source,
        data_through: result.dataThrough,
      };
    },
  },
} satisfies Partial<EndpointHandlers>;
