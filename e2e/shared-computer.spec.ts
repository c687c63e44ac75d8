import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSavedRecord } from '../apps/web/src/features/entry-form/submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import {
  readSavedCase,
  saveScreenshot,
  seedSavedCase,
  signUpAndSignIn,
  storedText,
  type TestAccount,
  type TestServer,
  useJourney,
} from './support/index.ts';

const ANNS_CASE = '7a1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const OLD_CASE = '0c9b8a7d-6e5f-4d3c-8b2a-1f0e9d8c7b6a';

/** Two economists taking turns on one browser (cases only their owner can read). */
describe('a shared computer', () => {
  let server: TestServer;
  let page: Page;
  let ann: TestAccount;

  const savedCasesRegion = () => page.getByRole('region', { name: 'Saved cases' });

  /** Everything local and session storage hold, as text: what the next user of the browser could read. */
  const everythingStored = () =>
    page.evaluate(() => {
      const all: string[] = [];
      for (const area of [localStorage, sessionStorage])
        for (let i = 0; i < area.length; i += 1) all.push(`${area.key(i)}=${area.getItem(area.key(i)!)}`);
      return all.join('\n');
    });

  async function signOut() {
    await page.getByRole('button', { name: /^(Ann|Ben) Economist$/ }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
  }

  async function signIn(account: TestAccount) {
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/form$/);
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    ann = await signUpAndSignIn(page, { account: { name: 'Ann Economist' } });
  });

  it("keeps each account's cases sealed: the next user of the browser sees, opens and deletes none of them", async () => {
    await seedSavedCase(page, ANNS_CASE, buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'));
    await page.goto(`${server.url}/form`);
    await savedCasesRegion().getByRole('button', { name: 'Open John Doe' }).waitFor();
    expect(await storedText(page, ANNS_CASE), 'stored sealed, not in clear text').not.toContain('John Doe');

    await signOut();
    expect(await everythingStored(), 'after sign-out nothing readable remains').not.toMatch(/John Doe|1980-|Ann Economist/);

    await signUpAndSignIn(page, { account: { name: 'Ben Economist' } });
    await page.getByRole('heading', { name: 'Entry form' }).waitFor();
    expect(await savedCasesRegion().count(), "Ann's case is not listed for Ben").toBe(0);
    await saveScreenshot(page, 'shared-computer', '01-second-account-sees-no-cases');
    await page.goto(`${server.url}/form/${ANNS_CASE}`);
    await page.getByRole('heading', { name: 'Form Does not exist' }).waitFor();
    await page.goto(`${server.url}/${ANNS_CASE}/summary`);
    await page.getByText('Form Does not exist').first().waitFor();
    expect(await storedText(page, ANNS_CASE), "Ben's visit left Ann's case as it was").toContain('"sealed":1');

    await page.goto(`${server.url}/form`);
    await signOut();
    await signIn(ann);
    await savedCasesRegion().getByRole('button', { name: 'Open John Doe' }).click();
    await page.waitForURL(new RegExp(`/form/${ANNS_CASE}$`));
    const plaintiffName = page.getByRole('region', { name: 'Plaintiff Information', exact: true }).getByLabel('Name', { exact: true });
    await expect.poll(() => plaintiffName.inputValue()).toBe('John Doe');
    await saveScreenshot(page, 'shared-computer', '02-owner-opens-her-case');
    // A first load straight to a report page opens the sealed case before reading it.
    await page.goto(`${server.url}/${ANNS_CASE}/table-of-contents`);
    await page.getByRole('button', { name: 'Download Word' }).waitFor();
    expect(await page.getByText('Form Does not exist').count()).toBe(0);
  });

  it('offers a case saved in clear text before cases were sealed, and seals it once kept', async () => {
    const old = buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-06-01T10:00:00.000Z');
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [OLD_CASE, JSON.stringify(old)] as const);
    await page.goto(`${server.url}/form`);
    const question = savedCasesRegion().getByText('Keep this case in your account?');
    await question.waitFor();
    await saveScreenshot(page, 'shared-computer', '03-keep-this-case');
    await savedCasesRegion().getByRole('button', { name: 'Keep the case of Mary Roe in your account' }).click();
    await savedCasesRegion().getByText('The case of Mary Roe is now kept in your account.').waitFor();
    expect(await question.count()).toBe(0);
    expect(await storedText(page, OLD_CASE)).not.toContain('Mary Roe');
    expect(await readSavedCase(page, OLD_CASE)).toMatchObject({ formData: { plaintiff: { name: 'Mary Roe' } } });
  });
});
