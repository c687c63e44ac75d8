import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import type { DatabaseKind } from '../../db/auth-database.ts';
import { repoRoot } from '../../paths.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.ts';
import { sharedPasswordPool } from '../../testing/shared-password-pool.ts';
import { AccountClient } from './account-client.ts';
import { freshDatabase, type TestDatabase } from './test-databases.ts';

export interface AccountsTestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Every mail the app sent. */
  sink: SmtpSink;
  /** The app's own database, or the one given to share. */
  database: TestDatabase;
  /** A new browser-like client (no cookies yet) with the trusted Origin. */
  client(userAgent?: string): AccountClient;
  close(): Promise<void>;
}

export interface AccountsTestAppOptions {
  /** Share a database (and pass the same `authSecret`) to run two instances of the service. */
  database?: TestDatabase;
  config?: Partial<AppConfig>;
}

/** The real app, sessions required, on a fresh database, mailing through an in-process SMTP sink. */
export async function startAccountsTestApp(kind: DatabaseKind, options: AccountsTestAppOptions = {}): Promise<AccountsTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'accounts-test-'));
  const database = options.database ?? (await freshDatabase(kind));
  const sink = await startSmtpSink();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: database.databaseUrl,
    smtpUrl: sink.url,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    webDist: path.join(repoRoot, '.no-web-build'),
    ...options.config,
  };
  const app = await buildApp(config, { requireSession: true, passwordPool: sharedPasswordPool });
  const origin = new URL(config.publicUrl).origin;
  return {
    app,
    config,
    sink,
    database,
    client: (userAgent) => new AccountClient(app, origin, userAgent),
    async close() {
      await app.close();
      await sink.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
