import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSavedRecord } from '../apps/web/src/features/entry-form/submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import { readSavedCase, saveScreenshot, seedSavedCase, signUpAndSignIn, storedText, type TestServer, useJourney } from './support/index.ts';

const DOE_CASE = '5b2e7c1a-3d4f-4e6a-9b8c-7d6e5f4a3b2c';

/** A saved-cases list that tells cases apart, and a form kept as a draft across a reload. */
describe('saved cases and drafts', () => {
  let server: TestServer;
  let page: Page;

  const list = () => page.getByRole('region', { name: 'Saved cases', exact: true });
  const plaintiffName = () => page.getByRole('region', { name: 'Plaintiff Information', exact: true }).getByLabel('Name', { exact: true });
  /** The first cell (the case's caption) of each case row. */
  const captions = () => list().locator('.case-caption').allTextContents();

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    // Leaving a changed form asks first (the browser's question on a reload): the journey answers Leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await signUpAndSignIn(page, { account: { name: 'Dana Economist' } });
  });

  it('tells a duplicated case apart from its original, and the report leads back to the list', async () => {
    await seedSavedCase(page, DOE_CASE, buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'));
    await page.goto(`${server.url}/form`);
    await list().getByRole('button', { name: 'Duplicate John Doe' }).click();
    await list().getByRole('button', { name: 'Open Copy of John Doe' }).waitFor();
    expect(await captions()).toEqual(['Copy of John Doe', 'John Doe']);
    await list().getByLabel('Search cases').fill('copy');
    expect(await captions()).toEqual(['Copy of John Doe']);
    await list().getByLabel('Search cases').fill('');
    await saveScreenshot(page, 'saved-cases', '01-duplicated-cases-told-apart');

    await list().getByRole('link', { name: 'Report of John Doe' }).click();
    await page.waitForURL(new RegExp(`/${DOE_CASE}/table-of-contents$`));
    await page.getByRole('link', { name: 'Saved cases' }).click();
    await page.waitForURL(/\/form$/);
    await list().getByRole('button', { name: 'Open John Doe' }).waitFor();
  });

  it('keeps no draft of a form only visited', async () => {
    expect(await storedText(page, 'draft:new')).toBeNull();
  });

  it('restores the unsubmitted form after a reload, sealed meanwhile, until the draft is discarded', async () => {
    await page.goto(`${server.url}/form`);
    await plaintiffName().fill('Drafty McDraft');
    await expect
      .poll(async () => (await readSavedCase(page, 'draft:new')) as unknown, { timeout: 5000 })
      .toMatchObject({ values: { plaintiff: { name: 'Drafty McDraft' } } });
    expect(await storedText(page, 'draft:new'), 'the draft is sealed').not.toContain('Drafty');

    await page.reload();
    await page.getByText(/Restored your unsaved changes from/).waitFor();
    await expect.poll(() => plaintiffName().inputValue()).toBe('Drafty McDraft');
    expect(await list().getByText('Drafty McDraft').count(), 'the list never shows a draft').toBe(0);
    await saveScreenshot(page, 'saved-cases', '02-draft-restored-after-reload');

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => plaintiffName().inputValue()).toBe('');
    expect(await storedText(page, 'draft:new')).toBeNull();
  });
});
