import { apiPath, ENDPOINTS } from '@damages/contracts';
import { growthRate, hourlyWage, lifeExpectancy, treasuryDiscountRate, wageAdjustmentSource, wageInDollarsOf } from '@damages/engine';

/**
 * What the service answers to the Autofills' lookups (life table, Treasury curve, growth series,
 * OEWS wage), from the body the form posted: parsed by the endpoint's request schema and looked up
 * in the shipped data by the engine, as the server's forensic routes do. A form test's mocked fetch
 * answers with it, so a looked-up figure in a test is the figure the app would show.
 */
const LOOKUPS: Record<string, (body: unknown) => unknown> = {
  [apiPath(ENDPOINTS.getLife)]: (body) => {
    const result = lifeExpectancy(ENDPOINTS.getLife.request.parse(body));
    return { life_expectancy: result.lifeExpectancy, ...result };
  },
  [apiPath(ENDPOINTS.getDiscount)]: (body) =>
    ENDPOINTS.getDiscount.request.parse(body).map(({ id, start_date, end_date }) => {
      const rate = treasuryDiscountRate({ startDate: start_date, endDate: end_date });
      return { id, discount_rate: rate.discountRate, as_of: rate.asOf, tenor_years: rate.tenorYears };
    }),
  [apiPath(ENDPOINTS.getGrowth)]: (body) => {
    const result = growthRate(ENDPOINTS.getGrowth.request.parse(body));
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
  [apiPath(ENDPOINTS.getWage)]: (body) => {
    const input = ENDPOINTS.getWage.request.parse(body);
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
};

/** The answer to a lookup at `path` (`/api/forensic/...`); a path that is no lookup, or a body its schema refuses, throws. */
export function lookupAnswer(path: string, body: unknown): unknown {
  const answer = LOOKUPS[path];
  if (!answer) throw new Error(`No lookup answers at ${path}`);
  return answer(body);
}
