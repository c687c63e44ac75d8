import { CASE_TYPE_LABELS, parseSavedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { allKeys, FONT_KEY, readJson, removeKey, USER_KEY, writeJson } from '../storage.ts';
import { isFormId, newFormId } from './form-id.ts';

/**
 * The one store of saved cases: each case is the record saved in local
 * storage under its form id (spec §3), next to the 'user' and 'font' keys.
 * The entry form, the saved-cases list and the report read and write cases
 * only through here, and never trust what they read: a damaged entry is
 * reported on its own and never hides the others.
 *
 * Two tabs: each record carries a `revision`, raised by every save. The store
 * remembers, per tab, the revision it last opened or saved of each case, and
 * refuses (SaveConflict) to save over a newer one unless told to overwrite.
 * A full storage raises StorageFull, which keeps the record it could not write.
 *
 * API: readSavedCase(id), listSavedCases(), saveCase(id, record, {overwrite}),
 * saveNewCase(record), duplicateCase(id), deleteCase(id), onSavedCasesChange;
 * newFormId, isFormId. save-with-questions.ts asks the user about conflicts and a full storage.
 */

export type SavedCaseRead = { status: 'found'; record: SavedFormRecord } | { status: 'missing' } | { status: 'unreadable'; reason: string };

export interface SavedCase {
  id: string;
  record: SavedFormRecord;
  plaintiffName: string;
  caseType: string;
  dateOfReport: string;
  savedAt: string | undefined;
}

export interface UnreadableCase {
  id: string;
  reason: string;
}

export interface SavedCaseList {
  cases: SavedCase[];
  unreadable: UnreadableCase[];
}

const NOT_JSON = 'The entry is not valid JSON.';
const NOT_A_FORM = 'The entry does not match the saved form layout.';
const RESERVED_KEYS = new Set([USER_KEY, FONT_KEY]);

/** What one key holds, judged from its parsed JSON (undefined when the text is not JSON). */
function judge(value: unknown): SavedCaseRead {
  if (value === undefined) return { status: 'unreadable', reason: NOT_JSON };
  const record = parseSavedFormRecord(value);
  return record ? { status: 'found', record } : { status: 'unreadable', reason: NOT_A_FORM };
}

/** The case saved under `id`: found, missing ('Form Does not exist') or unreadable. */
export function readSavedCase(id: string): SavedCaseRead {
  const read = peek(id);
  if (read.status === 'found') seenRevisions.set(id, revisionOf(read.record));
  return read;
}

/** What is saved under `id` now, without taking it as the version this tab works on. */
function peek(id: string): SavedCaseRead {
  if (RESERVED_KEYS.has(id) || !allKeys().includes(id)) return { status: 'missing' };
  return judge(readJson<unknown>(id));
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
 * The saved cases among `keys`, newest first. `read` gives a key's parsed JSON,
 * or undefined when its text is not JSON. A key that is neither a form id nor
 * holds something form-shaped belongs to someone else and is skipped.
 */
export function savedCasesAmong(keys: readonly string[], read: (key: string) => unknown): SavedCaseList {
  const cases: SavedCase[] = [];
  const unreadable: UnreadableCase[] = [];
  for (const id of keys) {
    if (RESERVED_KEYS.has(id)) continue;
    const value = read(id);
    if (!isFormId(id) && (value === undefined || !looksLikeForm(value))) continue;
    const result = judge(value);
    if (result.status !== 'found') {
      if (result.status === 'unreadable') unreadable.push({ id, reason: result.reason });
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
    });
  }
  cases.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''));
  return { cases, unreadable };
}

/** Every saved case in this browser, newest first, with the unreadable ones apart. */
export function listSavedCases(): SavedCaseList {
  return savedCasesAmong(allKeys(), (key) => readJson<unknown>(key));
}

export interface SaveOptions {
  /** Save even over a newer revision from another tab (the user chose "Keep mine", or confirmed an import). */
  overwrite?: boolean;
}

/**
 * Saves (or replaces) the case under `id` with the next revision and returns
 * the record as written. Raises SaveConflict when another tab saved a newer
 * revision than this tab opened, StorageFull when the storage is full, and
 * whatever else the browser throws (private mode).
 */
export function saveCase(id: string, record: SavedFormRecord, { overwrite = false }: SaveOptions = {}): SavedFormRecord {
  const current = peek(id);
  const stored = current.status === 'found' ? revisionOf(current.record) : 0;
  const seen = seenRevisions.get(id);
  if (current.status === 'found' && !overwrite && (seen === undefined || stored > seen)) throw new SaveConflict(id, record, current.record);
  const written: SavedFormRecord = { ...record, revision: Math.max(stored, seen ?? 0) + 1 };
  try {
    writeJson(id, written);
  } catch (error) {
    if (isQuotaExceeded(error)) throw new StorageFull(id, record, error);
    throw error;
  }
  seenRevisions.set(id, revisionOf(written));
  return written;
}

/**
 * Calls `listener` when another tab changes a saved case (the `storage` event,
 * which the tab that wrote does not get); returns the unsubscription.
 */
export function onSavedCasesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === null || !RESERVED_KEYS.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Saves the case under a new form id and returns the id. */
export function saveNewCase(record: SavedFormRecord): string {
  const id = newFormId();
  saveCase(id, record);
  return id;
}

/** A copy of the case under a new id, stamped `savedAt`; undefined when there is nothing readable to copy. Raises StorageFull. */
export function duplicateCase(id: string, savedAt: string = new Date().toISOString()): string | undefined {
  const read = peek(id);
  return read.status === 'found' ? saveNewCase({ ...read.record, savedAt, revision: 0 }) : undefined;
}

/** Removes the case saved under `id` (readable or not); other keys are never touched. */
export function deleteCase(id: string): void {
  if (RESERVED_KEYS.has(id)) return;
  removeKey(id);
  seenRevisions.delete(id);
}

export { isFormId, newFormId };
