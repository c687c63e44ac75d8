import { describe, expect, it } from 'vitest';
import { apiPath, ENDPOINT_NAMES, ENDPOINTS } from '@damages/contracts';
import { callsOf, endpointUrl, exampleEndpoint, methodOf, resolveEndpoint, shortName } from './calc-request.ts';

describe('endpointUrl', () => {
  it.each([
    ['loss_earnings/past', '/api/create_table/loss_earnings/past'],
    ['create_table/loss_earnings/past', '/api/create_table/loss_earnings/past'],
    ['/api/create_table/loss_support/future', '/api/create_table/loss_support/future'],
    ['POST /api/create_table/loss_medical/future', '/api/create_table/loss_medical/future'],
    ['loss_medical/past', '/api/create_table/loss_medical/past'],
    ['get_life', '/api/forensic/get_life'],
    ['forensic/get_discount', '/api/forensic/get_discount'],
    ['loss_services/future/', '/api/create_table/loss_services/future'],
    ['get_growth', '/api/forensic/get_growth'],
    ['wage_occupations', '/api/forensic/wage_occupations'],
    ['GET /api/forensic/wage_occupations', '/api/forensic/wage_occupations'],
  ])('names %s as %s', (endpoint, url) => {
    expect(endpointUrl(endpoint)).toBe(url);
  });

  it('names every endpoint of the contract by its short name, and nothing else', () => {
    for (const name of ENDPOINT_NAMES) expect(resolveEndpoint(shortName(ENDPOINTS[name]))).toBe(ENDPOINTS[name]);
    expect(endpointUrl('loss_medical/present')).toBeUndefined();
    expect(endpointUrl('get_lives')).toBeUndefined();
    expect(apiPath(resolveEndpoint('GET /api/forensic/wage_occupations')!)).toBe('/api/forensic/wage_occupations');
  });
});

describe('callsOf', () => {
  it('sends a bare body as it is', () => {
    expect(callsOf('/api/forensic/get_discount', [{ id: 1 }])).toEqual({ payloads: ['[{"id":1}]'], list: false });
  });

  it("sends a shared example's request", () => {
    expect(callsOf('/api/create_table/loss_earnings/past', { endpoint: 'x', request: { a: 1 }, expected: {} })).toEqual({
      payloads: ['{"a":1}'],
      list: false,
    });
  });

  it('sends each body of a get_growth or get_wage list separately', () => {
    expect(callsOf('/api/forensic/get_growth', { request: [{ a: 1 }, { a: 2 }] })).toEqual({
      payloads: ['{"a":1}', '{"a":2}'],
      list: true,
    });
    expect(callsOf('/api/forensic/get_wage', [{ a: 1 }])).toEqual({ payloads: ['{"a":1}'], list: true });
  });

  it('reads wage_occupations with GET and everything else with POST', () => {
    expect(methodOf('/api/forensic/wage_occupations')).toBe('GET');
    expect(methodOf('/api/forensic/get_wage')).toBe('POST');
  });

  it('sends each person of a get_life list separately', () => {
    expect(callsOf('/api/forensic/get_life', { request: [{ a: 1 }, { a: 2 }] })).toEqual({ payloads: ['{"a":1}', '{"a":2}'], list: true });
  });
});

describe('exampleEndpoint', () => {
  it('reads the endpoint of a shared example and nothing else', () => {
    expect(exampleEndpoint({ endpoint: 'POST /api/forensic/get_life', request: [] })).toBe('POST /api/forensic/get_life');
    expect(exampleEndpoint({ caseDor: '2025-03-01' })).toBeUndefined();
    expect(exampleEndpoint([1])).toBeUndefined();
  });
});
