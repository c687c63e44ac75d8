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
    app.get('/boom', async () => {
      throw new RangeError('secret detail of the failure');
    });
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
    app.get('/teapot', async () => {
      throw Object.assign(new Error('short and stout'), { statusCode: 418 });
    });
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: 'The request could not be processed.', issues: [{ path: '', message: 'short and stout' }] });
    await app.close();
  });
});
