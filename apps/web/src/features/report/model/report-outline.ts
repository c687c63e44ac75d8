import { MEDICAL_SCENARIO_TYPES } from '@damages/engine';
import type { SavedFormRecord } from '@damages/contracts';
import type { Appendix, NavEntry, TocEntry } from './report-model.ts';
import { chosenLosses, sidesOf } from './record-access.ts';

/** Route segment of an appendix's first page; medical opens the probable scenario when it has tables. */
export function appendixPath(appendix: Appendix): string {
  if (appendix.key !== 'medical-expenses') return `appendices/${appendix.key}`;
  const types = MEDICAL_SCENARIO_TYPES.filter((type) => appendix.pages.some((page) => page.match.medical === type));
  const type = types.includes('probable') ? 'probable' : (types[0] ?? 'probable');
  return `appendices/medical-expenses/${type}`;
}

/** The 12 sections of the table of contents; 4 and 5 only when their tables exist. */
export function tableOfContents(record: SavedFormRecord, appendices: Appendix[]): TocEntry[] {
  const entries: (TocEntry | false)[] = [
    { number: 1, title: 'Introduction', path: 'introduction' },
    { number: 2, title: 'Background & Documents Reviewed', path: 'background' },
    { number: 3, title: 'Basic Assumptions', path: 'assumptions' },
    sidesOf(record.lossSupport).length > 0 && { number: 4, title: 'Loss of Support', path: 'loss-of-support' },
    sidesOf(record.lossServices).length > 0 && { number: 5, title: 'Loss of Services', path: 'loss-of-services' },
    { number: 6, title: 'Discount Rate/Present Value', path: 'discount' },
    { number: 7, title: 'Quantitative Economic Loss Summary', path: 'quantitative' },
    { number: 8, title: 'Summary & Conclusion', path: 'summary' },
    { number: 9, title: 'Certification', path: 'certification' },
    { number: 10, title: 'References', path: 'references' },
    {
      number: 11,
      title: 'Appendices',
      path: appendices[0] ? appendixPath(appendices[0]) : 'appendices',
      children: appendices.map((a) => ({ label: `Appendix ${a.letter}: ${a.title}`, path: appendixPath(a) })),
    },
    { number: 12, title: 'Exhibits', path: 'exhibits' },
  ];
  return entries.filter((entry): entry is TocEntry => entry !== false);
}

/** Top navigation: support and services only when those loss types were chosen. */
export function navigation(record: SavedFormRecord): NavEntry[] {
  const chosen = chosenLosses(record);
  const entries: (NavEntry | false)[] = [
    { label: 'Table of contents', path: 'table-of-contents' },
    { label: 'Introduction', path: 'introduction' },
    { label: 'Background', path: 'background' },
    { label: 'Assumptions', path: 'assumptions' },
    chosen.support && { label: 'Loss of Support', path: 'loss-of-support' },
    chosen.services && { label: 'Loss of Services', path: 'loss-of-services' },
    { label: 'Discount', path: 'discount' },
    { label: 'Quantitative', path: 'quantitative' },
    { label: 'Summary', path: 'summary' },
    { label: 'Certification', path: 'certification' },
    { label: 'References', path: 'references' },
    { label: 'Exhibits', path: 'exhibits' },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

const DROPDOWN_LABELS: Record<Appendix['key'], string> = {
  'loss-of-support': 'Loss of Support',
  'loss-of-services': 'Loss Services',
  'loss-earnings': 'Loss Earnings',
  'medical-expenses': 'Medical Expenses',
};

/** The Appendices dropdown: each appendix whose loss type was chosen and has tables. */
export function appendixMenu(record: SavedFormRecord, appendices: Appendix[]): NavEntry[] {
  const chosen = chosenLosses(record);
  const allowed: Record<Appendix['key'], boolean> = {
    'loss-of-support': chosen.support,
    'loss-of-services': chosen.services,
    'loss-earnings': chosen.earnings,
    'medical-expenses': chosen.medicalFuture,
  };
  return appendices.filter((a) => allowed[a.key]).map((a) => ({ label: DROPDOWN_LABELS[a.key], path: appendixPath(a) }));
}
