import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorReplies } from './error-replies.ts';

function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  errorReplies(app);
  return { app, lines };
}

describe('errorReplies', () => {
  it('answers a failure with a generic 500 and logs its stack on the server only', async () => {
    const { app, lines } = appWithLog();
    app.get('/boom', () => Promise.reject(new RangeError('secret detail of the failure')));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', issues: [] });
    expect(response.body).not.toContain('secret');
    const log = lines.join('');
    expect(log).toContain('secret detail of the failure');
    expect(log).toContain('"stack"');
    await app.close();
  });

  it('passes a client error on in the `{error, issues}` format', async () => {
    const { app } = appWithLog();
    app.get('/teapot', () => Promise.reject(Object.assign(new Error('short and stout'), { statusCode: 418 })));
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: 'The request could not be processed.', issues: [{ path: '', message: 'short and stout' }] });
    await app.close();
  });

  it.each([
    ['busy', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }), /busy/, 2],
    [
      'unavailable',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      /cannot be reached/,
      5,
    ],
    ['full', Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }), /out of space/, 60],
  ])('answers a database that is %s with 503, Retry-After and a plain sentence', async (trouble, failure, sentence, retryAfter) => {
    const { app, lines } = appWithLog();
    app.get('/accounts', () => Promise.reject(new Error('the query failed', { cause: failure })));
    const response = await app.inject({ method: 'GET', url: '/accounts' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(retryAfter));
    expect(response.json()).toEqual({ error: expect.stringMatching(sentence) as unknown, issues: [] });
    expect(response.body).not.toContain(failure.message);
    // A full disk lasts until someone frees space, so it is logged as an error; the others pass by themselves.
    expect(lines.join('').includes(failure.message)).toBe(trouble === 'full');
    await app.close();
  });

  it('still answers a database error that is no passing trouble (a broken query) with 500', async () => {
    const { app } = appWithLog();
    app.get('/accounts', () => Promise.reject(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })));
    const response = await app.inject({ method: 'GET', url: '/accounts' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', issues: [] });
    await app.close();
  });
});
