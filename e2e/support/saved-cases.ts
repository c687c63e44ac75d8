import type { SavedFormRecord } from '@damages/contracts';
import type { Page } from 'playwright-core';
import {
  importCaseKey,
  isSealedCase,
  openSealedCase,
  sealCase,
  type CaseKey,
} from '../../apps/web/src/features/saved-cases/store/case-cipher.ts';

/**
 * Saved cases as the signed-in page keeps them: sealed with the account's key
 * (GET /api/case-key, asked by the page with its own session cookie) by the
 * app's own cipher, run here in Node. A page opens a seeded case on its next load.
 */

async function accountKey(page: Page): Promise<{ owner: string; key: CaseKey }> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/case-key', { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as { owner: string; key: string }) : undefined;
  });
  if (!answer) throw new Error('seedSavedCase needs a signed-in page');
  return { owner: answer.owner, key: await importCaseKey(answer.key) };
}

/** Stores `record` under `id` as the page's account would have saved it. */
export async function seedSavedCase(page: Page, id: string, record: SavedFormRecord): Promise<void> {
  const { owner, key } = await accountKey(page);
  const sealed = JSON.stringify(await sealCase(key, owner, record));
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [id, sealed] as const);
}

/** The raw text local storage keeps under `id` (null when absent). */
export function storedText(page: Page, id: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), id);
}

/** The case saved under `id`, opened with the page's account key when sealed (null when absent). */
export async function readSavedCase(page: Page, id: string): Promise<SavedFormRecord | null> {
  const value = JSON.parse((await storedText(page, id)) ?? 'null') as unknown;
  if (!isSealedCase(value)) return value as SavedFormRecord | null;
  const { key } = await accountKey(page);
  return (await openSealedCase(key, value)) as SavedFormRecord | null;
}

/**
 * Removes the unsubmitted forms kept as drafts (`draft:new`, `draft:<formId>`), so that a journey
 * starting a fresh form after one it left unsubmitted does not find that form restored.
 */
export function forgetDrafts(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('draft:')) localStorage.removeItem(key);
  });
}
