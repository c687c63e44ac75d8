import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './create-auth.ts';
import { webHeaders } from './fastify-bridge.ts';
import { requestFloodLimit } from './request-flood-limit.ts';

/** The 401 body, in the `{error, issues}` shape of every other API failure. */
const SIGN_IN_REQUIRED = { error: 'Sign in required', issues: [] } as const;

const UNTRUSTED_ORIGIN = 'This request came from a page of another site, which may not use this service.';

const FLOOD_REFUSED = 'Too many requests from this address or this session';

/** The methods that change something: a page of another site must not make them with the user's cookie. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account a guarded request was made by. */
    accountId?: string;
  }
}

export type SessionGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface SessionGuardSettings {
  /**
   * Requests one client address, or one session cookie, may make to the
   * signed-in routes per minute (REQUEST_FLOOD_LIMIT); unlimited when absent.
   */
  floodLimit?: number;
}

/**
 * An onRequest hook that lets a request through only with a live session
 * cookie, and only from the service's own pages. In order of cost:
 *
 * 1. a flood from one address or one cookie is refused with 429, counted in
 *    memory, so that it never costs a session lookup (a database read that
 *    every other user's requests wait behind);
 * 2. a POST, PUT, PATCH or DELETE whose Origin is not a trusted one (the list
 *    /api/auth uses) is refused with 403 even with a valid cookie, so another
 *    site cannot spend a signed-in user's session;
 * 3. the session is looked up: 401 without a live one.
 */
export function requireSession(auth: Auth, { floodLimit }: SessionGuardSettings = {}): SessionGuard {
  const flood = floodLimit === undefined ? undefined : requestFloodLimit(floodLimit);
  const trusted = new Set(auth.options.trustedOrigins());
  return async (request, reply) => {
    // Refused before its body was read: closing the connection keeps a body that never ends from holding it.
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined)
      reply.header('connection', 'close');
    const wait = flood?.take(floodKeys(request));
    if (wait !== undefined) {
      const message = `${FLOOD_REFUSED}; try again in ${wait} seconds.`;
      await reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ error: 'Too many requests', issues: [{ path: '', message }] });
      return;
    }
    const origin = request.headers.origin;
    if (UNSAFE_METHODS.has(request.method) && origin !== undefined && !trusted.has(origin)) {
      await reply.code(403).send({ error: 'Forbidden', issues: [{ path: '', message: UNTRUSTED_ORIGIN }] });
      return;
    }
    const session = await auth.api.getSession({ headers: webHeaders(request.headers) });
    if (!session) {
      await reply.code(401).send(SIGN_IN_REQUIRED);
      return;
    }
    reply.removeHeader('connection');
    request.accountId = session.user.id;
  };
}

/** What a flood is counted by: the client's address (as TRUST_PROXY resolves it) and the session cookie, when one is sent. */
function floodKeys(request: FastifyRequest): string[] {
  const cookie = request.headers.cookie;
  const session = cookie ? getSessionCookie(new Headers({ cookie })) : null;
  return session ? [`address:${request.ip}`, `session:${session}`] : [`address:${request.ip}`];
}
