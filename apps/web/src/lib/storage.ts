/**
 * Local storage is the product's working copy of cases (spec §1); the service may
 * keep a sealed copy of each too. Keys: 'user' (the signed-in user), 'font'
 * (report font) and one key per saved form id. Each helper reads the page's local
 * storage unless given another (a test's second computer).
 */

export const USER_KEY = 'user';
export const FONT_KEY = 'font';

export function readJson<T>(key: string, storage: Storage = localStorage): T | undefined {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(value));
}

export function removeKey(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
}

/** Every key in local storage, for listing saved cases. */
export function allKeys(storage: Storage = localStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}
