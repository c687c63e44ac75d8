import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

function generate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/data/generate.ts', ...args], { cwd: repoRoot }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const empty = mkdtempSync(path.join(tmpdir(), 'no-official-files-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

// Only failing runs here: a successful one would rewrite the shipped data.
describe('npm run data:generate', () => {
  it('needs the folder of official files, and says so with its usage (exit code 2)', async () => {
    const run = await generate([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('data:generate needs exactly one argument, the folder of official files.');
    expect(run.stderr).toContain('Usage: npm run data:generate -- <folder of official files>');
  });

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
