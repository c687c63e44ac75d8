import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('reports the version and how recent the reference data is', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
      database: 'ok',
      data: {
        lifeTables: expect.stringContaining('Life Tables, 2023') as unknown,
        yieldCurveThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        cpiThrough: expect.stringMatching(/^\d{4}-\d{2}$/) as unknown,
      },
    });
  });

  it('says when the accounts database does not answer, with 503', async () => {
    const broken = await testApp();
    await broken.accounts!.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after']), 'a load balancer or monitor is told when to look again').toBeGreaterThan(0);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    await broken.close().catch(() => {});
  });

  it('is public even when calculations require a session', async () => {
    const guarded = await testApp({}, { requireSession: true });
    expect((await guarded.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await guarded.close();
  });
});
