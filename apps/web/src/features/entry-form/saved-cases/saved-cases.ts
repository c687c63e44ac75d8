import { CASE_TYPE_LABELS, parseSavedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { FONT_KEY, USER_KEY } from '../../../lib/storage.ts';
import { isFormId } from '../submit/form-id.ts';

/**
 * The saved cases in local storage, read without trusting them: an entry that
 * cannot be read is reported on its own and never hides the others.
 */

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

const RESERVED_KEYS = new Set([USER_KEY, FONT_KEY]);

const looksLikeForm = (value: unknown) => typeof value === 'object' && value !== null && 'formData' in value;

/**
 * Lists the saved cases among `keys`, newest first. `read` gives a key's parsed
 * JSON, or undefined when its text is not JSON (the storage module's readJson).
 */
export function readSavedCases(keys: readonly string[], read: (key: string) => unknown): SavedCaseList {
  const cases: SavedCase[] = [];
  const unreadable: UnreadableCase[] = [];
  for (const id of keys) {
    if (RESERVED_KEYS.has(id)) continue;
    const value = read(id);
    if (value === undefined) {
      if (isFormId(id)) unreadable.push({ id, reason: 'The entry is not valid JSON.' });
      continue;
    }
    if (!looksLikeForm(value) && !isFormId(id)) continue;
    const record = parseSavedFormRecord(value);
    if (!record) {
      unreadable.push({ id, reason: 'The entry does not match the saved form layout.' });
      continue;
    }
    const data = record.formData;
    cases.push({
      id,
      record,
      plaintiffName: data.plaintiff.name,
      caseType: CASE_TYPE_LABELS[data.case.type],
      dateOfReport: data.case.dateOfReport,
      savedAt: record.savedAt,
    });
  }
  cases.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''));
  return { cases, unreadable };
}

/** "2025-07-11 14:03" in the user's time zone, for the list. */
export function formatSavedAt(savedAt: string | undefined): string {
  if (!savedAt) return '—';
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return savedAt;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
