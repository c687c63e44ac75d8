import Fastify from 'fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  apiPath,
  ENDPOINTS,
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossResponseJson,
  lossServicesRequest,
  lossSupportRequest,
  medicalResponseJson,
} from '@damages/contracts';
import { futureMedicalExpenses, lossOfEarnings, lossOfHouseholdServices, lossOfSupport, medicalCareBeforeTrial } from '@damages/engine';
import { buildApp } from '../../apps/server/src/app.ts';
import { defaultCalculationThreads } from '../../apps/server/src/calculation-pool/calculation-pool.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { repoRoot } from '../../apps/server/src/paths.ts';
import { anonymousStall } from './anonymous-stall.ts';
import { time } from './engine-timing.ts';
import { browserExportTimes, exportTimes, initialJsGzipKb } from './export-timing.ts';
import { fairShare, worstP99Ms } from './fair-share.ts';
import { measure } from './http-throughput.ts';
import {
  maximalEarnings,
  maximalEarningsV3,
  maximalMedical,
  maximalMedicalV3,
  maximalPastInterestV3,
  maximalServices,
  maximalServicesV3,
  maximalSupport,
  maximalSupportV3,
  typicalEarnings,
} from './maximal-case.ts';
import {
  markdown,
  SENSITIVITY_END,
  SENSITIVITY_START,
  sensitivityCheck,
  sensitivitySection,
  TYPING_END,
  TYPING_START,
  typingCheck,
  typingSection,
  type BenchResults,
  type Check,
} from './report.ts';
import { sensitivityTiming } from './sensitivity-timing.ts';
import { typingLatency, type TypingLatency } from './typing-latency.ts';

const ENGINE_TARGET_MS = 5;
const THROUGHPUT_TARGET = 0.3;
const LOAD_SECONDS = 5;
const FAIR_SHARE_TARGET_MS = 50;
const FAIR_SHARE_SECONDS = 10;

function engineBench() {
  const earnings = lossEarningsRequest.parse(maximalEarnings);
  const support = lossSupportRequest.parse(maximalSupport);
  const services = lossServicesRequest.parse(maximalServices);
  const medical = lossMedicalRequest.parse(maximalMedical);

  const allTables = () => [
    lossOfEarnings(earnings, 'past'),
    lossOfEarnings(earnings, 'future'),
    lossOfSupport(support, 'past'),
    lossOfSupport(support, 'future'),
    lossOfHouseholdServices(services, 'past'),
    lossOfHouseholdServices(services, 'future'),
    futureMedicalExpenses(medical),
  ];
  const tableSizes = [
    ...allTables()
      .slice(0, 6)
      .flatMap((result) => ('tables' in result ? result.tables.map((t) => t.rows.length) : [])),
    ...Object.values(futureMedicalExpenses(medical).table).flatMap((entries) => entries.map((t) => t.rows.length)),
  ];
  const tables = tableSizes.length;
  const rows = tableSizes.reduce((sum, size) => sum + size, 0);

  const withWire = () => [
    lossResponseJson(lossOfEarnings(earnings, 'past')),
    lossResponseJson(lossOfEarnings(earnings, 'future')),
    lossResponseJson(lossOfSupport(support, 'past')),
    lossResponseJson(lossOfSupport(support, 'future')),
    lossResponseJson(lossOfHouseholdServices(services, 'past')),
    lossResponseJson(lossOfHouseholdServices(services, 'future')),
    medicalResponseJson(futureMedicalExpenses(medical)),
  ];

  return {
    caseSize:
      `3 incomes × 3 retirement ages × 3 life expectancies, 10 children, 10 household-services sources, ${maximalMedical.medical.length} medical modalities × 3 scenarios; ` +
      `after-tax earnings with a residual earning capacity, support on household income, items bought yearly, once and every N years — ${tables} tables, ${rows} rows`,
    engine: time(allTables),
    engineWithWire: time(withWire),
  };
}

/** Every table of the maximal case with every version-3 option, past tables with prejudgment interest. */
function engineBenchV3() {
  const past = <T extends object>(body: T) => ({ ...body, ...maximalPastInterestV3 });
  const earnings = { past: lossEarningsRequest.parse(past(maximalEarningsV3)), future: lossEarningsRequest.parse(maximalEarningsV3) };
  const support = { past: lossSupportRequest.parse(past(maximalSupportV3)), future: lossSupportRequest.parse(maximalSupportV3) };
  const services = { past: lossServicesRequest.parse(past(maximalServicesV3)), future: lossServicesRequest.parse(maximalServicesV3) };
  const medical = { past: lossMedicalPastRequest.parse(past(maximalMedicalV3)), future: lossMedicalRequest.parse(maximalMedicalV3) };
  return time(() => [
    lossOfEarnings(earnings.past, 'past'),
    lossOfEarnings(earnings.future, 'future'),
    lossOfSupport(support.past, 'past'),
    lossOfSupport(support.future, 'future'),
    lossOfHouseholdServices(services.past, 'past'),
    lossOfHouseholdServices(services.future, 'future'),
    medicalCareBeforeTrial(medical.past),
    futureMedicalExpenses(medical.future),
  ]);
}

/** Where a typical calculation request spends its time on the server, apart from HTTP itself. */
function stageBench() {
  const raw = JSON.stringify(typicalEarnings);
  const input = lossEarningsRequest.parse(typicalEarnings);
  const result = lossOfEarnings(input, 'future');
  const options = { warmup: 500, runs: 2000 };
  return [
    {
      label: 'Parse and validate the body (JSON.parse + contract schema)',
      timing: time(() => lossEarningsRequest.safeParse(JSON.parse(raw)), options),
    },
    { label: 'Engine (`lossOfEarnings`)', timing: time(() => lossOfEarnings(input, 'future'), options) },
    {
      label: 'Response body (`lossResponseJson`: tables as JSON strings inside the JSON)',
      timing: time(() => lossResponseJson(result), options),
    },
  ];
}

async function httpBench() {
  const app = await buildApp(loadConfig({}), { requireSession: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  try {
    const trivial = await measure({ label: '`GET /api/health` (trivial)', url: `${base}/api/health` }, LOAD_SECONDS);
    const earnings = apiPath(ENDPOINTS.lossEarningsFuture);
    const calculation = await measure(
      { label: `\`POST ${earnings}\``, url: `${base}${earnings}`, method: 'POST', body: typicalEarnings },
      LOAD_SECONDS,
    );
    const threads = poolThreads();
    const fair = await fairShare(base, FAIR_SHARE_SECONDS, `worker pool, ${threads} thread${threads === 1 ? '' : 's'}`);
    return [trivial, calculation, await httpFloor(), fair, await fairShareOnEventLoop()] as const;
  } finally {
    await app.close();
  }
}

/** The calculation threads the server starts by default (CALCULATION_THREADS unset). */
const poolThreads = () => loadConfig({}).calculationThreads ?? defaultCalculationThreads();

/** The fair-share measure on a server computing every table on its event loop (CALCULATION_THREADS=0), for comparison. */
async function fairShareOnEventLoop() {
  const app = await buildApp(loadConfig({ CALCULATION_THREADS: '0' }), { requireSession: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    return await fairShare(`http://127.0.0.1:${port}`, FAIR_SHARE_SECONDS, 'event loop, no pool');
  } finally {
    await app.close();
  }
}

/**
 * The same request and the same answer without any work: a bare Fastify route
 * that returns the typical calculation's response, precomputed. What HTTP itself
 * costs for a 12 KB answer, so the calculation's own share can be read off.
 */
async function httpFloor() {
  const answer = lossResponseJson(lossOfEarnings(lossEarningsRequest.parse(typicalEarnings), 'future'));
  const bare = Fastify();
  bare.post('/precomputed', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  try {
    return await measure(
      {
        label: 'Same request, precomputed answer (bare Fastify, for reference)',
        url: `http://127.0.0.1:${port}/precomputed`,
        method: 'POST',
        body: typicalEarnings,
      },
      LOAD_SECONDS,
    );
  } finally {
    await bare.close();
  }
}

/**
 * Rewrites one measure's row of the Targets table and its section (between its markers) of
 * docs/benchmarks.md in place, for a run of that measure alone (the full run takes minutes).
 */
function rewriteOne(check: Check, section: string, start: string, end: string): never {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  let text = readFileSync(file, 'utf8');
  const row = `| ${check.name} | ${check.value} | ${check.target} | ${check.met ? 'yes' : '**no**'} |`;
  const rows = text.split('\n');
  const at = rows.findIndex((line) => line.startsWith(`| ${check.name} |`));
  if (at >= 0) rows[at] = row;
  else {
    // After the last row of the Targets table.
    const header = rows.findIndex((line) => line.startsWith('| Check | Result | Target | Met |'));
    let last = header + 2;
    while (rows[last]?.startsWith('|')) last += 1;
    rows.splice(last, 0, row);
  }
  text = rows.join('\n');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
  console.log(section);
  process.exit(check.met ? 0 : 1);
}

/** `npm run bench -- typing`: the browser typing measure alone. */
async function typingOnly(): Promise<never> {
  const typing = await typingLatency();
  return rewriteOne(typingCheck(typing), typingSection(typing), TYPING_START, TYPING_END);
}

/** `npm run bench -- sensitivity`: the maximal case's sensitivity exhibit alone. */
function sensitivityOnly(): never {
  const sensitivity = sensitivityTiming();
  return rewriteOne(sensitivityCheck(sensitivity), sensitivitySection(sensitivity), SENSITIVITY_START, SENSITIVITY_END);
}

if (process.argv.includes('typing')) await typingOnly();
if (process.argv.includes('sensitivity')) sensitivityOnly();

const engine = engineBench();
const engineV3 = engineBenchV3();
const stages = stageBench();
const sensitivity = sensitivityTiming();
const [trivial, calculation, floor, fair, fairWithoutPool] = await httpBench();
const httpRuns = [trivial, calculation, ...[fair, fairWithoutPool].flatMap((f) => [...f.alone, ...f.underLoad, f.heavy])];
const ratio = calculation.requestsPerSecond / trivial.requestsPerSecond;

const stall = await anonymousStall(FAIR_SHARE_SECONDS, { resets: 50, signUps: 0 });
const stallWithSignUps = await anonymousStall(FAIR_SHARE_SECONDS, { resets: 50, signUps: 25 });
const STALL_TARGET = 3;

const typing: TypingLatency = await typingLatency();
const exports = exportTimes();
const browserExports = browserExportTimes();
const initialJs = initialJsGzipKb();
const EXPORT_TARGET_MS = 2000;
const INITIAL_JS_TARGET_KB = 200;

const checks: Check[] = [
  {
    name: 'Engine, all tables of the maximal case (median)',
    value: `${engine.engine.medianMs.toFixed(3)} ms`,
    target: `≤ ${ENGINE_TARGET_MS} ms`,
    met: engine.engine.medianMs <= ENGINE_TARGET_MS,
  },
  {
    name: 'Engine, all tables of the maximal case with every version-3 option, past with interest (median)',
    value: `${engineV3.medianMs.toFixed(3)} ms`,
    target: `≤ ${ENGINE_TARGET_MS} ms`,
    met: engineV3.medianMs <= ENGINE_TARGET_MS,
  },
  {
    name: 'loss_earnings/future throughput vs trivial route',
    value: `${(ratio * 100).toFixed(1)} %`,
    target: `≥ ${THROUGHPUT_TARGET * 100} %`,
    met: ratio >= THROUGHPUT_TARGET,
  },
  {
    name: "Other users' p99 (a lookup, a small table) while one user sends the largest medical request on 10 connections",
    value: `${worstP99Ms(fair)} ms`,
    target: `< ${FAIR_SHARE_TARGET_MS} ms`,
    met: worstP99Ms(fair) < FAIR_SHARE_TARGET_MS,
  },
  {
    name: 'Word export of the maximal case (Node, median)',
    value: `${(exports.wordMs / 1000).toFixed(2)} s`,
    target: `≤ ${EXPORT_TARGET_MS / 1000} s`,
    met: exports.wordMs <= EXPORT_TARGET_MS,
  },
  {
    name: 'Excel export of the maximal case (Node, median)',
    value: `${(exports.excelMs / 1000).toFixed(2)} s`,
    target: `≤ ${EXPORT_TARGET_MS / 1000} s`,
    met: exports.excelMs <= EXPORT_TARGET_MS,
  },
  {
    name: 'Word export of the maximal case in Chromium, click to download (median)',
    value: `${(browserExports.wordMs / 1000).toFixed(2)} s`,
    target: `< ${EXPORT_TARGET_MS / 1000} s`,
    met: browserExports.wordMs < EXPORT_TARGET_MS,
  },
  {
    name: 'Excel export of the maximal case in Chromium, click to download (median)',
    value: `${(browserExports.excelMs / 1000).toFixed(2)} s`,
    target: `< ${EXPORT_TARGET_MS / 1000} s`,
    met: browserExports.excelMs < EXPORT_TARGET_MS,
  },
  {
    name: "The form's initial JavaScript (entry + preloaded chunks, gzip)",
    value: `${initialJs.toFixed(1)} KB`,
    target: `< ${INITIAL_JS_TARGET_KB} KB`,
    met: initialJs < INITIAL_JS_TARGET_KB,
  },
  sensitivityCheck(sensitivity),
  typingCheck(typing),
  {
    name: "A signed-in user's p99 while people without an account send 50 password resets with made-up codes and 64-character passwords from 5 addresses",
    value: `${stall.attackedP99Ms.toFixed(1)} ms (idle ${stall.idleP99Ms.toFixed(1)} ms)`,
    target: `≤ ${STALL_TARGET} × idle`,
    met: stall.attackedP99Ms <= STALL_TARGET * stall.idleP99Ms,
  },
  {
    name: '… and 25 sign-ups with 64-character passwords besides (each judged and hashed; for information)',
    value: `${stallWithSignUps.attackedP99Ms.toFixed(1)} ms (idle ${stallWithSignUps.idleP99Ms.toFixed(1)} ms; answers ${Object.entries(
      stallWithSignUps.attackAnswers,
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')})`,
    target: '—',
    met: true,
  },
  {
    name: 'HTTP runs without errors or non-2xx answers',
    value: `${httpRuns.reduce((n, t) => n + t.errors, 0)} errors, ${httpRuns.reduce((n, t) => n + t.non2xx, 0)} non-2xx`,
    target: '0',
    met: httpRuns.every((t) => t.errors + t.non2xx === 0),
  },
];

const results: BenchResults = {
  date: new Date().toISOString().slice(0, 10),
  ...engine,
  http: [trivial, calculation, floor],
  fair: [fairWithoutPool, fair],
  stages,
  typing,
  sensitivity,
  checks,
};
const text = markdown(results);
writeFileSync(path.join(repoRoot, 'docs/benchmarks.md'), text);
console.log(text);

const missed = checks.filter((c) => !c.met);
if (missed.length > 0) {
  console.error(`Missed: ${missed.map((c) => c.name).join('; ')}`);
  process.exitCode = 1;
}
