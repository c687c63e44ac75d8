import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * better-auth's password hash (`salt:key`, both hex; scrypt N=16384, r=16,
 * p=1, 64 bytes, of the NFKC form of the password), computed synchronously so
 * that the password pool's worker does it on its own low-priority thread: the
 * library's own version runs on Node's shared thread pool, where a burst of
 * sign-ups would hold up every request's cookie signature check behind it.
 * password-pool.test.ts checks that better-auth verifies these hashes, and that
 * these verify better-auth's.
 */
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
const KEY_BYTES = 64;

const keyOf = (password: string, salt: string) => scryptSync(password.normalize('NFKC'), salt, KEY_BYTES, SCRYPT);

export function hashPasswordNow(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${keyOf(password, salt).toString('hex')}`;
}

export function verifyPasswordNow(hash: string, password: string): boolean {
  const [salt, key] = hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const actual = keyOf(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
