import { ISSUED_WORDS, type SavedFormRecord } from '@damages/contracts';

/**
 * The versions of a case one may compare: each issued version, oldest first, then the current
 * report. A version's key is how the comparison's address names it (`?from=1&to=current`).
 */
export interface CaseVersion {
  key: string;
  /** As the Versions menu names it. */
  name: string;
  record: SavedFormRecord;
}

export const CURRENT_VERSION = 'current';

export function caseVersions(record: SavedFormRecord): CaseVersion[] {
  return [
    ...(record.issued ?? []).map((issued) => ({
      key: String(issued.version),
      name: ISSUED_WORDS.versionItem(issued.version, issued.issuedOn),
      record: issued.record,
    })),
    { key: CURRENT_VERSION, name: ISSUED_WORDS.current, record },
  ];
}
