import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { apiPath, type Endpoint } from '@damages/contracts';
import { callsOf, ENDPOINT_SHORT_NAMES, exampleEndpoint, resolveEndpoint, type Calls } from './calc-request.ts';

/** The endpoint names, wrapped as the usage text's column. */
function endpointList(indent: string, width = 66): string {
  const lines: string[] = [];
  let line = '';
  for (const [i, name] of ENDPOINT_SHORT_NAMES.entries()) {
    const word = name + (i < ENDPOINT_SHORT_NAMES.length - 1 ? ',' : '');
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join(`\n${indent}`);
}

const USAGE = `Runs one calculation through the service in-process (no network, no sign-in).

Usage: npm run calc -- <endpoint> <body.json | ->
       npm run calc -- <example.json>
       npm run calc -- wage_occupations

  endpoint   ${endpointList('             ')}
             (a "create_table/" or "forensic/" prefix is optional).
             wage_occupations is a GET and takes no body.
  body.json  the request body, or "-" to read it from stdin. A file shaped like
             the contract examples ({ "endpoint", "request", ... }) is accepted: its
             "request" is sent, and its "endpoint" is used when none is given.
             A list of get_life, get_growth, get_wage, get_interest or
             get_judgment_rate bodies is sent one by one.

Prints the response JSON on stdout. On a rejected request prints the error
body on stderr and exits with status 1.

Example: npm run calc -- loss_earnings/past fixtures/contract-examples/v1/loss_earnings-past.json`;

class UsageError extends Error {}

/** Where the command reads stdin and writes its output: the process's own streams, or a test's. */
export interface CalcIo {
  /** One line of output (stdout). */
  log(line: string): void;
  /** One line or value of diagnostics (stderr), written as console.error writes it. */
  error(message: unknown): void;
  /** The whole of stdin, for a body given as "-". */
  stdin(): Promise<string>;
}

/** The process's stdin, stdout and stderr. */
const PROCESS_IO: CalcIo = {
  log: (line) => console.log(line),
  error: (message) => console.error(message),
  stdin: () => text(process.stdin),
};

/**
 * `npm run calc -- <args>`: runs the calls and writes the answers, returning the exit status (0; 1 for a rejected
 * request or a failure; 2 for arguments it cannot use, with the usage text).
 */
export async function runCalc(args: string[], io: CalcIo = PROCESS_IO): Promise<number> {
  try {
    return await main(args, io);
  } catch (error) {
    if (error instanceof UsageError) io.error(`${error.message}\n\n${USAGE}`);
    else io.error(error instanceof Error ? error.message : error);
    return error instanceof UsageError ? 2 : 1;
  }
}

async function readDocument(source: string, io: CalcIo): Promise<{ raw: string; document: unknown }> {
  const raw = source === '-' ? await io.stdin() : await readFile(source, 'utf8');
  try {
    return { raw, document: JSON.parse(raw) };
  } catch {
    return { raw, document: undefined };
  }
}

async function main(args: string[], io: CalcIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.log(USAGE);
    return 0;
  }
  if (args.length < 1 || args.length > 2) throw new UsageError('Expected an endpoint and a body file.');
  const named = args.length === 1 ? resolveEndpoint(args[0]!) : undefined;
  if (named?.method === 'GET') return get(named, io);
  const source = args[args.length - 1]!;
  const { raw, document } = await readDocument(source, io);
  const name = args.length === 2 ? args[0]! : exampleEndpoint(document);
  if (!name) throw new UsageError('Name the endpoint: the file is not a contract example with an "endpoint".');
  const endpoint = resolveEndpoint(name);
  if (!endpoint) throw new UsageError(`There is no endpoint "${name}".`);

  if (endpoint.method === 'GET') return get(endpoint, io);
  const url = apiPath(endpoint);
  const app = await buildApp(cliConfig(), { requireSession: false });
  try {
    // A file that is not JSON goes as it is: the service's answer says what is wrong with it.
    const calls: Calls = document === undefined ? { payloads: [raw], list: false } : callsOf(url, document);
    const answers: unknown[] = [];
    for (const payload of calls.payloads) {
      const response = await app.inject({ method: endpoint.method, url, headers: { 'content-type': 'application/json' }, payload });
      const answer: unknown = response.json();
      if (response.statusCode >= 400) {
        io.error(JSON.stringify(answer, null, 2));
        return 1;
      }
      answers.push(answer);
    }
    io.log(JSON.stringify(calls.list ? answers : answers[0], null, 2));
    return 0;
  } finally {
    await app.close();
  }
}

/** One person's one calculation: computed on the calling thread, without starting a worker pool. */
const cliConfig = () => ({ ...loadConfig(), calculationThreads: 0 });

/** A GET route: no body; prints the answer. */
async function get(endpoint: Endpoint, io: CalcIo): Promise<number> {
  const app = await buildApp(cliConfig(), { requireSession: false });
  try {
    const response = await app.inject({ method: endpoint.method, url: apiPath(endpoint) });
    const answer: unknown = response.json();
    if (response.statusCode >= 400) {
      io.error(JSON.stringify(answer, null, 2));
      return 1;
    }
    io.log(JSON.stringify(answer, null, 2));
    return 0;
  } finally {
    await app.close();
  }
}
