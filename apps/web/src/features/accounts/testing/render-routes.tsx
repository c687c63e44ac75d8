import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SavedCaseStoreProvider } from '../../saved-cases/index.ts';
import { testStore } from '../../saved-cases/testing/index.ts';
import { accountRoutes, RequireSignIn } from '../routes.tsx';

/** The routes with their lazily loaded pages loaded up front, so a test's first render already shows the page. */
async function loaded(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const page = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...page, ...(children ? { children: await loaded(children) } : {}) } as RouteObject;
    }),
  );
}

const routes = await loaded(accountRoutes);

/** The account routes plus stand-in pages for /form and a report page, in memory, at `path`. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...routes,
      {
        element: <RequireSignIn />,
        children: [
          { path: 'form', element: <h1>Entry form</h1> },
          { path: ':formId/summary', element: <h1>Summary page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { router, user };
}
