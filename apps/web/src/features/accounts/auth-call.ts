import { useCallback, useState } from 'react';
import { authErrorMessage, type AuthError } from './model/auth-errors.ts';

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

/** A better-auth client call whose network failure becomes an error result (status 0) instead of a rejection. */
export async function authCall<T>(call: () => Promise<AuthResult<T>>): Promise<AuthResult<NonNullable<T>>> {
  try {
    // better-fetch's data is null only alongside an error; its type just does not say so.
    return (await call()) as AuthResult<NonNullable<T>>;
  } catch (cause) {
    console.error('Account call failed:', cause);
    return { data: null, error: { status: 0, message: 'Network Error' } };
  }
}

/**
 * The busy flag and the Alert text of one form: `run` shows the spinner while
 * the action runs and clears the previous failure first.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, []);
  const fail = useCallback(
    (failure: AuthError | string) => setError(typeof failure === 'string' ? failure : authErrorMessage(failure)),
    [],
  );
  return { busy, error, run, fail, clearError: () => setError(null) };
}
