import type { FastifyInstance } from 'fastify';
import {
  getDiscountResponse,
  getGrowthResponse,
  getInterestResponse,
  getJudgmentRateResponse,
  getLifeResponse,
  getWageResponse,
  wageOccupationsResponse,
} from '@damages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractExamples } from '../../../../../fixtures/contract-examples/index.ts';
import { postJson, testApp } from '../../testing/test-app.ts';

type Json = Record<string, unknown>;

/** The answer to one call, per element of the example's request list where the service takes one body per call. */
const RESPONSE_SHAPES: Record<string, z.ZodType> = {
  get_life: getLifeResponse,
  get_growth: getGrowthResponse,
  get_wage: getWageResponse,
  get_discount: getDiscountResponse,
  wage_occupations: wageOccupationsResponse,
  get_interest: getInterestResponse,
  get_judgment_rate: getJudgmentRateResponse,
};
const ONE_BODY_PER_CALL = new Set(['get_life', 'get_growth', 'get_wage', 'get_interest', 'get_judgment_rate']);

/** Only the fields the example states: the service answers more (`source`, get_life's `table`). */
function pick(actual: Json, expected: Json): Json {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key]]));
}

describe('worked examples of the lookups, over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { requireSession: false });
  });
  afterAll(() => app.close());

  const lookups = contractExamples().filter((e) => e.endpoint.includes('/forensic/'));

  it('cover get_life, get_discount, get_growth, get_wage, wage_occupations, get_interest and get_judgment_rate', () => {
    expect(new Set(lookups.map((e) => e.endpoint.split('/').at(-1)))).toEqual(new Set(Object.keys(RESPONSE_SHAPES)));
  });

  for (const example of lookups) {
    const [method, url] = example.endpoint.split(/\s+/) as ['GET' | 'POST', string];
    const resource = url.split('/').at(-1)!;

    it(`v${example.version}/${example.name}: ${method} ${url}`, async () => {
      const expected = example.expected as Json[];
      const answers: Json[] = [];
      if (method === 'GET') {
        const response = await app.inject({ method, url });
        expect(response.statusCode, response.body).toBe(200);
        answers.push(...response.json<Json[]>());
        expect(RESPONSE_SHAPES[resource]!.safeParse(answers).success).toBe(true);
        expect(answers).toEqual(expected);
        return;
      }
      const bodies = ONE_BODY_PER_CALL.has(resource) ? (example.request as unknown[]) : [example.request];
      for (const body of bodies) {
        const response = await postJson(app, url, body);
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json<Json | Json[]>();
        expect(RESPONSE_SHAPES[resource]!.safeParse(answer).success, JSON.stringify(answer)).toBe(true);
        answers.push(...(Array.isArray(answer) ? answer : [answer]));
      }
      expect(answers).toHaveLength(expected.length);
      expected.forEach((want, i) => expect(pick(answers[i]!, want)).toEqual(want));
      if (resource === 'get_life') for (const answer of answers) expect(answer.lifeExpectancy).toBe(answer.life_expectancy);
    });
  }
});
