import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleRequest } from '../testing/shared-examples.ts';
import { confirmEmail, newAccount, signIn, signUp } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';
import { codeIn } from '../mail/smtp-sink.ts';

const EARNINGS = '/api/create_table/loss_earnings/past';
const DISCOUNT = '/api/forensic/get_discount';

describe.each(DATABASE_KINDS)('sign-up and sign-in on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  it('signs up, confirms the e-mailed code, signs in and then may calculate', async () => {
    const client = kit.client();
    const account = newAccount();

    const created = await signUp(client, account);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ token: null, user: { username: account.username, emailVerified: false } });
    expect(client.cookies.size, 'no session before the address is confirmed').toBe(0);

    const mail = await kit.sink.nextMailTo(account.email);
    expect(mail.subject).toMatch(/confirmation code/i);
    expect(mail.text).toMatch(/expires in 10 minutes/);
    const confirmed = await client.post('/api/auth/email-otp/verify-email', { email: account.email, otp: codeIn(mail) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ user: { emailVerified: true } });

    const signedIn = await signIn(client, account);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.headers['set-cookie'];
    expect(String(cookie)).toMatch(/better-auth\.session_token=[^;]+;.*HttpOnly/);
    expect(String(cookie)).toMatch(/SameSite=Lax/);
    expect(String(cookie)).not.toMatch(/Secure/);

    const session = await client.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { email: account.email, name: account.name, username: account.username } });

    const earnings = await client.post(EARNINGS, exampleRequest('loss_earnings-past'));
    expect(earnings.statusCode, earnings.body).toBe(200);
    const discount = await client.post(DISCOUNT, exampleRequest('get_discount'));
    expect(discount.statusCode, discount.body).toBe(200);
  });

  appRule('answers a calculation without a session with 401 and the error body', async () => {
    for (const url of [EARNINGS, DISCOUNT]) {
      const response = await kit.client().post(url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in required', issues: [] });
    }
  });

  appRule('keeps health, the API document and the auth endpoints open', async () => {
    const client = kit.client();
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/api/openapi.json')).statusCode).toBe(200);
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
  });

  it('refuses a session cookie once signed out', async () => {
    const client = kit.client();
    const account = newAccount();
    await signUp(client, account);
    await confirmEmail(client, kit.sink, account.email);
    await signIn(client, account);
    const stolen = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    const replayed = await kit.app.inject({
      method: 'POST',
      url: DISCOUNT,
      headers: { cookie: stolen },
      payload: exampleRequest('get_discount'),
    });
    expect(replayed.statusCode).toBe(401);
  });

  appRule('signs in by e-mail when no username is given', async () => {
    const client = kit.client();
    const account = newAccount();
    await signUp(client, account);
    await confirmEmail(client, kit.sink, account.email);
    const response = await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(response.statusCode, response.body).toBe(200);
  });

  appRule('refuses a wrong password without saying which part was wrong', async () => {
    const client = kit.client();
    const account = newAccount();
    await signUp(client, account);
    await confirmEmail(client, kit.sink, account.email);
    const response = await signIn(client, { ...account, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_USERNAME_OR_PASSWORD' });
  });

  appRule('sends a new code when an unconfirmed account signs in, and refuses the sign-in', async () => {
    const client = kit.client();
    const account = newAccount();
    await signUp(client, account);
    await kit.sink.nextMailTo(account.email);
    const response = await signIn(client, account);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await confirmEmail(client, kit.sink, account.email)).statusCode).toBe(200);
    expect((await signIn(client, account)).statusCode).toBe(200);
  });

  it('refuses a username that is taken', async () => {
    const first = newAccount();
    await signUp(kit.client(), first);
    const response = await signUp(kit.client(), newAccount({ username: first.username }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'USERNAME_IS_ALREADY_TAKEN' });
  });

  appRule('tells the owner of an address, not the screen, when it already has an account', async () => {
    const first = newAccount();
    await signUp(kit.client(), first);
    await kit.sink.nextMailTo(first.email);
    const again = await signUp(kit.client(), newAccount({ email: first.email }));
    expect(again.statusCode).toBe(200);
    expect((await kit.sink.nextMailTo(first.email)).subject).toMatch(/already have an account/);
  });

  appRule('refuses a POST from a page on another site', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'better-auth.session_token=x' },
      payload: JSON.stringify(newAccount()),
    });
    expect(response.statusCode).toBe(403);
  });

  appRule('refuses a POST from a page at the address it was sent to when that is not PUBLIC_URL (the client writes the Host)', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: {
        host: '192.168.1.20:3000',
        origin: 'http://192.168.1.20:3000',
        'content-type': 'application/json',
        cookie: 'better-auth.session_token=x',
      },
      payload: JSON.stringify(newAccount()),
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  appRule('does not offer signing in by e-mailed code alone, which would skip the password', async () => {
    const response = await kit.client().post('/api/auth/sign-in/email-otp', { email: 'a@example.com', otp: '123456' });
    expect(response.statusCode).toBe(404);
  });
});

describe('cookies over https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const kit = await startAccountsTestApp('sqlite', { config: { publicUrl: 'https://damages.example' } });
    try {
      const client = kit.client();
      const account = newAccount();
      await signUp(client, account);
      await confirmEmail(client, kit.sink, account.email);
      const response = await signIn(client, account);
      expect(response.statusCode, response.body).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/session_token=[^;]+;.*Secure/);
    } finally {
      await kit.close();
    }
  });
});
