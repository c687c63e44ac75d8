import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedFormRecord } from '../packages/contracts/src/index.ts';
import { buildSavedRecord } from '../apps/web/src/features/entry-form/submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import {
  type BrowserSession,
  readSavedCase,
  saveScreenshot,
  seedSavedCase,
  signUpAndSignIn,
  type TestServer,
  useJourney,
} from './support/index.ts';

/**
 * Cases that survive: a flaky service during submit, moving a case
 * out of the browser and back as a file, and two tabs saving the same case.
 * A wrongful-death case is seeded in local storage as the form saves it.
 */

const ID = '5f3c9a10-1e2d-4c3b-8a4f-0123456789ab';

describe('case resilience journey', () => {
  let server: TestServer;
  let browser: BrowserSession;
  let page: Page;

  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  const stored = (on: Page = page) => readSavedCase(on, ID);

  /** Submits, accepting the check before calculating if it has something to say, and waits for the table of contents. */
  async function submitAndLand(on: Page, beforeLanding?: () => Promise<void>) {
    await button('Submit', on).click();
    const anyway = button('Calculate anyway', on);
    await Promise.race([
      anyway.waitFor({ timeout: 3000 }).then(() => anyway.click()),
      on.waitForURL(/table-of-contents$/, { timeout: 3000 }),
    ]).catch(() => {});
    await beforeLanding?.();
    await on.waitForURL(new RegExp(`/${ID}/table-of-contents$`), { timeout: 60_000 });
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, browser, page } = journey);
    await signUpAndSignIn(page, { account: { name: 'Resilient Analyst' } });
    const record = buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z');
    await seedSavedCase(page, ID, record);
  });

  it('completes a submit through two 503 answers, saying "Retrying…" while it waits', async () => {
    let calls = 0;
    await page.route('**/api/create_table/loss_support/past', async (route) => {
      calls += 1;
      if (calls <= 2)
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'Retry-After': '1' },
          body: JSON.stringify({ error: 'Service unavailable', issues: [] }),
        });
      return route.continue();
    });
    await page.goto(`${server.url}/form/${ID}`);
    await button('Submit').waitFor();
    const sawRetrying = page.getByTestId('busy-overlay').getByText('Retrying…').waitFor({ timeout: 20_000 });
    await submitAndLand(page, () => sawRetrying);
    expect(calls).toBe(3);
    const record = await stored();
    expect(record?.lossSupport?.past?.table.length).toBeGreaterThan(0);
    expect(record?.revision).toBe(1);
    await page.unroute('**/api/create_table/loss_support/past');
  });

  it('exports a case as a file and imports it back, asking before it would replace one', async () => {
    await page.goto(`${server.url}/form`);
    const list = page.getByRole('region', { name: 'Saved cases', exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), button('Export John Doe', list).click()]);
    expect(download.suggestedFilename()).toBe('case-john-doe-2025-03-01.json');
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; formId: string; record: SavedFormRecord };
    expect(exported).toMatchObject({ format: 'damages-case', version: 1, formId: ID });
    expect(exported.record.lossSupport?.past?.table.length).toBeGreaterThan(0);

    // Importing over the case still saved here asks first; cancelling changes nothing.
    await page.getByLabel('Case file to import').setInputFiles(file);
    const ask = page.getByRole('dialog', { name: 'This case is already saved here' });
    await button('Cancel', ask).click();
    await ask.waitFor({ state: 'hidden' });

    // Gone from this browser, then back from the file with its results.
    await button('Delete John Doe', list).click();
    await button('Confirm delete', list).click();
    await page.getByText('Case deleted.').waitFor();
    expect(await stored()).toBeNull();
    await page.getByLabel('Case file to import').setInputFiles(file);
    await page.getByText('Imported the case of John Doe.').waitFor();
    expect((await stored())?.lossSupport).toEqual(exported.record.lossSupport);
    await page.getByRole('link', { name: 'Report of John Doe' }).click();
    await page.waitForURL(new RegExp(`/${ID}/table-of-contents$`));
  });

  it('two tabs saving the same case: the later one asks which to keep, and the list of the other tab follows at once', async () => {
    const other = await browser.context.newPage();
    try {
      await page.goto(`${server.url}/form/${ID}`);
      await other.goto(`${server.url}/form/${ID}`);
      await button('Submit', other).waitFor();
      const name = other.getByRole('region', { name: 'Plaintiff Information', exact: true }).getByLabel('Name', { exact: true });
      await name.fill('Tab Two Name');

      const before = (await stored())?.revision ?? 0;
      await submitAndLand(page);
      expect((await stored())?.revision).toBe(before + 1);
      await page.goto(`${server.url}/form`);
      const list = page.getByRole('region', { name: 'Saved cases', exact: true });
      await list.getByText('John Doe').waitFor();

      await submitAndLand(other, async () => {
        const dialog = other.getByRole('dialog', { name: 'This case was changed in another tab' });
        await button('Keep mine', dialog).click();
      });
      const record = await stored();
      expect(record?.revision).toBe(before + 2);
      expect(record?.formData.plaintiff.name).toBe('Tab Two Name');
      // No reload: the storage event brings the other tab's save into the list.
      await list.getByText('Tab Two Name').waitFor();
    } finally {
      await other.close();
    }
  });

  it('a full storage at submit: the user is told, the results are kept and exported, and the case is saved once there is room', async () => {
    await page.goto(`${server.url}/form/${ID}`);
    await button('Submit').waitFor();
    // A longer case than the one saved, so that it cannot take the old one's place.
    await page.getByLabel('Attorney address', { exact: true }).fill('Suite 100, One Long Street, Springfield\n'.repeat(10));
    // Fill this origin's storage to the last byte the browser allows.
    await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20);
      for (let i = 0; chunk.length > 0;) {
        try {
          localStorage.setItem(`filler-${i}`, chunk);
          i += 1;
        } catch {
          chunk = chunk.slice(0, chunk.length >> 1);
        }
      }
    });
    const before = await stored();
    await submitAndLand(page, async () => {
      const dialog = page.getByRole('dialog', { name: "This browser's storage is full" });
      await dialog
        .getByRole('alert')
        .getByText(/was calculated, but the browser refused to save it/)
        .waitFor();
      await saveScreenshot(page, 'case-resilience', '01-storage-full');
      expect(await stored(), 'nothing half-saved').toEqual(before);
      const [download] = await Promise.all([page.waitForEvent('download'), button('Export case file', dialog).click()]);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { record: SavedFormRecord };
      expect(exported.record.lossSupport?.past?.table.length, 'the computed results are in the export').toBeGreaterThan(0);
      // The user makes room, then tries again.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
      });
      await button('Try again', dialog).click();
    });
    expect((await stored())?.revision).toBe((before?.revision ?? 0) + 1);
  });
});
