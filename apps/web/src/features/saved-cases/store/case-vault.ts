import { allKeys, readJson, removeKey, writeJson } from '../../../lib/storage.ts';
import type { SealedCase } from '@damages/contracts';
import { isSealedCase, openSealedCase, sealCase, type CaseKey } from './case-cipher.ts';
import { looksLikeForm, RESERVED_KEYS, type StoredEntry } from './case-listing.ts';
import { isFormId } from './form-id.ts';
import { IdTaken, LOCKED } from './save-errors.ts';
import { idsOfIndex, indexOfIds, isSealedCaseIdsKey, sealedCaseIdsKey } from './sealed-case-ids.ts';

/** The signed-in account and its key, while unlocked. */
export interface VaultSession {
  owner: string;
  key: CaseKey;
}

/**
 * The signed-in account's key and what its sealed entries hold, opened at
 * unlock and after each change and remembered by the stored text they were
 * opened from, so that reads stay synchronous while sealing (WebCrypto) is
 * not. Another account's sealed entries are never opened nor touched. It also
 * keeps the ids under which the account has kept a sealed case (sealed-case-ids.ts).
 */
export class CaseVault {
  #session: VaultSession | undefined;
  readonly #opened = new Map<string, { text: string; value: unknown }>();
  /**
   * The ids under which the signed-in account has kept a sealed case: those of its sealed index and of
   * every sealed case of its own opened since the unlock (deleted ones included, see sealed-case-ids.ts).
   */
  readonly #sealedIds = new Set<string>();

  /** `storage`: the page's local storage, or a test's second computer's. */
  constructor(readonly storage: Storage = localStorage) {}

  /** The account whose entries the vault opens, or undefined when locked. */
  get owner(): string | undefined {
    return this.#session?.owner;
  }

  get session(): VaultSession | undefined {
    return this.#session;
  }

  get sealedIds(): ReadonlySet<string> {
    return this.#sealedIds;
  }

  noteSealedId(id: string): void {
    this.#sealedIds.add(id);
  }

  /** Whose an entry is: the account's own sealed case, another account's, or a clear-text one. */
  entryOf(id: string): StoredEntry {
    const text = this.storage.getItem(id);
    if (text === null) return { kind: 'absent' };
    const value = readJson<unknown>(id, this.storage);
    if (!isSealedCase(value)) return { kind: 'clear', value };
    if (value.owner !== this.#session?.owner) return { kind: 'foreign' };
    // Opened at unlock or after the last change; a change not yet opened shows the version before it.
    return { kind: 'own', value: this.#opened.get(id)?.value };
  }

  /** Opens the account's sealed entries (all, or those of `ids`) that changed since they were last opened. */
  async refresh(ids: readonly string[] = allKeys(this.storage)): Promise<void> {
    const current = this.#session;
    if (!current) return;
    await Promise.all(
      ids.map(async (id) => {
        const text = this.storage.getItem(id);
        if (text === null) return void this.#opened.delete(id);
        if (this.#opened.get(id)?.text === text) return;
        const value = readJson<unknown>(id, this.storage);
        if (!isSealedCase(value) || value.owner !== current.owner) return void this.#opened.delete(id);
        const inside = await openSealedCase(current.key, value);
        if (this.#session === current) this.#opened.set(id, { text, value: inside });
      }),
    );
    if (this.#session === current) this.#noteSealedCases(current.owner);
  }

  /** Takes into sealedIds what the opened entries of the account show: its index's ids, and its sealed cases. */
  #noteSealedCases(owner: string): void {
    for (const [id, { value }] of this.#opened) {
      if (id === sealedCaseIdsKey(owner)) for (const known of idsOfIndex(value)) this.#sealedIds.add(known);
      // One that does not open is a case when it sits under a form id (drafts and indexes never do).
      else if (!isSealedCaseIdsKey(id) && (value === undefined ? isFormId(id) : looksLikeForm(value))) this.#sealedIds.add(id);
    }
  }

  /**
   * Seals the account's index again when it lacks an id the vault knows: a first save under the id, or
   * cases sealed before the index existed (the first unlock after it came, or after the index was lost).
   */
  async keepSealedCaseIds(): Promise<void> {
    const current = this.#session;
    if (!current) return;
    const key = sealedCaseIdsKey(current.owner);
    // Another tab may have added ids since this one opened the index: take them in, so that this write keeps them.
    await this.refresh([key]);
    const stored = new Set(idsOfIndex(this.#opened.get(key)?.value));
    if ([...this.#sealedIds].every((id) => stored.has(id))) return;
    try {
      await this.writeSealedValue(key, indexOfIds(this.#sealedIds));
    } catch {
      // A full storage, or a sign-out meanwhile: the cases are saved, and the next unlock rebuilds the index from them.
    }
  }

  /** Shows the entries of `owner`, sealing with `key` from now on; opens them first. */
  async unlock(owner: string, key: CaseKey): Promise<void> {
    if (this.#session?.owner !== owner) {
      this.#opened.clear();
      this.#sealedIds.clear();
    }
    this.#session = { owner, key };
    await this.refresh();
    await this.keepSealedCaseIds();
  }

  /** Forgets the key and everything opened with it. */
  lock(): void {
    this.#session = undefined;
    this.#opened.clear();
    this.#sealedIds.clear();
  }

  /** Seals `value` for `current`; an Error saying LOCKED when the account was locked or changed meanwhile. */
  async seal(current: VaultSession, value: unknown): Promise<SealedCase> {
    const sealed = await sealCase(current.key, current.owner, value);
    if (this.#session !== current) throw new Error(LOCKED);
    return sealed;
  }

  /** Writes a sealed entry and remembers what it holds; the storage's errors (a full one) pass through. */
  put(key: string, sealed: SealedCase, value: unknown): void {
    writeJson(key, sealed, this.storage);
    this.#opened.set(key, { text: JSON.stringify(sealed), value });
  }

  /**
   * Writes a case of the account sealed elsewhere (the service's copy, as another computer sealed it) as it
   * came, and opens it; the storage's errors (a full one) pass through.
   */
  async takeSealed(id: string, sealed: SealedCase): Promise<void> {
    writeJson(id, sealed, this.storage);
    await this.refresh([id]);
    this.noteSealedId(id);
    await this.keepSealedCaseIds();
  }

  /** Removes an entry and what was opened of it. */
  remove(key: string): void {
    removeKey(key, this.storage);
    this.#opened.delete(key);
  }

  /**
   * Another kind of the account's own data (a draft, see drafts.ts) sealed like a case, under a key the list skips
   * (neither a form id nor form-shaped): what it holds once opened, undefined when absent, another account's,
   * clear text or not opened.
   */
  readSealedValue(key: string): unknown {
    const entry = this.entryOf(key);
    return entry.kind === 'own' ? entry.value : undefined;
  }

  /** Seals `value` for the signed-in account under `key`; an Error saying LOCKED when signed out, StorageFull-like errors pass through. */
  async writeSealedValue(key: string, value: unknown): Promise<void> {
    const current = this.#session;
    if (!current || RESERVED_KEYS.has(key)) throw new Error(LOCKED);
    if (this.entryOf(key).kind === 'foreign') throw new IdTaken(key);
    this.put(key, await this.seal(current, value), value);
  }

  /** Removes the account's own sealed value under `key`; another account's is never touched. */
  removeSealedValue(key: string): void {
    if (RESERVED_KEYS.has(key) || this.entryOf(key).kind !== 'own') return;
    this.remove(key);
  }
}
