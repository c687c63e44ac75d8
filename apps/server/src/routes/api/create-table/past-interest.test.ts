import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

/**
 * Prejudgment interest on the past support and services tables over HTTP
 * (docs/methodology.md, sections 16 and 18), on hand-worked cases: a single full
 * year 2024 of a loss known exactly, arising at its midpoint 2024-07-02.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

type Table = { table: string; total_pv: number; total_interest?: number };

const CASE = { caseDor: '2024-06-01', caseDoi: '2024-01-01', caseDot: '2025-01-01', plaintiffDob: '1980-01-01' };
/** 6 % simple through 2025-07-02: 365 days, one year's interest. */
const SIMPLE = { rate: '0.06', compounding: 'simple', from: '', to: '2025-07-02' };
/** 6 % compounded yearly through 2026-07-02: 730 days, 1.06² − 1 = 12.36 %. */
const ANNUAL = { rate: '0.06', compounding: 'annual', from: '', to: '2026-07-02' };

async function onlyRow(url: string, body: object): Promise<{ row: Record<string, number>; table: Table }> {
  const response = await postJson(app, url, body);
  expect(response.statusCode, response.body).toBe(200);
  const table = response.json<{ table: Table[] }>().table[0]!;
  const rows = JSON.parse(table.table) as Record<string, number>[];
  expect(rows).toHaveLength(1);
  return { row: rows[0]!, table };
}

describe('loss_services/past with prejudgmentInterest', () => {
  // $20 an hour, 10 hours a week, 50 weeks, no growth: $10,000 for 2024.
  const body = {
    ...CASE,
    totalLeYears: [{ id: 0, totalLeYears: '30' }],
    servicesDiscount: '0.04',
    servicesGrowth: '0',
    services: [{ servicesEndDate: '2040-12-31', servicesHourlyRate: '20', servicesNumOfWeeks: '50', servicesWeeklyHours: '10' }],
  };

  it('earns $600.00 simple and $1,236.00 compounded on $10,000', async () => {
    const simple = await onlyRow('/api/create_table/loss_services/past', { ...body, prejudgmentInterest: SIMPLE });
    expect(simple.row).toMatchObject({ Loss: 10_000, PV: 10_000, Interest: 600, 'Loss with Interest': 10_600 });
    expect(simple.table.total_interest).toBe(600);
    const annual = await onlyRow('/api/create_table/loss_services/past', { ...body, prejudgmentInterest: ANNUAL });
    expect(annual.row).toMatchObject({ Interest: 1236, 'Loss with Interest': 11_236 });
  });

  it('has no interest columns without it, and refuses it on the future table', async () => {
    const plain = await onlyRow('/api/create_table/loss_services/past', body);
    expect(Object.keys(plain.row)).not.toContain('Interest');
    expect(plain.table.total_interest).toBeUndefined();
    expectRejected(
      await postJson(app, '/api/create_table/loss_services/future', { ...body, prejudgmentInterest: SIMPLE }),
      400,
      'prejudgmentInterest',
    );
  });
});

describe('loss_support/past with prejudgmentInterest', () => {
  // $100,000 untaxed, a fixed 25 % consumed, no growth: $75,000 of support for 2024.
  const body = {
    ...CASE,
    plaintiffGender: 'Male',
    totalLeYears: [{ id: 0, totalLeYears: '30' }],
    householdIncome: '100000',
    householdSize: '2',
    taxIncome: [{ id: 0, taxIncome: '100000' }],
    taxDeductions: '0',
    taxAdjustments: '0',
    taxRate: '0',
    wleYears: [{ id: 0, retirementAge: '67' }],
    wageDiscount: '0.04',
    wageGrowth: '0',
    spouseDob: '1980-01-01',
    spouseLeYears: '40',
    children: [],
    consumptionMethod: 'fixedRate',
    consumptionRate: '0.25',
  };

  it('earns $4,500.00 simple on $75,000, in the version-2 and the version-3 columns alike', async () => {
    for (const extra of [{}, { benefitsRate: '0' }]) {
      const { row, table } = await onlyRow('/api/create_table/loss_support/past', { ...body, ...extra, prejudgmentInterest: SIMPLE });
      expect(row).toMatchObject({ Loss: 75_000, PV: 75_000, Interest: 4500, 'Loss with Interest': 79_500 });
      expect(table.total_interest).toBe(4500);
    }
  });

  it('compounds yearly: $9,270.00', async () => {
    const { row } = await onlyRow('/api/create_table/loss_support/past', { ...body, prejudgmentInterest: ANNUAL });
    expect(row.Interest).toBe(9270);
  });

  it('refuses it on the future table, and without `to`, naming the field', async () => {
    expectRejected(
      await postJson(app, '/api/create_table/loss_support/future', { ...body, prejudgmentInterest: SIMPLE }),
      400,
      'prejudgmentInterest',
    );
    expectRejected(
      await postJson(app, '/api/create_table/loss_support/past', { ...body, prejudgmentInterest: { rate: '0.06' } }),
      400,
      'prejudgmentInterest.to',
    );
  });
});
