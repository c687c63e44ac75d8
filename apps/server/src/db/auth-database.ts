import { accessSync, constants, mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import { reportDatabaseTrouble } from '../auth/busy-signal.ts';
import { ConfigError } from '../config.ts';
import { databaseTrouble } from './database-trouble.ts';
import { troubleReportingDialect } from './trouble-reporting-dialect.ts';

export { databaseTrouble, isDatabaseBusy } from './database-trouble.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * What /api/health says of the accounts database: it answers and may be
 * written; it cannot be reached or refuses writes; or it has no room to store more.
 */
type DatabaseHealth = 'ok' | 'unavailable' | 'full';

/** The accounts store: one Kysely handle over SQLite or PostgreSQL, closed with the server. */
export interface AuthDatabase {
  kind: DatabaseKind;
  // better-auth owns the table definitions, so the handle is untyped on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /** Whether the database answers and may be written, for /api/health. */
  check: () => Promise<DatabaseHealth>;
  close: () => Promise<void>;
}

export interface AuthDatabaseOptions {
  dataDir: string;
  /** A postgres:// URL; without one the accounts live in `<dataDir>/accounts.sqlite`. */
  databaseUrl?: string;
}

/** Where the database reports what it survived (a dropped connection); the server's logger. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export const SQLITE_FILE = 'accounts.sqlite';

/**
 * The name PostgreSQL lists the service's connections under (pg_stat_activity),
 * unless the URL or PGAPPNAME names them: what an administrator looks for
 * when deciding whose connections to end.
 */
const POSTGRES_APPLICATION_NAME = 'economic-damages-report';

/**
 * How long a SQLite statement waits for another connection's write lock. The
 * driver is synchronous, so the wait holds the event loop: it must stay short,
 * and a request still locked out after it is answered 503 (see isDatabaseBusy).
 */
const SQLITE_BUSY_TIMEOUT_MS = 1000;

const QUIET_LOG: DatabaseLog = { warn: () => {} };

export function openAuthDatabase({ dataDir, databaseUrl }: AuthDatabaseOptions, log: DatabaseLog = QUIET_LOG): AuthDatabase {
  return databaseUrl ? openPostgres(databaseUrl, log) : openSqlite(path.join(dataDir, SQLITE_FILE));
}

/** Throws a ConfigError naming DATA_DIR unless the service can create and write files in `dir`. */
function assertWritableDirectory(dir: string): void {
  try {
    // A directory the service creates is its own alone: it holds password hashes and sessions.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new ConfigError(`the data folder ${dir} (DATA_DIR) is not writable by this process: ${(error as Error).message}`);
  }
}

/**
 * The file /api/health writes (and removes) in the data folder to learn
 * whether the disk still takes writes: asking the file system for free space
 * would not see quotas, or a disk that fills between two answers.
 */
export function writeProbeFile(dir: string): string {
  return path.join(dir, `.write-probe-${process.pid}`);
}

// A few pages' worth, flushed to the disk: a file system that defers allocation reports a full disk only then.
const PROBE_BYTES = Buffer.alloc(16 * 1024);

async function probeFolder(dir: string): Promise<DatabaseHealth> {
  const file = writeProbeFile(dir);
  try {
    const handle = await open(file, 'w', 0o600);
    try {
      await handle.write(PROBE_BYTES);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return 'ok';
  } catch (error) {
    return databaseTrouble(error) === 'full' ? 'full' : 'unavailable';
  } finally {
    await unlink(file).catch(() => {});
  }
}

/**
 * Kysely's SQLite driver, except that it leaves a transaction SQLite has
 * already rolled back alone. SQLite ends the whole transaction itself when a
 * statement fails for want of room (SQLITE_FULL); Kysely's own ROLLBACK would
 * then fail too ("no transaction is active"), and that error, not the full
 * disk, would reach the client as a 500.
 */
class SqliteDialectKeepingCause extends SqliteDialect {
  readonly #database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    const database = this.#database;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (database.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database });
  }
}

function openSqlite(file: string): AuthDatabase {
  const dir = path.dirname(file);
  assertWritableDirectory(dir);
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
  const db = new Kysely<any>({ dialect: troubleReportingDialect(new SqliteDialectKeepingCause(database), reportDatabaseTrouble) });

  /**
   * Whether the database file may still grow: starts a write that needs a new
   * page (a table's first page) and rolls it back, so nothing is kept. Run on
   * the one connection, between the requests' statements, never inside one's
   * transaction.
   */
  const probeGrowth = () =>
    // Kysely runs a callback that answers with a promise; this one probes synchronously, so a failure is a rejection.
    // eslint-disable-next-line @typescript-eslint/require-await
    db.connection().execute(async (): Promise<DatabaseHealth> => {
      // Another process writing is no fault, and waiting for it would hold the event loop.
      database.pragma('busy_timeout = 0');
      try {
        database.exec('BEGIN IMMEDIATE');
        database.exec('CREATE TABLE write_probe (x)');
        return 'ok';
      } catch (error) {
        const trouble = databaseTrouble(error);
        return trouble === 'busy' ? 'ok' : trouble === 'full' ? 'full' : 'unavailable';
      } finally {
        if (database.inTransaction) database.exec('ROLLBACK');
        database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      }
    });

  return {
    kind: 'sqlite',
    db,
    check: coalesced(async () => {
      try {
        accessSync(file, constants.W_OK);
        await sql`select 1`.execute(db);
      } catch {
        return 'unavailable';
      }
      const folder = await probeFolder(dir);
      return folder === 'ok' ? probeGrowth() : folder;
    }),
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

function openPostgres(connectionString: string, log: DatabaseLog): AuthDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_WAITS.connectionMs,
    fallback_application_name: POSTGRES_APPLICATION_NAME,
    // A connection a firewall or NAT forgot in silence is then found dead, instead of a request waiting on it.
    keepAlive: true,
  });
  // An idle connection the server ended (a restart, a failover, an idle timeout, pg_terminate_backend) is
  // reported here and dropped from the pool, which opens a new one when next needed. Without a listener,
  // Node would end the whole process on this event.
  pool.on('error', (error) => log.warn({ err: error }, 'accounts database connection lost; a new one will be opened'));
  pool.on('connect', (client) => {
    // The same failure while a request holds the connection, between two of its statements, is emitted on
    // the connection itself, which the pool only listens to while it is idle: without this, the process ends.
    // The request's next statement then fails, and it is answered 503 and logged there.
    client.on('error', () => {});
    // Set per connection, since a URL's own `options` (a search_path) would replace startup options given
    // here. Not awaited: the pool has handed the connection out, and a query queued after this one runs
    // after it. If it fails, the connection is broken and the pool discards it when it is given back.
    client.query(`set lock_timeout = ${POSTGRES_WAITS.lockMs}; set statement_timeout = ${POSTGRES_WAITS.statementMs}`).catch(() => {});
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped on purpose, as above
  const db = new Kysely<any>({ dialect: troubleReportingDialect(new PostgresDialect({ pool }), reportDatabaseTrouble) });
  return {
    kind: 'postgres',
    db,
    check: coalesced(async () => {
      try {
        // A standby (where a failover may leave the pool) answers reads but refuses every write.
        const { rows } = await sql<{ writable: boolean }>`
          select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`.execute(db);
        return rows[0]?.writable ? 'ok' : 'unavailable';
      } catch (error) {
        return databaseTrouble(error) === 'full' ? 'full' : 'unavailable';
      }
    }),
    close: () => db.destroy(),
  };
}

/** Health checks that arrive while one runs share its answer, so a burst of them costs the database one check. */
function coalesced(check: () => Promise<DatabaseHealth>): () => Promise<DatabaseHealth> {
  let running: Promise<DatabaseHealth> | undefined;
  return () => (running ??= check().finally(() => (running = undefined)));
}
