import type { RouteObject } from 'react-router';
import { EntryFormPage } from './entry-form-page.tsx';
import { OpposingFormPage } from './opposing/opposing-form-page.tsx';

/**
 * /form/{formId?}: the Economic Damages Report Entry Form (spec §2); /form/{formId}/opposing: the
 * same form on the case's opposing report's assumptions (rebuttal mode).
 */
export const entryFormRoutes: RouteObject[] = [
  { path: 'form/:formId?', element: <EntryFormPage /> },
  { path: 'form/:formId/opposing', element: <OpposingFormPage /> },
];
