import { USER_KEY } from '../../../lib/storage.ts';
import { RESERVED_KEYS } from './case-listing.ts';
import { SavedCaseVault } from './case-key.ts';
import { CaseVault } from './case-vault.ts';
import { Drafts } from './drafts.ts';
import { SaveAsking } from './save-with-questions.ts';
import { SavedCases } from './saved-cases-store.ts';

/**
 * The saved cases of one page, made once by the app (src/app/) and handed to
 * the screens through SavedCaseStoreProvider: the account's key (`vault`), its
 * cases with their revisions (`cases`), the save that asks the user
 * (`asking`), the form's drafts (`drafts`), and word of another tab's changes
 * (`subscribe`, once `watchOtherTabs` listens to that tab's storage events).
 */
export class SavedCaseStore {
  readonly #vault = new CaseVault();
  readonly cases = new SavedCases(this.#vault);
  readonly vault = new SavedCaseVault(this.#vault, this.cases);
  readonly asking = new SaveAsking(this.cases);
  readonly drafts = new Drafts(this.#vault);
  readonly #listeners = new Set<() => void>();

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
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === USER_KEY && event.newValue === null) this.vault.lock();
    if (event.key !== null && RESERVED_KEYS.has(event.key)) return;
    void this.vault.refresh(event.key === null ? undefined : [event.key]).then(() => this.#listeners.forEach((listener) => listener()));
  }
}

/** A store for one page (or one test): nothing is unlocked until the session's key comes. */
export const createSavedCaseStore = (): SavedCaseStore => new SavedCaseStore();
