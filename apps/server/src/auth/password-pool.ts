import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { MAX_PASSWORD_LENGTH, passwordLengthProblem } from '@damages/contracts';

const WORKER = fileURLToPath(new URL('./password-worker.mjs', import.meta.url));

/**
 * How many password tasks may wait for the pool's thread; past this a request
 * is refused (429) rather than queued behind minutes of work.
 */
const PASSWORD_TASKS_WAITING = 32;

/** Thrown when {@link PASSWORD_TASKS_WAITING} tasks are waiting already. */
export class PasswordPoolBusy extends Error {
  constructor() {
    super('Too many password tasks are waiting');
  }
}

/**
 * The costly work on passwords, off the event loop: estimating a new
 * password's strength (up to half a second of CPU for a long one), and
 * hashing and verifying (scrypt, tens of milliseconds each). Done on the event
 * loop or on Node's shared thread pool, a few anonymous sign-ups or sign-ins
 * would stall every other user's requests; here one worker thread does it, at a
 * lower scheduling priority than the event loop, with a bounded queue.
 */
export interface PasswordPool {
  /** Why `password` may not be used (the rule's message), or undefined when it may. */
  problem(password: string, related: string[]): Promise<string | undefined>;
  /** better-auth's hash of `password` (see password-hash.ts). */
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A pool whose thread starts on the first task, so an app that never sees a password starts none. */
export function passwordPool(): PasswordPool {
  let pool: Piscina | undefined;
  function run<T>(task: object): Promise<T> {
    pool ??= new Piscina({ filename: WORKER, minThreads: 1, maxThreads: 1, niceIncrement: 10 });
    if (pool.queueSize >= PASSWORD_TASKS_WAITING) return Promise.reject(new PasswordPoolBusy());
    return pool.run(task) as Promise<T>;
  }
  return {
    async problem(password, related) {
      // The cheap rules answer on the spot, and nothing longer than the ceiling reaches the estimator.
      const lengthProblem = passwordLengthProblem(password);
      if (lengthProblem) return lengthProblem;
      const problem = await run<string | null>({
        kind: 'check',
        password,
        related: related.map((item) => item.slice(0, MAX_PASSWORD_LENGTH)),
      });
      return problem ?? undefined;
    },
    hash: (password) => run<string>({ kind: 'hash', password }),
    verify: (hash, password) => run<boolean>({ kind: 'verify', hash, password }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
