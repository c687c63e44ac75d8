import { CASE_COPY_LIMITS, type CaseCopy, type CaseCopySummary, type CaseCopyWrite } from '@damages/contracts';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/auth-database.ts';
import { CASE_COPY_TABLE } from '../db/migrate-profile-schema.ts';

interface CaseCopyRow {
  owner_user_id: string;
  form_id: string;
  revision: number;
  sealed: string;
  updated_at: string;
}

interface CaseCopyTables {
  [CASE_COPY_TABLE]: CaseCopyRow;
}

/**
 * Why a write or delete was refused: the server holds another revision than
 * the browser saw (`seenRevision`), or one at least as high as the save's
 * (`revision`, which must rise so that every other browser sees the change),
 * or the account keeps the most cases it may (`full`).
 */
export type CopyRefusal = { status: 'conflict'; field: 'seenRevision' | 'revision'; currentRevision: number } | { status: 'full' };

type PutOutcome = { status: 'created' | 'replaced'; copy: CaseCopySummary } | CopyRefusal;

type DeleteOutcome = { status: 'deleted' | 'not-found' } | Extract<CopyRefusal, { status: 'conflict' }>;

// PostgreSQL's driver may hand back integers as strings; both are read the same.
const summaryOf = (row: Pick<CaseCopyRow, 'form_id' | 'revision' | 'updated_at'>): CaseCopySummary => ({
  id: row.form_id,
  revision: Number(row.revision),
  updatedAt: row.updated_at,
});

/**
 * The server's copies of the account's saved cases, each the envelope its
 * browser sealed, kept as text and never opened. Every read and write is
 * scoped to the owner, so one account never sees or changes another's copies.
 * A save names the revision it last saw, and is taken only while the server
 * still holds that one, in a single statement, so that two computers saving
 * at once cannot both win.
 */
export class CaseCopyStore {
  private readonly db: Kysely<CaseCopyTables>;

  constructor(database: AuthDatabase) {
    this.db = database.db as Kysely<CaseCopyTables>;
  }

  /** The account's copies without their envelopes, newest first. */
  async list(owner: string): Promise<CaseCopySummary[]> {
    const rows = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select(['form_id', 'revision', 'updated_at'])
      .where('owner_user_id', '=', owner)
      .orderBy('updated_at', 'desc')
      .orderBy('form_id')
      .execute();
    return rows.map(summaryOf);
  }

  async get(owner: string, id: string): Promise<CaseCopy | undefined> {
    const row = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .selectAll()
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .executeTakeFirst();
    return row && { ...summaryOf(row), sealed: JSON.parse(row.sealed) as CaseCopy['sealed'] };
  }

  /** Takes a save of the case when the server holds the revision it saw (or `overwrite`) and a lower one than it brings. */
  async put(owner: string, id: string, { revision, seenRevision, overwrite, sealed }: CaseCopyWrite): Promise<PutOutcome> {
    const updatedAt = new Date().toISOString();
    const copy = { id, revision, updatedAt };
    // Only the envelope's own fields, in one order: the text kept is what GET answers.
    const columns = {
      revision,
      sealed: JSON.stringify({ sealed: 1, owner: sealed.owner, iv: sealed.iv, data: sealed.data }),
      updated_at: updatedAt,
    };
    let replace = this.db
      .updateTable(CASE_COPY_TABLE)
      .set(columns)
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .where('revision', '<', revision);
    if (!overwrite) replace = replace.where('revision', '=', seenRevision);
    const replaced = await replace.executeTakeFirst();
    if (Number(replaced.numUpdatedRows) > 0) return { status: 'replaced', copy };

    const current = await this.revisionOf(owner, id);
    // A copy deleted elsewhere is a change this browser has not seen, like a newer revision.
    if (current !== undefined || (!overwrite && seenRevision !== 0)) return conflict(current ?? 0, overwrite, seenRevision);
    if (await this.isFull(owner)) return { status: 'full' };
    const inserted = await this.db
      .insertInto(CASE_COPY_TABLE)
      .values({ owner_user_id: owner, form_id: id, ...columns })
      .onConflict((conflicting) => conflicting.columns(['owner_user_id', 'form_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows) > 0) return { status: 'created', copy };
    // Another computer's first save of the case came in between.
    return conflict((await this.revisionOf(owner, id)) ?? 0, overwrite, seenRevision);
  }

  /** Deletes the copy; with `seenRevision`, only while the server holds that revision. */
  async delete(owner: string, id: string, seenRevision?: number): Promise<DeleteOutcome> {
    let remove = this.db.deleteFrom(CASE_COPY_TABLE).where('owner_user_id', '=', owner).where('form_id', '=', id);
    if (seenRevision !== undefined) remove = remove.where('revision', '=', seenRevision);
    const removed = await remove.executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { status: 'deleted' };
    const current = await this.revisionOf(owner, id);
    return current === undefined ? { status: 'not-found' } : { status: 'conflict', field: 'seenRevision', currentRevision: current };
  }

  private async revisionOf(owner: string, id: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select('revision')
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .executeTakeFirst();
    return row && Number(row.revision);
  }

  // Counted before the insert, not with it: two first saves at once may pass the limit by one, which still bounds the account's share of the disk.
  private async isFull(owner: string): Promise<boolean> {
    const { count } = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_user_id', '=', owner)
      .executeTakeFirstOrThrow();
    return Number(count) >= CASE_COPY_LIMITS.copies;
  }
}

/** Which field the refusal names: the seen revision when the server holds another, else the save's own revision. */
function conflict(currentRevision: number, overwrite: boolean, seenRevision: number): CopyRefusal {
  return { status: 'conflict', field: !overwrite && currentRevision !== seenRevision ? 'seenRevision' : 'revision', currentRevision };
}
