import type { RouteObject } from 'react-router';
import { AccountPage } from './pages/account-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { SignUpPage } from './pages/sign-up-page.tsx';
import { RequireSignIn } from './require-sign-in.tsx';

export { RequireSignIn };

/** The signed-out screens, and /account behind its own session check. */
export const accountRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { element: <RequireSignIn />, children: [{ path: 'account', element: <AccountPage /> }] },
];
