import { afterAll } from 'vitest';
import { sharedPasswordPool } from './shared-password-pool.ts';

// The server project's setup file (vitest.config.ts): runs in every test file.
afterAll(() => sharedPasswordPool.close());
