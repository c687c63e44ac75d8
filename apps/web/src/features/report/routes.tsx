import type { LossKind } from '@damages/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { APPENDIX_ROUTES, REPORT_SECTIONS, type ReportSectionId } from './model/report-sections.ts';
import type { SavedCaseStore } from '../saved-cases/index.ts';
import { loadReport } from './state/load-report.ts';

const pages = () => import('./report-pages.tsx');

/** A route component from the report chunk (loaded once, on the first report page). */
const page =
  (name: 'ReportRoot' | 'ReportLayout' | 'PrintView' | 'RebuttalPrintView' | 'ReportPageNotFound' | 'CompareVersionsPage') => async () => ({
    Component: (await pages())[name],
  });
const sectionPage = (id: Exclude<ReportSectionId, 'appendices'>) => async () => ({ Component: (await pages()).SECTION_PAGES[id] });
const appendixPage = (kind: LossKind) => async () => ({ Component: (await pages()).APPENDIX_PAGES[kind] });

/** One route per section of the registry that has a page, then one per appendix of the catalogue. */
const sectionRoutes: RouteObject[] = [
  ...REPORT_SECTIONS.flatMap((section) =>
    section.route === null || section.id === 'appendices' ? [] : [{ path: section.route, lazy: sectionPage(section.id) }],
  ),
  ...APPENDIX_ROUTES.map(({ kind, route }) => ({ path: route, lazy: appendixPage(kind) })),
];

/** The pages of a report: the contents first, the print view, and every section's page in the layout. */
const reportPages = (): RouteObject[] => [
  { index: true, element: <Navigate to="table-of-contents" replace /> },
  { path: 'print', lazy: page('PrintView') },
  // The standalone rebuttal report: its cover and the Rebuttal section, for a case holding the opposing expert's report.
  { path: 'rebuttal-report/print', lazy: page('RebuttalPrintView') },
  {
    lazy: page('ReportLayout'),
    children: [...sectionRoutes, { path: '*', lazy: page('ReportPageNotFound') }],
  },
];

/**
 * The report routes under /{formId}: the loader reads the saved record
 * (missing → 'Form Does not exist'; damaged → the page that says what happened),
 * the layout carries header and navigation, and /{formId}/print is the whole
 * report as one print document for 'Generate PDF'. An issued version of the
 * case has the same pages under /{formId}/issued/{version}, read-only, and
 * /{formId}/compare sets any two of its versions side by side.
 */
export const reportRoutes = (savedCases: SavedCaseStore): RouteObject[] => [
  {
    id: 'report',
    path: ':formId',
    loader: ({ params }) => loadReport(savedCases, { params }),
    lazy: page('ReportRoot'),
    hydrateFallbackElement: <div className="p-5 text-muted">Loading report…</div>,
    // The comparison of two of the case's versions is the case's, on screen only: no issued version has one of its own.
    children: [...reportPages(), { path: 'compare', lazy: page('CompareVersionsPage') }],
  },
  {
    id: 'issued-report',
    path: ':formId/issued/:version',
    loader: ({ params }) => loadReport(savedCases, { params }),
    lazy: page('ReportRoot'),
    hydrateFallbackElement: <div className="p-5 text-muted">Loading report…</div>,
    children: reportPages(),
  },
];
