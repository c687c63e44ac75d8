import { caseKeyResponse, servicePath } from '@damages/contracts';
import { readJson, USER_KEY } from '../../../lib/storage.ts';
import { importCaseKey, type CaseKey } from './case-cipher.ts';
import type { CaseVault } from './case-vault.ts';
import type { SavedCases } from './saved-cases-store.ts';

/**
 * The account's key to its saved cases, as the pages use it: fetched for the
 * session (GET /api/case-key, which names the account it belongs to) to unlock
 * the store, forgotten at sign-out (lock).
 */
export class SavedCaseVault {
  #problem: string | undefined;
  #inFlight: Promise<void> | undefined;

  constructor(
    private readonly vault: CaseVault,
    private readonly cases: SavedCases,
    /** Called once the session's cases are unlocked: the service's copy syncs then, without holding the page up. */
    private readonly unlocked: () => void = () => {},
  ) {}

  /** The account whose cases the store shows, or undefined when locked. */
  get owner(): string | undefined {
    return this.vault.owner;
  }

  /** Why the signed-in account's cases could not be unlocked, if they could not. */
  get problem(): string | undefined {
    return this.#problem;
  }

  /** Shows the cases of `owner`, sealing with `key` from now on; opens its saved cases first. */
  async unlock(owner: string, key: CaseKey): Promise<void> {
    this.cases.noteUnlock(owner);
    await this.vault.unlock(owner, key);
  }

  /** Forgets the key and everything opened with it (sign-out); `forgetRevisions` also what this tab had opened (a fresh page). */
  lock({ forgetRevisions = false }: { forgetRevisions?: boolean } = {}): void {
    this.vault.lock();
    if (forgetRevisions) this.cases.forgetRevisions();
  }

  /** Opens the account's sealed entries (all, or those of `ids`) that changed since they were last opened. */
  refresh(ids?: readonly string[]): Promise<void> {
    return this.vault.refresh(ids);
  }

  /**
   * Fetches the session's case key and unlocks that account's saved cases.
   * Calls made at once share one request. Never throws: a failure leaves the
   * cases locked, says why through `problem`, and the pages still work —
   * saving then explains that cases cannot be kept.
   */
  unlockSession(): Promise<void> {
    this.#inFlight ??= this.#fetchAndUnlock().finally(() => (this.#inFlight = undefined));
    return this.#inFlight;
  }

  async #fetchAndUnlock(): Promise<void> {
    try {
      // WebCrypto exists only in secure contexts: https, or http on localhost.
      if (!globalThis.crypto?.subtle) throw new Error('saved cases need a secure connection (https).');
      const response = await fetch(servicePath('caseKey'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`the server answered ${response.status}.`);
      const { owner, key } = caseKeyResponse.parse(await response.json());
      await this.unlock(owner, await importCaseKey(key));
      this.#problem = undefined;
      this.unlocked();
    } catch (error) {
      this.#problem = `Your saved cases could not be opened: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** After the session check: unlocks the cases of `owner` unless they already are. */
  async unlockFor(owner: string): Promise<void> {
    if (this.owner !== owner) await this.unlockSession();
  }

  /**
   * For route loaders, which run before the session check of the page has
   * finished on a first load: unlocks the cases when this browser has a
   * signed-in user and they are still locked.
   */
  async whenReady(): Promise<void> {
    if (this.owner === undefined && readJson<unknown>(USER_KEY) !== undefined) await this.unlockSession();
  }
}
