import type { SignInMethods as Methods } from './use-sign-in-methods.ts';

/** The ways this account signs in, in words: its password, the firm's single sign-on, or both. */
function describe(providers: string[], ssoName: string | null): string {
  const ways: string[] = [];
  if (providers.includes('credential')) ways.push('with your password');
  if (providers.includes('sso')) ways.push(`with ${ssoName ?? 'single sign-on'} (single sign-on)`);
  return ways.length > 0 ? ways.join(' or ') : 'with your password';
}

/** "How you sign in" on the account page; nothing until (or unless) the account's sign-in methods are known. */
export function SignInMethods({ methods }: { methods: Methods | undefined }) {
  if (!methods?.providers) return null;
  return <p className="text-body-secondary mb-0">How you sign in: {describe(methods.providers, methods.ssoName)}.</p>;
}
