import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

/** The worked examples of the methodology, shared with every implementation of the contract. */
export const sharedDir = process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared');
export const examplesDir = path.join(sharedDir, 'examples');

export interface SharedExample {
  file: string;
  /** e.g. "POST /api/create_table/loss_earnings/past" */
  endpoint: string;
  request: unknown;
  expected: unknown;
}

export function sharedExamples(): SharedExample[] {
  return readdirSync(examplesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(examplesDir, name);
      return { file, ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<SharedExample, 'file'>) };
    });
}

/** A copy of an example's request, to break one field of in a validation test. */
export function exampleRequest<T = Record<string, unknown>>(name: string): T {
  const example = sharedExamples().find((e) => path.basename(e.file) === `${name}.json`);
  if (!example) throw new Error(`No shared example ${name}.json in ${examplesDir}`);
  return structuredClone(example.request) as T;
}
