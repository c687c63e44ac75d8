import { useCallback, useEffect, useMemo, useState } from 'react';
import { exportCase } from '../case-file/export-case.ts';
import type { SavedCase, SavedCaseList } from '../store/case-listing.ts';
import { StorageFull } from '../store/save-errors.ts';
import { useSavedCaseStore } from '../store/saved-case-store-context.tsx';
import { arrangeCases, type CaseOrder } from './case-order.ts';

/** What the rows' buttons do; each says how it went in the list's status line. */
export interface SavedCasesActions {
  duplicate: (item: SavedCase) => Promise<void>;
  keep: (item: SavedCase) => Promise<void>;
  exportFile: (item: SavedCase) => void;
  imported: (notice: string) => void;
  /** Asks before a delete: the row of `id` shows "Confirm delete" (null: none does). */
  confirmDelete: (id: string | null) => void;
  remove: (id: string) => void;
}

export interface SavedCasesListView {
  list: SavedCaseList;
  /** The cases the search finds, in the chosen order. */
  rows: SavedCase[];
  search: string;
  setSearch: (search: string) => void;
  order: CaseOrder;
  setOrder: (order: CaseOrder) => void;
  notice: string | null;
  /** The id whose delete is being confirmed. */
  confirming: string | null;
  /** Why the account's cases could not be opened, if they could not. */
  locked: string | undefined;
  actions: SavedCasesActions;
}

/** The plaintiff as the status line names a case. */
export const plaintiffOf = (item: SavedCase) => item.plaintiffName || 'an unnamed plaintiff';

function failure(what: 'duplicate' | 'keep', item: SavedCase, error: unknown): string {
  const why =
    error instanceof StorageFull
      ? "this browser's storage is full. Export cases you want to keep and delete them here to make room."
      : error instanceof Error
        ? error.message
        : String(error);
  return `Could not ${what} the case of ${plaintiffOf(item)}: ${why}`;
}

/**
 * The saved-cases list's state: the account's cases (again after each change
 * here or in another tab), the search and order the user chose, the status
 * line and the delete being confirmed, and what each button does.
 */
export function useSavedCasesList(): SavedCasesListView {
  const savedCases = useSavedCaseStore();
  const { cases } = savedCases;
  const [list, setList] = useState(() => cases.list());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<CaseOrder>('created');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => arrangeCases(list.cases, order, search), [list.cases, order, search]);
  const reload = useCallback(() => setList(cases.list()), [cases]);

  useEffect(() => savedCases.subscribe(reload), [savedCases, reload]);

  const actions = useMemo((): SavedCasesActions => {
    const attempt = async (what: 'duplicate' | 'keep', item: SavedCase, run: () => Promise<unknown>, done: string) => {
      try {
        await run();
        setNotice(done);
      } catch (error) {
        setNotice(failure(what, item, error));
      }
      reload();
    };
    return {
      duplicate: (item) => attempt('duplicate', item, () => cases.duplicate(item.id), `Duplicated the case of ${plaintiffOf(item)}.`),
      keep: (item) => attempt('keep', item, () => cases.claim(item.id), `The case of ${plaintiffOf(item)} is now kept in your account.`),
      exportFile: (item) => setNotice(`Exported the case of ${plaintiffOf(item)} as ${exportCase(item.id, item.record)}.`),
      imported: (text) => {
        reload();
        setNotice(text);
      },
      confirmDelete: setConfirming,
      remove: (id) => {
        cases.remove(id);
        setConfirming(null);
        reload();
        setNotice('Case deleted.');
      },
    };
  }, [cases, reload]);

  return { list, rows, search, setSearch, order, setOrder, notice, confirming, locked: savedCases.vault.problem, actions };
}
