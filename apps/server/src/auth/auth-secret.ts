import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'auth-secret';

/**
 * The key that signs session cookies and encrypts TOTP secrets: AUTH_SECRET
 * when given, otherwise one generated on first start and kept in
 * `<dataDir>/auth-secret` (mode 0600) so that sessions survive a restart.
 * Instances sharing one PostgreSQL database must share AUTH_SECRET.
 */
export function resolveAuthSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = path.join(dataDir, SECRET_FILE);
  const stored = readSecret(file);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when another process created the file first; its secret then wins.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} is empty; delete it to have a new secret generated`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    // A copied data directory may have lost the mode; the secret is as sensitive as every session.
    if (secret) chmodSync(file, 0o600);
    return secret || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
