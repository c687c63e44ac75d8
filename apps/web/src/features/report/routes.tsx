import { Navigate, type RouteObject } from 'react-router';
import { loadReport } from './state/load-report.ts';

type Pages = typeof import('./report-pages.tsx');

/** A route component from the report chunk (loaded once, on the first report page). */
const page = (name: keyof Pages) => async () => ({ Component: (await import('./report-pages.tsx'))[name] });

/**
 * The report routes of spec §2 under /{formId}: the loader reads the saved
 * record (missing → 'Form Does not exist'; damaged → the router's error page),
 * the layout carries header and navigation, and /{formId}/print is the whole
 * report as one print document for 'Generate PDF'.
 */
export const reportRoutes: RouteObject[] = [
  {
    id: 'report',
    path: ':formId',
    loader: loadReport,
    lazy: page('ReportRoot'),
    hydrateFallbackElement: <div className="p-5 text-muted">Loading report…</div>,
    children: [
      { index: true, element: <Navigate to="table-of-contents" replace /> },
      { path: 'print', lazy: page('PrintView') },
      {
        lazy: page('ReportLayout'),
        children: [
          { path: 'table-of-contents', lazy: page('TableOfContentsPage') },
          { path: 'introduction/:page?', lazy: page('IntroductionPage') },
          { path: 'background', lazy: page('BackgroundPage') },
          { path: 'assumptions', lazy: page('AssumptionsPage') },
          { path: 'loss-of-support', lazy: page('LossOfSupportPage') },
          { path: 'loss-of-services', lazy: page('LossOfServicesPage') },
          { path: 'discount', lazy: page('DiscountPage') },
          { path: 'quantitative', lazy: page('QuantitativePage') },
          { path: 'summary', lazy: page('SummaryPage') },
          { path: 'certification', lazy: page('CertificationPage') },
          { path: 'references', lazy: page('ReferencesPage') },
          { path: 'exhibits', lazy: page('ExhibitsPage') },
          { path: 'appendices/loss-of-support/:page?', lazy: page('SupportAppendixPage') },
          { path: 'appendices/loss-of-services/:page?', lazy: page('ServicesAppendixPage') },
          { path: 'appendices/loss-earnings/:page?', lazy: page('EarningsAppendixPage') },
          { path: 'appendices/medical-expenses/:scenario?/:page?', lazy: page('MedicalAppendixPage') },
          { path: '*', lazy: page('ReportPageNotFound') },
        ],
      },
    ],
  },
];
