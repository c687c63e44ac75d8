export const HOME_PATH = '/form';

/**
 * Where to go after signing in: the `redirectTo` the guard put in the sign-in
 * URL, but only a path within this app — never another site (`//evil.example`,
 * `https://…`), which would turn the sign-in page into an open redirect.
 */
export function redirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return HOME_PATH;
  if (redirectTo.startsWith('/sign-in') || redirectTo.startsWith('/sign-up')) return HOME_PATH;
  return redirectTo;
}

/** The sign-in URL that brings the user back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return path === '/' || path === HOME_PATH ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(path)}`;
}
