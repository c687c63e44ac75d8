import { passwordPool } from '../auth/password-pool.ts';

/**
 * One password pool for every app a test file builds (`BuildOptions.passwordPool`): each app's own would start a
 * worker thread that loads the password-strength dictionaries, about a second of CPU, for every test. The
 * server project's setup file (`testing/setup.ts`) closes it after the file's tests.
 */
export const sharedPasswordPool = passwordPool();
