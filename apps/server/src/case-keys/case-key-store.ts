import { randomBytes } from 'node:crypto';
import { CASE_KEY_BYTES } from '@damages/contracts';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/auth-database.ts';
import { CASE_KEY_TABLE } from '../db/migrate-profile-schema.ts';

interface CaseKeyTables {
  [CASE_KEY_TABLE]: { owner_user_id: string; key: string; created_at: string };
}

/**
 * Each account's key for the cases its browsers keep, made on first use. The
 * key lives here and in the memory of a signed-in page, never in the browser's
 * storage: a browser left signed out holds only sealed cases.
 */
export class CaseKeyStore {
  private readonly db: Kysely<CaseKeyTables>;

  constructor(database: AuthDatabase) {
    this.db = database.db as Kysely<CaseKeyTables>;
  }

  /** The account's key (base64), created on the first call; two first calls at once agree on one key. */
  async keyOf(owner: string): Promise<string> {
    const existing = await this.read(owner);
    if (existing) return existing;
    await this.db
      .insertInto(CASE_KEY_TABLE)
      .values({ owner_user_id: owner, key: randomBytes(CASE_KEY_BYTES).toString('base64'), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('owner_user_id').doNothing())
      .execute();
    const created = await this.read(owner);
    if (!created) throw new Error('The case key was neither found nor created');
    return created;
  }

  private async read(owner: string): Promise<string | undefined> {
    const row = await this.db.selectFrom(CASE_KEY_TABLE).select('key').where('owner_user_id', '=', owner).executeTakeFirst();
    return row?.key;
  }
}
