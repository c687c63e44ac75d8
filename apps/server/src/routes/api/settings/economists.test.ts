import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ECONOMISTS } from '@damages/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import economists from './economists.ts';

async function appWith(fileText?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'economists-'));
  if (fileText !== undefined) writeFileSync(path.join(dataDir, 'economists.json'), fileText);
  const app = Fastify();
  await app.register(economists, { dataDir });
  return app;
}

describe('GET /settings/economists', () => {
  it('serves neutral defaults when the firm has no settings file', async () => {
    const app = await appWith();
    expect((await app.inject('/settings/economists')).json()).toEqual(DEFAULT_ECONOMISTS);
  });

  it("serves the firm's economists, filling a missing one with its default", async () => {
    const jane = { id: 'economist-1', name: 'Jane Roe', title: 'Senior Economist', credentials: 'Ph.D.' };
    const app = await appWith(JSON.stringify([jane]));
    expect((await app.inject('/settings/economists')).json()).toEqual([jane, DEFAULT_ECONOMISTS[1]]);
  });

  it('falls back to the defaults when the file is broken', async () => {
    for (const text of ['{not json', JSON.stringify([{ id: 'economist-9', name: 'X' }])]) {
      const app = await appWith(text);
      expect((await app.inject('/settings/economists')).json()).toEqual(DEFAULT_ECONOMISTS);
    }
  });
});
