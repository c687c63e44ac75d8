import type { SavedFormRecord } from '@damages/contracts';
import { importCaseKey, isSealedCase, openSealedCase, sealCase } from '../case-cipher.ts';
import { lockSavedCases, unlockSavedCases } from '../saved-cases-store.ts';

/** The account the component tests are signed in as, and its key (what GET /api/case-key would give). */
export const TEST_OWNER = 'test-account';
const TEST_KEY = Buffer.alloc(32, 7).toString('base64');
export const OTHER_OWNER = 'other-account';
const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');

/** Unlocks the store for the test account, as the session check does after sign-in. */
export async function unlockTestAccount(): Promise<void> {
  lockSavedCases({ forgetRevisions: true });
  await unlockSavedCases(TEST_OWNER, await importCaseKey(TEST_KEY));
}

/** What local storage holds under `id`, opened with the test account's key when sealed (null when absent). */
export async function storedCase(id: string): Promise<SavedFormRecord | null> {
  const value = JSON.parse(localStorage.getItem(id) ?? 'null') as unknown;
  if (!isSealedCase(value)) return value as SavedFormRecord | null;
  return (await openSealedCase(await importCaseKey(TEST_KEY), value)) as SavedFormRecord;
}

/** Writes a case sealed for the test account (or for another account) straight into local storage. */
export async function storeSealedCase(id: string, record: SavedFormRecord, owner: 'test' | 'other' = 'test'): Promise<void> {
  const [who, key] = owner === 'test' ? [TEST_OWNER, TEST_KEY] : [OTHER_OWNER, OTHER_KEY];
  localStorage.setItem(id, JSON.stringify(await sealCase(await importCaseKey(key), who, record)));
}

/** Cases saved by the test account before the page loads: sealed, then opened as the session check would. */
export async function seedSealedCases(records: Record<string, SavedFormRecord>): Promise<void> {
  for (const [id, record] of Object.entries(records)) await storeSealedCase(id, record);
  await unlockTestAccount();
}
