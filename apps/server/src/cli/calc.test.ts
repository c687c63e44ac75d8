import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LossEarningsResponse, LossMedicalResponse, ValidationErrorBody } from '@damages/contracts';
import type { MedicalScenarioType } from '@damages/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { contractExample } from '../testing/shared-examples.ts';
import { runCalc } from './calc-command.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run calc` as a process: only the test of the entry itself pays for starting one. */
function calcProcess(args: string[], stdin: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile('npx', ['tsx', 'apps/server/src/cli/calc.ts', ...args], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    child.stdin?.end(stdin);
  });
}

/** The version-1 earnings example file, as its JSON states it. */
interface EarningsExampleFile {
  request: { wagesDiscount: string };
  expected: { case_info: Record<string, unknown>; table: { table: unknown }[] };
}

/** A medical example's answer, as its JSON states it. */
interface ExpectedMedical {
  case_info: Record<string, unknown>;
  table: Record<MedicalScenarioType, { id: number; medical_table: unknown; total_interest: number }[]>;
}

/** The command in this process, its output collected as the process would write it (console.log and console.error lines). */
async function calc(args: string[], stdin = ''): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCalc(args, {
    log: (line) => out.push(`${line}\n`),
    error: (message) => err.push(`${String(message)}\n`),
    stdin: async () => stdin,
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const tmp = mkdtempSync(path.join(tmpdir(), 'calc-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run calc', () => {
  it('runs a shared example and prints the expected tables', async () => {
    const file = contractExample('loss_earnings-past').file;
    const example = JSON.parse(readFileSync(file, 'utf8')) as EarningsExampleFile;
    const run = await calc(['loss_earnings/past', file]);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as LossEarningsResponse;
    // The answer states its valuation (methodology version 3); this version-1 example predates that one key.
    const { discount, ...caseInfo } = answer.case_info;
    expect(caseInfo).toEqual(example.expected.case_info);
    expect(discount).toMatchObject({ convention: 'midPeriod', method: 'nominal', rate_applied: Number(example.request.wagesDiscount) });
    expect(answer.table.map((t) => JSON.parse(t.table) as unknown)).toEqual(example.expected.table.map((t) => t.table));
  });

  it("runs the plan's care before trial from its example file alone, every entry to the cent", async () => {
    const example = contractExample('loss_medical-past-plan-before-trial');
    // No endpoint named: the example file says which one it is.
    const run = await calc([example.file]);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as LossMedicalResponse;
    const expected = example.expected as ExpectedMedical;
    expect(answer.case_info).toEqual(expected.case_info);
    for (const type of ['best', 'probable', 'worst'] as const)
      expect(answer.table[type].map((t) => [t.id, JSON.parse(t.medical_table) as unknown, t.total_interest])).toEqual(
        expected.table[type].map((t) => [t.id, t.medical_table, t.total_interest]),
      );
  });

  it('sends each person of a get_life list and prints the answers as a list', async () => {
    const run = await calc(['get_life', contractExample('get_life').file]);
    expect(run.code, run.stderr).toBe(0);
    const answers = JSON.parse(run.stdout) as { life_expectancy: number }[];
    expect(answers.map((a) => a.life_expectancy)).toEqual([34.29, 26, 2.8]);
  });

  it('runs the get_growth example body by body', async () => {
    const run = await calc(['get_growth', contractExample('get_growth').file]);
    expect(run.code, run.stderr).toBe(0);
    const answers = JSON.parse(run.stdout) as { growth_rate: number }[];
    expect(answers.map((a) => a.growth_rate)).toEqual([2.5688, 3.034, 3.3171]);
  });

  it('runs the get_interest and get_judgment_rate examples body by body, named by the example file', async () => {
    const interest = await calc([contractExample('get_interest').file]);
    expect(interest.code, interest.stderr).toBe(0);
    expect((JSON.parse(interest.stdout) as { total_interest: number }[]).map((a) => a.total_interest)).toEqual([6523.55, 5139.73]);
    const rate = await calc(['get_judgment_rate', contractExample('get_judgment_rate').file]);
    expect(rate.code, rate.stderr).toBe(0);
    expect((JSON.parse(rate.stdout) as { rate: number }[]).map((a) => a.rate)).toEqual([4.1, 4.81]);
  });

  it('lists the wage occupations with no body, by name or from the example file', async () => {
    const byName = await calc(['wage_occupations']);
    expect(byName.code, byName.stderr).toBe(0);
    expect(JSON.parse(byName.stdout)).toEqual(contractExample('wage_occupations').expected);
    const byExample = await calc([contractExample('wage_occupations').file]);
    expect(JSON.parse(byExample.stdout)).toEqual(contractExample('wage_occupations').expected);
  });

  it('reads a bare body from stdin, run as the process npm run calc starts', async () => {
    const run = await calcProcess(
      ['forensic/get_life', '-'],
      JSON.stringify({ caseDor: '2025-03-01', dob: '1980-04-10', gender: 'male', race: 'white' }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { lifeExpectancy: number }).lifeExpectancy).toBe(34.29);
  });

  it('prints the error body on stderr and exits 1 on a bad body', async () => {
    const file = path.join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify({ caseDor: 5 }));
    const run = await calc(['create_table/loss_earnings/past', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const error = JSON.parse(run.stderr.slice(run.stderr.indexOf('{'))) as ValidationErrorBody;
    expect(error.issues.map((i) => i.path)).toContain('caseDor');
  });

  it('prints its usage with --help', async () => {
    const run = await calc(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Usage: npm run calc -- <endpoint>/);
  });
});
