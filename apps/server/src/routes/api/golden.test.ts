import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAt } from '@damages/contracts';
import { sharedExamples } from '../../testing/shared-examples.ts';
import { postJson, testApp } from '../../testing/test-app.ts';

type Json = Record<string, unknown>;

/** Only the fields the example states: the service may answer more (medical totals and rates). */
function pick(actual: Json, expected: Json): Json {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key]]));
}

function expectLossTables(actual: Json, expected: Json, request: Json) {
  // Version 3's examples state the valuation; the earlier ones predate it, and their answers gain exactly that
  // one key: the default valuation at the table's own discount rate.
  const discount = (expected.case_info as Json).discount ?? {
    ...UNSTATED_DISCOUNT,
    rate_applied: Number(request.wagesDiscount ?? request.wageDiscount ?? request.servicesDiscount),
  };
  expect(actual.case_info).toEqual({ ...(expected.case_info as Json), discount });
  const tables = actual.table as Json[];
  const expectedTables = expected.table as Json[];
  expect(tables).toHaveLength(expectedTables.length);
  expectedTables.forEach((want, i) => {
    const got = tables[i]!;
    expect(got.id).toEqual(want.id);
    expect(typeof got.table).toBe('string');
    const rows = JSON.parse(got.table as string) as Json[];
    expect(rows).toEqual(want.table);
    // The columns travel in the order the contract lists them.
    rows.forEach((row, r) => expect(Object.keys(row)).toEqual(Object.keys((want.table as Json[])[r]!)));
    expect(got.total_pv).toBe(want.total_pv);
    // Only a past table with prejudgment interest totals its interest (version 3).
    expect(got.total_interest).toBe(want.total_interest);
  });
}

/** How a table is valued without the options of version 3, which every answer has stated since. */
const UNSTATED_DISCOUNT = { convention: 'midPeriod', method: 'nominal', valuation_year: null, net_discount_rate: null };

function expectMedicalTables(actual: Json, expected: Json) {
  // The examples before version 3 predate case_info.discount; their answers state the default valuation.
  expect(actual.case_info).toEqual({ discount: UNSTATED_DISCOUNT, ...(expected.case_info as Json) });
  const byType = actual.table as Record<string, Json[]>;
  for (const [type, wantEntries] of Object.entries(expected.table as Record<string, Json[]>)) {
    expect(byType[type], type).toHaveLength(wantEntries.length);
    wantEntries.forEach((want, i) => {
      const got = byType[type]![i]!;
      const { medical_table: wantRows, ...wantRest } = want;
      expect(pick(got, wantRest)).toEqual(wantRest);
      expect(JSON.parse(got.medical_table as string)).toEqual(wantRows);
    });
  }
}

/**
 * Every create_table worked example of the contract, versions 1 and 2, over HTTP:
 * the answer has the documented shape and every figure to the cent. The lookups'
 * examples (/forensic/) have their own golden tests.
 */
describe('worked examples of the contract, over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { requireSession: false });
  });
  afterAll(() => app.close());

  const examples = sharedExamples().filter((e) => e.endpoint.includes('/create_table/'));

  it('cover both versions', () => {
    expect(examples.filter((e) => e.version === 1).length).toBeGreaterThanOrEqual(6);
    expect(examples.filter((e) => e.version === 2).length).toBeGreaterThanOrEqual(4);
    // Version 3's: the published Tinari example (past, future, total offset), worklife earnings and services stages.
    expect(examples.filter((e) => e.version === 3 && !e.endpoint.includes('/loss_medical/')).length).toBeGreaterThanOrEqual(5);
  });

  for (const example of examples) {
    const url = example.endpoint.replace(/^POST\s+/, '');

    it(`v${example.version} ${example.name}: ${url} answers the expected figures to the cent`, async () => {
      const response = await postJson(app, url, example.request);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Json>();
      // The answer has the shape the contract's endpoint table gives this path.
      const shape = endpointAt(url)!.response.safeParse(body);
      expect(shape.success, JSON.stringify(shape.error?.issues)).toBe(true);
      if (url.includes('/loss_medical/')) expectMedicalTables(body, example.expected as Json);
      else expectLossTables(body, example.expected as Json, example.request as Json);
    });
  }
});
