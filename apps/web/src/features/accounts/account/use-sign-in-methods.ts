import { useEffect, useState } from 'react';
import { authCall } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';

/** How the account signs in: its linked sign-in methods (better-auth's list-accounts) and the firm's single sign-on name. */
export interface SignInMethods {
  /** better-auth's provider ids: 'credential' is a password of this service's own, 'sso' the firm's provider; null when unknown. */
  providers: string[] | null;
  /** The provider's display name, when single sign-on is configured. */
  ssoName: string | null;
}

/**
 * True when the account is known to have no password here (it was made by single sign-on and
 * never set one): the server keeps a password as an account row of provider 'credential'. When
 * the methods could not be read, the password forms stay, and the server still refuses.
 */
export const hasNoPassword = ({ providers }: SignInMethods): boolean =>
  !!providers && providers.length > 0 && !providers.includes('credential');

/** The account's sign-in methods, read once; undefined while loading. */
export function useSignInMethods(): SignInMethods | undefined {
  const [methods, setMethods] = useState<SignInMethods>();
  useEffect(() => {
    let live = true;
    void Promise.all([
      authCall(() => authClient.listAccounts()).then(({ data }) =>
        Array.isArray(data) ? data.map((account: { providerId: string }) => account.providerId) : null,
      ),
      // Absent (404) when single sign-on is not configured.
      authCall(() => authClient.$fetch<{ displayName: string }>('/sso/options', { method: 'GET' })).then(
        ({ data }) => data?.displayName ?? null,
      ),
    ]).then(([providers, ssoName]) => {
      if (live) setMethods({ providers, ssoName });
    });
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
