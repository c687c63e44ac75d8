import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { repoRoot } from '../paths.ts';
import { sharedPasswordPool } from './shared-password-pool.ts';

/**
 * The real app with the real engine and data, silent, and without a web build
 * unless a test gives one. Its data directory (accounts database, secret) is a
 * fresh temporary one, never the repository's. Its password pool is the test
 * file's shared one unless the options give another.
 */
export function testApp(overrides: Partial<AppConfig> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'damages-test-'));
  return buildApp(
    { ...loadConfig({}), dataDir, webDist: path.join(repoRoot, '.no-web-build'), ...overrides },
    { passwordPool: sharedPasswordPool, ...options },
  );
}

/** POSTs a JSON body the way the browser does. */
export function postJson(app: FastifyInstance, url: string, body: unknown) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}
