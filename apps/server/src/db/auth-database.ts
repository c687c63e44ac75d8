import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../config.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The accounts store: one Kysely handle over SQLite or PostgreSQL, closed with the server. */
export interface AuthDatabase {
  kind: DatabaseKind;
  // better-auth owns the table definitions, so the handle is untyped on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /** Whether the database answers (and, for SQLite, its files may still be written), for /api/health. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

export interface AuthDatabaseOptions {
  dataDir: string;
  /** A postgres:// URL; without one the accounts live in `<dataDir>/accounts.sqlite`. */
  databaseUrl?: string;
}

export const SQLITE_FILE = 'accounts.sqlite';

/**
 * How long a SQLite statement waits for another connection's write lock. The
 * driver is synchronous, so the wait holds the event loop: it must stay short,
 * and a request still locked out after it is answered 503 (see isDatabaseBusy).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 1000;

export function openAuthDatabase({ dataDir, databaseUrl }: AuthDatabaseOptions): AuthDatabase {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(path.join(dataDir, SQLITE_FILE));
}

/** Throws a ConfigError naming DATA_DIR unless the service can create and write files in `dir`. */
export function assertWritableDirectory(dir: string): void {
  try {
    // A directory the service creates is its own alone: it holds password hashes and sessions.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new ConfigError(`the data folder ${dir} (DATA_DIR) is not writable by this process: ${(error as Error).message}`);
  }
}

function openSqlite(file: string): AuthDatabase {
  assertWritableDirectory(path.dirname(file));
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(file);
    // WAL lets session look-ups read while a sign-up writes; the busy timeout rides out short write locks.
    database.pragma('journal_mode = WAL');
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // Fails now, at start, rather than at the first sign-in, when the file cannot be written.
    database.exec('BEGIN IMMEDIATE; ROLLBACK');
  } catch (error) {
    throw new ConfigError(`the accounts database ${file} cannot be opened for writing: ${(error as Error).message}`);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped on purpose, as above
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
  return {
    kind: 'sqlite',
    db,
    async check() {
      try {
        accessSync(file, constants.W_OK);
        accessSync(path.dirname(file), constants.W_OK);
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * PostgreSQL's equivalent of the SQLite busy timeout: how long a request waits
 * for a free connection of the pool, for a row or table lock, and for one
 * statement, before it gives up and is answered 503 (see isDatabaseBusy) —
 * rather than holding its connection, and the requests queued behind it, for as long as
 * another process keeps a lock.
 */
export const POSTGRES_WAITS = { connectionMs: 3000, lockMs: 2000, statementMs: 15_000 };

function openPostgres(connectionString: string): AuthDatabase {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: POSTGRES_WAITS.connectionMs });
  // Set per connection, since a URL's own `options` (a search_path) would replace startup options given here.
  pool.on('connect', (client) => {
    client
      .query(`set lock_timeout = ${POSTGRES_WAITS.lockMs}; set statement_timeout = ${POSTGRES_WAITS.statementMs}`)
      .catch(() => client.release(true));
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped on purpose, as above
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async check() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

// SQLite: another connection holds the lock. PostgreSQL: lock_timeout (55P03), statement_timeout (57014),
// too many connections (53300), or no free connection in the pool within its wait.
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '55P03', '57014', '53300']);
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

/** Whether `error` (or what caused it) is the database refusing to wait any longer for a lock or a connection. */
export function isDatabaseBusy(error: unknown): boolean {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === 'object' && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
    if (typeof message === 'string' && message.includes(POOL_EXHAUSTED)) return true;
  }
  return false;
}
