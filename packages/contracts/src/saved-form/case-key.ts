import { z } from 'zod';

/** 32 random bytes in standard base64: an AES-256 key. */
export const CASE_KEY_BYTES = 32;

/**
 * GET /api/case-key: the signed-in account's key for the cases it saves in the
 * browser. The browser holds it in memory only (a non-extractable WebCrypto
 * key) and seals each saved case with it, so that what stays in local storage
 * after sign-out can be read by nobody but that account.
 */
export const caseKeyResponse = z.object({
  owner: z.string().min(1).describe('The id of the signed-in account: the owner the browser seals its cases for'),
  key: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'a base64 AES-256 key')
    .describe('The account’s AES-256-GCM key for its saved cases, base64 (32 bytes)'),
});

export type CaseKeyResponse = z.infer<typeof caseKeyResponse>;
