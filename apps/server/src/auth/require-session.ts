import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './create-auth.ts';
import { webHeaders } from './fastify-bridge.ts';

/** The 401 body, in the `{error, issues}` shape of every other API failure. */
export const SIGN_IN_REQUIRED = { error: 'Sign in required', issues: [] } as const;

export const UNTRUSTED_ORIGIN = 'This request came from a page of another site, which may not use this service.';

/** The methods that change something: a page of another site must not make them with the user's cookie. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account a guarded request was made by. */
    accountId?: string;
  }
}

export type SessionGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * An onRequest hook that lets a request through only with a live session
 * cookie, and only from the service's own pages: a POST, PUT, PATCH or DELETE
 * whose Origin is not a trusted one (the list /api/auth uses) is refused with
 * 403 even with a valid cookie, so another site cannot spend a signed-in
 * user's session.
 */
export function requireSession(auth: Auth): SessionGuard {
  const trusted = new Set(auth.options.trustedOrigins());
  return async (request, reply) => {
    // Refused before its body was read: closing the connection keeps a body that never ends from holding it.
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined)
      reply.header('connection', 'close');
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
