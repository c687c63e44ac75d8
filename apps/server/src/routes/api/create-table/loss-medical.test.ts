import type { LossMedicalResponse } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { exampleRequest } from '../../../testing/shared-examples.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';
import { POOL_MIN_BODY_BYTES } from '../calculations.ts';

// The examples' bodies are plain JSON, changed one field at a time.
type Body = Record<string, any>;

const PAST = '/api/create_table/loss_medical/past';
const FUTURE = '/api/create_table/loss_medical/future';
const PAST_EXAMPLE = 'loss_medical-past-plan-before-trial';
const FUTURE_EXAMPLE = 'loss_medical-future-plan-after-trial';

let app: FastifyInstance;
let pooled: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
  pooled = await testApp({ calculationThreads: 1 }, { requireSession: false });
});
afterAll(async () => {
  await app.close();
  await pooled.close();
});

interface Case {
  name: string;
  change: (body: Body) => void;
  path: string;
}

function rejects(url: string, example: string, cases: Case[]) {
  describe(`${url} refuses`, () => {
    it.each(cases)('$name: 400 naming $path, nothing computed', async ({ change, path }) => {
      const body = exampleRequest<Body>(example);
      change(body);
      const answer = expectRejected(await postJson(app, url, body), 400, path);
      expect(answer).not.toHaveProperty('table');
    });
  });
}

rejects(PAST, PAST_EXAMPLE, [
  { name: 'an interest rate above 0.5', change: (b) => (b.prejudgmentInterest.rate = '0.6'), path: 'prejudgmentInterest.rate' },
  { name: 'a negative interest rate', change: (b) => (b.prejudgmentInterest.rate = -0.01), path: 'prejudgmentInterest.rate' },
  {
    name: 'an unknown compounding',
    change: (b) => (b.prejudgmentInterest.compounding = 'monthly'),
    path: 'prejudgmentInterest.compounding',
  },
  { name: 'interest without its end date', change: (b) => delete b.prejudgmentInterest.to, path: 'prejudgmentInterest.to' },
  {
    name: 'an interest start after its end',
    change: (b) => (b.prejudgmentInterest.from = '2026-03-03'),
    path: 'prejudgmentInterest.from',
  },
  { name: 'interest terms that are not an object', change: (b) => (b.prejudgmentInterest = 5), path: 'prejudgmentInterest' },
  { name: 'a first-year portion (earnings and support only)', change: (b) => (b.firstYearPortion = '0.5'), path: 'firstYearPortion' },
  { name: 'a last-year portion (earnings and support only)', change: (b) => (b.lastYearPortion = 1), path: 'lastYearPortion' },
  {
    name: 'a scenario type it does not know',
    change: (b) => (b.medical[1].scenarios[0].scenarioType = 'likely'),
    path: 'medical.1.scenarios.0.scenarioType',
  },
  {
    name: 'an every-N-years item without N',
    change: (b) => delete b.medical[2].scenarios[0].scenarioEveryYears,
    path: 'medical.2.scenarios.0.scenarioEveryYears',
  },
  { name: 'a trial before the injury', change: (b) => (b.caseDot = '2023-01-01'), path: 'caseDot' },
  { name: 'an unknown discount convention', change: (b) => (b.discountConvention = 'beginningOfYear'), path: 'discountConvention' },
  { name: 'a valuation year that is not whole', change: (b) => (b.valuationYear = '2025.5'), path: 'valuationYear' },
  { name: 'a valuation year out of range', change: (b) => (b.valuationYear = 2201), path: 'valuationYear' },
  { name: 'an unknown discount method', change: (b) => (b.discountMethod = 'real'), path: 'discountMethod' },
  {
    name: 'the net discount rate method without its rate',
    change: (b) => (b.discountMethod = 'netDiscountRate'),
    path: 'netDiscountRate',
  },
]);

rejects(FUTURE, FUTURE_EXAMPLE, [
  {
    name: 'prejudgment interest (the care before trial only)',
    change: (b) => (b.prejudgmentInterest = { rate: '0.0425', compounding: 'simple', from: '', to: '2026-03-02' }),
    path: 'prejudgmentInterest',
  },
  { name: 'a first-year portion', change: (b) => (b.firstYearPortion = '0.33'), path: 'firstYearPortion' },
  {
    name: 'a first-year portion even with a yearly convention',
    change: (b) => Object.assign(b, { discountConvention: 'endOfYear', firstYearPortion: '0.33' }),
    path: 'firstYearPortion',
  },
  {
    name: 'a net discount rate out of range',
    change: (b) => Object.assign(b, { discountMethod: 'netDiscountRate', netDiscountRate: '2' }),
    path: 'netDiscountRate',
  },
]);

describe(`${PAST} answers`, () => {
  it('without interest: the same rows without the interest columns, and no total_interest', async () => {
    const body = exampleRequest<Body>(PAST_EXAMPLE);
    delete body.prejudgmentInterest;
    const response = await postJson(app, PAST, body);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json<LossMedicalResponse>().table.best;
    expect(first).not.toHaveProperty('total_interest');
    // 1,840 × 214/365 = 1,078.79, the example's first row, without its Interest.
    expect((JSON.parse(first!.medical_table) as object[])[0]).toEqual({
      Year: 2025,
      Age: 42.3,
      Portion: 0.586301,
      'Annual Cost': 1840,
      Cost: 1078.79,
      'Discount Factor': 1,
      PV: 1078.79,
    });
  });

  it('blank interest terms mean none, on either table', async () => {
    for (const [url, example] of [
      [PAST, PAST_EXAMPLE],
      [FUTURE, FUTURE_EXAMPLE],
    ] as const) {
      const body = exampleRequest<Body>(example);
      body.prejudgmentInterest = '';
      const response = await postJson(app, url, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<LossMedicalResponse>().table.best[0]).not.toHaveProperty('total_interest');
    }
  });

  it('the same bytes from the worker pool as from the event loop', async () => {
    const body = { ...exampleRequest<Body>(PAST_EXAMPLE), padding: 'x'.repeat(POOL_MIN_BODY_BYTES) };
    const [inline, fromPool] = await Promise.all([postJson(app, PAST, body), postJson(pooled, PAST, body)]);
    expect(fromPool.statusCode, fromPool.body).toBe(200);
    expect(fromPool.body).toBe(inline.body);
  });
});
