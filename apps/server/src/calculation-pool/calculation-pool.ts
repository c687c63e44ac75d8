import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { EndpointName } from '@damages/contracts';
import Piscina from 'piscina';
import type { EndpointOutcome } from '../routes/api/endpoint-route.ts';

/**
 * The worker threads that compute the create_table answers and a case's
 * sensitivity, so that one user's largest requests do not hold everyone else's
 * lookups behind them on the event loop. A worker validates the body, computes the tables and writes the JSON
 * text exactly as the event loop would (`answerEndpoint`); only that text
 * travels back.
 */

const WORKER = fileURLToPath(new URL('./calculation-worker.mjs', import.meta.url));

/**
 * The workers run at a lower scheduling priority than the event loop, so that on
 * a busy machine the event loop (HTTP, lookups, sign-in) gets the CPU first and
 * the tables take the rest (Linux and macOS; ignored where unsupported).
 */
const WORKER_NICE_INCREMENT = 10;

/**
 * Calculations that may wait for a worker at once; past them a request is
 * answered 503 at once. A waiting request holds its body (up to the body
 * limit) and its connection, so an unbounded queue lets one client's flood
 * take the memory, and the wait grows without end for everyone. The largest
 * request takes about 10 ms (docs/benchmarks.md), so a full queue drains in
 * well under a second even on one thread, and no user computing tables at a
 * human pace meets the bound.
 */
export const MAX_WAITING_CALCULATIONS = 64;

/** When a refused calculation may try again: a full queue is drained long before. */
const CALCULATIONS_BUSY_RETRY_SECONDS = 1;

const CALCULATIONS_BUSY = 'The service is busy with other calculations; please try again in a moment.';

/** The answer past MAX_WAITING_CALCULATIONS, in the `{error, issues}` shape of every failure. */
const CALCULATIONS_BUSY_OUTCOME: EndpointOutcome = {
  status: 503,
  retryAfterSeconds: CALCULATIONS_BUSY_RETRY_SECONDS,
  body: { error: CALCULATIONS_BUSY, issues: [{ path: '', message: CALCULATIONS_BUSY }] },
};

/** One core stays with the event loop (HTTP, JSON parsing, lookups); the rest calculate. */
export function defaultCalculationThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** The pool's task that answers POST /api/sensitivity rather than an entry of the endpoint table. */
export const SENSITIVITY_TASK = 'sensitivity';

export interface CalculationPool {
  run(name: EndpointName | typeof SENSITIVITY_TASK, body: unknown): Promise<EndpointOutcome>;
  /** Starts the workers now rather than on the first calculation. */
  warm(): void;
  destroy(): Promise<void>;
}

/**
 * A pool of `threads` workers, started on first use (or `warm`), so that an app
 * built only to answer a few requests in a test starts none.
 *
 * Requests wait their turn here, first come first served, and reach Piscina only
 * when a worker is free: Piscina hands a free worker to the newest task rather
 * than to the oldest queued one, so a client that sends its next request the
 * moment it gets an answer could keep others waiting indefinitely. At most
 * MAX_WAITING_CALCULATIONS wait; the next is answered 503 with Retry-After.
 */
export function calculationPool(threads: number): CalculationPool {
  let pool: Piscina | undefined;
  const started = () =>
    (pool ??= new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, niceIncrement: WORKER_NICE_INCREMENT }));
  const waiting: (() => void)[] = [];
  let busy = 0;

  /** Waits for a worker; false, at once, when the queue is full. */
  async function turn(): Promise<boolean> {
    if (busy < threads) busy += 1;
    else if (waiting.length >= MAX_WAITING_CALCULATIONS) return false;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  }
  function done(): void {
    // The worker passes straight to the oldest waiting request, so no newcomer can take it first.
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }

  return {
    async run(name, body) {
      if (!(await turn())) return CALCULATIONS_BUSY_OUTCOME;
      try {
        return (await started().run({ name, body })) as EndpointOutcome;
      } finally {
        done();
      }
    },
    warm: () => void started(),
    destroy: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
