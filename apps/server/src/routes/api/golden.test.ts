import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  getDiscountResponse,
  getLifeResponse,
  lossEarningsResponse,
  lossMedicalResponse,
  lossServicesResponse,
  lossSupportResponse,
} from '../../openapi/response-schemas.ts';
import { sharedExamples } from '../../testing/shared-examples.ts';
import { postJson, testApp } from '../../testing/test-app.ts';

type Json = Record<string, unknown>;

const RESPONSE_SHAPES: Record<string, z.ZodType> = {
  loss_earnings: lossEarningsResponse,
  loss_support: lossSupportResponse,
  loss_services: lossServicesResponse,
  loss_medical: lossMedicalResponse,
  get_life: getLifeResponse,
  get_discount: getDiscountResponse,
};

/** Only the fields the example states: the service may answer more (get_life's `table`, medical totals). */
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
    expect(JSON.parse(got.table as string)).toEqual(want.table);
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

describe('shared worked examples', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { requireSession: false });
  });
  afterAll(() => app.close());

  const examples = sharedExamples();

  it('exist', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9);
  });

  for (const example of examples) {
    const url = example.endpoint.replace(/^POST\s+/, '');
    // /api/create_table/loss_earnings/past → loss_earnings; /api/forensic/get_life → get_life
    const resource = url.split('/')[3]!;

    it(`${path.basename(example.file)}: ${url} answers the expected figures to the cent`, async () => {
      if (url.endsWith('/get_life')) {
        const people = example.request as Json[];
        const expected = example.expected as Json[];
        for (const [i, person] of people.entries()) {
          const response = await postJson(app, url, person);
          expect(response.statusCode).toBe(200);
          const body = response.json() as Json;
          expect(RESPONSE_SHAPES[resource]!.safeParse(body).success).toBe(true);
          expect(pick(body, expected[i]!)).toEqual(expected[i]);
          expect(body.lifeExpectancy).toBe(body.life_expectancy);
        }
        return;
      }

      const response = await postJson(app, url, example.request);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as unknown;
      expect(RESPONSE_SHAPES[resource]!.safeParse(body).success).toBe(true);

      if (url.endsWith('/get_discount')) {
        const expected = example.expected as Json[];
        const answers = body as Json[];
        expect(answers).toHaveLength(expected.length);
        expected.forEach((want, i) => expect(pick(answers[i]!, want)).toEqual(want));
      } else if (url.includes('/loss_medical/')) expectMedicalTables(body as Json, example.expected as Json);
      else expectLossTables(body as Json, example.expected as Json);
    });
  }
});
