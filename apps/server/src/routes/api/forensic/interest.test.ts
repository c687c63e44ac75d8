import type { GetJudgmentRateResponse } from '@damages/contracts';
import { formatIsoDate, shippedYieldCurve, toEpochDay } from '@damages/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

/** The interest lookups over HTTP (docs/methodology.md, sections 16 to 18): the answer's shape, and a 400 naming the field. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

describe('POST /api/forensic/get_interest', () => {
  const body = {
    rate: '0.1',
    compounding: 'annual',
    from: '',
    to: '2026-01-01',
    items: [
      { id: 'a', amount: '1000', date: '2024-01-01' },
      { id: 7, amount: 250.5, date: '2026-02-01' },
    ],
  };

  it('answers each item in order and the total of the rounded interest', async () => {
    const response = await postJson(app, '/api/forensic/get_interest', body);
    expect(response.statusCode, response.body).toBe(200);
    // 2024-01-01 to 2026-01-01 is 731 days (2024 is a leap year): 1000 × (1.1² × (1 + 0.1/365) − 1) = 210.33.
    expect(response.json()).toEqual({
      items: [
        { id: 'a', amount: 1000, accrual_start: '2024-01-01', days: 731, interest: 210.33 },
        { id: 7, amount: 250.5, accrual_start: '2026-02-01', days: 0, interest: 0 },
      ],
      total_interest: 210.33,
    });
  });

  it.each([
    ['a rate above 0.5', { rate: '0.6' }, 'rate'],
    ['an unknown compounding', { compounding: 'daily' }, 'compounding'],
    ['no `to`', { to: undefined }, 'to'],
    ['`from` after `to`', { from: '2026-01-02' }, 'from'],
    ['a negative amount', { items: [{ id: 1, amount: '-5', date: '2024-01-01' }] }, 'items.0.amount'],
    ['an impossible item date', { items: [{ id: 1, amount: '5', date: '2023-02-29' }] }, 'items.0.date'],
    ['an empty list', { items: [] }, 'items'],
  ])('refuses %s with a 400 naming the field', async (_, change, path) => {
    expectRejected(await postJson(app, '/api/forensic/get_interest', { ...body, ...change }), 400, path);
  });
});

describe('POST /api/forensic/get_judgment_rate', () => {
  it("answers the week's average 1-year yield and names its source", async () => {
    const response = await postJson(app, '/api/forensic/get_judgment_rate', { date: '2025-06-11' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<GetJudgmentRateResponse>();
    expect(Object.keys(answer)).toEqual(['rate', 'week_start', 'week_end', 'days', 'source']);
    expect(answer).toMatchObject({ rate: 4.1, week_start: '2025-06-02', week_end: '2025-06-08', days: 5 });
    expect(answer.source).toMatch(/1-year constant maturity Treasury yield, 2025-06-02 to 2025-06-08/);
  });

  it('refuses a week after the last curve date shipped, and one before the first, naming date', async () => {
    const twoWeeksAfter = formatIsoDate(toEpochDay(shippedYieldCurve.lastDate) + 14);
    for (const date of [twoWeeksAfter, '1990-01-03']) {
      const error = expectRejected(await postJson(app, '/api/forensic/get_judgment_rate', { date }), 400, 'date');
      expect(error.issues[0]!.message).toMatch(/no 1-year value in the week before the date/);
    }
  });

  it('refuses a missing or impossible date, naming it', async () => {
    expectRejected(await postJson(app, '/api/forensic/get_judgment_rate', {}), 400, 'date');
    expectRejected(await postJson(app, '/api/forensic/get_judgment_rate', { date: '2025-13-01' }), 400, 'date');
    expectRejected(await postJson(app, '/api/forensic/get_judgment_rate', ['2025-06-11']), 400, '');
  });
});
