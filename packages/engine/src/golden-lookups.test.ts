import { describe, expect, it } from 'vitest';
import {
  federalJudgmentRate,
  growthRate,
  hourlyWage,
  lifeExpectancy,
  lumpSumInterest,
  treasuryDiscountRate,
  wageOccupations,
} from './index.ts';
import {
  getDiscountRequest,
  getGrowthRequest,
  getInterestRequest,
  getJudgmentRateRequest,
  getLifeRequest,
  getWageRequest,
} from '../../contracts/src/index.ts';
import { contractExamples, type ContractExample } from '../../../fixtures/contract-examples/index.ts';

/**
 * Every worked example of the lookups (`/forensic/`, versions 1 to 3) through the contract's
 * parsing and the engine. The examples leave out `source` (its wording is the service's own).
 */
type Json = Record<string, unknown>;

const ANSWER: Record<string, (example: ContractExample) => unknown> = {
  get_life: (example) =>
    (example.request as unknown[]).map((body) => {
      const result = lifeExpectancy(getLifeRequest.parse(body));
      return { life_expectancy: result.lifeExpectancy, age: result.age, source: result.source };
    }),
  get_discount: (example) =>
    getDiscountRequest.parse(example.request).map((h) => {
      const r = treasuryDiscountRate({ startDate: h.start_date, endDate: h.end_date });
      return { id: h.id, discount_rate: r.discountRate, as_of: r.asOf, tenor_years: r.tenorYears };
    }),
  get_growth: (example) =>
    (example.request as unknown[]).map((body) => {
      const r = growthRate(getGrowthRequest.parse(body));
      return { series: r.series, growth_rate: r.growthRate, from_year: r.fromYear, to_year: r.toYear, years: r.years, source: r.source };
    }),
  get_wage: (example) =>
    (example.request as unknown[]).map((body) => {
      const r = hourlyWage(getWageRequest.parse(body));
      return {
        occupation: r.occupation,
        title: r.title,
        statistic: r.statistic,
        hourly_wage: r.hourlyWage,
        as_of: r.asOf,
        source: r.source,
      };
    }),
  wage_occupations: () => wageOccupations(),
  get_interest: (example) =>
    (example.request as unknown[]).map((body) => {
      const r = lumpSumInterest(getInterestRequest.parse(body));
      return {
        items: r.items.map((item) => ({
          id: item.id,
          amount: item.amount,
          accrual_start: item.accrualStart,
          days: item.days,
          interest: item.interest,
        })),
        total_interest: r.totalInterest,
      };
    }),
  get_judgment_rate: (example) =>
    (example.request as unknown[]).map((body) => {
      const r = federalJudgmentRate(getJudgmentRateRequest.parse(body));
      return { rate: r.rate, week_start: r.weekStart, week_end: r.weekEnd, days: r.days, source: r.source };
    }),
};

const pick = (actual: Json, expected: Json) => Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key]]));

const lookups = contractExamples().filter((e) => e.endpoint.includes('/forensic/'));

describe('worked examples of the lookups', () => {
  it('covers every lookup of every version', () => {
    expect(lookups.map((e) => `v${e.version}/${e.name}`).sort()).toEqual([
      'v1/get_discount.json',
      'v1/get_life.json',
      'v2/get_growth.json',
      'v2/get_life-sex-neutral.json',
      'v2/get_wage.json',
      'v2/wage_occupations.json',
      'v3/get_interest.json',
      'v3/get_judgment_rate.json',
    ]);
  });

  for (const example of lookups) {
    const resource = example.endpoint.split('/').at(-1)!;
    it(`v${example.version}/${example.name}: ${example.endpoint}`, () => {
      const answers = ANSWER[resource]!(example) as Json[];
      const expected = example.expected as Json[];
      expect(answers).toHaveLength(expected.length);
      expected.forEach((want, i) => expect(pick(answers[i]!, want)).toEqual(want));
      if (resource !== 'get_discount' && resource !== 'wage_occupations' && resource !== 'get_interest') {
        for (const answer of answers) expect(answer.source, 'every lookup names its source').toEqual(expect.any(String));
      }
      if (resource === 'wage_occupations') expect(answers).toEqual(expected);
    });
  }
});
