import { useMemo, useSyncExternalStore } from 'react';
import type { SavedCaseStore } from '../saved-cases/index.ts';
import { readJson, removeKey, USER_KEY, writeJson } from '../../lib/storage.ts';

/** The signed-in user as kept in local storage under 'user' (spec §3). The session itself is the server's cookie. */
export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  twoFactorEnabled?: boolean | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Keeps only the fields the screens show, whatever else the server sent. */
export function saveSignedInUser({ id, name, email, username, twoFactorEnabled }: SignedInUser): void {
  writeJson(USER_KEY, { id, name, email, username: username ?? null, twoFactorEnabled: twoFactorEnabled ?? false });
  notify();
}

/** Signed out: the user goes, and with it the key to the account's saved cases. */
export function clearSignedInUser(savedCases: SavedCaseStore): void {
  removeKey(USER_KEY);
  savedCases.vault.lock();
  notify();
}

function readSignedInUser(): SignedInUser | undefined {
  return readJson<SignedInUser>(USER_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes local storage too.
  const onStorage = (event: StorageEvent) => event.key === USER_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, kept current across the app and other tabs; undefined when signed out. */
export function useSignedInUser(): SignedInUser | undefined {
  // The raw text is the snapshot: a string compares by value, so React re-renders only on a real change.
  const text = useSyncExternalStore(subscribe, () => localStorage.getItem(USER_KEY));
  return useMemo(() => (text === null ? undefined : readSignedInUser()), [text]);
}
