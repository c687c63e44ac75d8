/**
 * The index of the ids under which an account has kept a sealed case in this
 * browser, itself sealed with the account's key like a case (so nobody without
 * the key can add to it, take from it or fake it), under a key that is neither
 * a form id nor form-shaped, which the saved-cases list skips.
 *
 * Why: cases have been written sealed since sealing existed, and nothing in the
 * app writes a case in clear text any more. A clear-text record is therefore
 * either a legitimate one from before sealing — which was never sealed, so its
 * id is not in the index — or one written by someone else over a slot the
 * account had sealed: a replacement, which the store refuses to open. An id
 * stays in the index after its case is deleted, since no legitimate clear-text
 * record can appear under it later either.
 *
 * What it cannot tell: whoever also deletes or spoils the index makes the
 * store rebuild it from the sealed cases still there at the next unlock (as it
 * builds it the first time, from the cases sealed before the index existed); a
 * slot replaced before that then reads as a pre-sealing case — still marked
 * "in no account" with the question whether to keep it, never as the
 * account's own. Only a record kept outside the browser could tell more.
 */

/** Per account: two accounts of one browser each keep their own index, and neither can overwrite the other's. */
export const sealedCaseIdsKey = (owner: string): string => `sealed-case-ids:${owner}`;

export const isSealedCaseIdsKey = (key: string): boolean => key.startsWith('sealed-case-ids:');

export interface SealedCaseIds {
  sealedCaseIds: string[];
}

/** The ids in an opened index; none when the value is not an index (absent, or did not open). */
export function idsOfIndex(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const ids = (value as Partial<SealedCaseIds>).sealedCaseIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The index to seal for `ids`, sorted so that the same ids always give the same inside. */
export const indexOfIds = (ids: Iterable<string>): SealedCaseIds => ({ sealedCaseIds: [...ids].sort() });
