import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiShape } from '../../testing/openapi-shape.ts';
import { testApp } from '../../testing/test-app.ts';

const CALCULATIONS = [
  '/api/create_table/loss_earnings/past',
  '/api/create_table/loss_earnings/future',
  '/api/create_table/loss_support/past',
  '/api/create_table/loss_support/future',
  '/api/create_table/loss_services/past',
  '/api/create_table/loss_services/future',
  '/api/create_table/loss_medical/future',
  '/api/create_table/loss_medical/past',
  '/api/forensic/get_life',
  '/api/forensic/get_discount',
  '/api/forensic/get_growth',
  '/api/forensic/get_wage',
  '/api/forensic/get_interest',
  '/api/forensic/get_judgment_rate',
  '/api/sensitivity',
];

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let doc: OpenApiShape;
  beforeAll(async () => {
    app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = JSON.parse(response.body) as OpenApiShape;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc).includes('"$schema"'), 'a nested $schema').toBe(false);
  });

  it('lists every calculation as a POST with its body, its answer and the 400 body', () => {
    for (const url of CALCULATIONS) {
      const operation = doc.paths[url]?.post;
      expect(operation, url).toBeDefined();
      expect(operation?.requestBody?.content['application/json']?.schema).toBeTypeOf('object');
      expect(operation?.responses['200']?.content['application/json']?.schema).toBeTypeOf('object');
      expect(operation?.responses['400']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ValidationError' });
    }
  });

  it('says which routes need a signed-in session, and what such a route may refuse before answering', () => {
    for (const url of CALCULATIONS)
      for (const status of ['401', '403', '429', '503']) expect(doc.paths[url]!.post!.responses[status], `${url} ${status}`).toBeDefined();
    expect(doc.paths['/api/health']!.get!.responses['401']).toBeUndefined();
    expect(doc.paths['/api/forensic/wage_occupations']!.get!.responses['403'], 'a GET changes nothing').toBeUndefined();
  });

  it('lists exactly the routes the service has', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...CALCULATIONS,
        '/api/forensic/wage_occupations',
        '/api/health',
        '/api/settings/economists',
        '/api/profiles',
        '/api/profiles/{id}',
        '/api/case-key',
        '/api/cases',
        '/api/cases/{id}',
        '/api/settings/case-copy',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/api/forensic/wage_occupations']!)).toEqual(['get']);
    expect(doc.paths['/api/forensic/wage_occupations']!.get!.responses['401']).toBeDefined();
    expect(Object.keys(doc.paths['/api/health']!)).toEqual(['get']);
  });

  it('describes the request fields as the browser sends them', () => {
    const earnings = doc.paths['/api/create_table/loss_earnings/past']?.post?.requestBody?.content['application/json']?.schema;
    expect(earnings?.required).toEqual(expect.arrayContaining(['caseDor', 'caseDoi', 'caseDot', 'plaintiffDob', 'taxIncome']));
    // Retirement ages are not needed with worklife scenarios (methodology version 3), so the body checks them instead.
    expect(Object.keys(earnings?.properties ?? {})).toEqual(expect.arrayContaining(['wleYears', 'worklife', 'discountConvention']));
    expect(earnings?.properties?.benefitsRate?.type).toEqual(['string', 'number']);
  });

  it('describes the 400 body', () => {
    const error = doc.components.schemas.ValidationError;
    expect(error?.required).toEqual(['error', 'issues']);
    expect(error?.properties?.issues?.items?.required).toEqual(['path', 'message']);
  });

  it('describes the tables as JSON strings of rows', () => {
    const answer = doc.paths['/api/create_table/loss_services/future']?.post?.responses['200']?.content['application/json']?.schema;
    const table = answer?.properties?.table?.items?.properties?.table;
    expect(table?.type).toBe('string');
    expect(table?.contentMediaType).toBe('application/json');
    expect(Object.keys(table?.contentSchema?.items?.properties ?? {})).toEqual([
      'Year',
      'Age',
      'Portion',
      'Annual Value',
      'Loss',
      'Discount Factor',
      'PV',
      // Only on a past table with prejudgment interest (version 3).
      'Interest',
      'Loss with Interest',
    ]);
    expect(table?.contentSchema?.items?.required).not.toContain('Interest');
  });
});
