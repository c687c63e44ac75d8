/**
 * Local storage is the product's only persistence for cases (spec §1). Keys:
 * 'user' (the signed-in user), 'font' (report font) and one key per saved form id.
 */

export const USER_KEY = 'user';
export const FONT_KEY = 'font';

export function readJson<T>(key: string): T | undefined {
  const text = localStorage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  localStorage.removeItem(key);
}

/** Every key in local storage, for listing saved cases. */
export function allKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}
