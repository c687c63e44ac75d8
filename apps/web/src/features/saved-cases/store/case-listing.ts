import { CASE_TYPE_LABELS, caseCaption, parseSavedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { FONT_KEY, USER_KEY } from '../../../lib/storage.ts';
import { CASE_DAMAGE_REASONS, type CaseDamage } from './case-damage.ts';
import { isCaseCopyMarkKey } from './case-copy-marks.ts';
import { isFormId } from './form-id.ts';
import { isSealedCaseIdsKey } from './sealed-case-ids.ts';

/**
 * What the entries of local storage are to the signed-in account, judged without touching the storage:
 * its cases (found, missing or unreadable, with the damage named in case-damage.ts) and the list of them.
 * The store (saved-case-store.ts) hands in what each key holds.
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

export const RESERVED_KEYS = new Set([USER_KEY, FONT_KEY]);

/** A key the store keeps beside the cases, never a case: the user, the font, an account's sealed index, a copy's mark. */
export const isBookkeepingKey = (key: string): boolean => RESERVED_KEYS.has(key) || isSealedCaseIdsKey(key) || isCaseCopyMarkKey(key);

/** Whose an entry is: the account's own sealed case, another account's, or a clear-text one. */
export type StoredEntry = { kind: 'own'; value: unknown } | { kind: 'foreign' } | { kind: 'clear'; value: unknown } | { kind: 'absent' };

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
export function classify(id: string, entry: StoredEntry, sealedCaseIds: ReadonlySet<string>): SavedCaseRead {
  if (entry.kind === 'absent' || entry.kind === 'foreign') return { status: 'missing' };
  if (entry.kind === 'own') return entry.value === undefined ? damaged('not-opened') : judge(entry.value);
  if (entry.value !== undefined && sealedCaseIds.has(id)) return damaged(looksSealed(entry.value) ? 'not-opened' : 'replaced');
  const read = judge(entry.value);
  return read.status === 'found' ? { ...read, unclaimed: true } : read;
}

export const looksLikeForm = (value: unknown) => typeof value === 'object' && value !== null && 'formData' in value;

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
    if (isBookkeepingKey(id)) continue;
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
function captionOf(record: SavedFormRecord): string {
  return given(record.name) ?? caseCaption(record.formData).caseName ?? record.formData.plaintiff.name;
}

export const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());
