import type { EconomistSnapshot, PlausibilityWarning, SavedFormRecord } from '@damages/contracts';
import { personalInjuryRecord, wrongfulDeathRecord } from './fixtures.ts';

/** A 1×1 PNG, as the profile page stores a signature image. */
const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The printable fields of a profile as the entry form keeps them in the record. */
export const RIVERA: EconomistSnapshot = {
  id: '7a1c9a52-3f7e-4c57-9d0e-5b8f3c2d1e01',
  fullName: 'Jordan Rivera',
  credentials: 'Ph.D.',
  title: 'Forensic Economist',
  firm: 'Rivera Economics LLC',
  address: '100 Main Street, Suite 400\nSacramento, CA 95814',
  phone: '(916) 555-0142',
  email: 'jrivera@rivera-econ.example',
  hourlyFeeStudy: 400,
  hourlyFeeTestimony: 600,
  qualifications: 'Ph.D. in Economics, University of California, Davis, 2004.\n\nForensic economist since 2005; member of NAFE.',
  publications: [
    'Rivera, J. (2021). Discounting future medical costs. Journal of Forensic Economics, 29(1).',
    'Rivera, J. (2009). Worklife and the residual earning capacity. Journal of Legal Economics, 15(2).',
    'Rivera, J. Household services valuation: a practitioner note.',
  ].join('\n'),
  testimony: [
    { case: 'Nguyen v. Coastal Freight, Inc.', court: 'Superior Court of California, County of Sacramento', year: 2024, kind: 'trial' },
    { case: 'Okafor v. Valley Transit District', court: 'U.S. District Court, E.D. Cal.', year: 2022, kind: 'deposition' },
    { case: 'Brandt v. Hollis Manufacturing', court: 'Superior Court of California, County of Yolo', year: 2018, kind: 'trial' },
  ],
  signatureImage: SIGNATURE_PNG,
  updatedAt: '2025-02-20T10:00:00.000Z',
};

export const CAPTION = {
  caseName: 'Martinez v. Acme Trucking, Inc.',
  court: 'Superior Court of California, County of Sacramento',
  docketNumber: '34-2024-00123456',
  attorneyName: 'Ana Ruiz',
  attorneyFirm: 'Ruiz & Cole LLP',
  attorneyAddress: '500 Capitol Mall, Floor 12\nSacramento, CA 95814',
};

export const WARNINGS: PlausibilityWarning[] = [
  {
    id: 'growth-rate',
    path: 'plaintiff.wagesGrowthRate',
    message: 'Wages growth rate is 30.00 % a year, above 8 %: compounded over the years of the loss, a rate this high multiplies the loss.',
  },
  {
    id: 'stale-yield-curve',
    path: 'plaintiff.wagesDiscountRate',
    message: 'Wages discount rate comes from the Treasury yield curve of 2023-11-01, 486 days (about 16 months) before the date of report.',
  },
];

/** A wrongful-death case signed with a profile, with a caption and the retaining attorney's details. */
export function signedRecord(): SavedFormRecord {
  const record = wrongfulDeathRecord();
  record.formData.case = { ...record.formData.case, economist: RIVERA.id, economistProfile: RIVERA, ...CAPTION };
  return record;
}

/** A personal-injury case whose rates, life expectancy and an hourly rate were looked up (with their provenance). */
export function lookedUpRecord(): SavedFormRecord {
  const record = personalInjuryRecord();
  const p = record.formData.plaintiff;
  p.provenance = {
    remainingLEYears: [{ lookup: 'lifeTable', table: 'NCHS 2023, Hispanic female', race: 'hispanic', sex: 'female' }, null],
    wagesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 9.27 },
    wagesGrowthRate: { lookup: 'growth', series: 'wages', years: 20, fromYear: 2004, toYear: 2024, dataThrough: '2025-01' },
    servicesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 9.27 },
  };
  const [first, ...rest] = record.formData.documents.sourceInfomations;
  record.formData.documents.sourceInfomations = [
    {
      ...first!,
      provenance: {
        hourlyRate: {
          lookup: 'oews',
          occupation: '37-2012',
          title: 'Maids and Housekeeping Cleaners',
          statistic: 'median',
          asOf: 'May 2024',
        },
      },
    },
    ...rest,
  ];
  return record;
}
