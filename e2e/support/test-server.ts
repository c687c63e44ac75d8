import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type AppConfig } from '../../apps/server/src/config.ts';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/mail/smtp-sink.ts';
import { webDist } from './web-build.ts';

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 — open pages under it. */
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  /** The SMTP sink every mail of this server goes to. */
  mail: SmtpSink;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Accounts on PostgreSQL instead of SQLite in the temporary data directory. */
  databaseUrl?: string;
  /** Extra environment as the server would read it (e.g. AUTH_RATE_LIMIT_SIGN_IN). */
  env?: Record<string, string>;
  /** Listen on this port instead of a free one, when the address must be known first (an OpenID provider's redirect URI). */
  port?: number;
}

let latest: TestServer | undefined;

/** The server most recently started by this journey file, for helpers that are given only a page. */
export function currentTestServer(): TestServer {
  if (!latest) throw new Error('No test server is running: call startTestServer() in beforeAll first');
  return latest;
}

/**
 * The real service, in this process, on a free port of 127.0.0.1: a fresh data
 * directory, the built web app, and mail captured by an in-process SMTP server.
 * Build the web app first (`ensureWebBuild`).
 */
export async function startTestServer({ databaseUrl, env = {}, port: fixedPort = 0 }: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'damages-e2e-'));
  const mail = await startSmtpSink();
  const config: AppConfig = {
    ...loadConfig({ ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' }),
    dataDir,
    databaseUrl,
    smtpUrl: mail.url,
    webDist,
  };
  const app = await buildApp(config, { logger: { level: 'warn' } });
  await app.listen({ port: fixedPort, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const server: TestServer = {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    mail,
    async close() {
      await app.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (latest === server) latest = undefined;
    },
  };
  latest = server;
  return server;
}
