import { USER_KEY } from '../../../lib/storage.ts';
import { RESERVED_KEYS } from './case-listing.ts';
import { SavedCaseVault } from './case-key.ts';
import { CaseCopies, type ServiceFetch } from './case-copies.ts';
import { isCaseCopyMarkKey } from './case-copy-marks.ts';
import { CaseVault } from './case-vault.ts';
import { Drafts } from './drafts.ts';
import { SaveAsking } from './save-with-questions.ts';
import { SavedCases } from './saved-cases-store.ts';

/**
 * The saved cases of one page, made once by the app (src/app/) and handed to
 * the screens through SavedCaseStoreProvider: the account's key (`vault`), its
 * cases with their revisions (`cases`), the save that asks the user
 * (`asking`), the form's drafts (`drafts`), the service's copy of the cases
 * (`copies`, synced after each unlock and pushed after each change), and word of
 * another tab's or computer's changes (`subscribe`, once `watchOtherTabs`
 * listens to that tab's storage events).
 */
export class SavedCaseStore {
  readonly #vault: CaseVault;
  readonly cases: SavedCases;
  readonly vault: SavedCaseVault;
  readonly asking: SaveAsking;
  readonly drafts: Drafts;
  readonly copies: CaseCopies;
  readonly #listeners = new Set<() => void>();

  constructor({ storage, fetch }: StoreSurroundings) {
    this.#vault = new CaseVault(storage);
    this.cases = new SavedCases(this.#vault);
    this.asking = new SaveAsking(this.cases);
    this.drafts = new Drafts(this.#vault);
    this.copies = new CaseCopies(this.#vault, this.cases, this.asking, fetch, () => this.#tell());
    this.vault = new SavedCaseVault(this.#vault, this.cases, () => void this.copies.sync());
    this.cases.whenChanged((id) => void this.copies.push(id));
  }

  /**
   * Calls `listener` when another tab changes a saved case (the `storage` event,
   * which the tab that wrote does not get), once the change is opened; returns
   * the unsubscription.
   */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Listens to another tab's writes on `target` (the page's window); returns the end of it. */
  watchOtherTabs(target: Window): () => void {
    const onStorage = (event: StorageEvent) => this.#otherTabWrote(event);
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  // Another tab's writes: open them, then tell the screens. Its sign-out (the user removed): forget the key here too.
  #otherTabWrote(event: StorageEvent): void {
    if (event.storageArea !== null && event.storageArea !== this.#vault.storage) return;
    if (event.key === USER_KEY && event.newValue === null) this.vault.lock();
    if (event.key !== null && (RESERVED_KEYS.has(event.key) || isCaseCopyMarkKey(event.key))) return;
    void this.vault.refresh(event.key === null ? undefined : [event.key]).then(() => this.#tell());
  }

  #tell(): void {
    this.#listeners.forEach((listener) => listener());
  }
}

/** Where a store keeps its cases and how it reaches the service: the page's own, or a test's second computer's. */
export interface StoreSurroundings {
  storage: Storage;
  fetch: ServiceFetch;
}

/** A store for one page (or one test): nothing is unlocked until the session's key comes. */
export const createSavedCaseStore = (
  surroundings: StoreSurroundings = { storage: localStorage, fetch: (path, init) => fetch(path, init) },
): SavedCaseStore => new SavedCaseStore(surroundings);
