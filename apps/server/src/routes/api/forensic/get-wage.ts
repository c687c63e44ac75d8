import { hourlyWage } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { checkWageOccupationKnown } from './lookup-limits.ts';

/** Published hourly wage of an occupation (methodology §4c). */
export const getWageRoute = {
  getWage: {
    check: checkWageOccupationKnown,
    invalid: 'The body is invalid, or the occupation is not shipped',
    answer: (input) => {
      const result = hourlyWage(input);
      return {
        occupation: result.occupation,
        title: result.title,
        statistic: result.statistic,
        hourly_wage: result.hourlyWage,
        as_of: result.asOf,
        source: result.source,
      };
    },
  },
} satisfies Partial<EndpointHandlers>;
