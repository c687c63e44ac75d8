import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeIn } from '../mail/smtp-sink.ts';
import { newAccount, signUp } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';

const VERIFY = '/api/auth/email-otp/verify-email';

/** A code that is not `code`, of the same shape. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DATABASE_KINDS)('the e-mailed confirmation code on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await kit.close();
  });

  async function signedUp() {
    const client = kit.client();
    const account = newAccount();
    await signUp(client, account);
    return { client, account, code: codeIn(await kit.sink.nextMailTo(account.email)) };
  }

  appRule('is six digits', async () => {
    const { code } = await signedUp();
    expect(code).toMatch(/^\d{6}$/);
  });

  it('is refused when wrong, and locked after three wrong tries so that even the right one fails', async () => {
    const { client, account, code } = await signedUp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await client.post(VERIFY, { email: account.email, otp: otherThan(code) });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const right = await client.post(VERIFY, { email: account.email, otp: code });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('can be sent again, replacing the first', async () => {
    const { client, account, code: first } = await signedUp();
    const resent = await client.post('/api/auth/email-otp/send-verification-otp', { email: account.email, type: 'email-verification' });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = codeIn(await kit.sink.nextMailTo(account.email));
    if (second !== first) expect((await client.post(VERIFY, { email: account.email, otp: first })).statusCode).toBe(400);
    expect((await client.post(VERIFY, { email: account.email, otp: second })).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const { client, account, code } = await signedUp();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    const late = await client.post(VERIFY, { email: account.email, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('still works just before it expires', async () => {
    const { client, account, code } = await signedUp();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 });
    expect((await client.post(VERIFY, { email: account.email, otp: code })).statusCode).toBe(200);
  });

  it('is not stored in the clear', async () => {
    const { account, code } = await signedUp();
    const rows = await kit.app.accounts!.auth.$context.then((context) =>
      context.adapter.findMany<{ value: string }>({
        model: 'verification',
        where: [{ field: 'identifier', value: `email-verification-otp-${account.email}` }],
      }),
    );
    expect(rows.length).toBe(1);
    expect(rows[0]!.value).not.toContain(code);
  });

  appRule('confirms only the address it was sent to', async () => {
    const { client, code } = await signedUp();
    const other = newAccount();
    await signUp(kit.client(), other);
    await kit.sink.nextMailTo(other.email);
    expect((await client.post(VERIFY, { email: other.email, otp: code })).statusCode).toBe(400);
  });
});
