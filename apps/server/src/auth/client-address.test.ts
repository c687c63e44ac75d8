import { afterEach, describe, expect } from 'vitest';
import { newAccount, signIn } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';

// The default sign-in limit is 10 a minute per client address.
describe.each(DATABASE_KINDS)('client addresses behind a reverse proxy on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  afterEach(() => kit.close());

  async function signInsFrom(addresses: string[]) {
    const account = newAccount();
    const statuses = [];
    for (const address of addresses) {
      const client = kit.client();
      client.extraHeaders['x-forwarded-for'] = address;
      statuses.push((await signIn(client, account)).statusCode);
    }
    return statuses;
  }

  appRule(
    'with TRUST_PROXY, limits each client by the address the proxy reports, so one attacker does not lock out the next user',
    async () => {
      kit = await startAccountsTestApp(kind, { config: { trustProxy: 1 } });
      const attacker = await signInsFrom(Array.from({ length: 11 }, () => '198.51.100.7'));
      expect(attacker.at(-1)).toBe(429);
      expect(await signInsFrom(['198.51.100.8'])).toEqual([401]);
    },
  );

  appRule('without TRUST_PROXY, ignores X-Forwarded-For, which any client can send', async () => {
    kit = await startAccountsTestApp(kind);
    const statuses = await signInsFrom(Array.from({ length: 11 }, (_, index) => `198.51.100.${index + 1}`));
    expect(statuses.at(-1)).toBe(429);
  });
});
