import { caseKeyResponse } from '@damages/contracts';
import { importCaseKey } from './case-cipher.ts';
import { savedCasesOwner, unlockSavedCases } from './saved-cases-store.ts';

let problem: string | undefined;

/** Why the signed-in account's cases could not be unlocked, if they could not. */
export const unlockProblem = (): string | undefined => problem;

/**
 * Fetches the signed-in account's case key (GET /api/case-key) and unlocks
 * its saved cases, once per page load and account. Never throws: a failure
 * leaves the cases locked, says why through unlockProblem, and the pages
 * still work — saving then explains that cases cannot be kept.
 */
export async function unlockCasesOf(owner: string): Promise<void> {
  if (savedCasesOwner() === owner) return;
  try {
    // WebCrypto exists only in secure contexts: https, or http on localhost.
    if (!globalThis.crypto?.subtle) throw new Error('saved cases need a secure connection (https).');
    const response = await fetch('/api/case-key', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}.`);
    const { key } = caseKeyResponse.parse(await response.json());
    await unlockSavedCases(owner, await importCaseKey(key));
    problem = undefined;
  } catch (error) {
    problem = `Your saved cases could not be opened: ${error instanceof Error ? error.message : String(error)}`;
  }
}
