import { growthRate, hourlyWage, lifeExpectancy, treasuryDiscountRate, wageAdjustmentSource, wageInDollarsOf } from '@damages/engine';
import type { z } from 'zod';
import type {
  GetGrowthResponse,
  GetLifeResponse,
  GetWageResponse,
  getDiscountRequest,
  getGrowthRequest,
  getLifeRequest,
  getWageRequest,
  GetDiscountResponse,
} from './lookups.ts';

/**
 * The answers of the lookups (methodology §3–4c, §6): a parsed body looked up in the shipped data
 * by the engine and written in the wire's words. The server's forensic routes answer with these,
 * and the web tests' stand-in of the service with the same functions, as `toWireLoss` serves both
 * for the tables.
 */

/** Remaining life expectancy, in both spellings the product reads. */
export function lifeAnswer(input: z.output<typeof getLifeRequest>): GetLifeResponse {
  const result = lifeExpectancy(input);
  return { life_expectancy: result.lifeExpectancy, ...result };
}

/** Treasury discount rates, one per horizon in the order asked. */
export function discountAnswer(horizons: z.output<typeof getDiscountRequest>): GetDiscountResponse {
  return horizons.map(({ id, start_date, end_date }) => {
    const rate = treasuryDiscountRate({ startDate: start_date, endDate: end_date });
    return { id, discount_rate: rate.discountRate, as_of: rate.asOf, tenor_years: rate.tenorYears };
  });
}

/** Historical growth rate of a series. */
export function growthAnswer(input: z.output<typeof getGrowthRequest>): GetGrowthResponse {
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
}

/** An OEWS hourly wage as published, and brought to the dollars of a date when the body asks. */
export function wageAnswer(input: z.output<typeof getWageRequest>): GetWageResponse {
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
}
