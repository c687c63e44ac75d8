import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The accounts store: one Kysely handle over SQLite or PostgreSQL, closed with the server. */
export interface AuthDatabase {
  kind: DatabaseKind;
  // better-auth owns the table definitions, so the handle is untyped on purpose.
  db: Kysely<any>;
  close(): Promise<void>;
}

export interface AuthDatabaseOptions {
  dataDir: string;
  /** A postgres:// URL; without one the accounts live in `<dataDir>/accounts.sqlite`. */
  databaseUrl?: string;
}

export const SQLITE_FILE = 'accounts.sqlite';

export function openAuthDatabase({ dataDir, databaseUrl }: AuthDatabaseOptions): AuthDatabase {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(path.join(dataDir, SQLITE_FILE));
}

function openSqlite(file: string): AuthDatabase {
  // Password hashes and sessions live here: a directory the service creates is its own alone.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new SqliteDatabase(file);
  // WAL lets session look-ups read while a sign-up writes; the busy timeout rides out short write locks.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
  return { kind: 'sqlite', db, close: () => db.destroy() };
}

function openPostgres(connectionString: string): AuthDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', db, close: () => db.destroy() };
}
