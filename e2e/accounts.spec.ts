import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { secretOfUri, totpCode } from '../apps/server/src/auth/testing/totp.ts';
import { type BrowserSession, newTestAccount, readConfirmationCode, screenshotsFor, type TestServer, useJourney } from './support/index.ts';

const shot = screenshotsFor('accounts');

/**
 * Holds the next matching request back for a moment, so that the busy state can be seen and photographed.
 * Only the next one: the route is gone after it, so later steps' requests (and the page's) are not held.
 */
async function slowDown(page: Page, path: string, ms = 800): Promise<void> {
  await page.route(
    `**${path}`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

describe('accounts journey', () => {
  let server: TestServer;
  let browser: BrowserSession;
  let page: Page;
  const account = newTestAccount({ name: 'Jordan Rivera' });
  let totpKey: Buffer;

  const visible = (text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const storedUser = () => page.evaluate(() => localStorage.getItem('user'));

  async function signOutFromAccountPage() {
    await page.goto(`${server.url}/account`);
    await page.getByRole('button', { name: account.name }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
  }

  const journey = useJourney();
  beforeAll(() => {
    ({ server, browser, page } = journey);
  });

  it('sends an anonymous visitor to sign in, with the required messages', async () => {
    await page.goto(`${server.url}/form`);
    await page.waitForURL(/\/sign-in$/);
    await visible('Sign in with your username, or with your email address.');
    await shot(page, '01-sign-in');

    await page.getByRole('button', { name: 'Sign in' }).click();
    // One message for the pair, under Username; none under Email (either one signs in).
    for (const message of ['Enter your username, or your email address below.', 'Password is required']) await visible(message);
    expect(await page.getByText('Email is required').count()).toBe(0);
    await shot(page, '02-sign-in-required');

    // Validation reruns on every change after the first submit: a username alone is enough.
    await field('Username').fill('someone');
    await page.getByText('Enter your username, or your email address below.').waitFor({ state: 'detached' });
  });

  it('shows the sign-up required messages', async () => {
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await page.waitForURL(/\/sign-up$/);
    await shot(page, '03-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of ['Username is required', 'Name is required', 'Email is required', 'Password is required']) await visible(message);
    await expect(field('Email').getAttribute('type')).resolves.toBe('email');
    await shot(page, '04-sign-up-required');
  });

  it('creates the account, refusing an empty and a wrong code before the right one', async () => {
    await field('Username').fill(account.username);
    await field('Name').fill(account.name);
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await slowDown(page, '/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible('Creating account');
    await shot(page, '05-creating-account');

    await page.getByRole('heading', { name: 'Validate Email Address' }).waitFor();
    await visible(`We sent a 6-digit code to ${account.email}`);
    await shot(page, '06-validate-email');

    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible('Please, provide the validation Code');
    await shot(page, '07-empty-code');

    const code = await readConfirmationCode(account.email, server);
    await field('Confirmation Code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible('That code is not correct. Check the email and try again.');
    await shot(page, '08-wrong-code');

    await field('Confirmation Code').fill(code);
    await slowDown(page, '/api/auth/email-otp/verify-email');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible('Validating code');
    await page.waitForURL(/\/form$/);
    await page.waitForFunction("localStorage.getItem('user') !== null");
    expect(JSON.parse((await storedUser())!)).toMatchObject({ username: account.username, name: account.name, email: account.email });
    await shot(page, '09-form-after-sign-up');
  });

  it('refuses a taken username on screen', async () => {
    const other = await browser.context.newPage();
    await other.goto(`${server.url}/sign-up`);
    await other.getByLabel('Username', { exact: true }).fill(account.username);
    await other.getByLabel('Name', { exact: true }).fill('Someone Else');
    await other.getByLabel('Email', { exact: true }).fill(newTestAccount().email);
    await other.getByLabel('Password', { exact: true }).fill('another password 9');
    await other.getByRole('button', { name: 'Create account' }).click();
    await other.getByText('That username is already taken. Choose another one.').waitFor();
    await shot(other, '10-username-taken');
    await other.close();
  });

  it('signs out from the user menu, clearing the stored user', async () => {
    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.getByRole('button', { name: account.name }).click();
    await shot(page, '11-user-menu');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
    expect(await storedUser()).toBeNull();
  });

  it('shows a wrong password, then signs in by username', async () => {
    await field('Username').fill(account.username);
    await field('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible('Incorrect username or password.');
    await shot(page, '12-wrong-password');

    await field('Password').fill(account.password);
    await slowDown(page, '/api/auth/sign-in/username');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible('Authenticating');
    await shot(page, '13-authenticating');
    await page.waitForURL(/\/form$/);
    await page.waitForFunction("localStorage.getItem('user') !== null");
  });

  it('returns to the page asked for after signing in by email', async () => {
    await signOutFromAccountPage();
    await page.goto(`${server.url}/account`);
    await page.waitForURL(/\/sign-in\?redirectTo=%2Faccount$/);
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
    await page.getByText('This device').waitFor();
    await shot(page, '14-account');
  });

  it('turns on the authenticator app with a QR code, the address and backup codes', async () => {
    await page.getByRole('button', { name: 'Turn on' }).click();
    await field('Password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const uri = (await page.getByLabel('Authenticator setup address').textContent())!;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count()).resolves.toBe(10);
    await shot(page, '15-totp-setup');

    totpKey = secretOfUri(uri);
    await field('Authentication code').fill(totpCode(totpKey));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await visible('The authenticator app is on.');
    await shot(page, '16-totp-on');
  });

  it('asks for the authenticator code at the next sign-in', async () => {
    await signOutFromAccountPage();
    await field('Username').fill(account.username);
    await field('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await field('Authentication code').fill('000000' === totpCode(totpKey) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(/That code is not correct/);
    await shot(page, '17-two-factor');
    // The code that turned the app on is spent for its window; the app's next code is accepted a step early.
    await field('Authentication code').fill(totpCode(totpKey, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/form$/);
  });

  it('offers a password reset by emailed code', async () => {
    await signOutFromAccountPage();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The reset page loads on demand; until it shows, the sign-in page (which has its own Email field) stays.
    // Filling before it showed typed into the sign-in form, and Send code then met an empty address.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await field('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await field('Confirmation Code').fill(await readConfirmationCode(account.email, server));
    await field('New password').fill('a whole new secret 8');
    await shot(page, '18-reset-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/sign-in$/);
    await visible('Your password was changed. Sign in with the new one.');
  });
});
