/** The names of this machine's loopback interface: a page on any of them is the same local service. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Which pages may send requests that spend a session (/api/auth, and every
 * unsafe method of the signed-in routes): PUBLIC_URL and the configured extras
 * (AUTH_TRUSTED_ORIGINS, e.g. the Vite dev server), nothing taken from the
 * request. The request's own Host is not trusted: behind a trusted proxy it is
 * X-Forwarded-Host, which the client writes, so trusting it would trust every
 * Origin.
 *
 * Local use still works however the address is typed: when PUBLIC_URL is on
 * the loopback interface (the default, http://localhost:$PORT), its aliases on
 * the same scheme and port are trusted too (http://127.0.0.1:3000,
 * http://[::1]:3000), and nothing else.
 *
 * A function because better-auth takes one (`trustedOrigins`); it ignores the request.
 */
export function trustedOriginsFor(publicUrl: string, extra: string[]): (request?: Request) => string[] {
  const origins = [...new Set([...withLoopbackAliases(new URL(publicUrl)), ...extra])];
  return () => origins;
}

function withLoopbackAliases(url: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  // `URL` leaves the port out when it is the scheme's default, as browsers do in Origin.
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)];
}
