import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { SignUpPage } from './pages/sign-up-page.tsx';
import { RequireSignIn } from './require-sign-in.tsx';

export { RequireSignIn };

/**
 * The signed-out screens, and /account behind its own session check. The
 * account page (sessions, two-factor setup with its QR code library) loads on
 * its first visit only, to keep it out of the form's initial JavaScript.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  {
    element: <RequireSignIn />,
    children: [
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('./pages/account-page.tsx')).AccountPage }),
        hydrateFallbackElement: <div className="p-5 text-muted">Loading account…</div>,
      },
    ],
  },
];
