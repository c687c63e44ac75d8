import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../mail/smtp-sink.ts';
import { signedInAccount } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';

const REQUEST = '/api/auth/email-otp/request-email-change';
const CONFIRM = '/api/auth/email-otp/change-email';

// One app per database: each test signs up accounts of its own.
describe.each(DATABASE_KINDS)('changing the e-mail address on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeAll(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterAll(() => kit?.close());

  it('takes the current password, changes the address once the code sent to it is entered, and tells the old one', async () => {
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);
    const newEmail = `moved.${account.username}@example.com`;

    const bad = await client.post(REQUEST, { newEmail: 'not an address', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(['newEmail', 'password']);
    const wrong = await client.post(REQUEST, { newEmail, password: 'not the password 42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      issues: [{ path: 'password', message: 'The password is not correct.' }],
    });

    const requested = await client.post(REQUEST, { newEmail: ` ${newEmail.toUpperCase()} `, password: account.password });
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = await kit.sink.nextMailTo(newEmail);
    expect(mail.subject).toMatch(/Confirm your new e-mail address/);
    expect((await client.get('/api/auth/get-session')).json(), 'not changed before the code').toMatchObject({
      user: { email: account.email },
    });

    const otp = codeIn(mail);
    const mistyped = await client.post(CONFIRM, { newEmail, otp: String((Number(otp) + 1) % 1_000_000).padStart(6, '0') });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toMatchObject({ code: 'INVALID_OTP', issues: [{ path: 'otp' }] });

    const confirmed = await client.post(CONFIRM, { newEmail, otp });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await client.get('/api/auth/get-session')).json()).toMatchObject({ user: { email: newEmail, emailVerified: true } });
    const notice = await kit.sink.nextMailTo(account.email);
    expect(notice.subject).toMatch(/your e-mail address was changed/);
    expect(notice.text).toContain(newEmail);
    expect(
      kit.sink.messages.filter((sent) => sent.to.includes(newEmail)),
      'the wrong password sent nothing',
    ).toHaveLength(1);

    const byNewAddress = await kit.client().post('/api/auth/sign-in/email', { email: newEmail, password: account.password });
    expect(byNewAddress.statusCode, byNewAddress.body).toBe(200);
  });

  appRule('answers an address that has an account as any other, and tells its owner instead of sending a code', async () => {
    const owner = await signedInAccount(kit.client(), kit.sink);
    const client = kit.client();
    const account = await signedInAccount(client, kit.sink);

    const taken = await client.post(REQUEST, { newEmail: owner.email, password: account.password });
    const free = await client.post(REQUEST, { newEmail: `free.${account.username}@example.com`, password: account.password });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    const mail = await kit.sink.nextMailTo(owner.email);
    expect(mail.subject).toMatch(/already has an account/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect((await client.get('/api/auth/get-session')).json()).toMatchObject({ user: { email: account.email } });
  });
});
