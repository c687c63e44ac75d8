import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../testing/expect-rejected.ts';
import { exampleRequest } from '../testing/shared-examples.ts';
import { newAccount, signedInAccount } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { trustedOriginsFor } from './trusted-origins.ts';

describe('trustedOriginsFor', () => {
  it('trusts PUBLIC_URL and the extras, whatever the request', () => {
    const trusted = trustedOriginsFor('https://damages.example', ['https://other.example']);
    expect(trusted()).toEqual(['https://damages.example', 'https://other.example']);
    // The request's own address (its Host, or X-Forwarded-Host behind a proxy) is the client's to write.
    expect(trusted(new Request('https://evil.example/api/auth/sign-in/username', { method: 'POST' }))).toEqual(trusted());
  });

  it('trusts the loopback aliases of a loopback PUBLIC_URL, on its scheme and port only', () => {
    const trusted = trustedOriginsFor('http://localhost:3000', []);
    expect(trusted().sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']);
    expect(trustedOriginsFor('http://127.0.0.1:8080', [])().sort()).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost:8080',
    ]);
    expect(trustedOriginsFor('https://[::1]', [])().sort()).toEqual(['https://127.0.0.1', 'https://[::1]', 'https://localhost']);
  });

  it('adds no alias to a PUBLIC_URL that is not on the loopback interface', () => {
    expect(trustedOriginsFor('http://192.168.1.20:3000', [])()).toEqual(['http://192.168.1.20:3000']);
    expect(trustedOriginsFor('https://localhost.example.com', [])()).toEqual(['https://localhost.example.com']);
  });
});

describe('the Origin check, behind a trusted proxy, with the default PUBLIC_URL', () => {
  let kit: AccountsTestApp;
  beforeAll(async () => {
    // TRUST_PROXY lets X-Forwarded-Host name the request's host, as a real proxy's client can.
    kit = await startAccountsTestApp('sqlite', { config: { trustProxy: true, publicUrl: 'http://localhost:3000' } });
  });
  afterAll(() => kit.close());

  // Each sign-up from its own address, so that the sign-up limit per address never answers first.
  let clients = 0;
  const signUpFrom = (origin: string, headers: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${(clients += 1)}`, ...headers },
      payload: JSON.stringify(newAccount()),
    });

  it('refuses a sign-up from another site that names itself in X-Forwarded-Host', async () => {
    expectRejected(await signUpFrom('https://evil.example', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), 403);
    expectRejected(await signUpFrom('http://evil.example', { host: 'evil.example' }), 403);
  });

  it('accepts sign-ups from the loopback aliases of PUBLIC_URL, and refuses another port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await signUpFrom(origin);
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(200);
    }
    expectRejected(await signUpFrom('http://127.0.0.1:3001'), 403);
    expectRejected(await signUpFrom('https://localhost:3000'), 403);
  });

  it('refuses a calculation from another site that names itself in X-Forwarded-Host, even with a session', async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink);
    const calculate = (origin: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/forensic/get_discount',
        headers: {
          origin,
          cookie: client.cookieHeader,
          'content-type': 'application/json',
          'x-forwarded-host': new URL(origin).host,
          'x-forwarded-proto': new URL(origin).protocol.slice(0, -1),
        },
        payload: JSON.stringify(exampleRequest('get_discount')),
      });
    expectRejected(await calculate('https://evil.example'), 403);
    expect((await calculate('http://127.0.0.1:3000')).statusCode).toBe(200);
  });
});
