import { ENDPOINTS, type GetLifeResponse, type WageOccupationsResponse } from '@damages/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  backoffDelay,
  callEndpoint,
  postJson,
  requestJson,
  retryAfterMs,
  RETRY_POLICY,
  setUnauthorizedHandler,
  TIMED_OUT,
} from './api-client.ts';

/** The network: records each call and answers with `answer`. */
function stubFetch(answer: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : (JSON.parse(init.body as string) as unknown),
    });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

/** A network that answers each call with the next scripted reply (a status, a Response, or an Error to throw). */
function scriptFetch(...replies: (number | Response | Error | 'hang')[]) {
  const calls: { url: string; at: number }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, at: Date.now() });
    const reply = replies.shift() ?? 200;
    if (reply === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (reply instanceof Error) return Promise.reject(reply);
    if (reply instanceof Response) return Promise.resolve(reply);
    return Promise.resolve(
      new Response(JSON.stringify(reply === 200 ? { ok: true } : { error: `status ${reply}`, issues: [] }), { status: reply }),
    );
  });
  return calls;
}

/** Runs a call to its end under fake timers; resolves with its answer or its error. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: ApiError) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('calls that survive a flaky network', () => {
  it('waits 100 ms × 2ⁿ plus up to 100 ms of jitter before retry n', () => {
    expect([0, 1, 2].map((n) => backoffDelay(n, () => 0))).toEqual([100, 200, 400]);
    expect([0, 1].map((n) => backoffDelay(n, () => 0.999))).toEqual([199, 299]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:03 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(3000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it.each([500, 502, 503, 504])('retries a %i and answers with the attempt that succeeds', async (status) => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = scriptFetch(status, status, 200);
    const notices: number[] = [];
    const start = Date.now();
    const { value } = await settle(postJson('/api/create_table/loss_support/past', {}, { onRetry: (n) => notices.push(n.delayMs) }));
    expect(value).toEqual({ ok: true });
    expect(calls.map((c) => c.at - start)).toEqual([0, 150, 150 + 250]);
    expect(notices).toEqual([150, 250]);
  });

  it('gives up after 3 attempts with the last answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = scriptFetch(503, 503, 502, 200);
    const { error } = await settle(postJson('/api/forensic/get_life', {}));
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(502);
  });

  it('never retries a 400 (or any other 4xx but 429)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [400, 403, 404, 409, 422]) {
      const calls = scriptFetch(status, 200);
      const { error } = await settle(postJson('/api/forensic/get_life', {}));
      expect(calls).toHaveLength(1);
      expect(error?.status).toBe(status);
    }
  });

  it('honours Retry-After on a 429 when it is longer than the backoff', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = scriptFetch(new Response('{"error":"Too many requests"}', { status: 429, headers: { 'Retry-After': '2' } }), 200);
    const start = Date.now();
    const { value } = await settle(postJson('/api/forensic/get_life', {}));
    expect(value).toEqual({ ok: true });
    expect(calls.map((c) => c.at - start)).toEqual([0, 2000]);
  });

  it('does not wait for a Retry-After beyond 30 s: the call fails at once', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = scriptFetch(new Response('{"error":"Too many requests"}', { status: 429, headers: { 'Retry-After': '3600' } }), 200);
    const { error } = await settle(postJson('/api/forensic/get_life', {}));
    expect(calls).toHaveLength(1);
    expect(error?.status).toBe(429);
  });

  it('retries a network error and a call that does not answer in time', async () => {
    vi.useFakeTimers();
    const calls = scriptFetch(new TypeError('Failed to fetch'), 'hang', 200);
    const start = Date.now();
    const { value } = await settle(requestJson('/api/forensic/wage_occupations'));
    expect(value).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(calls[2]!.at - start).toBeGreaterThanOrEqual(RETRY_POLICY.timeoutMs);

    scriptFetch('hang', 'hang', 'hang');
    const { error } = await settle(requestJson('/api/forensic/wage_occupations'));
    expect(error?.status).toBe(TIMED_OUT);
  });

  it('does not retry a write that is not a calculation (a profile save)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = scriptFetch(503, 200);
    const { error } = await settle(requestJson('/api/profiles', { method: 'POST', body: '{}' }));
    expect(calls).toHaveLength(1);
    expect(error?.status).toBe(503);
  });
});

describe('a session that ends mid-form', () => {
  it('clears the stored user on a 401 and fails when nobody can sign in again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ann', email: 'ann@example.com' }));
    const calls = scriptFetch(401, 200);
    const error = await postJson('/api/forensic/get_life', {}).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('waits for one sign-in shared by the calls that failed together, then makes each call once more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let signIn!: (ok: boolean) => void;
    const handler = vi.fn(() => new Promise<boolean>((resolve) => (signIn = resolve)));
    const remove = setUnauthorizedHandler(handler);
    const calls = scriptFetch(401, 401, 200, 200);
    const both = Promise.all([postJson('/api/forensic/get_life', {}), postJson('/api/forensic/get_discount', [])]);
    await vi.waitFor(() => expect(handler).toHaveBeenCalled());
    expect(calls).toHaveLength(2);
    signIn(true);
    expect(await both).toEqual([{ ok: true }, { ok: true }]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(4);
    remove();
  });

  it('fails with the 401 when the user gives up signing in, and asks only once per call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = setUnauthorizedHandler(async () => true);
    const calls = scriptFetch(401, 401, 200);
    const error = await postJson('/api/forensic/get_life', {}).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(2);
    remove();
    const removeRefusing = setUnauthorizedHandler(async () => false);
    scriptFetch(401, 200);
    expect(((await postJson('/api/forensic/get_life', {}).catch((e: ApiError) => e)) as ApiError).status).toBe(401);
    removeRefusing();
  });
});
