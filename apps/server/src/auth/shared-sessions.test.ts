import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from '../testing/shared-examples.ts';
import { AccountClient } from './testing/account-client.ts';
import { newAccount, signedInAccount, signIn } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase } from './testing/test-databases.ts';

// Two instances of the service behind one load balancer: same database, same AUTH_SECRET.
describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const config = { authSecret: 'a-secret-both-instances-share-0123456789' };
    // Started together, as a deployment would: the migration lock keeps them from racing.
    [a, b] = await Promise.all([
      startAccountsTestApp('postgres', { database, config }),
      startAccountsTestApp('postgres', { database, config }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('share a session: signed in on A, the cookie works on B', async () => {
    const onA = a.client();
    await signedInAccount(onA, a.sink);
    const onB = new AccountClient(b.app, onA.origin);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect((await onB.get('/api/auth/get-session')).json()).toMatchObject({ user: { emailVerified: true } });
    expect((await onB.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode).toBe(200);
  });

  it('share the sign-in rate limit', async () => {
    const account = newAccount();
    let last = 0;
    // The default limit is 10 a minute per address; alternate instances so that neither alone sees all of them.
    for (let attempt = 0; attempt < 11; attempt += 1) last = (await signIn((attempt % 2 === 0 ? a : b).client(), account)).statusCode;
    expect(last).toBe(429);
  });
});
