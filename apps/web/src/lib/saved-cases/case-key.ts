import { caseKeyResponse, servicePath } from '@damages/contracts';
import { readJson, USER_KEY } from '../storage.ts';
import { importCaseKey } from './case-cipher.ts';
import { savedCasesOwner, unlockSavedCases } from './saved-cases-store.ts';

let problem: string | undefined;
let inFlight: Promise<void> | undefined;

/** Why the signed-in account's cases could not be unlocked, if they could not. */
export const unlockProblem = (): string | undefined => problem;

/**
 * Fetches the session's case key (GET /api/case-key, which names the account
 * it belongs to) and unlocks that account's saved cases. Calls made at once
 * share one request. Never throws: a failure leaves the cases locked, says why
 * through unlockProblem, and the pages still work — saving then explains that
 * cases cannot be kept.
 */
export function unlockCasesOfSession(): Promise<void> {
  inFlight ??= fetchAndUnlock().finally(() => (inFlight = undefined));
  return inFlight;
}

async function fetchAndUnlock(): Promise<void> {
  try {
    // WebCrypto exists only in secure contexts: https, or http on localhost.
    if (!globalThis.crypto?.subtle) throw new Error('saved cases need a secure connection (https).');
    const response = await fetch(servicePath('caseKey'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}.`);
    const { owner, key } = caseKeyResponse.parse(await response.json());
    await unlockSavedCases(owner, await importCaseKey(key));
    problem = undefined;
  } catch (error) {
    problem = `Your saved cases could not be opened: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** After the session check: unlocks the cases of `owner` unless they already are. */
export async function unlockCasesOf(owner: string): Promise<void> {
  if (savedCasesOwner() !== owner) await unlockCasesOfSession();
}

/**
 * For route loaders, which run before the session check of the page has
 * finished on a first load: unlocks the cases when this browser has a
 * signed-in user and they are still locked.
 */
export async function whenSavedCasesReady(): Promise<void> {
  if (savedCasesOwner() === undefined && readJson<unknown>(USER_KEY) !== undefined) await unlockCasesOfSession();
}
