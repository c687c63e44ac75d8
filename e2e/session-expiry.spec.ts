import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSavedRecord } from '../apps/web/src/features/entry-form/submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import {
  readSavedCase,
  saveScreenshot,
  seedSavedCase,
  signUpAndSignIn,
  type TestAccount,
  type TestServer,
  useJourney,
} from './support/index.ts';

const ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

/** A session that ends while a long form is open costs nothing typed. */
describe('a session revoked in the middle of a form', () => {
  let server: TestServer;
  let page: Page;
  let account: TestAccount;

  const plaintiffName = () => page.getByRole('region', { name: 'Plaintiff Information', exact: true }).getByLabel('Name', { exact: true });

  /** The account signs in elsewhere (another computer) and signs every other session out, through the real API. */
  async function revokeFromElsewhere() {
    const headers = { origin: server.url, 'content-type': 'application/json' };
    const signIn = await fetch(`${server.url}/api/auth/sign-in/username`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const revoke = await fetch(`${server.url}/api/auth/revoke-other-sessions`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    });
    expect(revoke.status, await revoke.clone().text()).toBe(200);
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    account = await signUpAndSignIn(page, { account: { name: 'Sam Economist' } });
    await seedSavedCase(page, ID, buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'));
  });

  it('asks for the password over the form, then finishes the submit with everything typed', async () => {
    await page.goto(`${server.url}/form/${ID}`);
    await plaintiffName().fill('Typed Before Revocation');
    await revokeFromElsewhere();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const anyway = page.getByRole('button', { name: 'Calculate anyway' });
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await Promise.race([anyway.waitFor({ timeout: 5000 }).then(() => anyway.click()), dialog.waitFor({ timeout: 5000 })]).catch(() => {});
    await dialog.getByLabel('Username').waitFor();
    expect(await dialog.textContent()).toContain('Your session has ended');
    expect(await page.evaluate(() => localStorage.getItem('user')), 'the revoked session clears the stored user').toBeNull();
    await saveScreenshot(page, 'session-expiry', '01-sign-in-over-the-form');

    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/${ID}/table-of-contents$`), { timeout: 60_000 });
    await saveScreenshot(page, 'session-expiry', '02-submit-completed');

    const saved = await readSavedCase(page, ID);
    expect(saved?.formData.plaintiff.name).toBe('Typed Before Revocation');
    expect(saved?.lossSupport?.past?.table.length, 'the steps after the sign-in ran').toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { name: string } | null)).toMatchObject({
      name: 'Sam Economist',
    });
  });
});
