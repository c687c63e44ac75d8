import { caseCaption, fitScenarioOfRecord, type SavedFormRecord, type SealedCase } from '@damages/contracts';
import { allKeys } from '../../../lib/storage.ts';
import { classify, given, isBookkeepingKey, savedCasesAmong, type SavedCaseList, type SavedCaseRead } from './case-listing.ts';
import type { CaseVault } from './case-vault.ts';
import { newFormId } from './form-id.ts';
import { IdTaken, isQuotaExceeded, LOCKED, SaveConflict, StorageFull } from './save-errors.ts';

/**
 * The cases of the store: each case is the record saved in local storage
 * under its form id, next to the 'user' and 'font' keys. The entry form, the
 * saved-cases list and the report read and write cases only through here, and
 * never trust what they read: a damaged entry is reported on its own and never
 * hides the others.
 *
 * Two tabs: each record carries a `revision`, raised by every save. The store
 * remembers, per tab, the revision it last opened or saved of each case, and
 * refuses (SaveConflict) to save over a newer one unless told to overwrite.
 * A full storage raises StorageFull, which keeps the record it could not write.
 *
 * Owner-bound and sealed: every case is written sealed (case-cipher.ts) with
 * the signed-in account's key, which the vault (case-vault.ts) holds in memory
 * once unlocked (after the session check, case-key.ts) and forgets at sign-out.
 * Another account's sealed cases are invisible and never touched. A clear-text
 * record saved before cases were sealed is "unclaimed": it opens, and the list
 * offers to keep it in the account (claim) or delete it; saving it seals it. A
 * clear-text record under an id where the account had kept a sealed case
 * (remembered in a sealed index, sealed-case-ids.ts) is a replacement nobody in
 * the account saved: it is refused like a damaged case, never opened. Every
 * entry that cannot be shown says which damage it has (case-damage.ts). Reads
 * are synchronous, from the cases opened at unlock and after each change
 * (another tab's included); writes are asynchronous, since WebCrypto is.
 * save-with-questions.ts asks the user about conflicts and a full storage.
 */
export class SavedCases {
  /** Per tab: the revision of each case this tab last opened or saved. */
  readonly #seenRevisions = new Map<string, number>();
  #lastOwner: string | undefined;
  #changed: (id: string) => void = () => {};

  constructor(private readonly vault: CaseVault) {}

  /** At an unlock: the same account signing in again (its session had ended) keeps what this tab had opened. */
  noteUnlock(owner: string): void {
    if (this.#lastOwner !== owner) this.#seenRevisions.clear();
    this.#lastOwner = owner;
  }

  /** A fresh page: forgets what this tab had opened. */
  forgetRevisions(): void {
    this.#seenRevisions.clear();
    this.#lastOwner = undefined;
  }

  /** The case saved under `id`: found, missing ('Form Does not exist'; also another account's) or unreadable. */
  read(id: string): SavedCaseRead {
    const read = this.peek(id);
    if (read.status === 'found') this.#seenRevisions.set(id, revisionOf(read.record));
    return read;
  }

  /** What is saved under `id` now, without taking it as the version this tab works on (the service's copy compares it). */
  peek(id: string): SavedCaseRead {
    if (isBookkeepingKey(id)) return { status: 'missing' };
    return classify(id, this.vault.entryOf(id), this.vault.sealedIds);
  }

  /** The signed-in account's saved cases in this browser (and unclaimed ones), newest first, with the unreadable ones apart. */
  list(): SavedCaseList {
    return savedCasesAmong(allKeys(this.vault.storage), (key) => this.vault.entryOf(key), this.vault.sealedIds);
  }

  /**
   * Saves (or replaces) the case under `id`, sealed for the signed-in account,
   * with the next revision, and returns the record as written. Raises
   * SaveConflict when another tab saved a newer revision than this tab opened,
   * StorageFull when the storage is full, IdTaken over another account's case,
   * an Error saying LOCKED when signed out, and whatever else the browser
   * throws (private mode).
   */
  async save(id: string, record: SavedFormRecord, { overwrite = false, revisionAbove = 0 }: SaveOptions = {}): Promise<SavedFormRecord> {
    const current = this.vault.session;
    if (!current) throw new Error(LOCKED);
    // Another tab may have written since this one last looked.
    await this.vault.refresh([id]);
    if (this.vault.entryOf(id).kind === 'foreign') throw new IdTaken(id);
    const before = this.peek(id);
    const stored = before.status === 'found' ? revisionOf(before.record) : 0;
    const seen = this.#seenRevisions.get(id);
    if (before.status === 'found' && !before.unclaimed && !overwrite && (seen === undefined || stored > seen))
      throw new SaveConflict(id, record, before.record);
    const earlier = before.status === 'found' ? before.record : undefined;
    const written = { ...keptFrom(record, earlier), revision: Math.max(stored, seen ?? 0, revisionAbove) + 1 };
    const sealed: SealedCase = await this.vault.seal(current, written);
    try {
      this.vault.put(id, sealed, written);
    } catch (error) {
      if (isQuotaExceeded(error)) throw new StorageFull(id, record, error);
      throw error;
    }
    this.#seenRevisions.set(id, revisionOf(written));
    this.vault.noteSealedId(id);
    await this.vault.keepSealedCaseIds();
    this.#changed(id);
    return written;
  }

  /** Saves the case under a new form id and returns the id. */
  async saveNew(record: SavedFormRecord): Promise<string> {
    const id = newFormId();
    await this.save(id, record);
    return id;
  }

  /**
   * A copy of the case under a new id named "Copy of <caption or plaintiff>", created and saved at `savedAt`;
   * undefined when there is nothing readable to copy. Raises StorageFull.
   */
  async duplicate(id: string, savedAt: string = new Date().toISOString()): Promise<string | undefined> {
    const read = this.peek(id);
    if (read.status !== 'found') return undefined;
    const { record } = read;
    const plain = given(caseCaption(record.formData).caseName) ?? record.formData.plaintiff.name;
    // A copy is a new case, never sent: the original's issued versions stay with the original.
    const { issued: _issued, ...copied } = record;
    return this.saveNew({ ...copied, name: `Copy of ${plain}`, savedAt, createdAt: savedAt, revision: 0 });
  }

  /** Keeps an unclaimed (clear-text) case in the signed-in account: seals it where it is. */
  async claim(id: string): Promise<void> {
    const read = this.peek(id);
    if (read.status !== 'found' || !read.unclaimed) return;
    this.#seenRevisions.set(id, revisionOf(read.record));
    await this.save(id, read.record, { overwrite: true });
  }

  /**
   * Removes the case saved under `id` (readable or not, the account's own, unclaimed or a replacement); another
   * account's and other keys are never touched. Its id stays in the account's index: no clear-text record
   * written there later is one from before sealing.
   */
  remove(id: string): void {
    if (isBookkeepingKey(id) || this.vault.entryOf(id).kind === 'foreign') return;
    this.vault.remove(id);
    this.#seenRevisions.delete(id);
    this.#changed(id);
  }

  /** Calls `listener` after each save or delete of a case in this tab (the service's copy takes it). */
  whenChanged(listener: (id: string) => void): void {
    this.#changed = listener;
  }
}

export interface SaveOptions {
  /** Save even over a newer revision from another tab (the user chose "Keep mine", or confirmed an import). */
  overwrite?: boolean;
  /** A revision the save must pass: the one the service holds, when the user kept this version over another computer's. */
  revisionAbove?: number;
}

const revisionOf = (record: SavedFormRecord): number => record.revision ?? 0;

/**
 * The record to write over `earlier`, without its revision. The creation time, a duplicate's name, the scenario of
 * record, the economist's paragraphs and the issued versions outlive later saves, which build the record afresh
 * from the form; the scenario of record only where the scenarios it names are still in the case.
 */
function keptFrom(record: SavedFormRecord, earlier: SavedFormRecord | undefined): SavedFormRecord {
  const keptScenario = record.scenarioOfRecord === undefined ? fitScenarioOfRecord(record, earlier?.scenarioOfRecord) : undefined;
  // The economist's paragraphs are written on the report, never in the form: a save without them keeps the case's.
  const keptNarrative = record.formData.narrative === undefined ? earlier?.formData.narrative : undefined;
  // An issued version is what was sent: a save that knows fewer of them (the form's, or a tab opened before an issue) keeps the case's.
  const keptIssued = (record.issued?.length ?? 0) < (earlier?.issued?.length ?? 0) ? earlier?.issued : undefined;
  return {
    ...record,
    ...(keptIssued !== undefined ? { issued: keptIssued } : {}),
    ...(keptNarrative !== undefined ? { formData: { ...record.formData, narrative: keptNarrative } } : {}),
    createdAt: record.createdAt ?? earlier?.createdAt ?? earlier?.savedAt ?? record.savedAt,
    ...(record.name === undefined && earlier?.name !== undefined ? { name: earlier.name } : {}),
    ...(keptScenario !== undefined ? { scenarioOfRecord: keptScenario } : {}),
  };
}
