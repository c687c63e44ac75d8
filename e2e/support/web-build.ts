import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/paths.ts';

export const webDist = path.join(repoRoot, 'apps/web/dist');

// What the bundle is built from: the web app, the packages it imports, and how it is built (this file).
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/engine/src',
  'e2e/support/web-build.ts',
];

function newestChange(target: string): number {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

function isFresh(): boolean {
  const built = statSync(path.join(webDist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built > 0 && SOURCES.every((source) => newestChange(path.join(repoRoot, source)) <= built);
}

/**
 * Builds the web app (`npx vite build apps/web`) unless apps/web/dist is newer
 * than every source. A lock directory keeps two journeys started at once from
 * building over each other.
 */
export async function ensureWebBuild(): Promise<void> {
  if (isFresh()) return;
  const lock = path.join(os.tmpdir(), `damages-web-build-${Buffer.from(repoRoot).toString('hex').slice(-24)}.lock`);
  await acquire(lock);
  try {
    if (isFresh()) return;
    // Vitest sets NODE_ENV=test, and Vite builds libraries in that mode: React's development build and its
    // jsxDEV runtime with our source paths. The journeys check the build users get.
    execFileSync('npx', ['vite', 'build', 'apps/web'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function acquire(lock: string): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than any build is left over from a killed run.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Gave up waiting for another web build (${lock})`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
