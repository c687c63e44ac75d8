import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { exampleRequest } from '../../../testing/shared-examples.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

/** Prejudgment interest on the past earnings table over HTTP (docs/methodology.md, sections 16 and 18). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

const PAST = '/api/create_table/loss_earnings/past';
const FUTURE = '/api/create_table/loss_earnings/future';
type Table = { table: string; total_pv: number; total_interest?: number };

describe('prejudgmentInterest on loss_earnings', () => {
  const body = exampleRequest('loss_earnings-past-interest-simple');

  it('adds Interest and Loss with Interest after PV, and leaves every other column as without interest', async () => {
    const withInterest = (await postJson(app, PAST, body)).json<{ table: Table[] }>().table;
    const { prejudgmentInterest: _, ...plain } = body;
    const without = (await postJson(app, PAST, plain)).json<{ table: Table[] }>().table;
    expect(without.every((t) => t.total_interest === undefined)).toBe(true);
    withInterest.forEach((table, i) => {
      const rows = JSON.parse(table.table) as Record<string, number>[];
      const plainRows = JSON.parse(without[i]!.table) as Record<string, number>[];
      expect(Object.keys(rows[0]!).slice(-3)).toEqual(['PV', 'Interest', 'Loss with Interest']);
      expect(rows.map(({ Interest: _i, 'Loss with Interest': _l, ...rest }) => rest)).toEqual(plainRows);
      expect(table.total_pv).toBe(without[i]!.total_pv);
    });
  });

  it('treats a blank prejudgmentInterest as none', async () => {
    for (const blank of ['', null]) {
      const tables = (await postJson(app, PAST, { ...body, prejudgmentInterest: blank })).json<{ table: Table[] }>().table;
      expect(tables.every((t) => t.total_interest === undefined)).toBe(true);
    }
  });

  it.each([
    ['without `to`', { rate: '0.09', compounding: 'simple', from: '' }, 'prejudgmentInterest.to'],
    ['with an unknown compounding', { rate: '0.09', compounding: 'quarterly', to: '2026-03-02' }, 'prejudgmentInterest.compounding'],
    ['with a rate above 0.5', { rate: '0.6', to: '2026-03-02' }, 'prejudgmentInterest.rate'],
    ['with `from` after `to`', { rate: '0.09', from: '2026-03-03', to: '2026-03-02' }, 'prejudgmentInterest.from'],
  ])('refuses it %s, naming the field', async (_, terms, path) => {
    expectRejected(await postJson(app, PAST, { ...body, prejudgmentInterest: terms }), 400, path);
  });

  it('refuses it on the future table, naming prejudgmentInterest', async () => {
    const error = expectRejected(await postJson(app, FUTURE, body), 400, 'prejudgmentInterest');
    expect(error.issues.find((issue) => issue.path === 'prejudgmentInterest')!.message).toMatch(/past table only/);
  });
});
