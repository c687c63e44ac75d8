import { sql, type Kysely } from 'kysely';
import type { AuthDatabase, DatabaseKind } from './auth-database.ts';

interface MigrationLog {
  info(message: string): void;
}

export const PROFILE_TABLE = 'economist_profile';
export const CASE_KEY_TABLE = 'case_key';
export const CASE_COPY_TABLE = 'case_copy';

// Not the auth migration's lock: the two run one after the other, each under its own name.
const MIGRATION_LOCK = 727_002;

/**
 * Creates the economist profiles table, the case keys table and the case
 * copies table beside better-auth's tables, after them (each row belongs to a
 * row of "user"). The same statements serve SQLite
 * and PostgreSQL: text ids and ISO timestamps, fees in whole cents, the
 * testimony list as JSON text, and `is_primary` as 0/1 so that one partial
 * unique index keeps each account to a single own profile on both.
 * On PostgreSQL an advisory lock keeps two instances starting together apart.
 */
export async function migrateProfileSchema(database: AuthDatabase, log: MigrationLog): Promise<void> {
  if (database.kind === 'sqlite') return migrate(database.db, database.kind, log);
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await migrate(connection, database.kind, log);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}

async function migrate(db: Kysely<unknown>, kind: DatabaseKind, log: MigrationLog): Promise<void> {
  if (!(await tableExists(db, kind, PROFILE_TABLE))) await createProfileTable(db, log);
  if (!(await tableExists(db, kind, CASE_KEY_TABLE))) await createCaseKeyTable(db, log);
  if (!(await tableExists(db, kind, CASE_COPY_TABLE))) await createCaseCopyTable(db, log);
}

/**
 * The server's copy of each saved case (see case-copies/case-copy-store.ts): the envelope the browser sealed,
 * as JSON text, under the account and the form id, so that two accounts never meet over one id. A deleted
 * case keeps its row, without its envelope, as a mark (`deleted_at`) that tells other computers to delete it.
 */
async function createCaseCopyTable(db: Kysely<unknown>, log: MigrationLog): Promise<void> {
  log.info(`Migrating the accounts tables: ${CASE_COPY_TABLE}`);
  await db.schema
    .createTable(CASE_COPY_TABLE)
    .ifNotExists()
    .addColumn('owner_user_id', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('sealed', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('deleted_at', 'text')
    .addPrimaryKeyConstraint(`${CASE_COPY_TABLE}_pk`, ['owner_user_id', 'form_id'])
    .execute();
}

/** One key per account for the cases its browsers keep (see case-keys/case-key-store.ts). */
async function createCaseKeyTable(db: Kysely<unknown>, log: MigrationLog): Promise<void> {
  log.info(`Migrating the accounts tables: ${CASE_KEY_TABLE}`);
  await db.schema
    .createTable(CASE_KEY_TABLE)
    .ifNotExists()
    .addColumn('owner_user_id', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

async function createProfileTable(db: Kysely<unknown>, log: MigrationLog): Promise<void> {
  log.info(`Migrating the accounts tables: ${PROFILE_TABLE}`);
  await db.schema
    .createTable(PROFILE_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_user_id', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
    .addColumn('is_primary', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('credentials', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('firm', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('hourly_fee_study_cents', 'integer')
    .addColumn('hourly_fee_testimony_cents', 'integer')
    .addColumn('qualifications', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('publications', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('testimony', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('signature_image', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex(`${PROFILE_TABLE}_owner`).ifNotExists().on(PROFILE_TABLE).column('owner_user_id').execute();
  await sql`create unique index if not exists ${sql.id(`${PROFILE_TABLE}_one_primary`)} on ${sql.table(PROFILE_TABLE)} (owner_user_id) where is_primary = 1`.execute(
    db,
  );
}

// PostgreSQL's answer follows the connection's search_path (the introspector would look in every schema).
async function tableExists(db: Kysely<unknown>, kind: DatabaseKind, table: string): Promise<boolean> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db);
    return rows[0]?.found != null;
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return rows.length > 0;
}
