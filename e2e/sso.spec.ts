import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/src/testing/oidc-provider.ts';
import { buildSavedRecord } from '../apps/web/src/features/entry-form/submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import { readSavedCase, screenshotsFor, seedSavedCase, useJourney, type TestServer } from './support/index.ts';

const CASE_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';

/**
 * Single sign-on end to end: the service configured with an OpenID provider started in this process
 * (oidc-provider), signing in on the provider's own login page and signing out of both.
 */

const shot = screenshotsFor('sso');

/** The first port of the kernel's ephemeral range (Linux; 32768, its default, elsewhere). */
function ephemeralPortsStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port free now, so the provider can be told the app's redirect URI before the app listens. It is
 * taken below the kernel's ephemeral range: a port the kernel hands out for "any port" (as the
 * provider and the mail sink ask for, between this probe and the app's listen) was once this very
 * port, and the app then failed with EADDRINUSE.
 */
async function freePort(): Promise<number> {
  const ephemeralLow = ephemeralPortsStart();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (ephemeralLow - 10_000));
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    }
  }
  throw new Error('No free port below the ephemeral range');
}

describe('single sign-on journey', () => {
  let provider: TestOidcProvider;
  let server: TestServer;
  let page: Page;

  // Registered first so that it runs last, after the journey's browser and server are closed.
  afterAll(async () => {
    await provider?.close();
  });
  // The provider is told the app's redirect URI, so it starts first, on a port chosen for the app.
  const journey = useJourney(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider(appUrl);
    provider.accounts.set('ann', { email: 'ann@contoso.com', emailVerified: true, name: 'Ann Contoso' });
    return {
      port,
      env: {
        PUBLIC_URL: appUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_DISPLAY_NAME: 'Contoso',
        OIDC_ALLOWED_DOMAINS: 'contoso.com',
      },
    };
  });
  beforeAll(() => {
    ({ server, page } = journey);
  });

  async function providerLogin(login: string) {
    await page.locator('input[name="login"]').waitFor({ state: 'visible' });
    await shot(page, 'provider-login');
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  it('signs in through the provider, lands in the app, and signs out of both', async () => {
    await page.goto(`${server.url}/sign-in`);
    const ssoButton = page.getByRole('button', { name: 'Sign in with Contoso', exact: true });
    await ssoButton.waitFor({ state: 'visible' });
    await shot(page, 'sign-in-with-sso-button');
    await ssoButton.click();
    await providerLogin('ann');

    await page.waitForURL((url) => url.origin === server.url && !url.pathname.startsWith('/api/') && url.pathname !== '/sign-in', {
      timeout: 20_000,
    });
    const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json() as Promise<{ user: { email: string } }>);
    expect(session.user.email).toBe('ann@contoso.com');

    // A case filled and submitted under the single-sign-on session (the fixture case, with the name typed).
    await seedSavedCase(page, CASE_ID, buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'));
    await page.goto(`${server.url}/form/${CASE_ID}`);
    await page
      .getByRole('region', { name: 'Plaintiff Information', exact: true })
      .getByLabel('Name', { exact: true })
      .fill('Signed In By SSO');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const anyway = page.getByRole('button', { name: 'Calculate anyway' });
    await anyway
      .waitFor({ timeout: 5000 })
      .then(() => anyway.click())
      .catch(() => {});
    await page.waitForURL(new RegExp(`/${CASE_ID}/table-of-contents$`), { timeout: 60_000 });
    const saved = await readSavedCase(page, CASE_ID);
    expect(saved?.formData.plaintiff.name).toBe('Signed In By SSO');
    expect(saved?.lossSupport?.past?.table.length).toBeGreaterThan(0);

    await page.goto(`${server.url}/account`);
    await page.getByText('How you sign in: with Contoso (single sign-on).').waitFor({ state: 'visible' });
    await shot(page, 'account-sign-in-method');

    // Sign out: the app's session ends, then the provider asks to end its own.
    await page
      .getByRole('button', { name: /Ann Contoso|ann/i })
      .first()
      .click();
    await page
      .getByRole('button', { name: 'Sign out', exact: true })
      .or(page.getByRole('menuitem', { name: 'Sign out' }))
      .first()
      .click();
    const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
    await confirm.waitFor({ state: 'visible', timeout: 20_000 });
    await shot(page, 'provider-sign-out');
    await confirm.click();
    await page.waitForURL(`${server.url}/sign-in**`, { timeout: 20_000 });
    expect(await page.evaluate(async () => (await fetch('/api/auth/get-session')).json())).toBeNull();

    // The provider's session is gone too: signing in again shows its login page.
    await page.getByRole('button', { name: 'Sign in with Contoso', exact: true }).click();
    await page.locator('input[name="login"]').waitFor({ state: 'visible' });
  }, 120_000);
});
