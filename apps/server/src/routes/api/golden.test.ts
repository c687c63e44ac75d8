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

function expectLossTables(actual: Json, expected: Json) {
  expect(actual.case_info).toEqual(expected.case_info);
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
  });
}

function expectMedicalTables(actual: Json, expected: Json) {
  expect(actual.case_info).toEqual(expected.case_info);
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
  });

  for (const example of examples) {
    const url = example.endpoint.replace(/^POST\s+/, '');

    it(`v${example.version} ${example.name}: ${url} answers the expected figures to the cent`, async () => {
      const response = await postJson(app, url, example.request);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as Json;
      // The answer has the shape the contract's endpoint table gives this path.
      const shape = endpointAt(url)!.response.safeParse(body);
      expect(shape.success, JSON.stringify(shape.error?.issues)).toBe(true);
      if (url.includes('/loss_medical/')) expectMedicalTables(body, example.expected as Json);
      else expectLossTables(body, example.expected as Json);
    });
  }
});
