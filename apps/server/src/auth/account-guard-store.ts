import { sql, type Kysely } from 'kysely';
import type { AuthDatabase } from '../db/auth-database.ts';

// Tables beside better-auth's, for the per-account rules it does not have.
// Times are epoch milliseconds from Date.now(), so tests can move the clock.
const COUNTERS = 'account_guard_counter' as const;
const EVENTS = 'account_guard_event' as const;
const CLAIMS = 'account_guard_claim' as const;

/** Creates the guard's tables when missing; safe to run by two instances at once. */
export async function migrateAccountGuardSchema(database: AuthDatabase): Promise<void> {
  const { db } = database;
  await ignoringRace(() =>
    db.schema
      .createTable(COUNTERS)
      .ifNotExists()
      .addColumn('key', 'varchar(320)', (column) => column.primaryKey())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('locked_until', 'bigint', (column) => column.notNull())
      .execute(),
  );
  await ignoringRace(() =>
    db.schema
      .createTable(EVENTS)
      .ifNotExists()
      .addColumn('key', 'varchar(320)', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .execute(),
  );
  await ignoringRace(() => db.schema.createIndex(`${EVENTS}_key_at`).ifNotExists().on(EVENTS).columns(['key', 'at']).execute());
  await ignoringRace(() =>
    db.schema
      .createTable(CLAIMS)
      .ifNotExists()
      .addColumn('key', 'varchar(320)', (column) => column.primaryKey())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute(),
  );
}

// Two PostgreSQL instances starting together may both pass "if not exists"; the loser's error is harmless.
async function ignoringRace(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

interface GuardTables {
  [COUNTERS]: { key: string; count: number; locked_until: number };
  [EVENTS]: { key: string; at: number };
  [CLAIMS]: { key: string; expires_at: number };
}

/** Counters, events in a sliding window and one-time claims, atomic on SQLite and PostgreSQL. */
export class AccountGuardStore {
  private readonly db: Kysely<GuardTables>;

  constructor(database: AuthDatabase) {
    this.db = database.db as Kysely<GuardTables>;
  }

  /**
   * Counts one attempt for `key` before it is evaluated, unless `max` are counted
   * already or `key` is locked: then answers until when (0 while the counted
   * attempts are still being evaluated). One conditional update, atomic on
   * SQLite and PostgreSQL, so attempts sent together cannot pass a read-then-write gap.
   */
  async reserveAttempt(key: string, max: number, now: number): Promise<{ lockedUntil: number } | undefined> {
    // One statement, so that a concurrent success clearing the row cannot fall between an
    // insert and an update (which read as "locked" to a correct password).
    const reserved = await this.db
      .insertInto(COUNTERS)
      .values({ key, count: 1, locked_until: 0 })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({ count: sql`${sql.ref(`${COUNTERS}.count`)} + 1` })
          .where(`${COUNTERS}.count`, '<', max)
          .where(`${COUNTERS}.locked_until`, '<=', now),
      )
      .returning('count')
      .executeTakeFirst();
    if (reserved) return undefined;
    const row = await this.db.selectFrom(COUNTERS).select('locked_until').where('key', '=', key).executeTakeFirst();
    const until = row ? Number(row.locked_until) : 0;
    return { lockedUntil: until > now ? until : 0 };
  }

  /** Gives back an attempt counted by `reserveAttempt` that turned out not to be a failure. */
  async releaseAttempt(key: string): Promise<void> {
    await this.db
      .updateTable(COUNTERS)
      .set({ count: sql`${sql.ref('count')} - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  /** Locks `key` until `until` when at least `threshold` failures are counted, restarting the count; true for the caller that locked it. */
  async lockIfReached(key: string, threshold: number, until: number): Promise<boolean> {
    const result = await this.db
      .updateTable(COUNTERS)
      .set({ count: 0, locked_until: until })
      .where('key', '=', key)
      .where('count', '>=', threshold)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Epoch ms until which `key` is locked, or undefined. */
  async lockedUntil(key: string, now: number): Promise<number | undefined> {
    const row = await this.db.selectFrom(COUNTERS).select('locked_until').where('key', '=', key).executeTakeFirst();
    const until = row ? Number(row.locked_until) : 0;
    return until > now ? until : undefined;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom(COUNTERS).where('key', '=', key).execute();
  }

  async recordEvent(key: string, at: number): Promise<void> {
    await this.db.insertInto(EVENTS).values({ key, at }).execute();
  }

  /** Events of `key` since `since`, and the oldest of them (for Retry-After). */
  async eventsSince(key: string, since: number): Promise<{ count: number; oldest?: number }> {
    const row = await this.db
      .selectFrom(EVENTS)
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    return count > 0 ? { count, oldest: Number(row!.oldest) } : { count };
  }

  /** Forgets events older than `before`, keeping the table small. */
  async pruneEvents(before: number): Promise<void> {
    await this.db.deleteFrom(EVENTS).where('at', '<', before).execute();
  }

  /** Takes `key` until `expiresAt`; false when someone holds it already. */
  async claim(key: string, now: number, expiresAt: number): Promise<boolean> {
    await this.db.deleteFrom(CLAIMS).where('key', '=', key).where('expires_at', '<=', now).execute();
    const result = await this.db
      .insertInto(CLAIMS)
      .values({ key, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async release(key: string): Promise<void> {
    await this.db.deleteFrom(CLAIMS).where('key', '=', key).execute();
  }
}
