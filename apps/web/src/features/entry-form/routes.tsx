import type { RouteObject } from 'react-router';
import { EntryFormPage } from './entry-form-page.tsx';
import type { SummaryTotal } from './submit/bridge.ts';

/**
 * /form/{formId?}: the Economic Damages Report Entry Form (spec §2). The app gives it the report's
 * Summary total, which a supplemental report's submit needs for its bridge: the form does not import
 * the report, which imports the form.
 */
export const entryFormRoutes = (summaryTotal: SummaryTotal): RouteObject[] => [
  { path: 'form/:formId?', element: <EntryFormPage summaryTotal={summaryTotal} /> },
];
