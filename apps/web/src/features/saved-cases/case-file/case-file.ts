import { fingerprintMismatches, ISSUED_WORDS, savedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { z } from 'zod';
import { isFormId } from '../store/form-id.ts';

/**
 * A case as a file, to keep or to move to another computer: the saved record
 * (form data, results, provenance) in a versioned envelope. Import checks the
 * record with the contract's schema, the same one the store reads with, and
 * lists every problem with its path, so a damaged or foreign file is explained
 * rather than half-loaded. The record's issued versions travel with it, and each
 * must match its fingerprint: a file whose issued report was altered is refused.
 */

const CASE_FILE_FORMAT = 'damages-case';
const CASE_FILE_VERSION = 1;

export interface CaseFile {
  format: typeof CASE_FILE_FORMAT;
  version: typeof CASE_FILE_VERSION;
  exportedAt: string;
  formId: string;
  record: SavedFormRecord;
}

export interface CaseFileProblem {
  /** Where in the file, e.g. `record.formData.plaintiff.dateOfBirth`; empty for the whole file. */
  path: string;
  message: string;
}

export type CaseFileRead = { ok: true; file: CaseFile } | { ok: false; problems: CaseFileProblem[] };

export function caseFileOf(formId: string, record: SavedFormRecord, exportedAt: string = new Date().toISOString()): CaseFile {
  return { format: CASE_FILE_FORMAT, version: CASE_FILE_VERSION, exportedAt, formId, record };
}

export function caseFileText(file: CaseFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** "case-mary-roe-2025-03-01.json": the plaintiff and the report date, so a folder of exports reads well. */
export function caseFileName(file: CaseFile): string {
  const name = file.record.formData.plaintiff.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `case-${name || 'unnamed'}-${file.record.formData.case.dateOfReport}.json`;
}

/** The case file of a case as Export case writes it: its name and its text (the data package carries the same file). */
export function caseFileContent(formId: string, record: SavedFormRecord, exportedAt?: string): { name: string; text: string } {
  const file = caseFileOf(formId, record, exportedAt);
  return { name: caseFileName(file), text: caseFileText(file) };
}

const envelope = z.object({
  format: z.literal(CASE_FILE_FORMAT, { message: `Not a case file: "format" must be "${CASE_FILE_FORMAT}"` }),
  version: z.literal(CASE_FILE_VERSION, { message: `Unsupported case file version: this app reads version ${CASE_FILE_VERSION}` }),
  exportedAt: z.string({ message: 'The export time is missing' }),
  formId: z.string().refine(isFormId, 'The form id must be a UUID'),
  record: savedFormRecord,
});

/** Reads a case file's text: the file, or every problem found in it. */
export async function readCaseFile(text: string): Promise<CaseFileRead> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: '', message: `The file is not JSON (${error instanceof Error ? error.message : String(error)}).` }],
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: [{ path: '', message: 'The file does not hold a case: a JSON object was expected.' }] };
  }
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && version > CASE_FILE_VERSION) {
    return {
      ok: false,
      problems: [
        {
          path: 'version',
          message: `The file was made by a newer version of the app (case file version ${version}); this one reads version ${CASE_FILE_VERSION}.`,
        },
      ],
    };
  }
  const parsed = envelope.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    };
  }
  // Checked as the store will read it back, which is what the issued version prints.
  const mismatches = await fingerprintMismatches(parsed.data.record);
  if (mismatches.length > 0) {
    return {
      ok: false,
      problems: mismatches.map((mismatch) => ({
        path: `record.issued.${mismatch.version - 1}.fingerprint`,
        message: ISSUED_WORDS.mismatch(mismatch),
      })),
    };
  }
  // The schema checks the structure; the record is kept as written (unknown fields from a later v1 included).
  const file = value as CaseFile;
  return { ok: true, file };
}
