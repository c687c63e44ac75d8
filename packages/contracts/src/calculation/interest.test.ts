import { describe, expect, it } from 'vitest';
import { validationErrorBody } from './errors.ts';
import { getInterestRequest, getJudgmentRateRequest, prejudgmentInterestTerms } from './interest.ts';
import { toWireLoss } from './responses.ts';
import { lossResponseJson } from './wire-json.ts';

/** The bodies of section 16 and 17 of docs/methodology.md: what is accepted, and the field named when it is not. */

const BODY = {
  rate: '0.075',
  compounding: 'simple',
  from: '2024-04-15',
  to: '2026-03-02',
  items: [{ id: 'burial', amount: '9875.50', date: '2023-05-10' }],
};

/** The paths a body is refused for, or [] when it is accepted. */
function refusedPaths(schema: { safeParse: (body: unknown) => { success: boolean; error?: unknown } }, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return validationErrorBody(parsed.error as Parameters<typeof validationErrorBody>[0]).issues.map((issue) => issue.path);
}

describe('get_interest bodies', () => {
  it('reads numbers written as text, and the terms as the engine takes them', () => {
    expect(getInterestRequest.parse(BODY)).toEqual({
      rate: 0.075,
      compounding: 'simple',
      from: '2024-04-15',
      to: '2026-03-02',
      items: [{ id: 'burial', amount: 9875.5, date: '2023-05-10' }],
    });
  });

  it('takes compounding simple when left out or empty, in any case otherwise, and `from` empty as no start date', () => {
    const { compounding: _, ...withoutCompounding } = BODY;
    expect(getInterestRequest.parse(withoutCompounding)).toMatchObject({ compounding: 'simple' });
    expect(getInterestRequest.parse({ ...BODY, compounding: '' })).toMatchObject({ compounding: 'simple' });
    expect(getInterestRequest.parse({ ...BODY, compounding: 'Annual' })).toMatchObject({ compounding: 'annual' });
    expect(getInterestRequest.parse({ ...BODY, from: '' })).toMatchObject({ from: null });
    expect(getInterestRequest.parse({ ...BODY, from: null })).toMatchObject({ from: null });
    const { from: __, ...withoutFrom } = BODY;
    expect(getInterestRequest.parse(withoutFrom)).toMatchObject({ from: null });
  });

  it('accepts the rate at its bounds 0 and 0.5, and `from` equal to `to`', () => {
    expect(refusedPaths(getInterestRequest, { ...BODY, rate: 0 })).toEqual([]);
    expect(refusedPaths(getInterestRequest, { ...BODY, rate: '0.5' })).toEqual([]);
    expect(refusedPaths(getInterestRequest, { ...BODY, from: '2026-03-02' })).toEqual([]);
  });

  it.each([
    ['a rate above 0.5', { rate: '0.51' }, ['rate']],
    ['a negative rate', { rate: -0.01 }, ['rate']],
    ['a rate that is not a number', { rate: 'seven' }, ['rate']],
    ['an unknown compounding', { compounding: 'monthly' }, ['compounding']],
    ['`to` left out', { to: undefined }, ['to']],
    ['`to` empty', { to: '' }, ['to']],
    ['an impossible `from`', { from: '2025-02-29' }, ['from']],
    ['`from` after `to`', { from: '2026-03-03' }, ['from']],
    ['no items', { items: [] }, ['items']],
    ['items not a list', { items: 'burial' }, ['items']],
    ['a negative amount', { items: [{ id: 1, amount: '-1', date: '2024-01-01' }] }, ['items.0.amount']],
    ['an item without a date', { items: [{ id: 1, amount: 1 }] }, ['items.0.date']],
  ])('refuses %s, naming the field', (_, change, paths) => {
    expect(refusedPaths(getInterestRequest, { ...BODY, ...change })).toEqual(paths);
  });

  it('refuses more than 100 items', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ id: i, amount: 1, date: '2024-01-01' }));
    expect(refusedPaths(getInterestRequest, { ...BODY, items })).toEqual(['items']);
    expect(refusedPaths(getInterestRequest, { ...BODY, items: items.slice(0, 100) })).toEqual([]);
  });

  it('refuses a body that is not an object', () => {
    expect(refusedPaths(getInterestRequest, [BODY])).toEqual(['']);
  });
});

describe('prejudgmentInterest terms of a past table', () => {
  it('are the terms without items, `to` required and `from` not after it', () => {
    const { items: _, ...terms } = BODY;
    expect(prejudgmentInterestTerms.parse(terms)).toEqual({ rate: 0.075, compounding: 'simple', from: '2024-04-15', to: '2026-03-02' });
    expect(refusedPaths(prejudgmentInterestTerms, { ...terms, to: undefined })).toEqual(['to']);
    expect(refusedPaths(prejudgmentInterestTerms, { ...terms, from: '2027-01-01' })).toEqual(['from']);
  });
});

describe('get_judgment_rate bodies', () => {
  it('take a date, and name it when it is missing or impossible', () => {
    expect(getJudgmentRateRequest.parse({ date: '2025-06-11' })).toEqual({ date: '2025-06-11' });
    expect(refusedPaths(getJudgmentRateRequest, {})).toEqual(['date']);
    expect(refusedPaths(getJudgmentRateRequest, { date: '2025-06-31' })).toEqual(['date']);
    expect(refusedPaths(getJudgmentRateRequest, '2025-06-11')).toEqual(['']);
  });
});

describe('a past table with interest on the wire', () => {
  const result = {
    case_info: { plaintiff_age_at_report: 40, plaintiff_age_at_life_expectancy: [78], life_expectancy_date: [] },
    tables: [
      { id: 0, rows: [{ Year: 2024, PV: 100, Interest: 5.5, 'Loss with Interest': 105.5 }], total_pv: 100, total_interest: 5.5 },
      { id: 1, rows: [], total_pv: 0 },
    ],
  };

  it('writes total_interest after total_pv, only where the table has it, byte for byte as the reference', () => {
    const json = lossResponseJson(result);
    expect(json).toBe(JSON.stringify(toWireLoss(result)));
    const tables = (JSON.parse(json) as { table: Record<string, unknown>[] }).table;
    expect(Object.keys(tables[0]!)).toEqual(['id', 'table', 'total_pv', 'total_interest']);
    expect(Object.keys(tables[1]!)).toEqual(['id', 'table', 'total_pv']);
  });
});
