import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSavedCaseStore } from '../saved-cases/index.ts';
import { clearSignedInUser } from './signed-in-user.ts';

/**
 * Ends the session and leaves for /sign-in, replacing the history entry so that
 * Back does not return to a page that needs the session. `everywhere` also
 * signs out every other device.
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const savedCases = useSavedCaseStore();
  return useCallback(
    async ({ everywhere = false } = {}) => {
      let providerLogout: string | undefined;
      try {
        // Loaded on click: the accounts library stays out of the pages' first load.
        const { authClient } = await import('./auth-client.ts');
        if (everywhere) await authClient.revokeSessions();
        const { data } = await authClient.signOut();
        // Signed in through the firm's provider: end that session too (RP-initiated logout); it returns to /sign-in.
        providerLogout = (data as { url?: string | null } | null)?.url ?? undefined;
      } finally {
        // Signed out locally even if the server could not be reached: the cookie is useless without the user anyway.
        clearSignedInUser(savedCases);
        if (providerLogout) window.location.replace(providerLogout);
        else void navigate('/sign-in', { replace: true });
      }
    },
    [navigate, savedCases],
  );
}
