import type { SavedFormRecord } from '@damages/contracts';
import { saveCase, SaveConflict, StorageFull } from './saved-cases-store.ts';

/**
 * A save that asks the user when the store cannot simply write: another tab
 * saved a newer revision (keep mine or keep theirs), or the storage is full
 * (the user may export the case and free space, then try again). The questions
 * are asked by whatever screen installed them (features/case-files'
 * CaseSaveDialogs); with none installed the save is refused and says why.
 */

export type ConflictChoice = 'mine' | 'theirs';
export type StorageFullChoice = 'retry' | 'give-up';

export interface SaveQuestions {
  conflict(conflict: SaveConflict): Promise<ConflictChoice>;
  storageFull(full: StorageFull): Promise<StorageFullChoice>;
}

export type SaveResult =
  | { status: 'saved'; id: string; record: SavedFormRecord }
  /** The user kept the other tab's version; nothing was written. */
  | { status: 'kept-theirs'; id: string; record: SavedFormRecord }
  | { status: 'not-saved'; id: string; reason: string; error: unknown };

let questions: SaveQuestions | undefined;

/** Installs the dialogs that answer; returns their removal. */
export function setSaveQuestions(answering: SaveQuestions): () => void {
  questions = answering;
  return () => {
    if (questions === answering) questions = undefined;
  };
}

export const CHANGED_ELSEWHERE = 'The case was saved in another tab since you opened it.';
export const STORAGE_FULL = "This browser's storage is full.";

/** Saves `record` under `id`, asking the user what to do about a newer revision or a full storage. Never throws. */
export async function saveCaseAsking(id: string, record: SavedFormRecord): Promise<SaveResult> {
  let overwrite = false;
  for (;;) {
    try {
      return { status: 'saved', id, record: await saveCase(id, record, { overwrite }) };
    } catch (error) {
      if (error instanceof SaveConflict) {
        if (!questions) return { status: 'not-saved', id, reason: CHANGED_ELSEWHERE, error };
        if ((await questions.conflict(error)) === 'theirs') return { status: 'kept-theirs', id, record: error.theirs };
        overwrite = true;
        continue;
      }
      if (error instanceof StorageFull) {
        if (!questions || (await questions.storageFull(error)) === 'give-up')
          return { status: 'not-saved', id, reason: STORAGE_FULL, error };
        continue;
      }
      return { status: 'not-saved', id, reason: error instanceof Error ? error.message : String(error), error };
    }
  }
}
