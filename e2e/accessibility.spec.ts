import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personalInjuryRecord, wrongfulDeathRecord } from '../apps/web/src/features/report/testing/fixtures.ts';
import {
  expectNoAxeViolations,
  newTestAccount,
  saveScreenshot,
  screenshotsDir,
  seedSavedCase,
  signUpAndSignIn,
  type TestServer,
  useJourney,
} from './support/index.ts';

/**
 * Zero axe-core violations (WCAG 2.1 A/AA and the landmark and
 * heading rules) on every screen and state, checked in one page so the
 * journey stays short. Each screen is photographed under
 * artifacts/screenshots/accessibility/. The report's pages and appendices
 * are checked by e2e/report.spec.ts in the visits that render them.
 */

const cases = [
  { key: 'wrongful-death', id: randomUUID(), record: wrongfulDeathRecord() },
  { key: 'personal-injury', id: randomUUID(), record: personalInjuryRecord() },
] as const;

describe('accessibility journey', () => {
  let server: TestServer;
  let page: Page;
  let step = 0;
  let failures: string[] = [];

  /**
   * axe on the page as it stands, then a screenshot named after the screen.
   * Failures are collected so that one run lists every screen's violations.
   */
  const check = async (screen: string) => {
    step += 1;
    await saveScreenshot(page, 'accessibility', `${String(step).padStart(2, '0')}-${screen.replace(/[^a-z0-9]+/gi, '-')}`);
    await expectNoAxeViolations(page, screen).catch((error: Error) => failures.push(error.message));
  };

  beforeEach(() => {
    failures = [];
  });
  afterEach(() => {
    expect(failures.join('\n\n')).toBe('');
  });
  const visible = (text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

  // Pages opened by URL, each with its own session check; a person clicking through stays far below the limit.
  const journey = useJourney({ env: { AUTH_RATE_LIMIT_OTHER: '5000' } });
  beforeAll(async () => {
    // Numbered screenshots: drop an older run's so the folder shows exactly this run's screens.
    rmSync(path.join(screenshotsDir, 'accessibility'), { recursive: true, force: true });
    ({ server, page } = journey);
    // The print view may open the print dialog; headless Chromium has none, so count nothing and go on.
    await page.addInitScript(() => {
      (window as unknown as { print: () => void }).print = () => undefined;
    });
  });

  it('has no violations on the account screens', async () => {
    await page.goto(`${server.url}/sign-in`);
    await visible('Sign in with your username, or with your email address.');
    await check('sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible('Password is required');
    await check('sign-in-required');

    await page.goto(`${server.url}/forgot-password`);
    await page.locator('h1').first().waitFor();
    await check('forgot-password');

    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await check('sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible('Password is required');
    await check('sign-up-required');
    const account = newTestAccount();
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Name', { exact: true }).fill(account.name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(account.email);
    await page
      .getByRole('button', { name: /confirm/i })
      .first()
      .waitFor();
    await check('sign-up-code');
  });

  it('has no violations on the methodology page, signed out', async () => {
    await page.goto(`${server.url}/methodology`);
    await page.getByRole('heading', { level: 1, name: 'Methodology' }).waitFor();
    await check('methodology');
  });

  it('has no violations on the account, profile and form screens', async () => {
    await signUpAndSignIn(page, { account: { name: 'Avery Access' } });
    for (const c of cases) await seedSavedCase(page, c.id, c.record);
    // A page opens seeded cases on its next load (support/saved-cases.ts), not while it syncs them.
    await page.reload();
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await check('form-empty');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.invalid-feedback, [aria-invalid="true"]').first().waitFor();
    await check('form-failed-submit');

    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await check('account');
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check('profile');

    await page.goto(`${server.url}/form/${cases[0].id}`);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.waitForTimeout(300);
    await check('form-filled');
  });

  it('has no violations on the print view', async () => {
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${server.url}/${cases[0].id}/print`);
    await page.locator('.print-view[data-print-ready="true"]').waitFor({ state: 'attached' });
    await check('print-view');
    await page.emulateMedia({ media: 'screen' });
  });
});
