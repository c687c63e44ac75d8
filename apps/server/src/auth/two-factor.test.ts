import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeIn } from '../mail/smtp-sink.ts';
import { exampleRequest } from '../testing/shared-examples.ts';
import { signedInAccount, signIn, type TestAccount } from './testing/account-flows.ts';
import type { AccountClient } from './testing/account-client.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';
import { secretOfUri, totpCode } from './testing/totp.ts';

describe.each(DATABASE_KINDS)('authenticator-app two-factor on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  /** Enables TOTP the way the account screen does: password, then a first code from the app. */
  async function enableTotp(client: AccountClient, account: TestAccount) {
    const enabled = await client.post('/api/auth/two-factor/enable', { password: account.password });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Economic%20Damages%20Report:/);
    expect(backupCodes).toHaveLength(10);
    const key = secretOfUri(totpURI);
    const verified = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(key) });
    expect(verified.statusCode, verified.body).toBe(200);
    return { key, backupCodes };
  }

  appRule('asks for the authenticator code at sign-in and gives a session only after it', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { key } = await enableTotp(client, account);
    expect((await client.get('/api/auth/get-session')).json()).toMatchObject({ user: { twoFactorEnabled: true } });

    const next = kit.client();
    const first = await signIn(next, account);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await next.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode, 'no session yet').toBe(401);

    // The code that turned TOTP on was used; the app's next code (accepted a step early) signs in.
    const verified = await next.post('/api/auth/two-factor/verify-totp', { code: totpCode(key, Date.now() + 30_000) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await next.post('/api/forensic/get_discount', exampleRequest('get_discount'))).statusCode).toBe(200);
  });

  it('refuses a code that was already used, for the rest of its window', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { key } = await enableTotp(client, account);
    const code = totpCode(key, Date.now() + 30_000);

    const first = kit.client();
    await signIn(first, account);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);

    const replay = kit.client();
    await signIn(replay, account);
    const refused = await replay.post('/api/auth/two-factor/verify-totp', { code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'TOTP_CODE_ALREADY_USED',
      error: expect.stringMatching(/already been used/) as unknown,
      issues: [expect.any(Object)],
    });
    expect((await replay.get('/api/auth/get-session')).json()).toBeNull();
  });

  appRule('refuses a wrong authenticator code', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { key } = await enableTotp(client, account);
    const next = kit.client();
    await signIn(next, account);
    const wrong = String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0');
    const response = await next.post('/api/auth/two-factor/verify-totp', { code: wrong });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await next.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('accepts a backup code once instead of the authenticator code', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { backupCodes } = await enableTotp(client, account);

    const next = kit.client();
    await signIn(next, account);
    const used = await next.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.statusCode, used.body).toBe(200);

    const again = kit.client();
    await signIn(again, account);
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode).toBe(401);
  });

  appRule('gives new backup codes for the password, after which the old ones no longer sign in', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { backupCodes: old } = await enableTotp(client, account);

    const wrong = await client.post('/api/auth/two-factor/generate-backup-codes', { password: 'not the password 42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: [{ path: 'password' }] });
    const renewed = await client.post('/api/auth/two-factor/generate-backup-codes', { password: account.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { backupCodes } = renewed.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);

    const next = kit.client();
    await signIn(next, account);
    expect((await next.post('/api/auth/two-factor/verify-backup-code', { code: old[0] })).statusCode).toBe(401);
    expect((await next.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode).toBe(200);
  });

  appRule('can be turned off with the password', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    await enableTotp(client, account);
    const disabled = await client.post('/api/auth/two-factor/disable', { password: account.password });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const next = kit.client();
    expect((await signIn(next, account)).json()).toMatchObject({ token: expect.any(String) as unknown });
  });

  appRule('forgets every trusted browser when the password is reset, so each must pass the authenticator again', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const { key } = await enableTotp(client, account);

    const trusted = kit.client();
    await signIn(trusted, account);
    const verified = await trusted.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(key, Date.now() + 30_000),
      trustDevice: true,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(trusted.cookieHeader).toMatch(/trust_device=/);
    await trusted.post('/api/auth/sign-out');
    expect((await signIn(trusted, account)).json(), 'the browser is trusted').toMatchObject({ token: expect.any(String) as unknown });

    await kit.client().post('/api/auth/email-otp/request-password-reset', { email: account.email });
    const otp = codeIn(await kit.sink.nextMailTo(account.email));
    const newPassword = 'a brand new secret 7';
    expect(
      (await kit.client().post('/api/auth/email-otp/reset-password', { email: account.email, otp, password: newPassword })).statusCode,
    ).toBe(200);

    expect(trusted.cookieHeader, 'the browser still holds its cookie').toMatch(/trust_device=/);
    expect((await signIn(trusted, { ...account, password: newPassword })).json()).toMatchObject({ twoFactorRedirect: true });
  });
});
