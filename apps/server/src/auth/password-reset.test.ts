import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeIn } from '../mail/smtp-sink.ts';
import { signedInAccount, signIn } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';

const REQUEST = '/api/auth/email-otp/request-password-reset';
const RESET = '/api/auth/email-otp/reset-password';

describe.each(DATABASE_KINDS)('password reset by e-mailed code on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  it('sets the new password with the code and signs out every session', async () => {
    const signedIn = kit.client();
    const account = await signedInAccount(signedIn, kit.sink);

    const requested = await kit.client().post(REQUEST, { email: account.email });
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = await kit.sink.nextMailTo(account.email);
    expect(mail.subject).toMatch(/password reset code/i);

    const newPassword = 'a brand new secret 7';
    const reset = await kit.client().post(RESET, { email: account.email, otp: codeIn(mail), password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await signIn(kit.client(), account)).statusCode).toBe(401);
    expect((await signIn(kit.client(), { ...account, password: newPassword })).statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/get-session')).json()).toBeNull();
  });

  appRule('refuses a wrong code and keeps the old password', async () => {
    const account = await signedInAccount(kit.client(), kit.sink);
    await kit.client().post(REQUEST, { email: account.email });
    const code = codeIn(await kit.sink.nextMailTo(account.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const reset = await kit.client().post(RESET, { email: account.email, otp: wrong, password: 'a brand new secret 7' });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(kit.client(), account)).statusCode).toBe(200);
  });

  appRule('answers the same for an unknown address, and sends nothing', async () => {
    const response = await kit.client().post(REQUEST, { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    await expect(kit.sink.nextMailTo('nobody@example.com', 500)).rejects.toThrow(/No mail/);
  });
});
