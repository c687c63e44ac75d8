/**
 * The address an account was just created for, until its e-mailed code is confirmed: kept for the
 * tab (sessionStorage), so that a reload of /sign-up returns to the code step instead of a blank
 * form whose resubmission the server would refuse as an account that exists. Only the address is
 * kept, never the password: after a reload the user signs in once the address is confirmed.
 */
const KEY = 'pending-confirmation';

export function rememberPendingConfirmation(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Private mode or a full store: the code step then lasts only for this page.
  }
}

export function pendingConfirmation(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingConfirmation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
