import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './create-auth.ts';
import { webHeaders } from './fastify-bridge.ts';

/** The 401 body, in the `{error, issues}` shape of every other API failure. */
export const SIGN_IN_REQUIRED = { error: 'Sign in required', issues: [] } as const;

export type SessionGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** An onRequest hook that lets a request through only with a live session cookie. */
export function requireSession(auth: Auth): SessionGuard {
  return async (request, reply) => {
    const session = await auth.api.getSession({ headers: webHeaders(request.headers) });
    if (!session) await reply.code(401).send(SIGN_IN_REQUIRED);
  };
}
