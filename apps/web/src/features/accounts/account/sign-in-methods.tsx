import { useEffect, useState } from 'react';

/** The ways this account signs in, in words: its password, the firm's single sign-on, or both. */
function describe(providers: string[], ssoName: string | null): string {
  const ways: string[] = [];
  if (providers.includes('credential')) ways.push('with your password');
  if (providers.includes('sso')) ways.push(`with ${ssoName ?? 'single sign-on'} (single sign-on)`);
  return ways.length > 0 ? ways.join(' or ') : 'with your password';
}

/** "How you sign in" on the account page, from the account's linked sign-in methods (better-auth's list-accounts). */
export function SignInMethods() {
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { authClient } = await import('../auth-client.ts');
        const [accounts, options] = await Promise.all([
          authClient.listAccounts(),
          fetch('/api/auth/sso/options', { credentials: 'same-origin' }).then((r) =>
            r.ok ? (r.json() as Promise<{ displayName: string }>) : null,
          ),
        ]);
        if (!live || !accounts.data) return;
        setText(
          describe(
            accounts.data.map((account) => account.providerId),
            options?.displayName ?? null,
          ),
        );
      } catch {
        // The line is informative only; the rest of the page works without it.
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!text) return null;
  return <p className="text-body-secondary mb-0">How you sign in: {text}.</p>;
}
