import { z } from 'zod';
import type { EconomistSnapshot } from '../saved-form/economist-snapshot.ts';
import type { SavedFormRecord } from '../saved-form/saved-form-record.ts';
import { fingerprintOf } from './fingerprint.ts';

/**
 * Issued versions of a report: what the economist sent to counsel, frozen.
 * Each is the saved record as it was when issued (inputs, every calculation
 * answer and the provenance it carries), without the case's own list of
 * issued versions, with its number (1, 2, … in order), the date it was issued
 * and the SHA-256 fingerprint of the three together. The versions live in the
 * case's record (`issued`), so the store seals them and a case file carries
 * them; later edits of the case build a new record around them and never
 * touch them.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The list of a record's issued versions, each holding `record` (the saved record's schema without
 * this list: saved-form-record.ts passes it, so this module does not import the record's schema).
 */
export function issuedVersionsOf<R extends z.ZodType>(record: R) {
  const version = z.object({
    version: z.number().int().min(1),
    /** yyyy-MM-dd, the day it was issued. */
    issuedOn: isoDate,
    /** The lower-case hex SHA-256 of the canonical JSON of { version, issuedOn, record }. */
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'A fingerprint is 64 lower-case hex digits'),
    record,
  });
  // Numbers are the versions' names in the report and in the problems of an import: 1, 2, … with no gap.
  return z.array(version).superRefine((versions, context) =>
    versions.forEach((entry, index) => {
      if (entry.version !== index + 1)
        context.addIssue({
          code: 'custom',
          path: [index, 'version'],
          message: `Issued versions are numbered 1, 2, … in order: expected ${index + 1}`,
        });
    }),
  );
}

export type IssuedVersion = NonNullable<SavedFormRecord['issued']>[number];
/** What names an issued version wherever it is shown: its number, its date and its fingerprint. */
export type IssuedStamp = Omit<IssuedVersion, 'record'>;
/** The record as issued: the saved record without its list of issued versions. */
export type IssuedRecord = IssuedVersion['record'];

/** What the fingerprint covers: the number and the date, so neither can be changed either, and the record. */
const fingerprinted = ({ version, issuedOn, record }: Omit<IssuedVersion, 'fingerprint'>) => ({ version, issuedOn, record });

/**
 * The case with its next issued version: the record as it is now, issued on `issuedOn` (yyyy-MM-dd).
 * `signer` is the live profile the report signs with when the record keeps no snapshot of it: the
 * version keeps it, so that it prints the same economist after the profile changes.
 */
export async function issueVersion(record: SavedFormRecord, issuedOn: string, signer?: EconomistSnapshot): Promise<SavedFormRecord> {
  // A copy: the version shares no object with the case that goes on being edited.
  const { issued = [], ...current } = structuredClone(record);
  const { case: caseData } = current.formData;
  const frozen: IssuedRecord =
    signer !== undefined && caseData.economistProfile === undefined && signer.id === caseData.economist
      ? { ...current, formData: { ...current.formData, case: { ...caseData, economistProfile: signer } } }
      : current;
  const version = issued.length + 1;
  const fingerprint = await fingerprintOf(fingerprinted({ version, issuedOn, record: frozen }));
  return { ...record, issued: [...(record.issued ?? []), { version, issuedOn, fingerprint, record: frozen }] };
}

/** An issued version that is not as it was issued: the fingerprint it records and the one its content gives. */
export interface FingerprintMismatch {
  version: number;
  recorded: string;
  computed: string;
}

/** The case's issued versions that do not match their fingerprints, in order (none: every version is as issued). */
export async function fingerprintMismatches(record: SavedFormRecord): Promise<FingerprintMismatch[]> {
  const versions = record.issued ?? [];
  const computed = await Promise.all(versions.map((entry) => fingerprintOf(fingerprinted(entry))));
  return versions.flatMap((entry, index) =>
    computed[index] === entry.fingerprint ? [] : [{ version: entry.version, recorded: entry.fingerprint, computed: computed[index]! }],
  );
}

/** The issued version numbered `version` of the case, if it has one. */
export function issuedVersionOf(record: SavedFormRecord, version: number): IssuedVersion | undefined {
  return record.issued?.find((entry) => entry.version === version);
}
