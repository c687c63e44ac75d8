import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, ENDPOINTS } from '@damages/contracts';
import { measure, type Throughput } from './http-throughput.ts';
import { anotherUsersLookup, maximalMedical, maximalServices } from './maximal-case.ts';

/**
 * "Fair under load": what other users wait for small requests while one user
 * sends the largest medical request the contract accepts on 10 connections, as
 * fast as the server answers. Each other user is one connection making a few
 * calls a second, as a browser does — one a lookup (get_life), one a small
 * table (loss_services/past); their latencies are corrected for coordinated
 * omission, so a stalled server counts the time every waiting call would have lost.
 */

export interface FairShare {
  /** How the server computes the tables, e.g. "worker pool, 1 thread". */
  setting: string;
  /** The other users' requests on a quiet server. */
  alone: Throughput[];
  /** The same requests while the heavy user runs. */
  underLoad: Throughput[];
  /** The heavy user's own run. */
  heavy: Throughput;
}

const HEAVY_CONNECTIONS = 10;
const OTHER_USER_RATE = 10;

export async function fairShare(base: string, seconds: number, setting: string): Promise<FairShare> {
  const lookupPath = apiPath(ENDPOINTS.getLife);
  const tablePath = apiPath(ENDPOINTS.lossServicesPast);
  const otherUsers = (when: string) =>
    Promise.all(
      [
        { label: `Other user's lookup \`${lookupPath}\``, path: lookupPath, body: anotherUsersLookup },
        { label: `Other user's small table \`${tablePath}\``, path: tablePath, body: maximalServices },
      ].map(({ label, path, body }) =>
        measure(
          { label: `${label}, ${when} (${setting})`, url: `${base}${path}`, method: 'POST', body, connections: 1, rate: OTHER_USER_RATE },
          seconds,
        ),
      ),
    );

  const alone = await otherUsers('server otherwise idle');

  // The heavy run starts first and outlasts the other users' warm-up and timed run.
  const heavyRun = measure(
    {
      label: `Heavy user, ${HEAVY_CONNECTIONS} connections (${setting})`,
      url: `${base}${apiPath(ENDPOINTS.lossMedicalFuture)}`,
      method: 'POST',
      body: maximalMedical,
      connections: HEAVY_CONNECTIONS,
    },
    seconds + 2,
  );
  await sleep(1_500);
  const underLoad = await otherUsers('**while the heavy user runs**');
  return { setting, alone, underLoad, heavy: await heavyRun };
}

/** The worst p99 of the other users while the heavy user runs. */
export const worstP99Ms = (fair: FairShare) => Math.max(...fair.underLoad.map((t) => t.latencyP99Ms));
