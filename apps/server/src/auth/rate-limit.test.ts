import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount, signIn, signUp } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS } from './testing/test-databases.ts';

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  let kit: AccountsTestApp;
  beforeEach(async () => {
    vi.stubEnv('AUTH_RATE_LIMIT_SIGN_IN', '2');
    vi.stubEnv('AUTH_RATE_LIMIT_SIGN_UP', '2');
    vi.stubEnv('AUTH_RATE_LIMIT_CODES', '2');
    kit = await startAccountsTestApp(kind);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await kit.close();
  });

  it('answers 429 once sign-in attempts exceed the limit', async () => {
    const account = newAccount();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await signIn(kit.client(), account)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('answers 429 once sign-ups exceed the limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await signUp(kit.client(), newAccount())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers 429 once code checks exceed the limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await kit.client().post('/api/auth/email-otp/verify-email', { email: 'a@example.com', otp: '000000' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
