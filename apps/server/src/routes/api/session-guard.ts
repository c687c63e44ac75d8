import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionGuardOptions {
  /**
   * Whether a calculation needs a signed-in session. The CLI builds the app with
   * `false`: it runs in-process for the person at the keyboard, not over the network.
   */
  requireSession: boolean;
}

/**
 * AUTH HOOK SPOT — the `onRequest` guard of every calculation route (see
 * `routes/api/index.ts`, which adds it to the calculation routes only; health
 * and the OpenAPI document stay public).
 *
 * A request without a signed-in session gets its 401 `{ error, issues }` answer
 * from the accounts the authentication plugin (`auth/auth-plugin.ts`) attached
 * to the app, unless `requireSession` is false.
 */
export function sessionGuard({ requireSession }: SessionGuardOptions) {
  return async function requireSignedInSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!requireSession) return;
    const accounts = request.server.accounts;
    // Failing closed: a guard with nothing to check against must not let requests through.
    if (!accounts) throw new Error('Sessions are required but the accounts plugin is not registered');
    await accounts.requireSession(request, reply);
  };
}
