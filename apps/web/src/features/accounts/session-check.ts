import { servicePath } from '@damages/contracts';
import type { AuthResult } from './auth-call.ts';
import type { SignedInUser } from './signed-in-user.ts';

export interface CurrentSession {
  user: SignedInUser;
}

/**
 * Asks /api/auth whether this browser has a session — the one account call
 * every page behind sign-in makes first. A plain GET, so that the accounts
 * library's client (sign-in, two-factor, sessions) loads only on the pages
 * that use it and not with the form. Answers like the client does:
 * `{data, error}`, with a network failure as status 0.
 */
export async function fetchSession(): Promise<AuthResult<CurrentSession | null>> {
  let response: Response;
  try {
    response = await fetch(servicePath('session'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (cause) {
    console.error('Account call failed:', cause);
    return { data: null, error: { status: 0, message: 'Network Error' } };
  }
  const body = (await response.json().catch(() => null)) as { user?: SignedInUser; message?: string; code?: string } | null;
  if (!response.ok)
    return { data: null, error: { status: response.status, code: body?.code, message: body?.message ?? response.statusText } };
  return { data: body?.user ? { user: body.user } : null, error: null };
}
