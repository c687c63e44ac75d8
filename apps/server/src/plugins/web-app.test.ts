import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../testing/expect-rejected.ts';
import { testApp } from '../testing/test-app.ts';

const INDEX = '<!doctype html><title>Economic Damages Report</title><div id="root"></div>';

describe('with a built web app', () => {
  let webDist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
    app = await testApp({ webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it('serves the built files', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('console.log');
  });

  it.each(['/abc/table-of-contents', '/abc', '/reports/42/appendix?page=2'])('answers the deep link %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it('still answers unknown /api paths with a JSON 404', async () => {
    expectRejected(await app.inject({ method: 'GET', url: '/api/abc/table-of-contents' }), 404);
  });

  it('still answers a GET of a calculation with a JSON 405', async () => {
    expectRejected(await app.inject({ method: 'GET', url: '/api/forensic/get_life' }), 405);
  });

  it('answers a POST outside /api with a JSON 404', async () => {
    expectRejected(await app.inject({ method: 'POST', url: '/abc', headers: { 'content-type': 'application/json' }, payload: '{}' }), 404);
  });
});

describe('without a built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ webDist: path.join(tmpdir(), 'no-such-web-dist') });
  });
  afterAll(() => app.close());

  it('says at / that the web app is not built', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/not built/);
  });

  it('answers other paths with a JSON 404', async () => {
    expectRejected(await app.inject({ method: 'GET', url: '/abc/table-of-contents' }), 404);
  });
});
