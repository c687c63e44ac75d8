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
 * API: readSavedCase(id), listSavedCases(), saveCase(id, record),
 * saveNewCase(record), duplicateCase(id), deleteCase(id); newFormId, isFormId.
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
  if (RESERVED_KEYS.has(id) || !allKeys().includes(id)) return { status: 'missing' };
  return judge(readJson<unknown>(id));
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

/** Saves (or replaces) the case under `id`. Throws when the browser refuses (quota, private mode). */
export function saveCase(id: string, record: SavedFormRecord): void {
  writeJson(id, record);
}

/** Saves the case under a new form id and returns the id. */
export function saveNewCase(record: SavedFormRecord): string {
  const id = newFormId();
  saveCase(id, record);
  return id;
}

/** A copy of the case under a new id, stamped `savedAt`; undefined when there is nothing readable to copy. */
export function duplicateCase(id: string, savedAt: string = new Date().toISOString()): string | undefined {
  const read = readSavedCase(id);
  return read.status === 'found' ? saveNewCase({ ...read.record, savedAt }) : undefined;
}

/** Removes the case saved under `id` (readable or not); other keys are never touched. */
export function deleteCase(id: string): void {
  if (!RESERVED_KEYS.has(id)) removeKey(id);
}

export { isFormId, newFormId };
