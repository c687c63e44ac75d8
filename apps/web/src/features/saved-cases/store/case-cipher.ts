/**
 * Sealing a saved case for its owner: AES-256-GCM (WebCrypto) with the
 * account's key from GET /api/case-key, a fresh 96-bit IV per write, and the
 * owner's user id as additional authenticated data, so that a sealed value
 * copied under another owner's name does not open. What local storage keeps
 * under the form id is the envelope; the record inside is unchanged.
 * Runs the same in a browser and in Node (the journeys seal their fixtures with it).
 */

// The envelope (the owner's user id, base64 of the 12-byte IV and of the ciphertext with its tag) is the contracts' `sealedCase`: the service's copy checks the same shape.
import type { SealedCase } from '@damages/contracts';

/** A WebCrypto key (named through the API so that this module also type-checks under Node's types, for the journeys). */
export type CaseKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The account's key as a WebCrypto key that cannot be read back out (held in memory only). */
export function importCaseKey(base64: string): Promise<CaseKey> {
  return crypto.subtle.importKey('raw', fromBase64(base64), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export function isSealedCase(value: unknown): value is SealedCase {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.sealed === 1 && typeof v.owner === 'string' && typeof v.iv === 'string' && typeof v.data === 'string';
}

export async function sealCase(key: CaseKey, owner: string, value: unknown): Promise<SealedCase> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(owner) }, key, plain);
  return { sealed: 1, owner, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The parsed JSON inside the envelope, or undefined when it does not open (another key, altered, not JSON). */
export async function openSealedCase(key: CaseKey, sealed: SealedCase): Promise<unknown> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: new TextEncoder().encode(sealed.owner) },
      key,
      fromBase64(sealed.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
