import type { RouteObject } from 'react-router';
import { RequireSignIn } from './require-sign-in.tsx';

export { RequireSignIn };

/**
 * The signed-out screens, and /account behind its own session check. Each
 * loads on its first visit (the account page with its QR code library, the
 * sign-in screens with the accounts library's client), to keep them out of
 * the form's initial JavaScript.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./pages/sign-in-page.tsx')).SignInPage }) },
  { path: 'sign-up', lazy: async () => ({ Component: (await import('./pages/sign-up-page.tsx')).SignUpPage }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage }) },
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
