import type { SavedCase } from '../store/case-listing.ts';
import { matchesCaseSearch } from './case-search.ts';

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

/** The cases `search` finds (by caption, docket, court, attorney or plaintiff: matchesCaseSearch), in the chosen order. */
export function arrangeCases(cases: readonly SavedCase[], order: CaseOrder, search: string): SavedCase[] {
  return cases.filter((c) => matchesCaseSearch(c, search)).sort(compare[order]);
}

export const isCaseOrder = (value: string): value is CaseOrder => value in CASE_ORDERS;
