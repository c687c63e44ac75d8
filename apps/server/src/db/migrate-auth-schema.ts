import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import type { AuthDatabase } from './auth-database.ts';

interface MigrationLog {
  info(message: string): void;
}

// Any fixed number; it names the lock every instance of this service takes while migrating.
const MIGRATION_LOCK = 727_001;

/**
 * Creates or extends the accounts tables to what the configured better-auth
 * plugins need. Runs at start because better-auth's CLI cannot load this
 * project on Node 20. On PostgreSQL an advisory lock keeps two instances that
 * start together from both creating the same table.
 */
export async function migrateAuthSchema(database: AuthDatabase, options: BetterAuthOptions, log: MigrationLog): Promise<void> {
  if (database.kind === 'sqlite') return migrate(options, log);
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await migrate(options, log);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}

async function migrate(options: BetterAuthOptions, log: MigrationLog): Promise<void> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(options);
  if (toBeCreated.length === 0 && toBeAdded.length === 0) return;
  const tables = [...toBeCreated, ...toBeAdded].map((change) => change.table);
  log.info(`Migrating the accounts tables: ${[...new Set(tables)].join(', ')}`);
  await runMigrations();
}
