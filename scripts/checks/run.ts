import { spawn } from 'node:child_process';

/**
 * The static checks `npm test` runs before the tests: the type checks, lint, formatting and unused code.
 * Each is a single-threaded program, so on a machine of two cores two run at once (the longest first);
 * each one's output is printed whole when it ends, and the run fails if any check fails.
 */
const CHECKS: { name: string; command: string[] }[] = [
  { name: 'eslint', command: ['eslint', '.'] },
  { name: 'typecheck (packages, server, scripts)', command: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'typecheck (web)', command: ['tsc', '-p', 'apps/web/tsconfig.json'] },
  { name: 'typecheck (journeys)', command: ['tsc', '-p', 'e2e/tsconfig.json'] },
  { name: 'prettier', command: ['prettier', '--check', '.'] },
  { name: 'knip (unused files, exports and dependencies)', command: ['knip'] },
];

const LANES = 2;

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run({ name, command }: (typeof CHECKS)[number]): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...command], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)\n`);
      // A passing check says only its summary (ESLint's count of warnings, say); a failing one says everything.
      const text = Buffer.concat(output).toString('utf8');
      const summary = text.trim().split('\n').at(-1) ?? '';
      process.stdout.write(ok ? (summary ? `  ${summary}\n` : '') : text);
      resolve({ name, ok, seconds });
    });
  });
}

const queue = [...CHECKS];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) outcomes.push(await run(check));
  }),
);
const failed = outcomes.filter((outcome) => !outcome.ok);
if (failed.length) {
  process.stdout.write(`\nFailed: ${failed.map((outcome) => outcome.name).join(', ')}\n`);
  process.exitCode = 1;
}
