import { ENDPOINTS, type GetLifeResponse, type WageOccupationsResponse } from '@damages/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callEndpoint } from './api-client.ts';

/** The network: records each call and answers with `answer`. */
function stubFetch(answer: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it("posts the body to the endpoint table's path and answers with the response's type", async () => {
    const calls = stubFetch({ life_expectancy: 34.29 });
    const body = { caseDor: '2025-03-01', dob: '1980-04-10', gender: 'male', race: 'white' };
    const answer = callEndpoint(ENDPOINTS.getLife, body);
    expectTypeOf(answer).resolves.toEqualTypeOf<GetLifeResponse>();
    expect((await answer).life_expectancy).toBe(34.29);
    expect(calls).toEqual([{ url: '/api/forensic/get_life', method: 'POST', body }]);
  });

  it('reads a GET endpoint with no body', async () => {
    const calls = stubFetch([{ occupation: '37-2012', title: 'Maids and Housekeeping Cleaners' }]);
    const answer = callEndpoint(ENDPOINTS.wageOccupations);
    expectTypeOf(answer).resolves.toEqualTypeOf<WageOccupationsResponse>();
    await answer;
    expect(calls).toEqual([{ url: '/api/forensic/wage_occupations', method: 'GET', body: undefined }]);
  });
});
