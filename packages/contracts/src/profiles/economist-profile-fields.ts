import { z } from 'zod';
import { formatMoneyAsTyped } from '../vocabulary/format.ts';
import { PROFILE_LIMITS, TESTIMONY_KINDS } from './economist-profile.ts';

/**
 * What a user may type into an economist's profile. The same schema checks the
 * /profile form (whose inputs are text) and the API body (where fees and years
 * may also be JSON numbers), so both give the same messages for the same mistake.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const requiredText = (label: string, max: number) => text(label, max).min(1, { error: `${label} is required` });

/** Dollars per hour as typed ("450", "450.00") or sent as a number; blank means not stated (null). */
const hourlyFee = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a dollar amount such as 450 or 450.00` })
    .transform((value, ctx) => {
      if (value === null) return null;
      const typed = typeof value === 'number' ? String(value) : value.trim().replace(/^\$/, '').replaceAll(',', '');
      if (typed === '') return null;
      if (!/^\d+(\.\d{1,2})?$/.test(typed)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a dollar amount such as 450 or 450.00` });
        return z.NEVER;
      }
      const dollars = Number(typed);
      if (dollars > PROFILE_LIMITS.maxHourlyFee) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${formatMoneyAsTyped(PROFILE_LIMITS.maxHourlyFee)}` });
        return z.NEVER;
      }
      return dollars;
    });

const testimonyYear = z.union([z.number(), z.string()], { error: 'Year is required' }).transform((value, ctx) => {
  const typed = typeof value === 'number' ? String(value) : value.trim();
  const { earliestYear, latestYear } = PROFILE_LIMITS;
  if (typed === '') {
    ctx.addIssue({ code: 'custom', message: 'Year is required' });
    return z.NEVER;
  }
  const year = Number(typed);
  if (!/^\d{4}$/.test(typed) || year < earliestYear || year > latestYear) {
    ctx.addIssue({ code: 'custom', message: `Year must be a year between ${earliestYear} and ${latestYear}` });
    return z.NEVER;
  }
  return year;
});

/** One case the economist testified in. */
export const testimonyEntry = z.object({
  case: requiredText('Case', PROFILE_LIMITS.caseName),
  court: requiredText('Court', PROFILE_LIMITS.court),
  year: testimonyYear,
  kind: z.enum(TESTIMONY_KINDS, { error: 'Kind must be deposition or trial' }),
});
export type TestimonyEntry = z.output<typeof testimonyEntry>;

const SIGNATURE_PREFIX = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
// The first bytes of each accepted format, so a renamed file of another kind is refused.
const MAGIC: Record<string, number[]> = { png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], jpeg: [0xff, 0xd8, 0xff] };

/** Decoded size of a base64 payload, without decoding it. */
const base64Bytes = (payload: string) => (payload.length * 3) / 4 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);

/** Why a signature data URL is refused, or undefined when it is a PNG or JPEG within the size limit. */
export function signatureImageProblem(dataUrl: string): string | undefined {
  const match = SIGNATURE_PREFIX.exec(dataUrl);
  if (!match || match[2]!.length % 4 !== 0) return 'Signature image must be a PNG or JPEG image';
  const [, format, payload] = match as unknown as [string, 'png' | 'jpeg', string];
  if (base64Bytes(payload) > PROFILE_LIMITS.signatureBytes)
    return `Signature image must be at most ${PROFILE_LIMITS.signatureBytes / 1024} KB`;
  const head = atob(payload.slice(0, 12));
  const magic = MAGIC[format]!;
  if (magic.some((byte, index) => head.charCodeAt(index) !== byte)) return `Signature image is not a valid ${format.toUpperCase()} file`;
  return undefined;
}

const signatureImage = z
  .union([z.string(), z.null()], { error: 'Signature image must be a PNG or JPEG image' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const problem = signatureImageProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value;
  });

const optionalText = (label: string, max: number) => text(label, max).optional().default('');

const email = z
  .string({ error: 'E-mail must be text' })
  .trim()
  .max(PROFILE_LIMITS.shortText, { error: `E-mail must be at most ${PROFILE_LIMITS.shortText} characters` })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'E-mail must be an e-mail address such as name@example.com',
  })
  .optional()
  .default('');

/**
 * What the user edits: the body of POST /api/profiles and PUT /api/profiles/{id},
 * and the /profile form's values. Only the full name is required.
 */
export const economistProfileFields = z.object({
  fullName: requiredText('Full name', PROFILE_LIMITS.shortText),
  credentials: optionalText('Credentials', PROFILE_LIMITS.shortText),
  title: optionalText('Title', PROFILE_LIMITS.shortText),
  firm: optionalText('Firm', PROFILE_LIMITS.shortText),
  address: optionalText('Address', PROFILE_LIMITS.address),
  phone: optionalText('Phone', PROFILE_LIMITS.shortText),
  email,
  hourlyFeeStudy: hourlyFee('Hourly fee — study')
    .optional()
    .transform((fee) => fee ?? null),
  hourlyFeeTestimony: hourlyFee('Hourly fee — testimony')
    .optional()
    .transform((fee) => fee ?? null),
  qualifications: optionalText('Qualifications', PROFILE_LIMITS.longText),
  /** One publication a line. */
  publications: optionalText('Publications', PROFILE_LIMITS.longText),
  testimony: z
    .array(testimonyEntry, { error: 'Testimony must be a list' })
    .max(PROFILE_LIMITS.testimonyEntries, { error: `Testimony must list at most ${PROFILE_LIMITS.testimonyEntries} cases` })
    .optional()
    .default([]),
  signatureImage,
});

/** What a client sends (text or numbers for fees and years). */
export type EconomistProfileInput = z.input<typeof economistProfileFields>;
/** The validated fields: fees in dollars or null, years as numbers, a checked signature or null. */
export type EconomistProfileFields = z.output<typeof economistProfileFields>;

/** A new profile with only a name, as the account's own profile starts. */
export function blankProfileFields(fullName: string): EconomistProfileFields {
  return {
    fullName: fullName.trim().slice(0, PROFILE_LIMITS.shortText) || 'Economist',
    credentials: '',
    title: '',
    firm: '',
    address: '',
    phone: '',
    email: '',
    hourlyFeeStudy: null,
    hourlyFeeTestimony: null,
    qualifications: '',
    publications: '',
    testimony: [],
    signatureImage: null,
  };
}
