import type { SavedFormRecord } from '@damages/contracts';
import { IdTaken, StorageFull } from '../store/save-errors.ts';
import type { SavedCases } from '../store/saved-cases-store.ts';
import type { CaseFile } from './case-file.ts';

/** What to do with a file whose case is already saved here: the user's answer, never assumed. */
export type ExistingCaseChoice = 'replace' | 'copy' | 'cancel';

export type ImportOutcome =
  { status: 'imported'; id: string; replaced: boolean } | { status: 'cancelled' } | { status: 'storage-full'; error: StorageFull };

/** The case already saved under the file's form id, if any (readable or not, it would be overwritten). */
export function existingCase(cases: SavedCases, file: CaseFile): SavedFormRecord | 'unreadable' | undefined {
  const read = cases.read(file.formId);
  return read.status === 'found' ? read.record : read.status === 'unreadable' ? 'unreadable' : undefined;
}

/**
 * Saves an imported case: under its own form id when that is free, otherwise
 * as `choice` says (replace after the user confirmed it, or a copy under a new id).
 */
export async function importCase(cases: SavedCases, file: CaseFile, choice: ExistingCaseChoice | undefined): Promise<ImportOutcome> {
  const taken = existingCase(cases, file) !== undefined;
  if (taken && (choice === undefined || choice === 'cancel')) return { status: 'cancelled' };
  try {
    if (taken && choice === 'copy') return { status: 'imported', id: await cases.saveNew(file.record), replaced: false };
    try {
      await cases.save(file.formId, file.record, { overwrite: true });
    } catch (error) {
      // Another account of this browser keeps a case under that id: this one goes under a new id, theirs stays.
      if (error instanceof IdTaken) return { status: 'imported', id: await cases.saveNew(file.record), replaced: false };
      throw error;
    }
    return { status: 'imported', id: file.formId, replaced: taken };
  } catch (error) {
    if (error instanceof StorageFull) return { status: 'storage-full', error };
    throw error;
  }
}
