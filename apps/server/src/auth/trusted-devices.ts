import type { AuthDatabase } from '../db/auth-database.ts';

// better-auth's two-factor plugin keeps each browser trusted to skip the authenticator as a
// verification row named `trust-device-<random>` whose value is the account's id; the
// browser's signed cookie names the row, so deleting the rows ends that trust.
const TRUSTED_DEVICE_PREFIX = 'trust-device-';

/**
 * Ends every browser's "trust this device" of an account: after a password
 * reset or change, a browser that skipped the authenticator before — possibly
 * the one of whoever knew the old password — must pass it again.
 */
export async function revokeTrustedDevices(database: AuthDatabase, userId: string): Promise<void> {
  await database.db
    .deleteFrom('verification')
    .where('identifier', 'like', `${TRUSTED_DEVICE_PREFIX}%`)
    .where('value', '=', userId)
    .execute();
}
