import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

interface ErrorBody {
  error: string;
  issues: { path: string; message: string }[];
}

/** A 4xx answer in the service's error format, with an issue on `path` when one is given. */
export function expectRejected(response: LightMyRequestResponse, status = 400, path?: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<ErrorBody>();
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(Array.isArray(body.issues)).toBe(true);
  for (const issue of body.issues) {
    expect(typeof issue.path).toBe('string');
    expect(typeof issue.message).toBe('string');
  }
  if (path !== undefined)
    expect(
      body.issues.map((issue) => issue.path),
      JSON.stringify(body.issues),
    ).toContain(path);
  return body;
}
