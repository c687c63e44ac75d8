import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountClient } from '../../auth/testing/account-client.ts';
import { signedInAccount } from '../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../auth/testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from '../../auth/testing/test-databases.ts';
import { expectRejected } from '../../testing/expect-rejected.ts';
import { exampleRequest } from '../../testing/shared-examples.ts';
import { postJson, testApp } from '../../testing/test-app.ts';

const CALCULATIONS: [string, string][] = [
  ['/api/create_table/loss_earnings/past', 'loss_earnings-past'],
  ['/api/create_table/loss_earnings/future', 'loss_earnings-future'],
  ['/api/create_table/loss_support/past', 'loss_support-past'],
  ['/api/create_table/loss_support/future', 'loss_support-future'],
  ['/api/create_table/loss_services/past', 'loss_services-past'],
  ['/api/create_table/loss_services/future', 'loss_services-future'],
  ['/api/create_table/loss_medical/future', 'loss_medical-future'],
  ['/api/forensic/get_discount', 'get_discount'],
];

// Signing in and then calculating is covered by apps/server/src/auth/sign-up.test.ts.
describe('the session guard of the calculation routes', () => {
  it('answers every calculation without a session with 401 and the error body', async () => {
    const app = await testApp();
    try {
      for (const [url, example] of [...CALCULATIONS, ['/api/forensic/get_life', 'get_life'] as [string, string]]) {
        const response = await postJson(app, url, exampleRequest(example));
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ error: 'Sign in required', issues: [] });
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a made-up session cookie', async () => {
    const app = await testApp();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/forensic/get_discount',
        headers: { 'content-type': 'application/json', cookie: 'better-auth.session_token=forged.signature' },
        payload: JSON.stringify(exampleRequest('get_discount')),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('keeps health, the API document and the auth endpoints open', async () => {
    const app = await testApp();
    try {
      for (const url of ['/api/health', '/api/openapi.json', '/api/auth/get-session']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('lets calculations through when the app is built with requireSession false (the CLI)', async () => {
    const app = await testApp({}, { requireSession: false });
    try {
      for (const [url, example] of CALCULATIONS) expect((await postJson(app, url, exampleRequest(example))).statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode, 'no accounts without sessions').toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('calculations for a signed-in account', () => {
  it('are refused with 403 when posted from a page of another site, even with the session cookie', async () => {
    const kit = await startAccountsTestApp('sqlite');
    try {
      const client = kit.client();
      await signedInAccount(client, kit.sink);
      const body = JSON.stringify(exampleRequest('get_discount'));
      const post = (origin: string) =>
        kit.app.inject({
          method: 'POST',
          url: '/api/forensic/get_discount',
          headers: { origin, cookie: client.cookieHeader, 'content-type': 'application/json' },
          payload: body,
        });
      expectRejected(await post('https://evil.example'), 403);
      expectRejected(await post('null'), 403);
      expect((await post(client.origin)).statusCode).toBe(200);
      expect((await client.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode).toBe(200);
    } finally {
      await kit.close();
    }
  });

  it('are limited per account, with 429 and Retry-After past the limit, leaving other accounts alone', async () => {
    const kit = await startAccountsTestApp('sqlite', { config: { calculationRateLimit: 3 } });
    try {
      const busy = kit.client();
      await signedInAccount(busy, kit.sink);
      const other = kit.client();
      await signedInAccount(other, kit.sink);
      const statuses = [];
      for (let request = 0; request < 4; request += 1)
        statuses.push((await busy.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await busy.post('/api/forensic/get_discount', exampleRequest('get_discount'));
      expectRejected(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await other.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode).toBe(200);
    } finally {
      await kit.close();
    }
  });
});

describe('every unsafe method of the signed-in routes', () => {
  it('is refused with 403 from a page of another site, even with the session cookie, and changes nothing', async () => {
    const kit = await startAccountsTestApp('sqlite');
    try {
      const client = kit.client();
      await signedInAccount(client, kit.sink);
      const created = await client.post('/api/profiles', { fullName: 'Casey Colleague' });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: string }>();
      const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, origin: string, body?: unknown) =>
        kit.app.inject({
          method,
          url,
          headers: {
            origin,
            cookie: client.cookieHeader,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });

      for (const origin of ['https://evil.example', 'null']) {
        expectRejected(await send('PUT', `/api/profiles/${id}`, origin, { fullName: 'Taken Over' }), 403);
        expectRejected(await send('DELETE', `/api/profiles/${id}`, origin), 403);
        expectRejected(await send('POST', '/api/profiles', origin, { fullName: 'Planted' }), 403);
      }
      const names = (await client.get('/api/profiles')).json<{ fullName: string }[]>().map((profile) => profile.fullName);
      expect(names).toContain('Casey Colleague');
      expect(names).not.toContain('Taken Over');
      expect(names).not.toContain('Planted');

      expect((await send('PUT', `/api/profiles/${id}`, client.origin, { fullName: 'Casey Renamed' })).statusCode).toBe(200);
      expect((await send('DELETE', `/api/profiles/${id}`, client.origin)).statusCode).toBe(204);
    } finally {
      await kit.close();
    }
  });
});

describe.each(DATABASE_KINDS)('a flood of requests on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  const FLOOD_LIMIT = 5;
  const body = JSON.stringify(exampleRequest('get_discount'));
  let kit: AccountsTestApp;
  beforeAll(async () => {
    // The per-account limit set well above, so that only the flood limit can answer 429.
    kit = await startAccountsTestApp(kind, { config: { requestFloodLimit: FLOOD_LIMIT, calculationRateLimit: 1_000 } });
  });
  afterAll(() => kit.close());

  /** A calculation as a browser tab at `address` would send it, with `cookie` (the client's, unless another is given). */
  function calculate(client: AccountClient, remoteAddress: string, cookie = client.cookieHeader) {
    return kit.app.inject({
      method: 'POST',
      url: '/api/forensic/get_discount',
      remoteAddress,
      headers: { origin: client.origin, cookie, 'content-type': 'application/json' },
      payload: body,
    });
  }

  /** Two accounts signed in: each test's own, so that neither starts with requests counted. */
  async function twoUsers(): Promise<[AccountClient, AccountClient]> {
    const [busy, other] = [kit.client(), kit.client()];
    await signedInAccount(busy, kit.sink);
    await signedInAccount(other, kit.sink);
    return [busy, other];
  }

  appRule('is refused with 429 and Retry-After per cookie and per address, while another user is answered', async () => {
    const [busy, other] = await twoUsers();
    const statuses = [];
    for (let request = 0; request <= FLOOD_LIMIT; request += 1) statuses.push((await calculate(busy, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(FLOOD_LIMIT).fill(200), 429]);
    const refused = await calculate(busy, '10.0.0.1');
    const problem = expectRejected(refused, 429);
    expect(problem.issues[0]?.message).toMatch(/this address or this session/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Counted by its cookie: moving to another address does not help the flood.
    expectRejected(await calculate(busy, '10.0.0.9'), 429);
    // Counted by its address: made-up cookies do not help either, and each would have cost a look-up.
    for (let request = 0; request < FLOOD_LIMIT; request += 1)
      expect((await calculate(busy, '10.0.0.3', `better-auth.session_token=made-up-${request}`)).statusCode).toBe(401);
    expectRejected(await calculate(busy, '10.0.0.3', 'better-auth.session_token=made-up-again'), 429);

    for (let request = 0; request < FLOOD_LIMIT; request += 1) expect((await calculate(other, '10.0.0.2')).statusCode).toBe(200);
    expect((await other.get('/api/case-key')).statusCode, 'the profile and case-key routes count the same requests').toBe(429);
  });

  it.skipIf(kind !== 'postgres')(
    'is refused without a session look-up: the 429s still come while the sessions table is locked',
    async () => {
      const [busy, other] = await twoUsers();
      for (let request = 0; request < FLOOD_LIMIT; request += 1) expect((await calculate(busy, '10.0.1.1')).statusCode).toBe(200);
      const locker = new pg.Client({ connectionString: kit.config.databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table "session" in access exclusive mode');
        // A request that looks its session up waits for the lock and is refused (503); the flood is answered all along.
        const [lookedUp, ...flood] = await Promise.all([
          calculate(other, '10.0.1.2'),
          ...Array.from({ length: 20 }, () => calculate(busy, '10.0.1.1')),
        ]);
        expect(lookedUp.statusCode, lookedUp.body).toBe(503);
        expect(flood.map((response) => response.statusCode)).toEqual(Array<number>(20).fill(429));
        await locker.query('rollback');
        expect((await calculate(other, '10.0.1.2')).statusCode).toBe(200);
      } finally {
        await locker.end();
      }
    },
  );
});
