import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../auth/testing/account-flows.ts';
import { startAccountsTestApp } from '../../auth/testing/accounts-test-app.ts';
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
      const { id } = created.json() as { id: string };
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
      const names = ((await client.get('/api/profiles')).json() as { fullName: string }[]).map((profile) => profile.fullName);
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
