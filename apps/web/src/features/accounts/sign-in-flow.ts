import { authCall } from './auth-call.ts';
import { authClient } from './auth-client.ts';
import { authErrorMessage, type AuthError } from './model/auth-errors.ts';
import type { SignedInUser } from './signed-in-user.ts';

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** Where a password sign-in ended: in, halfway (second factor or unconfirmed address), or refused. */
export type SignInOutcome =
  { kind: 'signed-in'; user: SignedInUser } | { kind: 'second-factor' } | { kind: 'unconfirmed' } | { kind: 'failed'; message: string };

/** Signs in by username when one is given, otherwise by e-mail (spec §2). */
export async function signInWithPassword({ username, email, password }: Credentials): Promise<SignInOutcome> {
  const { data, error } = await authCall(() =>
    username.trim()
      ? authClient.signIn.username({ username: username.trim(), password })
      : authClient.signIn.email({ email: email.trim(), password }),
  );
  if (error) return failure(error);
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return { kind: 'second-factor' };
  if (data && 'user' in data && data.user) return { kind: 'signed-in', user: data.user };
  return { kind: 'failed', message: 'Authentication Error' };
}

function failure(error: AuthError): SignInOutcome {
  // The server has already sent a fresh code to the address (sendOnSignIn).
  if (error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'unconfirmed' };
  return { kind: 'failed', message: authErrorMessage(error) };
}
