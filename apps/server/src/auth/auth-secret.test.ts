import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret, SECRET_FILE } from './auth-secret.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when given, writing nothing', () => {
    const dir = tempDir();
    expect(resolveAuthSecret(dir, 'given-secret')).toBe('given-secret');
    expect(() => statSync(path.join(dir, SECRET_FILE))).toThrow();
  });

  it('generates a long random secret readable only by its owner', () => {
    const dir = path.join(tempDir(), 'fresh');
    const secret = resolveAuthSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('keeps the generated secret across restarts', () => {
    const dir = tempDir();
    const first = resolveAuthSecret(dir);
    expect(resolveAuthSecret(dir)).toBe(first);
    expect(readFileSync(path.join(dir, SECRET_FILE), 'utf8').trim()).toBe(first);
  });

  it('tightens the mode of a secret file copied with looser permissions', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, SECRET_FILE), 'copied-secret\n', { mode: 0o644 });
    expect(resolveAuthSecret(dir)).toBe('copied-secret');
    expect(statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
