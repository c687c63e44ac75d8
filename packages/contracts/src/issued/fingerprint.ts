/**
 * The fingerprint of an issued report: the SHA-256 of its canonical record.
 * Canonical JSON writes every object's keys in code-point order, no spaces,
 * and leaves out what JSON leaves out (undefined members), so the same record
 * has the same fingerprint whatever order its keys were built or parsed in,
 * and a change to any figure changes it. Web Crypto, so the browser and the
 * server compute the same digest.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The record as canonical JSON; refuses what JSON cannot carry exactly (a non-finite number). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value, '$'));
}

function canonical(value: unknown, path: string): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path} is not a finite number`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => (item === undefined ? null : canonical(item, `${path}[${i}]`)));
  if (typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined && typeof member !== 'function') out[key] = canonical(member, `${path}.${key}`);
    }
    return out;
  }
  throw new TypeError(`${path} cannot be written as JSON`);
}

/** The lower-case hex SHA-256 of some bytes (a file a data package lists with its hash, a canonical record). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The lower-case hex SHA-256 of the canonical JSON (UTF-8) of `value`. */
export async function fingerprintOf(value: unknown): Promise<string> {
  return sha256Hex(new TextEncoder().encode(canonicalJson(value)));
}

/** "3f9a…c01b": the first and last four hex digits, as the cover and the footer print it. */
export function shortFingerprint(fingerprint: string): string {
  return `${fingerprint.slice(0, 4)}…${fingerprint.slice(-4)}`;
}
