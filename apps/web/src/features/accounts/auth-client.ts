import { AUTH_PATH } from '@damages/contracts';
import { emailOTPClient, twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for the service's own /api/auth (same origin, so the
 * session cookie goes with every call). Plugins match the server's: username
 * sign-in, e-mailed codes, authenticator-app two-factor.
 */
export const authClient = createAuthClient({
  basePath: AUTH_PATH,
  plugins: [usernameClient(), emailOTPClient(), twoFactorClient()],
});
