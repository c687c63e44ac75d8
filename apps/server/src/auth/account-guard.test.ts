import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeIn } from '../mail/smtp-sink.ts';
import { expectRejected } from '../testing/expect-rejected.ts';
import { ACCOUNT_LOCKED_MESSAGE, TOO_MANY_CODES_MESSAGE, TOO_MANY_WRONG_CODES_MESSAGE } from './account-guard.ts';
import { newAccount, signedInAccount, signIn, signUp } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@damages/contracts';

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('account rules (ASVS level 2) on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    // Each client claims its own address through the proxy, so the per-address limits stay out of the way.
    kit = await startAccountsTestApp(kind, { config: { trustProxy: true } });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await kit.close();
  });

  let nextAddress = 1;
  const clientFrom = () => {
    const client = kit.client();
    client.extraHeaders['x-forwarded-for'] = `203.0.113.${nextAddress++ % 250}`;
    return client;
  };

  appRule('refuses a password shorter than 12 characters, or a common one, naming the rule', async () => {
    const short = expectRejected(await signUp(clientFrom(), newAccount({ password: 'short pw 1' })), 400, 'password');
    expect(short.error).toBe(PASSWORD_TOO_SHORT);
    for (const password of ['password1234', '123456789012', 'qwertyuiop12']) {
      const common = expectRejected(await signUp(clientFrom(), newAccount({ password })), 400, 'password');
      expect(common.error).toBe(PASSWORD_TOO_COMMON);
    }
    const ownName = expectRejected(await signUp(clientFrom(), newAccount({ username: 'quenx_zorbalt', password: 'quenx_zorbalt!' })), 400);
    expect(ownName.error, 'a password built from the username').toBe(PASSWORD_TOO_COMMON);
  });

  appRule('limits password checks by a signed-in session like sign-ins', async () => {
    const client = clientFrom();
    await signedInAccount(client, kit.sink);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await client.post('/api/auth/verify-password', { password: `not the password ${attempt}` })).statusCode);
    expect(statuses.slice(0, 9).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('locks an account for 15 minutes after 10 failed sign-ins from any addresses, and tells its owner', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(clientFrom(), { ...account, password: `wrong password ${attempt}` })).statusCode).toBe(401);
    }
    const refused = await signIn(clientFrom(), account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', error: ACCOUNT_LOCKED_MESSAGE });
    expect((await kit.sink.nextMailTo(account.email)).subject).toMatch(/sign-in locked after 10 failed attempts/);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * MINUTE });
    expect((await signIn(clientFrom(), account)).statusCode).toBe(200);
  });

  it('counts only consecutive failures', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(clientFrom(), { ...account, password: 'wrong password!' });
    expect((await signIn(clientFrom(), account)).statusCode).toBe(200);
    // Had the count not restarted, this would be the tenth failure.
    await signIn(clientFrom(), { ...account, password: 'wrong password!' });
    expect((await signIn(clientFrom(), account)).statusCode).toBe(200);
  });

  it('sends at most 3 codes an hour to an address, whatever asks for them', async () => {
    const account = newAccount();
    await signUp(clientFrom(), account);
    await kit.sink.nextMailTo(account.email);
    for (let request = 0; request < 2; request += 1) {
      expect((await clientFrom().post('/api/auth/email-otp/request-password-reset', { email: account.email })).statusCode).toBe(200);
      await kit.sink.nextMailTo(account.email);
    }
    const refused = await clientFrom().post('/api/auth/email-otp/request-password-reset', { email: account.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: TOO_MANY_CODES_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An address without an account answers the same way, so the limit does not tell who has one.
    const statuses = [];
    for (let request = 0; request < 4; request += 1) {
      statuses.push((await clientFrom().post('/api/auth/email-otp/request-password-reset', { email: 'nobody@example.com' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  const RESET = '/api/auth/email-otp/reset-password';
  const CHECK = '/api/auth/email-otp/check-verification-otp';
  const requestReset = async (email: string) => {
    expect((await clientFrom().post('/api/auth/email-otp/request-password-reset', { email })).statusCode).toBe(200);
    return codeIn(await kit.sink.nextMailTo(email));
  };

  appRule('lets a client try an e-mailed code 3 times, while its owner’s correct code still works whatever others guessed', async () => {
    const account = newAccount();
    await signUp(clientFrom(), account);
    const code = codeIn(await kit.sink.nextMailTo(account.email));
    const attackers = [clientFrom(), clientFrom(), clientFrom(), clientFrom(), clientFrom()];
    for (const attacker of attackers) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await attacker.post('/api/auth/email-otp/verify-email', { email: account.email, otp: otherThan(code) });
        expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP' });
      }
      // The fourth try of this code from this network is refused without being checked, even the right code.
      const refused = await attacker.post('/api/auth/email-otp/verify-email', { email: account.email, otp: code });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', error: TOO_MANY_WRONG_CODES_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const owner = await clientFrom().post('/api/auth/email-otp/verify-email', { email: account.email, otp: code });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  appRule('counts nothing for guesses when no code was sent, so made-up codes cannot lock anyone out', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    const guesser = clientFrom();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const guess = await guesser.post(RESET, { email: account.email, otp: String(100_000 + attempt), password: 'a brand new secret 7' });
      expect(guess.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const code = await requestReset(account.email);
    // The same client still has all its tries for the code now waiting: its earlier guesses were against nothing.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await guesser.post(RESET, { email: account.email, otp: otherThan(code), password: 'x'.repeat(12) })).json()).toMatchObject({
        code: 'INVALID_OTP',
      });
    }
    const reset = await clientFrom().post(RESET, { email: account.email, otp: code, password: 'a brand new secret 7' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('spends a code after 30 wrong tries from all addresses together; a new code starts again', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    const code = await requestReset(account.email);
    for (let attacker = 0; attacker < 10; attacker += 1) {
      const client = clientFrom();
      for (let attempt = 0; attempt < 3; attempt += 1)
        await client.post(CHECK, { email: account.email, type: 'forget-password', otp: otherThan(code) });
    }
    const spent = await clientFrom().post(CHECK, { email: account.email, type: 'forget-password', otp: code });
    expect(spent.statusCode).toBe(403);
    expect(spent.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const next = await requestReset(account.email);
    expect((await clientFrom().post(CHECK, { email: account.email, type: 'forget-password', otp: next })).statusCode).toBe(200);
  });

  appRule('ends a sign-in lock when the owner proves the e-mail address with a code, keeping the password', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(clientFrom(), { ...account, password: `wrong password ${attempt}` });
    expect((await signIn(clientFrom(), account)).statusCode).toBe(403);
    await kit.sink.nextMailTo(account.email);
    const code = await requestReset(account.email);
    expect((await clientFrom().post(CHECK, { email: account.email, type: 'forget-password', otp: code })).statusCode).toBe(200);
    expect((await signIn(clientFrom(), account)).statusCode).toBe(200);
  });

  it('evaluates at most 10 of 30 wrong passwords sent at once, and mails its owner once', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(clientFrom(), { ...account, password: `wrong password ${attempt}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 403)).toBe(true);
    expect((await kit.sink.nextMailTo(account.email)).subject).toMatch(/sign-in locked/);
    await expect(kit.sink.nextMailTo(account.email, 1_000)).rejects.toThrow(/No mail/);
    expect((await signIn(clientFrom(), account)).statusCode).toBe(403);
  });

  it('never refuses a correct password because other tabs sign in to the account at the same moment', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    for (let round = 0; round < 5; round += 1) {
      const statuses = (await Promise.all(Array.from({ length: 8 }, () => signIn(clientFrom(), account)))).map(
        (answer) => answer.statusCode,
      );
      expect(statuses, `round ${round}`).toEqual(Array(8).fill(200));
    }
  });

  appRule('checks a new password’s strength only once the e-mailed code is right, and keeps the code for a better password', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    const code = await requestReset(account.email);
    const wrongCode = await clientFrom().post(RESET, { email: account.email, otp: otherThan(code), password: 'password1234' });
    expect(wrongCode.json(), 'a wrong code is answered before the password is judged').toMatchObject({ code: 'INVALID_OTP' });
    const common = expectRejected(
      await clientFrom().post(RESET, { email: account.email, otp: code, password: 'password1234' }),
      400,
      'password',
    );
    expect(common.error).toBe(PASSWORD_TOO_COMMON);
    const reset = await clientFrom().post(RESET, { email: account.email, otp: code, password: 'a brand new secret 7' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  appRule('answers a code request before the mail server has taken the message, so timing does not tell who has an account', async () => {
    const account = await signedInAccount(clientFrom(), kit.sink);
    const release = kit.sink.hold();
    try {
      const answered = await clientFrom().post('/api/auth/email-otp/request-password-reset', { email: account.email });
      expect(answered.statusCode).toBe(200);
      expect(kit.sink.messages.filter((mail) => mail.to.includes(account.email) && /reset/i.test(mail.subject))).toHaveLength(0);
    } finally {
      release();
    }
    expect((await kit.sink.nextMailTo(account.email)).subject).toMatch(/password reset code/i);
  });

  appRule('throttles reset requests from one client address across addresses', async () => {
    const client = clientFrom();
    const statuses = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push(
        (await client.post('/api/auth/email-otp/request-password-reset', { email: `someone.${request}@example.com` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  appRule('does not answer whether a username is taken outside sign-up', async () => {
    const response = await clientFrom().post('/api/auth/is-username-available', { username: 'anyone' });
    expect(response.statusCode).toBe(404);
  });

  it('ends a session after 30 minutes without a request', async () => {
    const client = clientFrom();
    await signedInAccount(client, kit.sink);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * MINUTE });
    expect((await client.get('/api/auth/get-session')).json()).not.toBeNull();
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const client = clientFrom();
    await signedInAccount(client, kit.sink);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let hour = 0; hour < 12 * 3 - 1; hour += 1) {
      vi.setSystemTime(Date.now() + 20 * MINUTE);
      expect((await client.get('/api/auth/get-session')).json(), `after ${(hour + 1) * 20} minutes`).not.toBeNull();
    }
    vi.setSystemTime(Date.now() + 21 * MINUTE);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  appRule('answers a null or non-object JSON body with 400 and issues', async () => {
    const client = await (async () => {
      const signedIn = clientFrom();
      await signedInAccount(signedIn, kit.sink);
      return signedIn;
    })();
    for (const url of ['/api/auth/sign-up/email', '/api/auth/update-user']) {
      for (const payload of ['null', '[]', '42', '"text"', '{"unfinished":']) {
        const response = await kit.app.inject({
          method: 'POST',
          url,
          headers: { origin: client.origin, cookie: client.cookieHeader, 'content-type': 'application/json' },
          payload,
        });
        expectRejected(response, 400);
      }
    }
  });

  appRule('gives every auth failure the {error, issues} body', async () => {
    expectRejected(await signIn(clientFrom(), { username: 'nobody_here', password: 'not the password' }), 401);
    expectRejected(await clientFrom().post('/api/auth/sign-in/email-otp', {}), 404);
  });
});
