import { z } from 'zod';
import { validationErrorResponse } from '../calculation/errors.ts';

/**
 * The server's copy of a saved case, so that the same account sees its cases
 * on another computer (GET /api/cases, GET/PUT/DELETE /api/cases/{id}). The
 * server keeps the case as the browser sealed it (AES-256-GCM with the
 * account's key, GET /api/case-key) and never opens it. Beside it, the
 * server keeps the record's revision, which the browser states since the
 * server cannot read it: a copy whose revision differs from the one a browser
 * last saw was changed elsewhere. A firm may turn the copy off (CASE_COPY=off;
 * GET /api/settings/case-copy says which).
 */

export const CASE_COPY_LIMITS = {
  /**
   * Base64 characters of a sealed case's ciphertext. Local storage keeps about
   * five million characters per site, so no case a browser saved is larger.
   */
  sealedDataChars: 4 * 1024 * 1024,
  /** Cases an account may keep on the server. */
  copies: 1000,
  /** The highest revision: what PostgreSQL's integer column holds. */
  revision: 2_147_483_647,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a key is a form id: the random UUID a case is saved under. */
export const isFormId = (key: string) => UUID.test(key);

/** Text the field names in its messages: "Owner is required", "Owner must be text". */
const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const formId = text('Form id').refine(isFormId, 'Form id must be a UUID').describe('The form id the case is saved under (a UUID)');

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The smallest ciphertext: the 16-byte tag around at least one byte of JSON, in base64. */
const SMALLEST_DATA_CHARS = 24;

/** A case as the browser seals it (the web's case-cipher.ts): only ciphertext, for the owner named in it. */
export const sealedCase = z
  .object(
    {
      sealed: z.literal(1, 'Sealed must be 1, the mark of a sealed case'),
      owner: text('Owner').min(1, 'Owner is required'),
      iv: text('IV').regex(/^[A-Za-z0-9+/]{16}$/, 'IV must be the base64 of 12 bytes'),
      data: text('Ciphertext')
        .min(SMALLEST_DATA_CHARS, 'Ciphertext must be the base64 of a ciphertext with its 16-byte tag')
        .max(
          CASE_COPY_LIMITS.sealedDataChars,
          `Ciphertext must be at most ${CASE_COPY_LIMITS.sealedDataChars / (1024 * 1024)} MB of base64`,
        )
        .regex(BASE64, 'Ciphertext must be base64'),
    },
    {
      error: (issue) =>
        issue.input === undefined ? 'The sealed case is required' : 'The sealed case must be an object { sealed, owner, iv, data }',
    },
  )
  .describe('The case sealed by the browser: AES-256-GCM, the owner as additional data; the server never opens it');

export type SealedCase = z.output<typeof sealedCase>;

/** A revision: a whole number from `min` up to what the column holds. */
const revisionNumber = (label: string, min: 0 | 1) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(CASE_COPY_LIMITS.revision, `${label} must be at most ${CASE_COPY_LIMITS.revision}`);

/** PUT /api/cases/{id}: a save of the case, with the server's revision this browser last saw. */
export const caseCopyWrite = z
  .object({
    revision: revisionNumber('Revision', 1).describe('The revision of the record inside the envelope, raised by the save'),
    seenRevision: revisionNumber('Seen revision', 0).describe(
      "The server's revision this browser last read or wrote of the case; 0 when it has none",
    ),
    overwrite: z
      .boolean('Overwrite must be true or false')
      .default(false)
      .describe('Replace whatever revision the server holds: the user chose to keep this version'),
    sealed: sealedCase,
  })
  .refine((write) => write.revision > write.seenRevision, { path: ['revision'], message: 'Revision must be above the seen revision' });

export type CaseCopyWrite = z.output<typeof caseCopyWrite>;

/** DELETE /api/cases/{id}?seenRevision=n: with it, the copy is deleted only while the server holds that revision. */
export const caseCopyDeleteQuery = z.object({
  seenRevision: z
    .string()
    .regex(/^\d{1,10}$/, 'Seen revision must be a whole number')
    .transform(Number)
    .pipe(revisionNumber('Seen revision', 1))
    .optional(),
});

/** The route parameter naming a case. */
export const caseCopyParams = z.object({ id: formId });

/** A copy without its envelope: what a browser compares with what it holds. */
export const caseCopySummary = z.object({
  id: formId,
  revision: z.number().int(),
  updatedAt: z.string().describe('ISO 8601: when the server last took a save of the case, or its delete'),
  deleted: z
    .literal(true)
    .optional()
    .describe('The case was deleted (on another computer): a browser holding it unchanged since deletes it too'),
});

export type CaseCopySummary = z.output<typeof caseCopySummary>;

export const caseCopyList = z
  .array(caseCopySummary)
  .describe(
    'The account’s copies, newest first, without their envelopes, and its deleted cases: a browser fetches the copies it does not hold',
  );

export const caseCopy = caseCopySummary.extend({ sealed: sealedCase });

export type CaseCopy = z.output<typeof caseCopy>;

/** The 409 of a save or delete over a revision this browser has not seen. */
export const caseCopyConflict = validationErrorResponse.extend({
  currentRevision: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'The revision the server holds; 0 when it holds none (deleted elsewhere). Absent when the account keeps the most cases it may',
    ),
});

export type CaseCopyConflict = z.output<typeof caseCopyConflict>;

/** GET /api/settings/case-copy. */
export const caseCopySetting = z.object({
  enabled: z.boolean().describe('Whether the server keeps a copy of each saved case (CASE_COPY); false: cases stay in the browser'),
});

export type CaseCopySetting = z.output<typeof caseCopySetting>;
