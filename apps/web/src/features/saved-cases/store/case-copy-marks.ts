import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

/**
 * Beside each case the service keeps a copy of, this browser remembers the
 * service's revision it last read or wrote of it (`seen`), under a key that is
 * neither a form id nor form-shaped, which the saved-cases list skips. The
 * revision is the record's own (the browser states it, the service cannot read
 * it), so the mark is also the "pending" mark: a local case whose revision is
 * not the one seen was changed here and not yet taken by the service, and a
 * mark without its case is a delete not yet taken. Not sealed: it holds no word
 * of the case. It names its account, so that another account signing in to
 * this browser leaves it alone.
 */
interface CaseCopyMark {
  owner: string;
  seen: number;
}

const PREFIX = 'case-copy:';

export const isCaseCopyMarkKey = (key: string): boolean => key.startsWith(PREFIX);

const markKey = (id: string) => `${PREFIX}${id}`;

/** The ids `keys` hold marks of. */
export const markedIds = (keys: readonly string[]): string[] => keys.filter(isCaseCopyMarkKey).map((key) => key.slice(PREFIX.length));

/** The service's revision `owner` last saw of the case, or undefined when it never saw one (or the mark is another account's). */
export function seenRevision(storage: Storage, owner: string, id: string): number | undefined {
  const mark = readJson<Partial<CaseCopyMark>>(markKey(id), storage);
  return mark?.owner === owner && typeof mark.seen === 'number' ? mark.seen : undefined;
}

export function markSeen(storage: Storage, owner: string, id: string, seen: number): void {
  writeJson(markKey(id), { owner, seen } satisfies CaseCopyMark, storage);
}

/** Forgets the mark: the service and this browser both hold no copy of the case. */
export function forgetMark(storage: Storage, id: string): void {
  removeKey(markKey(id), storage);
}
