import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { it } from 'vitest';
import type { DatabaseKind } from '../../db/auth-database.ts';

/** PostgreSQL the tests may use, e.g. postgres://postgres@127.0.0.1:5432/test; without it only SQLite runs. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The databases every accounts test runs against. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * The `it` of a test about the app's own rules, which the database does not change: run on SQLite, skipped on
 * PostgreSQL. What the database itself does (statements that must be atomic, requests at the same moment, errors,
 * migrations, how values are stored, compared and ordered) is tested with plain `it` on every kind.
 */
export const itOnSqlite = (kind: DatabaseKind) => (kind === 'sqlite' ? it : it.skip);

export interface TestDatabase {
  /** For AppConfig.databaseUrl; undefined means SQLite in the app's data directory. */
  databaseUrl?: string;
  drop: () => Promise<void>;
}

/**
 * An empty database of the given kind. On PostgreSQL that is a new schema,
 * reached through the connection's search_path, dropped with everything in it
 * by `drop()`; SQLite needs nothing, as each test app has its own data directory.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') return { drop: async () => {} };
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `accounts_test_${randomBytes(6).toString('hex')}`;
  await runSql(`create schema "${schema}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { databaseUrl: url.toString(), drop: () => runSql(`drop schema if exists "${schema}" cascade`) };
}

async function runSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
