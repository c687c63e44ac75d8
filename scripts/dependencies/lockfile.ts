import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not process.cwd(), so the checks read the same lockfile from any directory.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One entry of package-lock.json's `packages`, keyed by its folder (`node_modules/x`, `apps/web/node_modules/y`). */
export interface LockEntry {
  name?: string;
  version?: string;
  /** Reached only through devDependencies: `npm ci --omit=dev` leaves it out. */
  dev?: boolean;
  /** Reached only through devDependencies and optional edges (optional peers among them). */
  devOptional?: boolean;
  optional?: boolean;
  /** A workspace: `resolved` is its folder in the repository. */
  link?: boolean;
  resolved?: string;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  /** npm copies the registry's deprecation message here when the registry serves one. */
  deprecated?: string;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export function readLockfile(root = repoRoot): Lockfile {
  return JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
}

/** The package name a lockfile key installs: `a/node_modules/@s/x` → `@s/x`. */
export function nameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * The lockfile key Node's resolution lands on for `name` imported from `fromDir` (a folder relative to the
 * repository root): the nearest node_modules going up, as Node itself looks.
 */
export function keyFor(lock: Lockfile, name: string, fromDir: string): string | undefined {
  let dir = fromDir === '.' ? '' : fromDir;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return undefined;
    const parent = path.posix.dirname(dir);
    dir = parent === '.' ? '' : parent;
  }
}

/** Whether `npm ci --omit=dev` installs this entry. */
export function inProductionInstall(entry: LockEntry): boolean {
  return entry.dev !== true;
}
