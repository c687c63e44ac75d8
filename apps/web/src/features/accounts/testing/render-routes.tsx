import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { accountRoutes, RequireSignIn } from '../routes.tsx';

/** The account routes plus stand-in pages for /form and a report page, in memory, at `path`. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...accountRoutes,
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
  render(<RouterProvider router={router} />);
  return { router, user };
}
