import type { RouteObject } from 'react-router';
import { EntryFormPage } from './entry-form-page.tsx';

/** /form/{formId?}: the Economic Damages Report Entry Form (spec §2). */
export const entryFormRoutes: RouteObject[] = [{ path: 'form/:formId?', element: <EntryFormPage /> }];
