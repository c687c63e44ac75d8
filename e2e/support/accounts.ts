import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { codeIn } from '../../apps/server/src/mail/smtp-sink.ts';
import { currentTestServer, type TestServer } from './test-server.ts';

export interface TestAccount {
  username: string;
  name: string;
  email: string;
  password: string;
}

/** Sign-up details unique to this run. */
export function newTestAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const tag = randomBytes(4).toString('hex');
  return { username: `pat_${tag}`, name: 'Pat Example', email: `pat.${tag}@example.com`, password: 'correct horse 42', ...overrides };
}

/** The six-digit code in the newest unread mail to `email` (waits up to 10 s for it). */
export async function readConfirmationCode(email: string, server: TestServer = currentTestServer()): Promise<string> {
  return codeIn(await server.mail.nextMailTo(email));
}

/**
 * A signed-in browser in one call, for journeys about something else: creates
 * and confirms an account through /api/auth with the page's own cookie jar,
 * signs in, then opens /form and waits until the session check lets it in.
 * The server defaults to the one this journey started last.
 *
 * @example const account = await signUpAndSignIn(page); // page is now on /form
 */
export async function signUpAndSignIn(
  page: Page,
  options: { server?: TestServer; account?: Partial<TestAccount> } = {},
): Promise<TestAccount> {
  const server = options.server ?? currentTestServer();
  const account = newTestAccount(options.account);
  // better-auth refuses cookie-carrying POSTs without a trusted Origin, as a browser page would send.
  const post = async (url: string, data: object) => {
    const response = await page.request.post(`${server.url}/api/auth${url}`, { data, headers: { origin: server.url } });
    if (!response.ok()) throw new Error(`POST /api/auth${url} answered ${response.status()}: ${await response.text()}`);
  };
  await post('/sign-up/email', account);
  await post('/email-otp/verify-email', { email: account.email, otp: await readConfirmationCode(account.email, server) });
  await post('/sign-in/username', { username: account.username, password: account.password });
  await page.goto(`${server.url}/form`);
  // The session check of /form stores the user once the server has confirmed the session.
  // Polled with page.evaluate: waitForFunction compiles its predicate with `new Function`, which the app's CSP forbids.
  for (let tries = 0; !(await page.evaluate(() => localStorage.getItem('user') !== null)); tries += 1) {
    if (tries > 200) throw new Error('The session check of /form never stored the user');
    await page.waitForTimeout(50);
  }
  return account;
}
