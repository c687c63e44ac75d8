import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not process.cwd(), so the scripts behave the same from any directory.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const referenceDataDir = path.join(repoRoot, 'packages/engine/src/reference/data');
