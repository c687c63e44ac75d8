import os from 'node:os';
import type { Timing } from './engine-timing.ts';
import type { FairShare } from './fair-share.ts';
import type { Throughput } from './http-throughput.ts';
import type { SensitivityTiming } from './sensitivity-timing.ts';
import { TYPING_TARGET_P90_MS, type TypingLatency } from './typing-latency.ts';

export interface Check {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

export interface BenchResults {
  date: string;
  caseSize: string;
  engine: Timing;
  engineWithWire: Timing;
  http: Throughput[];
  /** The same measure on a server without, then with, the calculation pool. */
  fair: FairShare[];
  /** The typical calculation request, stage by stage. */
  stages: { label: string; timing: Timing }[];
  typing: TypingLatency;
  sensitivity: SensitivityTiming;
  checks: Check[];
}

const ms = (value: number) => value.toFixed(3);
const kb = (value: number) => value.toFixed(1);

function machine(): string {
  const cpus = os.cpus();
  return `Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} CPU${cpus.length === 1 ? '' : 's'} (${cpus[0]?.model.trim() ?? 'unknown'})`;
}

/** How much of the calculation's own work is writing tables as JSON strings, which the product's wire format requires. */
function serializationShare(stages: BenchResults['stages']): string {
  const total = stages.reduce((sum, s) => sum + s.timing.medianMs, 0);
  const wire = stages.filter((s) => /lossResponseJson/.test(s.label)).reduce((sum, s) => sum + s.timing.medianMs, 0);
  return `Writing the response (each table as a JSON string inside the JSON) takes ${((wire / total) * 100).toFixed(0)} % of this work.`;
}

/** What share of the trivial route's throughput HTTP alone leaves for an answer of this size. */
function floorNote(http: Throughput[]): string {
  const [trivial, calculation, floor] = http;
  if (!trivial || !calculation || !floor) return '';
  const pct = (t: Throughput) => ((t.requestsPerSecond / trivial.requestsPerSecond) * 100).toFixed(0);
  return `Answering the same request with the same 12 KB answer precomputed, on a bare Fastify route, reaches ${pct(floor)} % of the trivial route; the calculation reaches ${pct(calculation)} %. The rest of the gap is validation, the engine and writing the tables (stage table below), each already a few tens of microseconds.`;
}

function costRatio(http: Throughput[]): string {
  const [trivial, calculation] = http;
  if (!trivial || !calculation) return 'n/a times';
  return `${(calculation.serverBusyUsPerRequest / trivial.serverBusyUsPerRequest).toFixed(1)} times`;
}

export function markdown(results: BenchResults): string {
  const { engine, engineWithWire } = results;
  return `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench/run.ts\`); rerun it to refresh. The run exits
non-zero when a target is missed.

- Date: ${results.date}
- Machine: ${machine()}

## Targets

| Check | Result | Target | Met |
| --- | --- | --- | --- |
${results.checks.map((c) => `| ${c.name} | ${c.value} | ${c.target} | ${c.met ? 'yes' : '**no**'} |`).join('\n')}

## Engine: every table of the maximal case

The largest case the product accepts: ${results.caseSize}. One run computes all of
its tables, past and future of every loss type, with the engine alone (the request
bodies are validated once, beforehand). ${engine.runs} timed runs after a warm-up.

| Measure | Median (ms) | p95 (ms) | Heap allocated per run (KB) | Heap retained after the runs (KB) |
| --- | --- | --- | --- | --- |
| Engine: all tables | ${ms(engine.medianMs)} | ${ms(engine.p95Ms)} | ${kb(engine.allocatedHeapKbPerRun)} | ${kb(engine.retainedHeapKb)} |
| Engine + response JSON (tables as JSON strings) | ${ms(engineWithWire.medianMs)} | ${ms(engineWithWire.p95Ms)} | ${kb(engineWithWire.allocatedHeapKbPerRun)} | ${kb(engineWithWire.retainedHeapKb)} |

Heap allocated is a lower bound (the collector may run during the runs); retained heap is
measured after a full collection and shows that nothing accumulates between requests.

## HTTP: a calculation against a trivial route

The same server, in the same run, on localhost: autocannon with 10 connections from a
worker thread, ${'~'}5 s per route after a 1 s warm-up. The calculation is a typical future loss-of-earnings
request (2 incomes × 2 retirement ages).

| Route | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | Server busy per request (µs) | Errors | Non-2xx |
| --- | --- | --- | --- | --- | --- | --- |
${results.http.map((t) => `| ${t.label} | ${t.requestsPerSecond.toFixed(0)} | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.serverBusyUsPerRequest.toFixed(0)} | ${t.errors} | ${t.non2xx} |`).join('\n')}

"Server busy per request" is the server's event-loop busy time divided by the requests
answered: the server's own cost per request, whatever the load generator's share of the
CPUs. By that measure the calculation costs ${costRatio(results.http)} the trivial route.
${floorNote(results.http)}
Both measures move with the machine's load: the load generator shares the CPUs with the
server (and, on a shared machine, with everything else), so compare runs made on a quiet machine.

The same typical request, stage by stage, in-process (median of ${results.stages[0]?.timing.runs ?? 0} runs):

| Stage | Median (µs) | p95 (µs) |
| --- | --- | --- |
${results.stages.map(({ label, timing }) => `| ${label} | ${(timing.medianMs * 1000).toFixed(1)} | ${(timing.p95Ms * 1000).toFixed(1)} |`).join('\n')}

${serializationShare(results.stages)}

${fairShareSection(results.fair)}

${sensitivitySection(results.sensitivity)}

${typingSection(results.typing)}
`;
}

const SENSITIVITY_CHECK_NAME = 'Sensitivity exhibit of the maximal case, every variation recomputed (median)';

/** The whole exhibit of the largest case within a second: the submit waits for it. */
const SENSITIVITY_TARGET_MS = 1000;

export function sensitivityCheck(sensitivity: SensitivityTiming): Check {
  const { medianMs } = sensitivity.timing;
  return {
    name: SENSITIVITY_CHECK_NAME,
    value: `${(medianMs / 1000).toFixed(2)} s`,
    target: `< ${SENSITIVITY_TARGET_MS / 1000} s`,
    met: medianMs < SENSITIVITY_TARGET_MS,
  };
}

/** Between these markers, so \`npm run bench -- sensitivity\` can refresh this section alone. */
export const SENSITIVITY_START = '<!-- sensitivity:start -->';
export const SENSITIVITY_END = '<!-- sensitivity:end -->';

export function sensitivitySection(sensitivity: SensitivityTiming): string {
  const { timing } = sensitivity;
  return `${SENSITIVITY_START}
## Sensitivity: the whole exhibit of the maximal case

\`POST /api/sensitivity\` for the maximal personal-injury case with every version-3 option and
prejudgment interest on its past tables (\`maximalSensitivity\` in \`scripts/bench/maximal-case.ts\`, a
${sensitivity.bodyKb.toFixed(0)} KB body): ${sensitivity.steps} one-way steps, each life expectancy and the ${sensitivity.gridCells} cells of the
discount × growth grid, ${sensitivity.recomputations} create_table bodies computed in all (the 50-modality plan's, before
and after the trial, most of the time). Timed in-process with the function the route runs on a worker
of the calculation pool (\`answerSensitivity\`: the request checked, every variation computed, its
Summary totals footed, the answer written), ${timing.runs} runs after a warm-up, the machine's load average
${sensitivity.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs after them. The route sends every such request to the pool, so the
event loop only parses the body and sends the answer; the pool's workers run at a lower priority.

Each variation's tables are handed to the Summary with their rows unwritten (\`TableHandler.unwritten\`):
writing every row as JSON text and parsing it back, as the create_table routes' answers would need,
made the same exhibit nearly twice as slow. Each moved body is read by its contract once, when the
step is offered, and not again by its route (\`parsed\`), and a moved life-care plan is costed only
for the medical scenario the Summary reads (\`selectedPlanOnly\` in contracts' \`case-sensitivity.ts\`):
together they brought the median from 1.32 s to about half a second. A test in
\`scripts/bench/maximal-case.test.ts\` checks that the exhibit so computed is the one every body read
and costed in full gives.

| Recomputations | Median (ms) | p95 (ms) | CPU time, median of 5 (ms) | Heap allocated per run (KB) |
| --- | --- | --- | --- | --- |
| ${sensitivity.recomputations} | ${timing.medianMs.toFixed(0)} | ${timing.p95Ms.toFixed(0)} | ${sensitivity.cpuMedianMs.toFixed(0)} | ${kb(timing.allocatedHeapKbPerRun)} |
${SENSITIVITY_END}`;
}

const TYPING_CHECK_NAME = 'Keystroke to next frame, 50-modality form after a failed submit (headless Chromium, p90)';

export function typingCheck(typing: TypingLatency): Check {
  return {
    name: TYPING_CHECK_NAME,
    value: `${typing.p90Ms.toFixed(1)} ms (median ${typing.medianMs.toFixed(1)} ms)`,
    target: `< ${TYPING_TARGET_P90_MS} ms`,
    met: typing.p90Ms < TYPING_TARGET_P90_MS,
  };
}

/** Between these markers, so \`npm run bench -- typing\` can refresh this section alone. */
export const TYPING_START = '<!-- typing:start -->';
export const TYPING_END = '<!-- typing:end -->';

export function typingSection(typing: TypingLatency): string {
  return `${TYPING_START}
## Typing on the entry form: the largest case after a failed submit

The built app in headless Chromium (\`scripts/bench/typing-latency.ts\`): a personal-injury form with
50 medical modalities, submitted once with its required fields blank (so every change re-validates),
then ${typing.keys} keystrokes into ${typing.field}, each timed in the page from its \`keydown\` to the end of
the next frame. A change re-checks only the fields it can affect (here the one scenario); before,
the whole form's schema ran on every keystroke (76 ms median, 95 ms p90).

| Keystrokes | Median (ms) | p90 (ms) | Target p90 |
| --- | --- | --- | --- |
| ${typing.keys} | ${typing.medianMs.toFixed(1)} | ${typing.p90Ms.toFixed(1)} | < ${TYPING_TARGET_P90_MS} ms |
${TYPING_END}`;
}

function fairShareSection(runs: FairShare[]): string {
  const row = (t: Throughput) =>
    `| ${t.label} | ${t.requests} | ${t.requestsPerSecond.toFixed(0)} | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.latencyMaxMs} | ${t.errors} | ${t.non2xx} |`;
  const p99 = (f: FairShare) => `${f.underLoad.map((t) => t.latencyP99Ms).join(' and ')} ms (${f.setting})`;
  const rows = runs.flatMap((f) => [...f.alone, ...f.underLoad, f.heavy]).map(row);
  return `## Fair under load: other users while one user sends the largest request

One user sends the largest medical request the contract accepts (\`POST /api/create_table/loss_medical/future\`,
every modality allowed, each with 3 scenarios: a 40 KB body answered with about 300 KB) on 10
connections, each sending the next request as soon as the last is answered. Two other users each make
a few small requests a second on one connection — a life-expectancy lookup and a household-services
table — first on the otherwise idle server, then during the heavy run. Latencies are corrected for
coordinated omission (a call that could not be sent while the server stalled counts as waiting).
Without sessions, so the per-account limit on calculations (CALCULATION_RATE_LIMIT, 600 a minute by
default) does not throttle the heavy user: this is the case of many accounts at once.

The server computes large tables (bodies of 4 KB or more: many medical modalities) in a pool of
worker threads at a lower priority (CALCULATION_THREADS, by default one fewer than the CPUs, at
least 1), first come first served, and answers lookups and small tables on its event loop; the same
measure on a server that computes everything on its event loop (CALCULATION_THREADS=0) shows why.
The other users' p99 under load: ${runs.map(p99).join(' against ')}.

| Run | Requests | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | Latency max (ms) | Errors | Non-2xx |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;
}
