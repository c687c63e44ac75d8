import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAt, MAX_MODALITIES, type ValidationErrorBody } from '@damages/contracts';
import { POOL_MIN_BODY_BYTES } from '../routes/api/calculations.ts';
import { expectRejected } from '../testing/expect-rejected.ts';
import { contractExample, sharedExamples } from '../testing/shared-examples.ts';
import { postJson, testApp } from '../testing/test-app.ts';
import { calculationPool, MAX_WAITING_CALCULATIONS } from './calculation-pool.ts';

type Json = Record<string, unknown>;

/** The largest medical request the contract accepts: the body that keeps a worker busiest. */
function largestMedicalRequest(): Json {
  const request = contractExample('loss_medical-future').request as { medical: unknown[] };
  return { ...request, medical: Array.from({ length: MAX_MODALITIES }, (_, i) => request.medical[i % request.medical.length]) };
}

/**
 * The tables computed in the worker pool are the very bytes the event loop
 * writes: an app with two calculation threads and one with none answer every
 * create_table worked example, the largest medical request and a body the
 * contract refuses identically. The examples are small, so each is sent with a
 * field the contract ignores, long enough to send it to the pool.
 */
describe('tables computed in worker threads', () => {
  let pooled: FastifyInstance;
  let inline: FastifyInstance;
  beforeAll(async () => {
    [pooled, inline] = await Promise.all([
      testApp({ calculationThreads: 2 }, { requireSession: false }),
      testApp({ calculationThreads: 0 }, { requireSession: false }),
    ]);
  });
  afterAll(() => Promise.all([pooled.close(), inline.close()]));

  const large = (body: unknown): Json => ({ ...(body as Json), note: 'x'.repeat(POOL_MIN_BODY_BYTES) });
  const urlOf = (endpoint: string) => endpoint.replace(/^POST\s+/, '');
  const examples = sharedExamples().filter((e) => e.endpoint.includes('/create_table/'));

  async function expectSameAnswer(url: string, body: unknown, status: number) {
    const [fromPool, fromLoop] = await Promise.all([postJson(pooled, url, body), postJson(inline, url, body)]);
    expect(fromPool.statusCode, fromPool.body).toBe(status);
    expect(fromPool.headers['content-type']).toBe(fromLoop.headers['content-type']);
    expect(fromPool.body).toBe(fromLoop.body);
    return fromPool;
  }

  it.each(examples.map((e) => [e.name, e] as const))('answer %s byte for byte as the event loop does', async (_name, example) => {
    const url = urlOf(example.endpoint);
    const response = await expectSameAnswer(url, large(example.request), 200);
    expect(endpointAt(url)!.response.safeParse(response.json()).success).toBe(true);
  });

  it(`answer the largest medical request (${MAX_MODALITIES} modalities of 3 scenarios) byte for byte`, async () => {
    const body = largestMedicalRequest();
    expect(JSON.stringify(body).length).toBeGreaterThan(POOL_MIN_BODY_BYTES);
    const response = await expectSameAnswer(urlOf(contractExample('loss_medical-future').endpoint), body, 200);
    const tables = response.json<{ table: Record<string, unknown[]> }>().table;
    expect(Object.values(tables).flat().length).toBeGreaterThanOrEqual(MAX_MODALITIES);
  });

  it('refuse an invalid body with the same 400 as the event loop', async () => {
    const example = contractExample('loss_medical-future');
    const body = large({ ...(example.request as Json), caseDor: '2023-02-30', medical: [{ scenarios: [] }] });
    const response = await expectSameAnswer(urlOf(example.endpoint), body, 400);
    expect(response.json<ValidationErrorBody>().issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['caseDor', 'medical.0.scenarios']),
    );
  });

  it('answer many requests at once, each its own', async () => {
    const requests = examples.flatMap((e) => [e, e, e]).map((e) => ({ url: urlOf(e.endpoint), body: large(e.request) }));
    const fromPool = await Promise.all(requests.map(({ url, body }) => postJson(pooled, url, body)));
    const fromLoop = await Promise.all(requests.map(({ url, body }) => postJson(inline, url, body)));
    expect(fromPool.map((r) => r.body)).toEqual(fromLoop.map((r) => r.body));
  });
});

describe('the queue of calculations waiting for a worker', () => {
  const OVERFLOW = 5;
  const body = largestMedicalRequest();

  it(`holds ${MAX_WAITING_CALCULATIONS}; the next are answered 503 at once, and the queue takes more once drained`, async () => {
    const pool = calculationPool(1);
    try {
      // Sent at once: one computes, MAX_WAITING_CALCULATIONS wait, the rest find the queue full.
      const outcomes = await Promise.all(
        Array.from({ length: 1 + MAX_WAITING_CALCULATIONS + OVERFLOW }, () => pool.run('lossMedicalFuture', body)),
      );
      const statuses = outcomes.map((outcome) => outcome.status);
      expect(statuses).toEqual([...Array<number>(1 + MAX_WAITING_CALCULATIONS).fill(200), ...Array<number>(OVERFLOW).fill(503)]);
      const refused = outcomes.at(-1)!;
      expect(refused).toMatchObject({ status: 503, retryAfterSeconds: expect.any(Number) as unknown });
      expect((await pool.run('lossMedicalFuture', body)).status).toBe(200);
    } finally {
      await pool.destroy();
    }
  });

  it('answers past it with 503, Retry-After and the {error, issues} body, and every other request in full', async () => {
    const app = await testApp({ calculationThreads: 1 }, { requireSession: false });
    try {
      const url = '/api/create_table/loss_medical/future';
      const responses = await Promise.all(Array.from({ length: 1 + MAX_WAITING_CALCULATIONS + OVERFLOW }, () => postJson(app, url, body)));
      const refused = responses.filter((response) => response.statusCode === 503);
      // How many find the queue full depends on how fast the worker drains it; with a worker still starting, all OVERFLOW do.
      expect(refused.length).toBeGreaterThan(0);
      for (const response of refused) {
        expectRejected(response, 503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      for (const response of responses.filter((r) => r.statusCode !== 503)) expect(response.statusCode, response.body).toBe(200);
    } finally {
      await app.close();
    }
  });
});
