import { z } from 'zod';
import type { EconomistProfileFields } from './economist-profile-fields.ts';

/**
 * An economist's profile: who signs a report, their fees, qualifications,
 * publications and testimony (what FRCP 26(a)(2)(B) asks an expert report to
 * state). Each account keeps its own profile and its colleagues' on the server
 * (GET/POST /api/profiles, GET/PUT/DELETE /api/profiles/{id}).
 *
 * This module is the stored profile, which every saved case copies; what a
 * user may type into one is checked by economist-profile-fields.ts, which only
 * the /profile page and the server load.
 */

export const PROFILE_LIMITS = {
  /** Short single-line fields: name, credentials, title, firm, phone, e-mail. */
  shortText: 200,
  address: 500,
  /** Qualifications and publications, each. */
  longText: 20_000,
  testimonyEntries: 100,
  caseName: 300,
  court: 200,
  earliestYear: 1950,
  latestYear: 2100,
  /** Dollars per hour. */
  maxHourlyFee: 100_000,
  /** Decoded bytes of the signature image: a scanned signature is a few tens of KB. */
  signatureBytes: 200 * 1024,
  /** Colleague profiles an account may keep besides its own. */
  colleagues: 50,
} as const;

export const TESTIMONY_KINDS = ['deposition', 'trial'] as const;
export type TestimonyKind = (typeof TESTIMONY_KINDS)[number];
export const TESTIMONY_KIND_LABELS: Record<TestimonyKind, string> = { deposition: 'Deposition', trial: 'Trial' };

/** A stored profile as the API answers it. */
export const economistProfile = z.object({
  id: z.string().describe('Opaque id (a UUID); never economist-1 or economist-2'),
  /** The account's own profile, made from its name; it cannot be deleted. */
  isPrimary: z.boolean(),
  fullName: z.string(),
  credentials: z.string(),
  title: z.string(),
  firm: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hourlyFeeStudy: z.number().nullable().describe('Dollars per hour; null when not stated'),
  hourlyFeeTestimony: z.number().nullable().describe('Dollars per hour; null when not stated'),
  qualifications: z.string(),
  publications: z.string().describe('One publication a line'),
  testimony: z.array(z.object({ case: z.string(), court: z.string(), year: z.number().int(), kind: z.enum(TESTIMONY_KINDS) })),
  signatureImage: z.string().nullable().describe('data:image/png or data:image/jpeg URL'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type EconomistProfile = z.output<typeof economistProfile>;

export const economistProfileList = z.array(economistProfile).describe("The account's own profile first, then its colleagues by name");

/** The publications as a list, one per non-blank line. */
export function publicationList(profile: Pick<EconomistProfileFields, 'publications'>): string[] {
  return profile.publications
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** "Jordan Rivera, Ph.D." — the name as it signs a report. */
export function signatureName(profile: Pick<EconomistProfileFields, 'fullName' | 'credentials'>): string {
  return profile.credentials ? `${profile.fullName}, ${profile.credentials}` : profile.fullName;
}
