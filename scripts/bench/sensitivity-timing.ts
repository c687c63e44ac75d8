import os from 'node:os';
import { answerSensitivity, answerUnwritten } from '../../apps/server/src/routes/api/calculations.ts';
import { sensitivityOutcome } from '../../apps/server/src/routes/api/sensitivity/sensitivity-outcome.ts';
import { time, type Timing } from './engine-timing.ts';
import { maximalSensitivity } from './maximal-case.ts';

export interface SensitivityTiming {
  timing: Timing;
  /** The body's size as the browser sends it. */
  bodyKb: number;
  /** The create_table bodies computed for one exhibit, the case's own included. */
  recomputations: number;
  steps: number;
  gridCells: number;
  /** The median CPU time of a run (this process's threads, the collector's included): less moved by other processes than the wall time. */
  cpuMedianMs: number;
  /** The machine's one-minute load average after the runs: on a shared machine the median moves with it. */
  loadAverage: number;
}

/**
 * The whole sensitivity exhibit of the maximal case, as POST /api/sensitivity computes it on a
 * worker of the calculation pool (`answerSensitivity`, on this thread here): the request checked,
 * every variation recomputed, the Summary totals footed and the answer written as JSON text.
 */
export function sensitivityTiming(): SensitivityTiming {
  const body: unknown = JSON.parse(JSON.stringify(maximalSensitivity));
  let recomputations = 0;
  const counted = sensitivityOutcome(body, (name, tableBody, parsed) => {
    recomputations += 1;
    return answerUnwritten(name, tableBody, parsed);
  });
  if (counted.status !== 200) throw new Error(`The maximal case's sensitivity was refused: ${JSON.stringify(counted.body)}`);
  const answer = JSON.parse(counted.json) as { variations: unknown[]; grid: unknown[] };
  const timing = time(() => answerSensitivity(body), { warmup: 2, runs: 9 });
  const cpu = Array.from({ length: 5 }, () => {
    const start = process.cpuUsage();
    answerSensitivity(body);
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  }).sort((a, b) => a - b);
  return {
    timing,
    cpuMedianMs: cpu[2] ?? Number.NaN,
    loadAverage: os.loadavg()[0] ?? 0,
    bodyKb: JSON.stringify(body).length / 1024,
    recomputations,
    steps: answer.variations.length,
    gridCells: answer.grid.length,
  };
}
