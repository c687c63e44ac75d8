import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountRoutes, RequireSignIn } from '../features/accounts/routes.tsx';
import { entryFormRoutes } from '../features/entry-form/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { reportRoutes } from '../features/report/routes.tsx';
import { ErrorPage } from './error-page.tsx';

/**
 * The route table of spec §2. Each feature owns its routes; the form and the
 * report are reachable only when signed in.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      ...accountRoutes,
      {
        element: <RequireSignIn />,
        children: [{ index: true, element: <Navigate to="/form" replace /> }, ...entryFormRoutes, ...profileRoutes, ...reportRoutes],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
