import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.ts';
import { expectRejected } from '../../testing/expect-rejected.ts';
import { exampleRequest } from '../../testing/shared-examples.ts';
import { testApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

const EARNINGS = '/api/create_table/loss_earnings/past';
const post = (payload: string, contentType = 'application/json', url = EARNINGS) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('a body the service cannot read', () => {
  it('is a 400 when the JSON is malformed', async () => {
    const body = expectRejected(await post('{"caseDor": "2025-03-01",'), 400);
    expect(body.error).toMatch(/not valid JSON/);
  });

  it('is a 400 when NaN is written as a bare JSON value', async () => {
    expectRejected(await post('{"benefitsRate": NaN}'), 400);
  });

  it('is a 400 when the body is empty', async () => {
    expectRejected(await post(''), 400);
  });

  it('is a 400 when no body is sent at all', async () => {
    expectRejected(await app.inject({ method: 'POST', url: EARNINGS }), 400, '');
  });

  it('is a 400 naming the whole body when it is a list instead of an object', async () => {
    expectRejected(await post(JSON.stringify([exampleRequest('loss_earnings-past')])), 400, '');
  });

  it.each(['null', '"text"', '42', 'true'])('is a 400 when the body is the JSON value %s', async (payload) => {
    expectRejected(await post(payload), 400, '');
  });

  it('is a 415 when the body is text/plain', async () => {
    expectRejected(await post(JSON.stringify(exampleRequest('loss_earnings-past')), 'text/plain'), 415);
  });

  it('is a 415 when the body is a form', async () => {
    expectRejected(await post('caseDor=2025-03-01', 'application/x-www-form-urlencoded'), 415);
  });

  it('is a 413 when the body is larger than the limit', async () => {
    const huge = JSON.stringify({ ...exampleRequest('loss_earnings-past'), padding: 'x'.repeat(BODY_LIMIT) });
    expectRejected(await post(huge), 413);
  });

  it('is a 400 when the body tries to poison prototypes', async () => {
    expectRejected(await post('{"__proto__": {"admin": true}}'), 400);
  });
});

describe('a request for something that does not exist', () => {
  it('is a 404 for an unknown /api route', async () => {
    const body = expectRejected(await post('{}', 'application/json', '/api/create_table/loss_pension/past'), 404);
    expect(body.error).toBe('Not found');
  });

  it.each(['present', 'PAST', 'past/extra', ''])('is a 404 for the period "%s"', async (period) => {
    expectRejected(
      await post(JSON.stringify(exampleRequest('loss_earnings-past')), 'application/json', `/api/create_table/loss_earnings/${period}`),
      404,
    );
  });

  it('is a 404 for past medical expenses, which have no table', async () => {
    expectRejected(await post('{}', 'application/json', '/api/create_table/loss_medical/past'), 404);
  });

  it('is a 404 for a GET of an unknown /api path', async () => {
    expectRejected(await app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
  });

  it('is a 405 naming the allowed method for a GET of a calculation', async () => {
    const response = await app.inject({ method: 'GET', url: EARNINGS });
    expectRejected(response, 405);
    expect(response.headers.allow).toBe('POST');
  });

  it('is a 405 for a POST to the health route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectRejected(response, 405);
    expect(response.headers.allow).toContain('GET');
  });

  it('is a 400 for a malformed URL', async () => {
    expectRejected(await app.inject({ method: 'GET', url: '/api/%E0%A4%A' }), 400);
  });
});
