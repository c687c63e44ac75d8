import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGenerate } from './generate-command.ts';
import { repoRoot } from './paths.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run data:generate` as a process: only the test of the entry itself pays for starting one. */
function generateProcess(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/data/generate.ts', ...args], { cwd: repoRoot }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The command in this process, its output collected as the process would write it (console.log and console.error lines). */
async function generate(args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGenerate(args, { log: (line) => out.push(`${line}\n`), error: (line) => err.push(`${line}\n`) });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const empty = mkdtempSync(path.join(tmpdir(), 'no-official-files-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

// Only failing runs here: a successful one would rewrite the shipped data.
describe('npm run data:generate', () => {
  // Starting npx and tsx takes seconds on a busy machine, hence its own time-out; the other tests run the command in this process.
  it('needs the folder of official files, and says so with its usage (exit code 2), run as the process npm starts', async () => {
    const run = await generateProcess([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('data:generate needs exactly one argument, the folder of official files.');
    expect(run.stderr).toContain('Usage: npm run data:generate -- <folder of official files>');
  }, 30_000);

  it('prints its usage with --help', async () => {
    const run = await generate(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: npm run data:generate -- <folder of official files>');
    expect(run.stdout).toContain('cpi/cpi-u-medical-care-CUUR0000SAM-monthly.csv');
  });

  it('refuses a folder that does not exist (exit code 2) and one without the files (exit code 1, nothing written)', async () => {
    const missing = await generate([path.join(empty, 'nowhere')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('is not a folder');
    const bare = await generate([empty]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toMatch(
      /data:generate failed: life-tables\/us-life-tables-2023-ex-lx-by-race\.csv: cannot read .* \(ENOENT\)\. Nothing was written\./,
    );
  });
});
