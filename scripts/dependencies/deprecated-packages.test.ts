import { describe, expect, it } from 'vitest';
import { inProductionInstall, keyFor, type Lockfile, nameOfKey, readLockfile } from './lockfile.ts';

/**
 * Packages their authors have deprecated, with the versions concerned (all, or every major below `below`).
 * npm copies a deprecation into package-lock.json only when the registry it resolved against serves it,
 * and the registry this project is built against does not, so the known ones are listed here; an entry
 * that does carry `deprecated` fails as well. exceljs 4.4 pulled in the first six: unzipper 0.10 brought
 * fstream → rimraf 2 → glob 7 → inflight, archiver 5's archiver-utils brought glob 7, fast-csv 4 brought
 * lodash.isequal, and exceljs itself uuid 8. The root package.json's `overrides` replace them.
 */
const DEPRECATED: { name: string; below?: number; message: string }[] = [
  { name: 'fstream', message: 'This package is no longer supported.' },
  { name: 'rimraf', below: 4, message: 'Rimraf versions prior to v4 are no longer supported' },
  { name: 'glob', below: 12, message: 'Old versions of glob are not supported, and contain widely publicized security vulnerabilities' },
  { name: 'inflight', message: 'This module is not supported, and leaks memory.' },
  { name: 'lodash.isequal', message: "Use require('node:util').isDeepStrictEqual instead." },
  { name: 'uuid', below: 11, message: 'uuid@10 and below is no longer supported.' },
  { name: 'prebuild-install', message: 'No longer maintained.' },
  { name: 'node-domexception', message: "Use your platform's native DOMException instead" },
  { name: 'domexception', message: "Use your platform's native DOMException instead" },
  { name: 'whatwg-encoding', message: 'Use @exodus/bytes instead' },
  { name: 'lodash.get', message: 'Use the optional chaining (?.) operator instead.' },
];

/**
 * Deprecated packages kept knowingly, each only under the one package that still needs it. better-sqlite3 12
 * runs prebuild-install when it is installed (to fetch its compiled addon); better-sqlite3 13 no longer does,
 * and moving the database driver a major version is a change of its own. When nothing needs the package any
 * more, the test asks for its line here to go.
 */
const KEPT: { name: string; onlyUnder: string; reason: string }[] = [
  { name: 'prebuild-install', onlyUnder: 'better-sqlite3', reason: 'the install script of better-sqlite3 12' },
];

interface Found {
  key: string;
  version: string;
  production: boolean;
  message: string;
}

/** Every lockfile entry that a deny-list line or the lockfile's own `deprecated` marks. */
function deprecatedEntries(lock: Lockfile): Found[] {
  const found: Found[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.includes('node_modules/') || entry.link) continue;
    const name = nameOfKey(key);
    const version = entry.version ?? '';
    const major = Number(version.split('.')[0]);
    const listed = DEPRECATED.find((d) => d.name === name && (d.below === undefined || major < d.below));
    const message = entry.deprecated ?? listed?.message;
    if (message) found.push({ key, version, production: inProductionInstall(entry), message });
  }
  return found;
}

/** The names of the packages whose dependencies resolve to `key`. */
function dependents(lock: Lockfile, key: string): string[] {
  const name = nameOfKey(key);
  const parents: string[] = [];
  for (const [parentKey, entry] of Object.entries(lock.packages)) {
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    if (name in wanted && keyFor(lock, name, parentKey || '.') === key) parents.push(entry.name ?? nameOfKey(parentKey));
  }
  return parents;
}

function unexpected(lock: Lockfile): string[] {
  return deprecatedEntries(lock)
    .filter((f) => {
      const kept = KEPT.find((k) => k.name === nameOfKey(f.key));
      return !kept || dependents(lock, f.key).some((parent) => parent !== kept.onlyUnder);
    })
    .map((f) => `${f.key}@${f.version}${f.production ? '' : ' (dev)'}: ${f.message}`);
}

describe('npm install brings in no deprecated package', () => {
  const lock = readLockfile();

  it('finds none in the lockfile beyond the ones kept knowingly', () => {
    expect(unexpected(lock)).toEqual([]);
  });

  it('keeps each knowingly kept one only while its one dependent still needs it', () => {
    for (const kept of KEPT) {
      const keys = Object.keys(lock.packages).filter((k) => nameOfKey(k) === kept.name);
      expect(keys, `${kept.name} is gone: remove its line from KEPT`).not.toEqual([]);
      for (const key of keys) expect(dependents(lock, key), kept.reason).toEqual([kept.onlyUnder]);
    }
  });

  it('would report the chain exceljs 4.4 pulled in without the overrides', () => {
    // The lockfile entries exceljs 4.4 brought before the overrides, added back to today's lockfile.
    const before: Lockfile = {
      ...lock,
      packages: {
        ...lock.packages,
        'node_modules/fstream': { version: '1.0.12', dependencies: { rimraf: '2' } },
        'node_modules/rimraf': { version: '2.7.1', dependencies: { glob: '^7.1.3' } },
        'node_modules/rimraf/node_modules/glob': { version: '7.2.3', dependencies: { inflight: '^1.0.4' } },
        'node_modules/inflight': { version: '1.0.6' },
        'node_modules/uuid': { version: '8.3.2' },
        // A second copy of a knowingly kept one, still only under its one dependent: not reported.
        'node_modules/better-sqlite3/node_modules/prebuild-install': { version: '7.1.3' },
      },
    };
    expect(unexpected(before).sort()).toEqual(
      [
        'node_modules/uuid@8.3.2: uuid@10 and below is no longer supported.',
        'node_modules/fstream@1.0.12: This package is no longer supported.',
        'node_modules/rimraf@2.7.1: Rimraf versions prior to v4 are no longer supported',
        'node_modules/rimraf/node_modules/glob@7.2.3: Old versions of glob are not supported, and contain widely publicized security vulnerabilities',
        'node_modules/inflight@1.0.6: This module is not supported, and leaks memory.',
      ].sort(),
    );
  });
});
