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
  /** When the case was deleted: the row stays, without its envelope, so that other computers learn of it. */
  deleted_at: string | null;
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
const summaryOf = (row: Pick<CaseCopyRow, 'form_id' | 'revision' | 'updated_at' | 'deleted_at'>): CaseCopySummary => ({
  id: row.form_id,
  revision: Number(row.revision),
  updatedAt: row.updated_at,
  ...(row.deleted_at === null ? {} : { deleted: true as const }),
});

/**
 * The server's copies of the account's saved cases, each the envelope its
 * browser sealed, kept as text and never opened. Every read and write is
 * scoped to the owner, so one account never sees or changes another's copies.
 * A save names the revision it last saw, and is taken only while the server
 * still holds that one, in a single statement, so that two computers saving
 * at once cannot both win. A delete leaves a mark in place of the envelope,
 * listed as deleted: a browser deletes only a case the server says was
 * deleted, never one the server merely lacks (a database restored from an
 * older backup must not empty the browsers), which it sends again instead.
 * A save over a deleted case brings it back, as a first save would.
 */
export class CaseCopyStore {
  private readonly db: Kysely<CaseCopyTables>;

  constructor(database: AuthDatabase) {
    this.db = database.db as Kysely<CaseCopyTables>;
  }

  /** The account's copies without their envelopes, and its deleted cases, newest first. */
  async list(owner: string): Promise<CaseCopySummary[]> {
    const rows = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select(['form_id', 'revision', 'updated_at', 'deleted_at'])
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
      .where('deleted_at', 'is', null)
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
      deleted_at: null,
    };
    let replace = this.db
      .updateTable(CASE_COPY_TABLE)
      .set(columns)
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .where('deleted_at', 'is', null)
      .where('revision', '<', revision);
    if (!overwrite) replace = replace.where('revision', '=', seenRevision);
    const replaced = await replace.executeTakeFirst();
    if (Number(replaced.numUpdatedRows) > 0) return { status: 'replaced', copy };

    const current = await this.revisionOf(owner, id);
    // A copy deleted elsewhere is a change this browser has not seen, like a newer revision.
    if (typeof current === 'number' || (!overwrite && seenRevision !== 0))
      return conflict(typeof current === 'number' ? current : 0, overwrite, seenRevision);
    if (await this.isFull(owner)) return { status: 'full' };
    // Brought back over its mark, or saved for the first time; another computer's save coming in between is refused.
    const written =
      current === 'deleted'
        ? await this.db
            .updateTable(CASE_COPY_TABLE)
            .set(columns)
            .where('owner_user_id', '=', owner)
            .where('form_id', '=', id)
            .where('deleted_at', 'is not', null)
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows))
        : await this.db
            .insertInto(CASE_COPY_TABLE)
            .values({ owner_user_id: owner, form_id: id, ...columns })
            .onConflict((conflicting) => conflicting.columns(['owner_user_id', 'form_id']).doNothing())
            .executeTakeFirst()
            .then((result) => Number(result.numInsertedOrUpdatedRows));
    if (written > 0) return { status: 'created', copy };
    const now = await this.revisionOf(owner, id);
    return conflict(typeof now === 'number' ? now : 0, overwrite, seenRevision);
  }

  /** Deletes the copy, leaving its mark; with `seenRevision`, only while the server holds that revision. */
  async delete(owner: string, id: string, seenRevision?: number): Promise<DeleteOutcome> {
    const now = new Date().toISOString();
    let remove = this.db
      .updateTable(CASE_COPY_TABLE)
      .set({ sealed: '', deleted_at: now, updated_at: now })
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .where('deleted_at', 'is', null);
    if (seenRevision !== undefined) remove = remove.where('revision', '=', seenRevision);
    const removed = await remove.executeTakeFirst();
    if (Number(removed.numUpdatedRows) > 0) return { status: 'deleted' };
    const current = await this.revisionOf(owner, id);
    return typeof current === 'number' ? { status: 'conflict', field: 'seenRevision', currentRevision: current } : { status: 'not-found' };
  }

  /** The revision of the account's copy of the case; 'deleted' for a deleted case's mark; undefined when the server never had it. */
  private async revisionOf(owner: string, id: string): Promise<number | 'deleted' | undefined> {
    const row = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select(['revision', 'deleted_at'])
      .where('owner_user_id', '=', owner)
      .where('form_id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return row.deleted_at === null ? Number(row.revision) : 'deleted';
  }

  // Counted before the insert, not with it: two first saves at once may pass the limit by one, which still bounds the account's share of the disk.
  private async isFull(owner: string): Promise<boolean> {
    const { count } = await this.db
      .selectFrom(CASE_COPY_TABLE)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_user_id', '=', owner)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count) >= CASE_COPY_LIMITS.copies;
  }
}

/** Which field the refusal names: the seen revision when the server holds another, else the save's own revision. */
function conflict(currentRevision: number, overwrite: boolean, seenRevision: number): CopyRefusal {
  return { status: 'conflict', field: !overwrite && currentRevision !== seenRevision ? 'seenRevision' : 'revision', currentRevision };
}
