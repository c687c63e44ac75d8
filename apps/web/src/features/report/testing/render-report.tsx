import type { SavedFormRecord } from '@damages/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage } from '../../../app/error-page.tsx';
import { SavedCaseStoreProvider } from '../../saved-cases/index.ts';
import { testStore } from '../../saved-cases/testing/index.ts';
import { reportRoutes } from '../routes.tsx';

/** Renders the report routes under the app's error page, with records saved in local storage first. */
export function renderReport(path: string, records: Record<string, SavedFormRecord | string> = {}) {
  for (const [id, record] of Object.entries(records))
    localStorage.setItem(id, typeof record === 'string' ? record : JSON.stringify(record));
  const router = createMemoryRouter(
    [{ errorElement: <ErrorPage />, children: [...reportRoutes(testStore()), { path: 'form/:formId?', element: <p>Entry form</p> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { ...view, router };
}
