import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
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

/** A port free on 127.0.0.1 now (the kernel's choice for "any port"). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Times a port chosen free may be taken by another process before the app listens on it. */
const PORT_ATTEMPTS = 5;

/**
 * The real service, in this process, on a port of 127.0.0.1: a fresh data
 * directory, the built web app, and mail captured by an in-process SMTP server.
 * Build the web app first (`ensureWebBuild`).
 *
 * The port is chosen before the app is built, so that PUBLIC_URL is the very
 * address the browser opens: only PUBLIC_URL's pages (and its loopback aliases
 * on the same port) may send requests that use a session.
 */
export async function startTestServer({ databaseUrl, env = {}, port: fixedPort }: TestServerOptions = {}): Promise<TestServer> {
  const mail = await startSmtpSink();
  for (let attempt = 1; ; attempt += 1) {
    const port = fixedPort ?? (await freePort());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'damages-e2e-'));
    const config: AppConfig = {
      ...loadConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' }),
      dataDir,
      databaseUrl,
      smtpUrl: mail.url,
      webDist,
    };
    const app = await buildApp(config, { logger: { level: 'warn' } });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      // Another process took the port between the probe and the listen: another one is chosen.
      if (fixedPort === undefined && (error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < PORT_ATTEMPTS) continue;
      await mail.close();
      throw error;
    }
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
}
