import {
  apiPath,
  buildSavedRecord,
  ENDPOINTS,
  formDataRecord,
  savedSensitivity,
  servicePath,
  summaryTotal,
  type CalculationResults,
  type LossEarningsResponse,
  type LossServicesResponse,
  type SavedSensitivity,
} from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { exampleRequest } from '../../../testing/shared-examples.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';
import { INJURY_CASE_FORM_DATA } from '../../../../../../fixtures/injury-case/index.ts';

// The examples' bodies are plain JSON, changed one field at a time.
type Body = Record<string, any>;

const SENSITIVITY = servicePath('sensitivity');

/**
 * The injury case of contracts' case-sensitivity.test.ts: the version-1 examples of earnings
 * (two incomes, two retirement ages) and household services (two life expectancies), and
 * $48,250.75 of past medical bills.
 */
const formData = formDataRecord.parse(INJURY_CASE_FORM_DATA);

const caseBodies = () => ({
  lossEarningsPast: exampleRequest<Body>('loss_earnings-past'),
  lossEarningsFuture: exampleRequest<Body>('loss_earnings-future'),
  lossServicesPast: exampleRequest<Body>('loss_services-past'),
  lossServicesFuture: exampleRequest<Body>('loss_services-future'),
});

type Bodies = ReturnType<typeof caseBodies>;

let app: FastifyInstance;
let pooled: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ calculationThreads: 0 }, { requireSession: false });
  pooled = await testApp({ calculationThreads: 1 }, { requireSession: false });
});
afterAll(async () => {
  await app.close();
  await pooled.close();
});

/** The Summary total of the record a submit saves from the create_table routes' own answers to these bodies. */
async function summaryOfEndpoints(bodies: Bodies): Promise<number> {
  const answer = async <Answer>(endpoint: (typeof ENDPOINTS)[keyof Bodies], body: Body) => {
    const response = await postJson(app, apiPath(endpoint), body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };
  const results: CalculationResults = {
    lossEarnings: {
      past: await answer<LossEarningsResponse>(ENDPOINTS.lossEarningsPast, bodies.lossEarningsPast),
      future: await answer<LossEarningsResponse>(ENDPOINTS.lossEarningsFuture, bodies.lossEarningsFuture),
    },
    lossServices: {
      past: await answer<LossServicesResponse>(ENDPOINTS.lossServicesPast, bodies.lossServicesPast),
      future: await answer<LossServicesResponse>(ENDPOINTS.lossServicesFuture, bodies.lossServicesFuture),
    },
  };
  return summaryTotal(buildSavedRecord(formData, results, ''));
}

describe('POST /api/sensitivity', () => {
  let answer: SavedSensitivity;
  beforeAll(async () => {
    const response = await postJson(app, SENSITIVITY, { formData, bodies: caseBodies() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    answer = savedSensitivity.parse(response.json());
  });

  it("starts from the Summary total of the record the endpoints' answers make", async () => {
    expect(answer.base.total).toBe(await summaryOfEndpoints(caseBodies()));
    expect(answer.base.past + answer.base.future).toBe(answer.base.total);
  });

  it("moves the discount rate one point up: the total of the endpoints' answers to the bodies at 4.94% and 4.73%", async () => {
    const moved = caseBodies();
    for (const side of ['lossEarningsPast', 'lossEarningsFuture'] as const) moved[side].wagesDiscount = '0.0494';
    for (const side of ['lossServicesPast', 'lossServicesFuture'] as const) moved[side].servicesDiscount = '0.0473';
    const step = answer.variations.find((row) => row.id === 'discount+1');
    expect(step?.label).toBe('Discount rate +1 point');
    expect(step?.total).toBe(await summaryOfEndpoints(moved));
    expect(step?.total).toBeLessThan(answer.base.total);
  });

  it('answers a case without calculated losses with its bills alone and nothing to move', async () => {
    const response = await postJson(app, SENSITIVITY, { formData, bodies: {} });
    expect(response.statusCode, response.body).toBe(200);
    const bills = savedSensitivity.parse(response.json());
    // $48,250.75 of past medical bills, rounded once to whole dollars (methodology §10).
    expect(bills.base).toEqual({ past: 48251, future: 0, total: 48251 });
    expect([bills.variations, bills.grid]).toEqual([[], []]);
  });

  it('gives the grid of 49 cells and each life expectancy of the case', () => {
    expect(answer.grid).toHaveLength(49);
    expect(answer.grid.find((cell) => cell.discount === 0 && cell.growth === 0)?.total).toBe(answer.base.total);
    expect(answer.lifeExpectancy.map((row) => row.scenario)).toEqual([0, 1]);
  });

  it('answers the same from the calculation pool as on the event loop', async () => {
    const response = await postJson(pooled, SENSITIVITY, { formData, bodies: caseBodies() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(answer);
  });
});

describe('POST /api/sensitivity refuses', () => {
  it('a calculation body its contract refuses: 400 naming the field under bodies.<endpoint>', async () => {
    const bodies = caseBodies();
    bodies.lossEarningsPast.wagesDiscount = 'four percent';
    for (const server of [app, pooled])
      expectRejected(await postJson(server, SENSITIVITY, { formData, bodies }), 400, 'bodies.lossEarningsPast.wagesDiscount');
  });

  it('a body without its form data: 400 naming formData', async () => {
    expectRejected(await postJson(app, SENSITIVITY, { bodies: caseBodies() }), 400, 'formData');
  });

  it("a calculation body its route's data checks refuse (interest on a future table): 400 naming the field, not 500", async () => {
    const bodies = caseBodies();
    bodies.lossEarningsFuture.prejudgmentInterest = { rate: '0.06', compounding: 'annual', from: '2022-06-15', to: '2026-01-15' };
    expect((await postJson(app, apiPath(ENDPOINTS.lossEarningsFuture), bodies.lossEarningsFuture)).statusCode).toBe(400);
    for (const server of [app, pooled])
      expectRejected(await postJson(server, SENSITIVITY, { formData, bodies }), 400, 'bodies.lossEarningsFuture.prejudgmentInterest');
  });

  it('a body that is not an object, on the event loop and before the pool', async () => {
    for (const server of [app, pooled]) expectRejected(await postJson(server, SENSITIVITY, [1, 2]), 400);
  });

  it('a scenario of record past the three a case may hold, or a body no endpoint takes: 400 naming them', async () => {
    const beyond = { income: 3, retirement: 0, lifeExpectancy: 0 };
    expectRejected(
      await postJson(app, SENSITIVITY, { formData, bodies: caseBodies(), scenarioOfRecord: beyond }),
      400,
      'scenarioOfRecord.income',
    );
    expectRejected(await postJson(app, SENSITIVITY, { formData, bodies: { ...caseBodies(), lossOfEverything: {} } }), 400, 'bodies');
  });

  it('a request without a signed-in session, like the calculations', async () => {
    const guarded = await testApp();
    try {
      const response = await postJson(guarded, SENSITIVITY, { formData, bodies: caseBodies() });
      expect(response.statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});
