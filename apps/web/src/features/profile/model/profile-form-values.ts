import { amountInputText, type EconomistProfile, type TestimonyKind } from '@damages/contracts';

/** The /profile form as typed: every input is text until the contract's schema parses it. */
export interface ProfileFormValues {
  fullName: string;
  credentials: string;
  title: string;
  firm: string;
  address: string;
  phone: string;
  email: string;
  hourlyFeeStudy: string;
  hourlyFeeTestimony: string;
  qualifications: string;
  publications: string;
  testimony: TestimonyRowValues[];
  signatureImage: string | null;
}

export interface TestimonyRowValues {
  case: string;
  court: string;
  year: string;
  kind: TestimonyKind;
}

export const BLANK_TESTIMONY_ROW: TestimonyRowValues = { case: '', court: '', year: '', kind: 'deposition' };

/** Dollars as the input shows them: 412.5 → "412.50", 450 → "450". */
function feeText(dollars: number | null): string {
  if (dollars === null) return '';
  return amountInputText(dollars);
}

export function profileFormValues(profile: EconomistProfile | undefined): ProfileFormValues {
  return {
    fullName: profile?.fullName ?? '',
    credentials: profile?.credentials ?? '',
    title: profile?.title ?? '',
    firm: profile?.firm ?? '',
    address: profile?.address ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    hourlyFeeStudy: feeText(profile?.hourlyFeeStudy ?? null),
    hourlyFeeTestimony: feeText(profile?.hourlyFeeTestimony ?? null),
    qualifications: profile?.qualifications ?? '',
    publications: profile?.publications ?? '',
    testimony: (profile?.testimony ?? []).map((entry) => ({ ...entry, year: String(entry.year) })),
    signatureImage: profile?.signatureImage ?? null,
  };
}
