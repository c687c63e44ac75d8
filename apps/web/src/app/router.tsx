import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { accountRoutes, RequireSignIn } from '../features/accounts/index.ts';
import { entryFormRoutes } from '../features/entry-form/index.ts';
import { profileRoutes } from '../features/profile/index.ts';
import { rebuttalRoutes } from '../features/rebuttal/index.ts';
import { reportRoutes } from '../features/report/index.ts';
import type { SavedCaseStore } from '../features/saved-cases/index.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * The route table of spec §2. Each feature owns its routes; the form and the
 * report are reachable only when signed in. The report's loader reads cases
 * from the page's saved-case store.
 */
const appRoutes = (savedCases: SavedCaseStore): RouteObject[] => [
  {
    errorElement: <ErrorPage />,
    children: [
      ...accountRoutes,
      // The methodology is public: the form's help links to it, and a reader of a report may not have an account.
      { path: 'methodology', lazy: () => import('./methodology-page.tsx') },
      {
        element: <RequireSignIn />,
        children: [
          { index: true, element: <Navigate to="/form" replace /> },
          // The form page has no landmark of its own; the profile and report pages bring their own <main>.
          { element: <MainLandmark />, children: entryFormRoutes },
          ...profileRoutes,
          // /{formId}/rebuttal is the rebuttal's page: its static segment ranks it above the report's catch-all under /{formId}.
          { element: <MainLandmark />, children: rebuttalRoutes },
          ...reportRoutes(savedCases),
        ],
      },
    ],
  },
];

function MainLandmark() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

export const createAppRouter = (savedCases: SavedCaseStore) => createBrowserRouter(appRoutes(savedCases));
