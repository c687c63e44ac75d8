/**
 * Which pages may call /api/auth with cookies: PUBLIC_URL, the configured
 * extras (AUTH_TRUSTED_ORIGINS, e.g. the Vite dev server), and the page's own
 * server — a request whose Origin is the origin it was sent to is same-origin
 * by definition, while a cross-site page's Origin never equals our Host. That
 * keeps http://127.0.0.1:3000, http://localhost:3000 and a LAN address working
 * without listing each.
 */
export function trustedOriginsFor(publicUrl: string, extra: string[]): (request?: Request) => string[] {
  const configured = [...new Set([new URL(publicUrl).origin, ...extra])];
  return (request) => (request ? [...configured, new URL(request.url).origin] : configured);
}
