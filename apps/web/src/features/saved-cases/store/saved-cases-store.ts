import { CASE_TYPE_LABELS, caseCaption, fitScenarioOfRecord, parseSavedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { allKeys, FONT_KEY, readJson, removeKey, USER_KEY, writeJson } from '../../../lib/storage.ts';
import { isSealedCase, openSealedCase, sealCase, type CaseKey, type SealedCase } from './case-cipher.ts';
import { CASE_DAMAGE_REASONS, type CaseDamage } from './case-damage.ts';
import { isFormId, newFormId } from './form-id.ts';
import { idsOfIndex, indexOfIds, isSealedCaseIdsKey, sealedCaseIdsKey } from './sealed-case-ids.ts';

/**
 * The one store of saved cases: each case is the record saved in local
 * storage under its form id, next to the 'user' and 'font' keys.
 * The entry form, the saved-cases list and the report read and write cases
 * only through here, and never trust what they read: a damaged entry is
 * reported on its own and never hides the others.
 *
 * Two tabs: each record carries a `revision`, raised by every save. The store
 * remembers, per tab, the revision it last opened or saved of each case, and
 * refuses (SaveConflict) to save over a newer one unless told to overwrite.
 * A full storage raises StorageFull, which keeps the record it could not write.
 *
 * Owner-bound and sealed: every case is written sealed (case-cipher.ts) with
 * the signed-in account's key, which the store holds in memory once
 * unlocked (unlockSavedCases, after the session check) and forgets at
 * sign-out (lockSavedCases). Another account's sealed cases are invisible
 * and never touched. A clear-text record saved before cases were sealed is
 * "unclaimed": it opens, and the list offers to keep it in the account
 * (claimCase) or delete it; saving it seals it. A clear-text record under an
 * id where the account had kept a sealed case (remembered in a sealed index,
 * sealed-case-ids.ts) is a replacement nobody in the account saved: it is
 * refused like a damaged case, never opened. Every entry that cannot be shown
 * says which damage it has (case-damage.ts). Reads are synchronous, from
 * the cases opened at unlock and after each change (another tab's included);
 * writes are asynchronous, since WebCrypto is.
 *
 * API: unlockSavedCases(owner, key), lockSavedCases(), readSavedCase(id),
 * listSavedCases(), saveCase(id, record, {overwrite}), saveNewCase(record),
 * duplicateCase(id), claimCase(id), deleteCase(id), onSavedCasesChange;
 * newFormId, isFormId. save-with-questions.ts asks the user about conflicts and a full storage.
 */

export type SavedCaseRead =
  /** `unclaimed`: a clear-text record from before cases were sealed, in no account yet. */
  | { status: 'found'; record: SavedFormRecord; unclaimed?: boolean }
  | { status: 'missing' }
  /** `reason` is the damage in the user's words (CASE_DAMAGE_REASONS). */
  | { status: 'unreadable'; damage: CaseDamage; reason: string };

export interface SavedCase {
  id: string;
  record: SavedFormRecord;
  plaintiffName: string;
  caseType: string;
  dateOfReport: string;
  savedAt: string | undefined;
  /** When the case was first saved (or duplicated); savedAt for a case saved before the creation time was kept. */
  createdAt: string | undefined;
  /** What the list calls the case: its name ("Copy of …"), else the case caption, else the plaintiff. */
  caption: string;
  unclaimed: boolean;
}

export interface UnreadableCase {
  id: string;
  damage: CaseDamage;
  reason: string;
}

export interface SavedCaseList {
  cases: SavedCase[];
  unreadable: UnreadableCase[];
}

const RESERVED_KEYS = new Set([USER_KEY, FONT_KEY]);

/** Raised by writes while no account is unlocked (signed out, or the key could not be fetched). */
export const LOCKED = 'Sign in to save cases in this browser.';

/** The signed-in account's key, and what its sealed entries hold, by the stored text they were opened from. */
let vault: { owner: string; key: CaseKey } | undefined;
let lastOwner: string | undefined;
const opened = new Map<string, { text: string; value: unknown }>();
/**
 * The ids under which the signed-in account has kept a sealed case: those of its sealed index and of
 * every sealed case of its own opened since the unlock (deleted ones included, see sealed-case-ids.ts).
 */
const sealedIds = new Set<string>();

/** The account whose cases the store shows, or undefined when locked. */
export const savedCasesOwner = (): string | undefined => vault?.owner;

/** Whose an entry is: the account's own sealed case, another account's, or a clear-text one. */
export type StoredEntry = { kind: 'own'; value: unknown } | { kind: 'foreign' } | { kind: 'clear'; value: unknown } | { kind: 'absent' };

function entryOf(id: string): StoredEntry {
  const text = localStorage.getItem(id);
  if (text === null) return { kind: 'absent' };
  const value = readJson<unknown>(id);
  if (!isSealedCase(value)) return { kind: 'clear', value };
  if (value.owner !== vault?.owner) return { kind: 'foreign' };
  // Opened at unlock or after the last change; a change not yet opened shows the version before it.
  return { kind: 'own', value: opened.get(id)?.value };
}

/** Opens the account's sealed entries (all, or those of `ids`) that changed since they were last opened. */
export async function refreshSavedCases(ids: readonly string[] = allKeys()): Promise<void> {
  const current = vault;
  if (!current) return;
  await Promise.all(
    ids.map(async (id) => {
      const text = localStorage.getItem(id);
      if (text === null) return void opened.delete(id);
      if (opened.get(id)?.text === text) return;
      const value = readJson<unknown>(id);
      if (!isSealedCase(value) || value.owner !== current.owner) return void opened.delete(id);
      const inside = await openSealedCase(current.key, value);
      if (vault === current) opened.set(id, { text, value: inside });
    }),
  );
  if (vault === current) noteSealedCases(current.owner);
}

/** Takes into sealedIds what the opened entries of the account show: its index's ids, and its sealed cases. */
function noteSealedCases(owner: string): void {
  for (const [id, { value }] of opened) {
    if (id === sealedCaseIdsKey(owner)) for (const known of idsOfIndex(value)) sealedIds.add(known);
    // One that does not open is a case when it sits under a form id (drafts and indexes never do).
    else if (!isSealedCaseIdsKey(id) && (value === undefined ? isFormId(id) : looksLikeForm(value))) sealedIds.add(id);
  }
}

/**
 * Seals the account's index again when it lacks an id the store knows: a first save under the id, or
 * cases sealed before the index existed (the first unlock after it came, or after the index was lost).
 */
async function keepSealedCaseIds(): Promise<void> {
  const current = vault;
  if (!current) return;
  const key = sealedCaseIdsKey(current.owner);
  // Another tab may have added ids since this one opened the index: take them in, so that this write keeps them.
  await refreshSavedCases([key]);
  const stored = new Set(idsOfIndex(opened.get(key)?.value));
  if ([...sealedIds].every((id) => stored.has(id))) return;
  try {
    await writeSealedValue(key, indexOfIds(sealedIds));
  } catch {
    // A full storage, or a sign-out meanwhile: the cases are saved, and the next unlock rebuilds the index from them.
  }
}

/** Shows the cases of `owner`, sealing with `key` from now on; opens its saved cases first. */
export async function unlockSavedCases(owner: string, key: CaseKey): Promise<void> {
  if (vault?.owner !== owner) {
    opened.clear();
    sealedIds.clear();
  }
  // The same account signing in again (its session had ended) keeps what this tab had opened.
  if (lastOwner !== owner) seenRevisions.clear();
  lastOwner = owner;
  vault = { owner, key };
  await refreshSavedCases();
  await keepSealedCaseIds();
}

/** Forgets the key and everything opened with it (sign-out); `forgetRevisions` also what this tab had opened (a fresh page). */
export function lockSavedCases({ forgetRevisions = false }: { forgetRevisions?: boolean } = {}): void {
  vault = undefined;
  opened.clear();
  sealedIds.clear();
  if (!forgetRevisions) return;
  seenRevisions.clear();
  lastOwner = undefined;
}

const damaged = (damage: CaseDamage): SavedCaseRead => ({ status: 'unreadable', damage, reason: CASE_DAMAGE_REASONS[damage] });

/** What one key holds, judged from its parsed JSON (undefined when the text is not JSON). */
function judge(value: unknown): SavedCaseRead {
  if (value === undefined) return damaged('not-json');
  const record = parseSavedFormRecord(value);
  return record ? { status: 'found', record } : damaged('not-a-form');
}

/** A sealed envelope with a part missing or mistyped: damaged, not a clear-text record. */
const looksSealed = (value: unknown) => typeof value === 'object' && value !== null && 'sealed' in value;

/**
 * What an entry is to the account, given the ids it has kept sealed cases under: its own case, a
 * clear-text one from before sealing (unclaimed), a replacement of one of its sealed cases, damaged, or
 * nothing of its own (missing).
 */
function classify(id: string, entry: StoredEntry, sealedCaseIds: ReadonlySet<string>): SavedCaseRead {
  if (entry.kind === 'absent' || entry.kind === 'foreign') return { status: 'missing' };
  if (entry.kind === 'own') return entry.value === undefined ? damaged('not-opened') : judge(entry.value);
  if (entry.value !== undefined && sealedCaseIds.has(id)) return damaged(looksSealed(entry.value) ? 'not-opened' : 'replaced');
  const read = judge(entry.value);
  return read.status === 'found' ? { ...read, unclaimed: true } : read;
}

/** The case saved under `id`: found, missing ('Form Does not exist'; also another account's) or unreadable. */
export function readSavedCase(id: string): SavedCaseRead {
  const read = peek(id);
  if (read.status === 'found') seenRevisions.set(id, revisionOf(read.record));
  return read;
}

/** What is saved under `id` now, without taking it as the version this tab works on. */
function peek(id: string): SavedCaseRead {
  if (RESERVED_KEYS.has(id) || isSealedCaseIdsKey(id)) return { status: 'missing' };
  return classify(id, entryOf(id), sealedIds);
}

/** Per tab: the revision of each case this tab last opened or saved. */
const seenRevisions = new Map<string, number>();

export const revisionOf = (record: SavedFormRecord): number => record.revision ?? 0;

/** Raised by {@link saveCase} when another tab saved the case since this tab opened it. */
export class SaveConflict extends Error {
  constructor(
    readonly id: string,
    readonly mine: SavedFormRecord,
    readonly theirs: SavedFormRecord,
  ) {
    super('The case was saved in another tab since it was opened here.');
  }
}

/** Raised by {@link saveCase} when the browser's storage is full; `record` is what could not be written. */
export class StorageFull extends Error {
  constructor(
    readonly id: string,
    readonly record: SavedFormRecord,
    override readonly cause: unknown,
  ) {
    super("This browser's storage for the app is full.");
  }
}

/** Chrome and Safari say QuotaExceededError (old ones code 22); Firefox NS_ERROR_DOM_QUOTA_REACHED (1014). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

const looksLikeForm = (value: unknown) => typeof value === 'object' && value !== null && 'formData' in value;

/**
 * The saved cases among `keys`, newest first, with the ones that cannot be shown apart. `read` gives
 * what a key holds (opened when sealed for this account, undefined inside when it does not open or its
 * text is not JSON); `sealedCaseIds` the ids the account has kept sealed cases under. A key that is
 * neither a form id, nor one of those, nor holds something form-shaped is not a case (a draft, the
 * index, another app's) and is skipped.
 */
export function savedCasesAmong(
  keys: readonly string[],
  read: (key: string) => StoredEntry,
  sealedCaseIds: ReadonlySet<string> = new Set(),
): SavedCaseList {
  const cases: SavedCase[] = [];
  const unreadable: UnreadableCase[] = [];
  for (const id of keys) {
    if (RESERVED_KEYS.has(id) || isSealedCaseIdsKey(id)) continue;
    const entry = read(id);
    if (entry.kind === 'absent' || entry.kind === 'foreign') continue;
    if (!isFormId(id) && !sealedCaseIds.has(id) && (entry.value === undefined || !looksLikeForm(entry.value))) continue;
    const result = classify(id, entry, sealedCaseIds);
    if (result.status !== 'found') {
      if (result.status === 'unreadable') unreadable.push({ id, damage: result.damage, reason: result.reason });
      continue;
    }
    const data = result.record.formData;
    cases.push({
      id,
      record: result.record,
      plaintiffName: data.plaintiff.name,
      caseType: CASE_TYPE_LABELS[data.case.type],
      dateOfReport: data.case.dateOfReport,
      savedAt: result.record.savedAt,
      createdAt: result.record.createdAt ?? result.record.savedAt,
      caption: captionOf(result.record),
      unclaimed: result.unclaimed === true,
    });
  }
  cases.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''));
  return { cases, unreadable };
}

/** The list's name of a case: its own name (a duplicate's "Copy of …"), else the case caption, else the plaintiff. */
export function captionOf(record: SavedFormRecord): string {
  return given(record.name) ?? caseCaption(record.formData).caseName ?? record.formData.plaintiff.name;
}

const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());

/** The signed-in account's saved cases in this browser (and unclaimed ones), newest first, with the unreadable ones apart. */
export function listSavedCases(): SavedCaseList {
  return savedCasesAmong(allKeys(), entryOf, sealedIds);
}

export interface SaveOptions {
  /** Save even over a newer revision from another tab (the user chose "Keep mine", or confirmed an import). */
  overwrite?: boolean;
}

/** Raised by {@link saveCase} when another account's case is saved under the id in this browser. */
export class IdTaken extends Error {
  constructor(readonly id: string) {
    super("Another account's case is saved under this id in this browser.");
  }
}

/**
 * Saves (or replaces) the case under `id`, sealed for the signed-in account,
 * with the next revision, and returns the record as written. Raises
 * SaveConflict when another tab saved a newer revision than this tab opened,
 * StorageFull when the storage is full, IdTaken over another account's case,
 * an Error saying LOCKED when signed out, and whatever else the browser
 * throws (private mode).
 */
export async function saveCase(id: string, record: SavedFormRecord, { overwrite = false }: SaveOptions = {}): Promise<SavedFormRecord> {
  const current = vault;
  if (!current) throw new Error(LOCKED);
  // Another tab may have written since this one last looked.
  await refreshSavedCases([id]);
  if (entryOf(id).kind === 'foreign') throw new IdTaken(id);
  const before = peek(id);
  const stored = before.status === 'found' ? revisionOf(before.record) : 0;
  const seen = seenRevisions.get(id);
  if (before.status === 'found' && !before.unclaimed && !overwrite && (seen === undefined || stored > seen))
    throw new SaveConflict(id, record, before.record);
  // The creation time, a duplicate's name, the scenario of record and the economist's paragraphs outlive later saves, which
  // build the record afresh from the form; the scenario of record only where the scenarios it names are still in the case.
  const earlier = before.status === 'found' ? before.record : undefined;
  const keptScenario = record.scenarioOfRecord === undefined ? fitScenarioOfRecord(record, earlier?.scenarioOfRecord) : undefined;
  // The economist's paragraphs are written on the report, never in the form: a save without them keeps the case's.
  const keptNarrative = record.formData.narrative === undefined ? earlier?.formData.narrative : undefined;
  const written: SavedFormRecord = {
    ...record,
    ...(keptNarrative !== undefined ? { formData: { ...record.formData, narrative: keptNarrative } } : {}),
    createdAt: record.createdAt ?? earlier?.createdAt ?? earlier?.savedAt ?? record.savedAt,
    ...(record.name === undefined && earlier?.name !== undefined ? { name: earlier.name } : {}),
    ...(keptScenario !== undefined ? { scenarioOfRecord: keptScenario } : {}),
    revision: Math.max(stored, seen ?? 0) + 1,
  };
  const sealed: SealedCase = await sealCase(current.key, current.owner, written);
  if (vault !== current) throw new Error(LOCKED);
  try {
    writeJson(id, sealed);
  } catch (error) {
    if (isQuotaExceeded(error)) throw new StorageFull(id, record, error);
    throw error;
  }
  opened.set(id, { text: JSON.stringify(sealed), value: written });
  seenRevisions.set(id, revisionOf(written));
  sealedIds.add(id);
  await keepSealedCaseIds();
  return written;
}

const changeListeners = new Set<() => void>();

/**
 * Calls `listener` when another tab changes a saved case (the `storage` event,
 * which the tab that wrote does not get), once the change is opened; returns
 * the unsubscription.
 */
export function onSavedCasesChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

// Another tab's writes: open them, then tell the screens. Its sign-out (the user removed): forget the key here too.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === USER_KEY && event.newValue === null) lockSavedCases();
    if (event.key !== null && RESERVED_KEYS.has(event.key)) return;
    void refreshSavedCases(event.key === null ? undefined : [event.key]).then(() => changeListeners.forEach((listener) => listener()));
  });

/** Saves the case under a new form id and returns the id. */
export async function saveNewCase(record: SavedFormRecord): Promise<string> {
  const id = newFormId();
  await saveCase(id, record);
  return id;
}

/**
 * A copy of the case under a new id named "Copy of <caption or plaintiff>", created and saved at `savedAt`;
 * undefined when there is nothing readable to copy. Raises StorageFull.
 */
export async function duplicateCase(id: string, savedAt: string = new Date().toISOString()): Promise<string | undefined> {
  const read = peek(id);
  if (read.status !== 'found') return undefined;
  const { record } = read;
  const plain = given(caseCaption(record.formData).caseName) ?? record.formData.plaintiff.name;
  return saveNewCase({ ...record, name: `Copy of ${plain}`, savedAt, createdAt: savedAt, revision: 0 });
}

/** Keeps an unclaimed (clear-text) case in the signed-in account: seals it where it is. */
export async function claimCase(id: string): Promise<void> {
  const read = peek(id);
  if (read.status !== 'found' || !read.unclaimed) return;
  seenRevisions.set(id, revisionOf(read.record));
  await saveCase(id, read.record, { overwrite: true });
}

/**
 * Removes the case saved under `id` (readable or not, the account's own, unclaimed or a replacement); another
 * account's and other keys are never touched. Its id stays in the account's index: no clear-text record
 * written there later is one from before sealing.
 */
export function deleteCase(id: string): void {
  if (RESERVED_KEYS.has(id) || isSealedCaseIdsKey(id) || entryOf(id).kind === 'foreign') return;
  removeKey(id);
  opened.delete(id);
  seenRevisions.delete(id);
}

/**
 * Another kind of the account's own data (a draft, see drafts.ts) sealed like a case, under a key the list skips
 * (neither a form id nor form-shaped): what it holds once opened, undefined when absent, another account's,
 * clear text or not opened.
 */
export function readSealedValue(key: string): unknown {
  const entry = entryOf(key);
  return entry.kind === 'own' ? entry.value : undefined;
}

/** Seals `value` for the signed-in account under `key`; an Error saying LOCKED when signed out, StorageFull-like errors pass through. */
export async function writeSealedValue(key: string, value: unknown): Promise<void> {
  const current = vault;
  if (!current || RESERVED_KEYS.has(key)) throw new Error(LOCKED);
  if (entryOf(key).kind === 'foreign') throw new IdTaken(key);
  const sealed = await sealCase(current.key, current.owner, value);
  if (vault !== current) throw new Error(LOCKED);
  writeJson(key, sealed);
  opened.set(key, { text: JSON.stringify(sealed), value });
}

/** Removes the account's own sealed value under `key`; another account's is never touched. */
export function removeSealedValue(key: string): void {
  if (RESERVED_KEYS.has(key) || entryOf(key).kind !== 'own') return;
  removeKey(key);
  opened.delete(key);
}

export { isFormId, newFormId };
