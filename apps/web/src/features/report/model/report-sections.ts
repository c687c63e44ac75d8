import { MEDICAL_SCENARIO_TYPES } from '@damages/engine';
import { APPENDIX_ORDER, LOSS_KINDS, type LossKind } from '@damages/contracts';
import type { AssumptionFigures } from './assumption-figures.ts';
import type { DiscountFigures } from './discount-figures.ts';
import type { IncomeFactorFigures } from './income-factor-figures.ts';
import type { Appendix, NavEntry, TocEntry } from './report-model.ts';
import type { ChosenLosses } from './record-access.ts';

/**
 * The one registry of the report's sections (spec §2 "Report layout" and
 * "Table of contents"): number, title, navigation label, route and the
 * condition under which a case's report has it. The routes, the contents page,
 * the top navigation, the section headings and the print view all read it.
 */

export type ReportSectionId =
  | 'opinions'
  | 'changes-since'
  | 'rebuttal'
  | 'table-of-contents'
  | 'introduction'
  | 'background'
  | 'assumptions'
  | 'loss-of-earnings'
  | 'loss-of-support'
  | 'loss-of-services'
  | 'discount'
  | 'quantitative'
  | 'summary'
  | 'certification'
  | 'references'
  | 'appendices'
  | 'facts-and-data'
  | 'qualifications'
  | 'exhibits'
  | 'prejudgment-interest';

export interface ReportSection {
  id: ReportSectionId;
  /** Its number in the contents and its heading; null for the pages before the numbered sections and the appendices of text. */
  number: number | null;
  title: string;
  /** Label in the top navigation; null when the section is not there (the appendices have their dropdown). */
  navLabel: string | null;
  /** Route pattern under /{formId}/; null when the section has no page of its own (each appendix has its routes). */
  route: string | null;
  /** Link target under /{formId}/. */
  path: string;
  /** Whether a case's report has the section. */
  shows: (chosen: ChosenLosses) => boolean;
  /** An appendix of text rather than tables: its label in the Appendices dropdown (lettered after the tables' appendices). */
  appendixLabel?: string;
}

const always = () => true;

export const REPORT_SECTIONS: readonly ReportSection[] = [
  // The opinions lead, right after the cover: unnumbered, so every section keeps its number.
  {
    id: 'opinions',
    number: null,
    title: 'Summary of Opinions',
    navLabel: 'Opinions',
    route: 'summary-of-opinions',
    path: 'summary-of-opinions',
    shows: always,
  },
  // A supplemental report's changes since the report it updates: unnumbered, right after the opinions, so every section keeps its number.
  {
    id: 'changes-since',
    number: null,
    title: 'Changes Since the Prior Report',
    navLabel: 'Changes',
    route: 'changes-since',
    path: 'changes-since',
    shows: (c) => c.supplement,
  },
  // A rebuttal of the opposing expert's report: unnumbered, near the front as the point of the report, so every section keeps its number.
  {
    id: 'rebuttal',
    number: null,
    title: 'Rebuttal',
    navLabel: 'Rebuttal',
    route: 'rebuttal',
    path: 'rebuttal',
    shows: (c) => c.rebuttal,
  },
  {
    id: 'table-of-contents',
    number: null,
    title: 'Table of Contents',
    navLabel: 'Table of contents',
    route: 'table-of-contents',
    path: 'table-of-contents',
    shows: always,
  },
  {
    id: 'introduction',
    number: 1,
    title: 'Introduction',
    navLabel: 'Introduction',
    route: 'introduction/:page?',
    path: 'introduction',
    shows: always,
  },
  {
    id: 'background',
    number: 2,
    title: 'Background & Documents Reviewed',
    navLabel: 'Background',
    route: 'background',
    path: 'background',
    shows: always,
  },
  {
    id: 'assumptions',
    number: 3,
    title: 'Basic Assumptions',
    navLabel: 'Assumptions',
    route: 'assumptions',
    path: 'assumptions',
    shows: always,
  },
  // Earnings (personal injury) and support (wrongful death) never share a case: each is section 4 of its case type.
  {
    id: 'loss-of-earnings',
    number: 4,
    ...LOSS_KINDS.earnings.section,
    route: 'loss-of-earnings',
    path: 'loss-of-earnings',
    shows: (c) => c.earnings,
  },
  {
    id: 'loss-of-support',
    number: 4,
    ...LOSS_KINDS.support.section,
    route: 'loss-of-support',
    path: 'loss-of-support',
    shows: (c) => c.support,
  },
  {
    id: 'loss-of-services',
    number: 5,
    ...LOSS_KINDS.services.section,
    route: 'loss-of-services',
    path: 'loss-of-services',
    shows: (c) => c.services,
  },
  {
    id: 'discount',
    number: 6,
    title: 'Discount Rate/Present Value',
    navLabel: 'Discount',
    route: 'discount',
    path: 'discount',
    shows: always,
  },
  {
    id: 'quantitative',
    number: 7,
    title: 'Quantitative Economic Loss Summary',
    navLabel: 'Quantitative',
    route: 'quantitative',
    path: 'quantitative',
    shows: always,
  },
  { id: 'summary', number: 8, title: 'Summary & Conclusion', navLabel: 'Summary', route: 'summary', path: 'summary', shows: always },
  {
    id: 'certification',
    number: 9,
    title: 'Certification',
    navLabel: 'Certification',
    route: 'certification',
    path: 'certification',
    shows: always,
  },
  { id: 'references', number: 10, title: 'References', navLabel: 'References', route: 'references', path: 'references', shows: always },
  { id: 'appendices', number: 11, title: 'Appendices', navLabel: null, route: null, path: 'appendices', shows: always },
  // FRCP 26(a)(2)(B): the facts or data considered, and the qualifications, publications, testimony and compensation.
  {
    id: 'facts-and-data',
    number: null,
    title: 'Facts and Data Considered',
    navLabel: null,
    route: 'appendices/facts-and-data',
    path: 'appendices/facts-and-data',
    shows: always,
    appendixLabel: 'Facts and Data Considered',
  },
  {
    id: 'qualifications',
    number: null,
    title: 'Qualifications of the Economist',
    navLabel: null,
    route: 'appendices/qualifications',
    path: 'appendices/qualifications',
    shows: always,
    appendixLabel: 'Qualifications',
  },
  { id: 'exhibits', number: 12, title: 'Exhibits', navLabel: 'Exhibits', route: 'exhibits', path: 'exhibits', shows: always },
  // Methodology §16: only in a case calculated with prejudgment interest.
  {
    id: 'prejudgment-interest',
    number: 13,
    title: 'Prejudgment Interest',
    navLabel: 'Interest',
    route: 'prejudgment-interest',
    path: 'prejudgment-interest',
    shows: (c) => c.interest,
  },
];

export function reportSection(id: ReportSectionId): ReportSection {
  const section = REPORT_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown report section ${id}`);
  return section;
}

/** The sections of a case's report, in order. */
export function sectionsShown(chosen: ChosenLosses): ReportSection[] {
  return REPORT_SECTIONS.filter((section) => section.shows(chosen));
}

/**
 * The numbered subsections of each section, in order. A subsection's number is
 * its section's number and its place among the subsections this report has:
 * Valuation Conventions is the third of the assumptions after a Retirement
 * subsection, the second without one.
 */
export const REPORT_SUBSECTIONS = {
  introduction: ['purpose', 'person', 'nature-of-the-case', 'economic-losses-only'],
  background: ['background', 'documents-reviewed'],
  assumptions: ['age-and-life-expectancy', 'retirement', 'worklife', 'valuation-conventions', 'forum'],
  // The adjusted income factor comes after the results, so a report without it keeps its numbers.
  'loss-of-earnings': ['method', 'earnings-and-taxes', 'retirement', 'results', 'adjusted-income-factor'],
  'loss-of-support': ['method', 'inputs', 'results', 'adjusted-income-factor'],
  'loss-of-services': ['method', 'services-valued', 'results'],
  discount: ['present-value', 'discount-criteria', 'rates-used', 'future-medical-care'],
  summary: ['total-economic-loss', 'conclusions'],
} as const satisfies Partial<Record<ReportSectionId, readonly string[]>>;

type SubsectionedSection = keyof typeof REPORT_SUBSECTIONS;

/** "assumptions/retirement": a section and one of its subsections. */
export type ReportSubsectionId = { [S in SubsectionedSection]: `${S}/${(typeof REPORT_SUBSECTIONS)[S][number]}` }[SubsectionedSection];

/** What decides whether a report has a subsection that not every report has. */
export interface SubsectionFigures {
  assumptions: Pick<AssumptionFigures, 'retirements' | 'worklife' | 'forum'>;
  discount: Pick<DiscountFigures, 'rates' | 'lifeCarePlan'>;
  /** Absent for a case without the exhibit. */
  incomeFactors?: Pick<IncomeFactorFigures, 'kind'>;
}

/** The subsections a report has only with their figures; every other subsection is always there. */
const SUBSECTION_SHOWN: Partial<Record<ReportSubsectionId, (figures: SubsectionFigures) => boolean>> = {
  'assumptions/retirement': (f) => f.assumptions.retirements.length > 0,
  'assumptions/forum': (f) => f.assumptions.forum !== undefined,
  'assumptions/worklife': (f) => f.assumptions.worklife !== undefined,
  // With the worklife tables there are no retirement ages: the worklife subsection of the assumptions takes their place.
  'loss-of-earnings/retirement': (f) => f.assumptions.worklife?.method !== 'worklifeExpectancy',
  'loss-of-earnings/adjusted-income-factor': (f) => f.incomeFactors?.kind === 'earnings',
  'loss-of-support/adjusted-income-factor': (f) => f.incomeFactors?.kind === 'support',
  'discount/rates-used': (f) => f.discount.rates.length > 0,
  'discount/future-medical-care': (f) => f.discount.lifeCarePlan !== undefined,
};

/** Whether this report has the subsection. */
function subsectionShown(id: ReportSubsectionId, figures: SubsectionFigures): boolean {
  return SUBSECTION_SHOWN[id]?.(figures) ?? true;
}

/** The subsection's number ("<section>.<place>") in this report, after its section's number; null when the report does not have it. */
export function subsectionNumber(id: ReportSubsectionId, figures: SubsectionFigures): string | null {
  if (!subsectionShown(id, figures)) return null;
  const [section] = id.split('/') as [SubsectionedSection];
  const shown = REPORT_SUBSECTIONS[section]
    .map((name) => `${section}/${name}` as ReportSubsectionId)
    .filter((other) => subsectionShown(other, figures));
  return `${reportSection(section).number}.${shown.indexOf(id) + 1}`;
}

/** Route pattern of an appendix under /{formId}/: medical has a scenario before the page. */
function appendixRoute(kind: LossKind): string {
  const base = `appendices/${LOSS_KINDS[kind].appendix.key}`;
  return kind === 'medical' ? `${base}/:scenario?/:page?` : `${base}/:page?`;
}

/** Every appendix route, in the catalogue's appendix order. */
export const APPENDIX_ROUTES: readonly { kind: LossKind; route: string }[] = APPENDIX_ORDER.map((kind) => ({
  kind,
  route: appendixRoute(kind),
}));

/** Link to an appendix's first page; medical opens the probable scenario when it has tables. */
function appendixPath(appendix: Appendix): string {
  if (appendix.kind !== 'medical') return `appendices/${appendix.key}`;
  const types = MEDICAL_SCENARIO_TYPES.filter((type) => appendix.pages.some((page) => page.match.medical === type));
  const type = types.includes('probable') ? 'probable' : (types[0] ?? 'probable');
  return `appendices/${appendix.key}/${type}`;
}

/** An appendix of text, lettered after the appendices of tables. */
export interface TextAppendix {
  id: ReportSectionId;
  letter: string;
  title: string;
  path: string;
  menuLabel: string;
}

/** The appendices of text (facts and data considered, qualifications), lettered after the tables' appendices. */
export function textAppendices(appendices: readonly Appendix[]): TextAppendix[] {
  return REPORT_SECTIONS.filter((section) => section.appendixLabel !== undefined).map((section, index) => ({
    id: section.id,
    letter: String.fromCharCode(65 + appendices.length + index),
    title: section.title,
    path: section.path,
    menuLabel: section.appendixLabel!,
  }));
}

/**
 * The table of contents: the Summary of Opinions, then the numbered sections (4 and 5 only when chosen: 4 is earnings or
 * support); the appendices list each appendix, the appendices of text included. The contents page does not list itself.
 */
export function tableOfContents(chosen: ChosenLosses, appendices: readonly Appendix[]): TocEntry[] {
  return sectionsShown(chosen).flatMap((section): TocEntry[] => {
    if (section.id === 'table-of-contents' || section.appendixLabel !== undefined) return [];
    if (section.id !== 'appendices') return [{ number: section.number, title: section.title, path: section.path }];
    return [
      {
        number: section.number,
        title: section.title,
        path: appendices[0] ? appendixPath(appendices[0]) : section.path,
        children: [
          ...appendices.map((a) => ({ label: `Appendix ${a.letter}: ${a.title}`, path: appendixPath(a) })),
          ...textAppendices(appendices).map((a) => ({ label: `Appendix ${a.letter}: ${a.title}`, path: a.path })),
        ],
      },
    ];
  });
}

/** Top navigation: support and services only when those loss types were chosen. */
export function navigation(chosen: ChosenLosses): NavEntry[] {
  return sectionsShown(chosen).flatMap((section) => (section.navLabel === null ? [] : [{ label: section.navLabel, path: section.path }]));
}

/** The Appendices dropdown: each appendix whose loss type was chosen (medical: its future part) and has tables. */
export function appendixMenu(chosen: ChosenLosses, appendices: readonly Appendix[]): NavEntry[] {
  const offered = (kind: LossKind) => (kind === 'medical' ? chosen.medicalFuture : chosen[kind]);
  return [
    ...appendices.filter((a) => offered(a.kind)).map((a) => ({ label: LOSS_KINDS[a.kind].appendix.navLabel, path: appendixPath(a) })),
    ...textAppendices(appendices).map((a) => ({ label: a.menuLabel, path: a.path })),
  ];
}
