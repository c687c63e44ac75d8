import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** Heap still in use after the runs and a full collection, compared with before them. */
  retainedHeapKb: number;
  /** Heap allocated during the runs, before any collection (a lower bound: the collector may run meanwhile). */
  allocatedHeapKbPerRun: number;
}

// Exposing the collector after start-up spares the caller a `--expose-gc` flag.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `work` after warming it up; each result is kept until the next so the optimiser cannot drop the work. */
export function time(work: () => unknown, { warmup = 50, runs = 200 } = {}): Timing {
  // Written, never read: holding the result is the point (see above).
  let _last: unknown;
  for (let i = 0; i < warmup; i += 1) _last = work();
  _last = undefined;
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    _last = work();
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const heapAfterRuns = process.memoryUsage().heapUsed;
  _last = undefined;
  collect();
  const heapAfter = process.memoryUsage().heapUsed;
  durations.sort((a, b) => a - b);
  return {
    runs,
    medianMs: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    retainedHeapKb: (heapAfter - heapBefore) / 1024,
    allocatedHeapKbPerRun: Math.max(0, heapAfterRuns - heapBefore) / 1024 / runs,
  };
}
