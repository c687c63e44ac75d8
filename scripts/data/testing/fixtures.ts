import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Excerpts of the official files, laid out as in the folder `data:generate` reads (see fixtures/README.md). */
export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** A fixture's bytes. A missing fixture throws, so the test that needs it fails rather than skips. */
export function fixture(file: string): Buffer {
  return readFileSync(path.join(fixturesDir, file));
}

export const fixtureText = (file: string) => fixture(file).toString('utf8');
