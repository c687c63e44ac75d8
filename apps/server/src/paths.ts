import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not process.cwd(), so the server and CLI behave the same from any directory.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
