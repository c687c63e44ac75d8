import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { SavedCaseStore } from './saved-case-store.ts';

const SavedCaseStoreContext = createContext<SavedCaseStore | undefined>(undefined);

/** Hands the page's one store to every screen below, and keeps it told of other tabs' writes while mounted. */
export function SavedCaseStoreProvider({ store, children }: { store: SavedCaseStore; children: ReactNode }) {
  useEffect(() => store.watchOtherTabs(window), [store]);
  return <SavedCaseStoreContext.Provider value={store}>{children}</SavedCaseStoreContext.Provider>;
}

/** The page's saved-case store (SavedCaseStoreProvider). */
export function useSavedCaseStore(): SavedCaseStore {
  const store = useContext(SavedCaseStoreContext);
  if (!store) throw new Error('useSavedCaseStore needs a SavedCaseStoreProvider above it.');
  return store;
}
