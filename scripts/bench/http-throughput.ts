import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface Throughput {
  label: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Requests answered in the timed run. */
  requests: number;
  /** Time the server's event loop was busy per request: the server's own cost, whatever the load generator's. */
  serverBusyUsPerRequest: number;
  errors: number;
  non2xx: number;
}

export interface Load {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Concurrent connections (default 10). */
  connections?: number;
  /** Requests per second over all connections, latencies corrected for coordinated omission; as fast as answered when absent. */
  rate?: number;
}

const WARMUP_SECONDS = 1;

/**
 * Loads one route from a worker thread, so that the load generator does not
 * share the server's event loop (the server must run on this process's main thread).
 */
export async function measure({ label, url, method = 'GET', body, connections = 10, rate }: Load, seconds: number): Promise<Throughput> {
  const options = {
    url,
    method,
    connections,
    workers: 1,
    ...(rate === undefined ? {} : { overallRate: rate }),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
  // Lets the JIT optimise the route before it is measured.
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = performance.eventLoopUtilization();
  const result = await autocannon({ ...options, duration: seconds });
  const busy = performance.eventLoopUtilization(before);
  return {
    label,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    serverBusyUsPerRequest: (busy.active * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
