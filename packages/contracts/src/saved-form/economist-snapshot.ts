import { z } from 'zod';
import { economistProfile, type EconomistProfile } from '../profiles/economist-profile.ts';
import { ECONOMIST_IDS, type EconomistId } from './options.ts';

/**
 * Who signs a saved case. `formData.case.economist` holds either an economist
 * profile's id (the account's own or a colleague's, GET /api/profiles) or, in a
 * record saved before profiles existed, one of the firm's fixed economists
 * (`economist-1`, `economist-2`, GET /api/settings/economists).
 *
 * With a profile, the record also keeps `formData.case.economistProfile`: a copy
 * of the profile's printable fields as they were when the case was calculated,
 * so the report prints the same name, fee and qualifications later, offline, or
 * after the profile was edited or deleted.
 */
export const economistSnapshot = economistProfile
  .omit({ isPrimary: true, createdAt: true })
  .describe("The chosen economist profile's printable fields when the case was calculated; updatedAt is the profile's version");
export type EconomistSnapshot = z.infer<typeof economistSnapshot>;

/** The printable fields of a profile, as the saved record keeps them. */
export function economistSnapshotOf(profile: EconomistProfile): EconomistSnapshot {
  const { isPrimary: _primary, createdAt: _created, ...printable } = profile;
  return economistSnapshot.parse(printable);
}

/** Whether an economist id is one of the firm's two fixed economists (records saved before profiles). */
export function isFirmEconomistId(id: string): id is EconomistId {
  return (ECONOMIST_IDS as readonly string[]).includes(id);
}
