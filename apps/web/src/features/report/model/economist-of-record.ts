import {
  DEFAULT_ECONOMISTS,
  formatMoneyAsTyped,
  isFirmEconomistId,
  publicationList,
  signatureName,
  TESTIMONY_KIND_LABELS,
  type Economist,
  type EconomistProfile,
  type EconomistSnapshot,
  type SavedFormRecord,
  type TestimonyKind,
} from '@damages/contracts';

/**
 * Who signs the report, resolved once for the cover, the introduction, the fee
 * statement, the certification, the Qualifications appendix and the exports:
 *
 * - the profile snapshot kept in the record: what the profile said
 *   when the case was calculated, even if it was edited or deleted since;
 * - a profile id without a snapshot: the account's live profile, when loaded;
 * - `economist-1`/`economist-2` (records saved before profiles): the firm's
 *   economists from settings, with the fee every report stated then ($450/h);
 * - anything else: a neutral "Consulting Economist" with no fee stated.
 */

/** The hourly fee every report stated before profiles (spec: "Consultant fee stated in the report: 450 dollars per hour"). */
const LEGACY_HOURLY_FEE = 450;
const DEFAULT_TITLE = 'Consulting Economist';
/** FRCP 26(a)(2)(B): publications authored in the previous 10 years, testimony in the previous 4. */
export const PUBLICATION_YEARS = 10;
export const TESTIMONY_YEARS = 4;

interface TestimonyLine {
  case: string;
  court: string;
  year: number;
  kind: TestimonyKind;
  /** "Deposition" or "Trial". */
  kindLabel: string;
}

export interface EconomistOfRecord {
  /** Where the details came from. */
  source: 'profile' | 'firm' | 'neutral';
  name: string;
  credentials: string;
  /** "Jordan Rivera, Ph.D." */
  signatureName: string;
  title: string;
  firm: string;
  /** The address, one entry a line. */
  address: string[];
  phone: string;
  email: string;
  /** Dollars per hour; null when not stated. */
  fees: { study: number | null; testimony: number | null };
  /** The statement of qualifications, one entry a paragraph. */
  qualifications: string[];
  /** Publications of the last 10 years before the report date, one a line as entered. */
  publications: string[];
  /** Cases testified in during the last 4 years before the report date, newest first. */
  testimony: TestimonyLine[];
  /** data:image/png or data:image/jpeg URL, or null. */
  signatureImage: string | null;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

const YEAR = /\b(19|20)\d{2}\b/g;

/**
 * Publications of the last 10 years: a line is left out only when every year it
 * mentions is older than that (a line without a year is kept, since its date is unknown).
 */
function recentPublications(publications: readonly string[], reportYear: number): string[] {
  const earliest = reportYear - PUBLICATION_YEARS;
  return publications.filter((line) => {
    const years = [...line.matchAll(YEAR)].map((m) => Number(m[0]));
    return years.length === 0 || years.some((year) => year >= earliest);
  });
}

/** Testimony of the last 4 years (by year, the report's year included), newest first. */
function recentTestimony(testimony: readonly Omit<TestimonyLine, 'kindLabel'>[], reportYear: number): TestimonyLine[] {
  return testimony
    .filter((entry) => entry.year >= reportYear - TESTIMONY_YEARS && entry.year <= reportYear)
    .map((entry) => ({ ...entry, kindLabel: TESTIMONY_KIND_LABELS[entry.kind] }))
    .sort((a, b) => b.year - a.year);
}

function fromProfile(profile: EconomistSnapshot | EconomistProfile, reportYear: number): EconomistOfRecord {
  return {
    source: 'profile',
    name: profile.fullName,
    credentials: profile.credentials,
    signatureName: signatureName(profile),
    title: profile.title || DEFAULT_TITLE,
    firm: profile.firm,
    address: lines(profile.address),
    phone: profile.phone,
    email: profile.email,
    fees: { study: profile.hourlyFeeStudy, testimony: profile.hourlyFeeTestimony },
    qualifications: paragraphs(profile.qualifications),
    publications: recentPublications(publicationList(profile), reportYear),
    testimony: recentTestimony(profile.testimony, reportYear),
    signatureImage: profile.signatureImage,
  };
}

function fromFirm(economist: Economist): EconomistOfRecord {
  return {
    source: 'firm',
    name: economist.name,
    credentials: economist.credentials,
    signatureName: signatureName({ fullName: economist.name, credentials: economist.credentials }),
    title: economist.title || DEFAULT_TITLE,
    firm: '',
    address: [],
    phone: '',
    email: '',
    fees: { study: LEGACY_HOURLY_FEE, testimony: LEGACY_HOURLY_FEE },
    qualifications: [],
    publications: [],
    testimony: [],
    signatureImage: null,
  };
}

const NEUTRAL: EconomistOfRecord = {
  source: 'neutral',
  name: DEFAULT_TITLE,
  credentials: '',
  signatureName: DEFAULT_TITLE,
  title: DEFAULT_TITLE,
  firm: '',
  address: [],
  phone: '',
  email: '',
  fees: { study: null, testimony: null },
  qualifications: [],
  publications: [],
  testimony: [],
  signatureImage: null,
};

/** The economist who signs a saved case's report. */
export function economistOfRecord(
  record: SavedFormRecord,
  firmEconomists: readonly Economist[] = [],
  profiles: readonly EconomistProfile[] = [],
): EconomistOfRecord {
  const { economist: id, economistProfile: snapshot, dateOfReport } = record.formData.case;
  const reportYear = Number(dateOfReport.slice(0, 4));
  if (snapshot) return fromProfile(snapshot, reportYear);
  if (isFirmEconomistId(id)) {
    const firm = firmEconomists.find((e) => e.id === id) ?? DEFAULT_ECONOMISTS.find((e) => e.id === id);
    if (firm) return fromFirm(firm);
  }
  const live = profiles.find((p) => p.id === id);
  return live ? fromProfile(live, reportYear) : NEUTRAL;
}

/** "$450" or "$450.50": an hourly fee as typed, never rounded. */
export function feeText(dollars: number): string {
  return formatMoneyAsTyped(dollars);
}

/** The compensation sentence of the introduction and the Qualifications appendix. */
export function feeStatement({ study, testimony }: EconomistOfRecord['fees']): string {
  if (study !== null && study === testimony)
    return `The fee for this engagement is ${feeText(study)} per hour for review, analysis, report preparation and testimony.`;
  if (study !== null && testimony !== null)
    return `The fee for this engagement is ${feeText(study)} per hour for review, analysis and report preparation, and ${feeText(testimony)} per hour for deposition and trial testimony.`;
  if (study !== null) return `The fee for this engagement is ${feeText(study)} per hour for review, analysis and report preparation.`;
  if (testimony !== null) return `The fee for deposition and trial testimony is ${feeText(testimony)} per hour.`;
  return "The hourly fee for this engagement is not stated in the economist's profile.";
}
