import type { SavedCase } from '../../../lib/saved-cases/saved-cases-store.ts';

/** The orders the saved-cases list offers; each breaks ties by id, so rows never swap for no reason. */
export const CASE_ORDERS = {
  created: 'Created, newest first',
  saved: 'Saved, newest first',
  plaintiff: 'Plaintiff A–Z',
} as const;

export type CaseOrder = keyof typeof CASE_ORDERS;

const byId = (a: SavedCase, b: SavedCase) => a.id.localeCompare(b.id);
const newestFirst = (a: string | undefined, b: string | undefined) => (b ?? '').localeCompare(a ?? '');

const compare: Record<CaseOrder, (a: SavedCase, b: SavedCase) => number> = {
  // Saving a case does not change when it was created: the default order does not move rows on a save.
  created: (a, b) => newestFirst(a.createdAt, b.createdAt) || byId(a, b),
  saved: (a, b) => newestFirst(a.savedAt, b.savedAt) || byId(a, b),
  plaintiff: (a, b) =>
    a.plaintiffName.localeCompare(b.plaintiffName, 'en', { sensitivity: 'base' }) || a.caption.localeCompare(b.caption) || byId(a, b),
};

/** The cases whose caption or plaintiff contains `search` (any case), in the chosen order. */
export function arrangeCases(cases: readonly SavedCase[], order: CaseOrder, search: string): SavedCase[] {
  const wanted = search.trim().toLocaleLowerCase();
  const matching = wanted
    ? cases.filter((c) => c.caption.toLocaleLowerCase().includes(wanted) || c.plaintiffName.toLocaleLowerCase().includes(wanted))
    : [...cases];
  return matching.sort(compare[order]);
}

export const isCaseOrder = (value: string): value is CaseOrder => value in CASE_ORDERS;
