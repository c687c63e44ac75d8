import { randomUUID } from 'node:crypto';
import {
  blankProfileFields,
  PROFILE_LIMITS,
  type EconomistProfile,
  type EconomistProfileFields,
  type TestimonyEntry,
} from '@damages/contracts';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/auth-database.ts';
import { PROFILE_TABLE } from '../db/migrate-profile-schema.ts';

interface ProfileRow {
  id: string;
  owner_user_id: string;
  is_primary: number;
  full_name: string;
  credentials: string;
  title: string;
  firm: string;
  address: string;
  phone: string;
  email: string;
  hourly_fee_study_cents: number | null;
  hourly_fee_testimony_cents: number | null;
  qualifications: string;
  publications: string;
  testimony: string;
  signature_image: string | null;
  created_at: string;
  updated_at: string;
}

interface ProfileTables {
  [PROFILE_TABLE]: ProfileRow;
  // better-auth's table of accounts; only the name is read, for the account's own profile.
  user: { id: string; name: string };
}

/** The id of the signed-in account (better-auth's user id) a request acts for. */
export type Owner = string;

export type DeleteOutcome = 'deleted' | 'not-found' | 'primary';

// Fees are kept in whole cents so that $412.50 comes back as exactly 412.5.
const toCents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
// PostgreSQL's driver may hand back integers as strings; both are read the same.
const toDollars = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);

function fieldColumns(fields: EconomistProfileFields) {
  return {
    full_name: fields.fullName,
    credentials: fields.credentials,
    title: fields.title,
    firm: fields.firm,
    address: fields.address,
    phone: fields.phone,
    email: fields.email,
    hourly_fee_study_cents: toCents(fields.hourlyFeeStudy),
    hourly_fee_testimony_cents: toCents(fields.hourlyFeeTestimony),
    qualifications: fields.qualifications,
    publications: fields.publications,
    testimony: JSON.stringify(fields.testimony),
    signature_image: fields.signatureImage,
  };
}

function toProfile(row: ProfileRow): EconomistProfile {
  return {
    id: row.id,
    isPrimary: Number(row.is_primary) === 1,
    fullName: row.full_name,
    credentials: row.credentials,
    title: row.title,
    firm: row.firm,
    address: row.address,
    phone: row.phone,
    email: row.email,
    hourlyFeeStudy: toDollars(row.hourly_fee_study_cents),
    hourlyFeeTestimony: toDollars(row.hourly_fee_testimony_cents),
    qualifications: row.qualifications,
    publications: row.publications,
    testimony: JSON.parse(row.testimony) as TestimonyEntry[],
    signatureImage: row.signature_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Own profile first, then colleagues by name. */
function byPrimaryThenName(a: EconomistProfile, b: EconomistProfile): number {
  if (a.isPrimary !== b.isPrimary) return a.isPrimary ? -1 : 1;
  return a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt);
}

/**
 * Economist profiles in the accounts database. Every read and write is scoped
 * to the owner, so one account never sees or changes another's profiles.
 */
export class ProfileStore {
  private readonly db: Kysely<ProfileTables>;

  constructor(database: AuthDatabase) {
    this.db = database.db as Kysely<ProfileTables>;
  }

  /** The account's profiles, making its own from its name the first time. */
  async list(owner: Owner): Promise<EconomistProfile[]> {
    let rows = await this.rowsOf(owner);
    if (!rows.some((row) => Number(row.is_primary) === 1)) {
      const account = await this.db.selectFrom('user').select('name').where('id', '=', owner).executeTakeFirst();
      await this.insert(owner, blankProfileFields(account?.name ?? ''), true);
      rows = await this.rowsOf(owner);
    }
    return rows.map(toProfile).sort(byPrimaryThenName);
  }

  async get(owner: Owner, id: string): Promise<EconomistProfile | undefined> {
    const row = await this.db
      .selectFrom(PROFILE_TABLE)
      .selectAll()
      .where('owner_user_id', '=', owner)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toProfile(row);
  }

  /** A colleague's profile; undefined when the account already keeps the most it may. */
  async createColleague(owner: Owner, fields: EconomistProfileFields): Promise<EconomistProfile | undefined> {
    const { count } = await this.db
      .selectFrom(PROFILE_TABLE)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_user_id', '=', owner)
      .where('is_primary', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(count) >= PROFILE_LIMITS.colleagues) return undefined;
    const id = await this.insert(owner, fields, false);
    return this.get(owner, id);
  }

  async update(owner: Owner, id: string, fields: EconomistProfileFields): Promise<EconomistProfile | undefined> {
    const result = await this.db
      .updateTable(PROFILE_TABLE)
      .set({ ...fieldColumns(fields), updated_at: new Date().toISOString() })
      .where('owner_user_id', '=', owner)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 0 ? undefined : this.get(owner, id);
  }

  async delete(owner: Owner, id: string): Promise<DeleteOutcome> {
    const profile = await this.get(owner, id);
    if (!profile) return 'not-found';
    if (profile.isPrimary) return 'primary';
    await this.db.deleteFrom(PROFILE_TABLE).where('owner_user_id', '=', owner).where('id', '=', id).where('is_primary', '=', 0).execute();
    return 'deleted';
  }

  private rowsOf(userId: string): Promise<ProfileRow[]> {
    return this.db.selectFrom(PROFILE_TABLE).selectAll().where('owner_user_id', '=', userId).execute();
  }

  private async insert(userId: string, fields: EconomistProfileFields, isPrimary: boolean): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await this.db
      .insertInto(PROFILE_TABLE)
      .values({ id, owner_user_id: userId, is_primary: isPrimary ? 1 : 0, ...fieldColumns(fields), created_at: now, updated_at: now })
      // Two first visits at once: the partial unique index lets one own profile in; the other is dropped.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return id;
  }
}
