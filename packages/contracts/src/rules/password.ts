/**
 * The password rule, one source for the server (which also judges a new
 * password's strength, apps/server/src/auth/password-rule.ts) and the account
 * forms, which stop a password that is too short before any call. ASVS level 2
 * asks for at least 12 characters; the ceiling is also given to better-auth.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_COMMON =
  'This password is too common or easy to guess (it is, or is built from, a well-known or breached password); choose a less predictable one.';

/** The rules that cost nothing to check: the length, in characters (not UTF-16 units). */
export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}
