import type { SavedFormRecord } from '@damages/contracts';
import { SaveConflict, StorageFull } from './save-errors.ts';
import type { SavedCases } from './saved-cases-store.ts';

/**
 * A save that asks the user when the store cannot simply write: another tab
 * (or another computer, through the service's copy) saved a newer revision (keep mine or keep theirs), or the storage is full
 * (the user may export the case and free space, then try again). The questions
 * are asked by whatever screen installed them (the dialogs'
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

const CHANGED_ELSEWHERE = 'The case was saved in another tab since you opened it.';
const STORAGE_FULL = "This browser's storage is full.";

export class SaveAsking {
  #questions: SaveQuestions | undefined;

  constructor(private readonly cases: SavedCases) {}

  /** Installs the dialogs that answer; returns their removal. */
  setQuestions(answering: SaveQuestions): () => void {
    this.#questions = answering;
    return () => {
      if (this.#questions === answering) this.#questions = undefined;
    };
  }

  /**
   * Asks which version to keep when another computer changed a case this browser changed too (the service's copy,
   * case-copies.ts): the same question as another tab's save. Undefined when no screen installed the dialogs.
   */
  async chooseVersion(conflict: SaveConflict): Promise<ConflictChoice | undefined> {
    return this.#questions?.conflict(conflict);
  }

  /** Saves `record` under `id`, asking the user what to do about a newer revision or a full storage. Never throws. */
  async save(id: string, record: SavedFormRecord): Promise<SaveResult> {
    let overwrite = false;
    for (;;) {
      try {
        return { status: 'saved', id, record: await this.cases.save(id, record, { overwrite }) };
      } catch (error) {
        const questions = this.#questions;
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
}
