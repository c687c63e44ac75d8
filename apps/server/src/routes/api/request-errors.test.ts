import { MAX_ACCOUNT_NAME_LENGTH, MAX_JSON_DEPTH } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.ts';
import { newAccount, signedInAccount } from '../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../auth/testing/accounts-test-app.ts';
import { TOO_DEEP } from '../../plugins/json-body.ts';
import { expectRejected } from '../../testing/expect-rejected.ts';
import { exampleRequest, sharedExamples } from '../../testing/shared-examples.ts';
import { testApp } from '../../testing/test-app.ts';
import { POOL_MIN_BODY_BYTES } from './calculations.ts';

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

  it("is a 404 for a medical side other than the two tables (the plan's care before trial is past since version 3)", async () => {
    expectRejected(await post('{}', 'application/json', '/api/create_table/loss_medical/present'), 404);
    expectRejected(await post('{}', 'application/json', '/api/create_table/loss_medical/past'), 400, 'medical');
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

/** `levels` lists, one inside the other: `[[[]]]` is 3. Written as text, as JSON.stringify would recurse as deep. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A worked example with one more field, `deep`, whose value is the JSON text given. */
function withDeepField(example: string, deep: string, padding = 0): string {
  const body = { ...exampleRequest(example), note: 'x'.repeat(padding), deep: 'DEEP' };
  return JSON.stringify(body).replace('"DEEP"', deep);
}

describe('a body nested too deeply', () => {
  const MEDICAL = '/api/create_table/loss_medical/future';
  let pooled: FastifyInstance;
  beforeAll(async () => {
    pooled = await testApp({ calculationThreads: 1 }, { requireSession: false });
  });
  afterAll(() => pooled.close());

  it('is a 400 naming where, on the event loop and before the worker pool, never a 500', async () => {
    for (const [target, padding] of [
      [app, 0],
      [pooled, POOL_MIN_BODY_BYTES],
    ] as const) {
      const response = await target.inject({
        method: 'POST',
        url: MEDICAL,
        headers: { 'content-type': 'application/json' },
        payload: withDeepField('loss_medical-future', nested(5_000), padding),
      });
      const body = expectRejected(response, 400);
      expect(body.error).toBe(TOO_DEEP);
      // The body is level 1 and `deep` level 2: the first list past the limit is reached through MAX_JSON_DEPTH − 1 indexes.
      expect(body.issues[0]!.path).toBe(['deep', ...Array<string>(MAX_JSON_DEPTH - 1).fill('0')].join('.'));
    }
  });

  it(`is refused from ${MAX_JSON_DEPTH + 1} levels on, far above the deepest valid body; ${MAX_JSON_DEPTH} are still read`, async () => {
    const depth = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0;
    const deepest = Math.max(...sharedExamples().map((example) => depth(example.request)));
    expect(deepest).toBeLessThanOrEqual(MAX_JSON_DEPTH / 4);

    const post = (deep: string) =>
      pooled.inject({
        method: 'POST',
        url: MEDICAL,
        headers: { 'content-type': 'application/json' },
        payload: withDeepField('loss_medical-future', deep, POOL_MIN_BODY_BYTES),
      });
    // The contract ignores a field it does not know: the table is computed.
    expect((await post(nested(MAX_JSON_DEPTH - 1))).statusCode).toBe(200);
    expectRejected(await post(nested(MAX_JSON_DEPTH)), 400);
    expectRejected(await post(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`), 400);
  });

  it('is a 400 on every JSON route, a list of lookups too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forensic/get_discount',
      headers: { 'content-type': 'application/json' },
      payload: nested(100_000),
    });
    expect(expectRejected(response, 400).error).toBe(TOO_DEEP);
  });
});

describe('an account request of the wrong shape', () => {
  let kit: AccountsTestApp;
  let signedIn: Awaited<ReturnType<AccountsTestApp['client']>>;
  let clients = 0;
  beforeAll(async () => {
    kit = await startAccountsTestApp('sqlite');
    signedIn = kit.client();
    await signedInAccount(signedIn, kit.sink);
  });
  afterAll(() => kit.close());

  /** A POST from the service's own page, from an address of its own so that no per-address limit answers first. */
  const post = (url: string, payload: string, { cookie = '', contentType = 'application/json' } = {}) =>
    kit.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.1.0.${(clients += 1)}`,
      headers: { origin: signedIn.origin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const updateUser = (body: unknown) => post('/api/auth/update-user', JSON.stringify(body), { cookie: signedIn.cookieHeader });

  it.each([
    [{ name: 123 }, 'name'],
    [{ name: { first: 'Pat' } }, 'name'],
    [{ name: ['Pat'] }, 'name'],
    [{ name: null }, 'name'],
    [{ image: { url: 'x' } }, 'image'],
    [{ username: 5 }, 'username'],
    [{ displayUsername: [] }, 'displayUsername'],
  ])('update-user answers %j with 400 naming %s', async (body, field) => {
    expectRejected(await updateUser(body), 400, field);
  });

  it(`bounds the name at ${MAX_ACCOUNT_NAME_LENGTH} characters, at sign-up and in update-user`, async () => {
    const long = 'N'.repeat(200_000);
    expect(expectRejected(await updateUser({ name: long }), 400, 'name').error).toMatch(String(MAX_ACCOUNT_NAME_LENGTH));
    expectRejected(await post('/api/auth/sign-up/email', JSON.stringify(newAccount({ name: long }))), 400, 'name');
    const form = new URLSearchParams({ ...newAccount(), name: long }).toString();
    expectRejected(await post('/api/auth/sign-up/email', form, { contentType: 'application/x-www-form-urlencoded' }), 400, 'name');

    const longest = 'N'.repeat(MAX_ACCOUNT_NAME_LENGTH);
    expect((await updateUser({ name: longest })).statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/get-session')).json<{ user: { name: string } }>().user.name).toBe(longest);
    expect((await post('/api/auth/sign-up/email', JSON.stringify(newAccount({ name: longest })))).statusCode).toBe(200);
  });

  it('answers a deeply nested duplicate sign-up with 400, not 500', async () => {
    const taken = newAccount();
    expect((await post('/api/auth/sign-up/email', JSON.stringify(taken))).statusCode).toBe(200);
    for (const field of ['username', 'displayUsername', 'extra']) {
      const payload = JSON.stringify({ ...newAccount({ email: taken.email }), [field]: 'DEEP' }).replace('"DEEP"', nested(5_000));
      expect(expectRejected(await post('/api/auth/sign-up/email', payload), 400).error).toBe(TOO_DEEP);
    }
    const shallow = { ...newAccount({ email: taken.email }), username: [taken.username] };
    expectRejected(await post('/api/auth/sign-up/email', JSON.stringify(shallow)), 400, 'username');
  });

  it('answers a flag that is not true or false with 400 naming it', async () => {
    const body = { username: 'someone', password: 'correct horse 42', rememberMe: 'yes' };
    expectRejected(await post('/api/auth/sign-in/username', JSON.stringify(body)), 400, 'rememberMe');
  });
});
