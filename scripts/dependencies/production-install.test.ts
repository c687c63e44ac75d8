import { describe, expect, it } from 'vitest';
import { type Lockfile, readLockfile } from './lockfile.ts';
import { type StartNeed, startNeeds } from './start-path.ts';

/**
 * A production install (`npm ci --omit=dev`, then `npm start`) leaves out every lockfile entry marked `dev`.
 * `npm start` builds the web app and runs the server from TypeScript, so the builder, the TypeScript runner
 * and everything the server and the bundle import must be installed for a reason of their own: a package
 * marked `devOptional` is there only as somebody's optional peer and can vanish with that package's next
 * release, so it does not count. (.ci/run also starts a production install for real; this finds the
 * package to move in a second.)
 */
function missingFromProduction(lock: Lockfile, needs: StartNeed[]): string[] {
  const problems: string[] = [];
  for (const need of needs) {
    const entry = need.key ? lock.packages[need.key] : undefined;
    if (!need.key || !entry) problems.push(`${need.name}: not installed at all (needed by ${need.neededBy})`);
    else if (entry.dev) problems.push(`${need.name}: only a devDependency (${need.key}, needed by ${need.neededBy})`);
    else if (entry.devOptional)
      problems.push(`${need.name}: installed only as an optional peer of another package (${need.key}, needed by ${need.neededBy})`);
  }
  return problems;
}

describe('npm start after a production install', () => {
  const lock = readLockfile();
  const needs = startNeeds(lock);

  it('follows the build and the server down to their imports', () => {
    // Without these the walk found nothing and the next test would pass by saying nothing.
    const names = new Set(needs.map((n) => n.name));
    for (const name of [
      'vite',
      '@vitejs/plugin-react',
      'react',
      'exceljs',
      'tsx',
      'fastify',
      'better-auth',
      'better-sqlite3',
      'piscina',
      'zod',
    ])
      expect(names, name).toContain(name);
    // Test-only tools are imported by tests and test helpers, never on the way from server.ts.
    for (const name of ['vitest', 'smtp-server', 'oidc-provider', 'fast-check']) expect(names, name).not.toContain(name);
  });

  it('finds every package it loads among the production dependencies', () => {
    expect(missingFromProduction(lock, needs)).toEqual([]);
  });

  it('would name a builder or plugin that is only a devDependency', () => {
    // The lockfile as it was when vite's React plugin was a devDependency of apps/web.
    const devPlugin: Lockfile = {
      ...lock,
      packages: {
        ...lock.packages,
        'node_modules/@vitejs/plugin-react': { ...lock.packages['node_modules/@vitejs/plugin-react'], dev: true },
      },
    };
    expect(missingFromProduction(devPlugin, needs)).toEqual([
      '@vitejs/plugin-react: only a devDependency (node_modules/@vitejs/plugin-react, needed by apps/web/vite.config.ts)',
    ]);
  });
});
