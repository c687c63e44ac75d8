import { AsyncLocalStorage } from 'node:async_hooks';
import { databaseTrouble, type DatabaseTrouble } from '../db/database-trouble.ts';

/**
 * better-auth turns a failed statement into a plain 500 response (or into its
 * own "Failed to get session"); this lets the database, where the statement
 * failed (see db/trouble-reporting-dialect.ts), and better-auth's error
 * callback tell the Fastify bridge, for the request in hand, that the cause was
 * a passing database trouble (a lock, an outage, a full disk), so the bridge
 * can answer 503 with Retry-After in words that say which.
 */
interface Watch {
  trouble?: DatabaseTrouble;
  error?: unknown;
}

const current = new AsyncLocalStorage<Watch>();

export function watchForDatabaseTrouble<T>(run: () => Promise<T>): Promise<{ result: T } & Watch> {
  const state: Watch = {};
  return current.run(state, async () => ({ result: await run(), ...state }));
}

/** Notes `error` for the request in hand when it is a passing database trouble, and says whether it was. */
export function reportDatabaseTrouble(error: unknown): boolean {
  const trouble = databaseTrouble(error);
  if (!trouble) return false;
  const state = current.getStore();
  // The first one is the cause; what fails after it (a rollback on the dead connection) is its echo.
  if (state && !state.trouble) Object.assign(state, { trouble, error });
  return true;
}
