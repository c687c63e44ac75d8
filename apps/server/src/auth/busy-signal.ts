import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth turns a failed statement into a plain 500 response; this lets
 * its error callback tell the Fastify bridge, for the request in hand, that the
 * cause was a locked database, so the bridge can answer 503 with Retry-After.
 */
const current = new AsyncLocalStorage<{ busy: boolean }>();

export function watchForBusyDatabase<T>(run: () => Promise<T>): Promise<{ result: T; busy: boolean }> {
  const state = { busy: false };
  return current.run(state, async () => ({ result: await run(), busy: state.busy }));
}

export function reportBusyDatabase(): void {
  const state = current.getStore();
  if (state) state.busy = true;
}
