import type { SavedFormRecord, SealedCase } from '@damages/contracts';
import { importCaseKey, isSealedCase, openSealedCase, sealCase } from '../store/case-cipher.ts';
import type { CaseDamage } from '../store/case-damage.ts';
import { createSavedCaseStore, type SavedCaseStore } from '../store/saved-case-store.ts';

/** The account the component tests are signed in as, and its key (what GET /api/case-key would give). */
export const TEST_OWNER = 'test-account';
const TEST_KEY = Buffer.alloc(32, 7).toString('base64');
export const OTHER_OWNER = 'other-account';
const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');
/** A key the test account does not have: what a case sealed before its key was changed would be sealed with. */
const STALE_KEY = Buffer.alloc(32, 3).toString('base64');

let store: SavedCaseStore | undefined;

/** A new store for the test about to run (test-setup.ts), as each page of the app makes its own. */
export function startTestStore(): SavedCaseStore {
  store = createSavedCaseStore();
  return store;
}

/** The running test's store: what its pages are given (the render helpers) and what it reads and writes through. */
export function testStore(): SavedCaseStore {
  if (!store) throw new Error('No saved-case store: test-setup.ts starts one before each test.');
  return store;
}

/** Unlocks the test's store for the test account, as the session check does after sign-in; as on a fresh page, nothing opened before is remembered. */
export async function unlockTestAccount(): Promise<void> {
  testStore().vault.lock({ forgetRevisions: true });
  await testStore().vault.unlock(TEST_OWNER, await importCaseKey(TEST_KEY));
}

/** The accounts the tests sign in to. */
export type TestAccountName = 'test' | 'other';

/** Unlocks `store` for the account, as the session check does after sign-in; returns its user id. */
export async function unlockAs(store: SavedCaseStore, account: TestAccountName): Promise<string> {
  const [owner, key] = account === 'test' ? [TEST_OWNER, TEST_KEY] : [OTHER_OWNER, OTHER_KEY];
  await store.vault.unlock(owner, await importCaseKey(key));
  return owner;
}

/** What local storage holds under `id`, opened with the test account's key when sealed (null when absent). */
export async function storedCase(id: string): Promise<SavedFormRecord | null> {
  const value = JSON.parse(localStorage.getItem(id) ?? 'null') as unknown;
  if (!isSealedCase(value)) return value as SavedFormRecord | null;
  return (await openSealedCase(await importCaseKey(TEST_KEY), value)) as SavedFormRecord;
}

/** Writes a case sealed for the test account (or for another account) straight into local storage. */
export async function storeSealedCase(id: string, record: SavedFormRecord, owner: TestAccountName = 'test'): Promise<void> {
  const [who, key] = owner === 'test' ? [TEST_OWNER, TEST_KEY] : [OTHER_OWNER, OTHER_KEY];
  localStorage.setItem(id, JSON.stringify(await sealCase(await importCaseKey(key), who, record)));
}

/** Cases saved by the test account before the page loads: sealed, then opened as the session check would. */
export async function seedSealedCases(records: Record<string, SavedFormRecord>): Promise<void> {
  for (const [id, record] of Object.entries(records)) await storeSealedCase(id, record);
  await unlockTestAccount();
}

/** The ways a sealed case in local storage gets damaged, with the damage the store is expected to name. */
export const SEALED_CASE_DAMAGE = {
  'altered ciphertext': 'not-opened',
  'sealed with another key': 'not-opened',
  'cut short': 'not-json',
  'not a saved record': 'not-a-form',
} as const satisfies Record<string, CaseDamage>;

export type SealedCaseDamage = keyof typeof SEALED_CASE_DAMAGE;

/**
 * Damages the test account's sealed case under `id` in local storage, as a failing disk, an interrupted
 * write or someone editing the storage would; the page sees it on its next load (unlockTestAccount).
 */
export async function damageSealedCase(id: string, how: SealedCaseDamage): Promise<void> {
  const text = localStorage.getItem(id) ?? '';
  const sealed = JSON.parse(text) as SealedCase;
  const damaged = {
    'altered ciphertext': () =>
      Promise.resolve(JSON.stringify({ ...sealed, data: (sealed.data.startsWith('A') ? 'B' : 'A') + sealed.data.slice(1) })),
    'sealed with another key': async () => JSON.stringify(await sealCase(await importCaseKey(STALE_KEY), TEST_OWNER, await storedCase(id))),
    'cut short': () => Promise.resolve(text.slice(0, Math.floor(text.length / 2))),
    'not a saved record': async () =>
      JSON.stringify(await sealCase(await importCaseKey(TEST_KEY), TEST_OWNER, { formData: { case: 'broken' }, savedAt: 'yesterday' })),
  }[how];
  localStorage.setItem(id, await damaged());
}

/** Writes `record` in clear text over whatever is saved under `id`: what anyone with access to the browser profile could do. */
export function writeClearTextCase(id: string, record: SavedFormRecord): void {
  localStorage.setItem(id, JSON.stringify(record));
}
