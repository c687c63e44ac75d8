import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { EndpointName } from '@damages/contracts';
import Piscina from 'piscina';
import type { EndpointOutcome } from '../routes/api/endpoint-route.ts';

/**
 * The worker threads that compute the create_table answers, so that one user's
 * largest requests do not hold everyone else's lookups behind them on the event
 * loop. A worker validates the body, computes the tables and writes the JSON
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

/** One core stays with the event loop (HTTP, JSON parsing, lookups); the rest calculate. */
export function defaultCalculationThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

export interface CalculationPool {
  run(name: EndpointName, body: unknown): Promise<EndpointOutcome>;
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
 * moment it gets an answer could keep others waiting indefinitely.
 */
export function calculationPool(threads: number): CalculationPool {
  let pool: Piscina | undefined;
  const started = () =>
    (pool ??= new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, niceIncrement: WORKER_NICE_INCREMENT }));
  const waiting: (() => void)[] = [];
  let busy = 0;

  async function turn(): Promise<void> {
    if (busy < threads) busy += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function done(): void {
    // The worker passes straight to the oldest waiting request, so no newcomer can take it first.
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }

  return {
    async run(name, body) {
      await turn();
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
