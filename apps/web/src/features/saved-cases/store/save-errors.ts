import type { SavedFormRecord } from '@damages/contracts';

/** Raised by writes while no account is unlocked (signed out, or the key could not be fetched). */
export const LOCKED = 'Sign in to save cases in this browser.';

/** Raised by a save when another tab saved the case since this tab opened it. */
export class SaveConflict extends Error {
  constructor(
    readonly id: string,
    readonly mine: SavedFormRecord,
    readonly theirs: SavedFormRecord,
  ) {
    super('The case was saved in another tab since it was opened here.');
  }
}

/** Raised by a save when the browser's storage is full; `record` is what could not be written. */
export class StorageFull extends Error {
  constructor(
    readonly id: string,
    readonly record: SavedFormRecord,
    override readonly cause: unknown,
  ) {
    super("This browser's storage for the app is full.");
  }
}

/** Raised by a save when another account's case is saved under the id in this browser. */
export class IdTaken extends Error {
  constructor(readonly id: string) {
    super("Another account's case is saved under this id in this browser.");
  }
}

/** Chrome and Safari say QuotaExceededError (old ones code 22); Firefox NS_ERROR_DOM_QUOTA_REACHED (1014). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
