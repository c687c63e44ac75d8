import { servicePath } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authCall, useAuthAction } from '../auth-call.ts';
import { BusyButton } from '../../../ui/index.ts';
import { MessageAlert } from './message-alert.tsx';

interface SsoOptions {
  providerId: string;
  displayName: string;
}

/** Why the provider's sign-in came back to /sign-in (`?error=` from the server's callback), worded for the user. */
function ssoFailure(code: string, displayName: string): string {
  if (code === 'sso_domain_not_allowed') return `Your email address is not from a domain allowed to sign in with ${displayName}.`;
  if (code === 'account_not_linked')
    return `An account with this email address already exists, and ${displayName} did not confirm the address. Sign in with your password.`;
  return `Signing in with ${displayName} did not complete. Please try again.`;
}

/** "Sign in with <name>" when the service has an OpenID provider configured (GET /api/auth/sso/options); nothing otherwise. */
export function SsoSignIn() {
  const [options, setOptions] = useState<SsoOptions | null>(null);
  const [params] = useSearchParams();
  const { busy, error, run, fail } = useAuthAction();
  const returned = params.get('error');

  useEffect(() => {
    let live = true;
    fetch(servicePath('ssoOptions'), { credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as SsoOptions) : null))
      .then((found) => live && setOptions(found))
      .catch(() => live && setOptions(null));
    return () => {
      live = false;
    };
  }, []);

  if (!options) return null;
  const signIn = () =>
    run(async () => {
      const { authClient } = await import('../auth-client.ts');
      const result = await authCall(() =>
        authClient.signIn.social({ provider: options.providerId, callbackURL: '/', errorCallbackURL: '/sign-in' }),
      );
      if (result.error) fail(result.error);
    });

  return (
    <div className="mb-3">
      <MessageAlert error={error ?? (returned ? ssoFailure(returned, options.displayName) : null)} />
      <BusyButton type="button" variant="outline-primary" busy={busy} busyLabel="Redirecting" onClick={() => void signIn()}>
        Sign in with {options.displayName}
      </BusyButton>
      <p className="text-center text-body-secondary small mt-3 mb-0">or with your password</p>
    </div>
  );
}
