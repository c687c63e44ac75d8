import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SessionGuardOptions {
  /**
   * Whether a calculation needs a signed-in session. The CLI builds the app with
   * `false`: it runs in-process for the person at the keyboard, not over the network.
   */
  requireSession: boolean;
  /** Calculation and lookup requests one account may make per minute (CALCULATION_RATE_LIMIT); unlimited when absent. */
  calculationRateLimit?: number;
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

/**
 * A per-account limit on the calculation routes, so one account cannot take
 * the service from everyone else: 429 with Retry-After past the limit. It
 * counts after the session guard (preHandler), keyed by the signed-in account;
 * the CLI (no sessions) is not limited. Counts are per instance.
 */
export async function accountRateLimit(app: FastifyInstance, { requireSession, calculationRateLimit }: SessionGuardOptions): Promise<void> {
  if (!requireSession || calculationRateLimit === undefined) return;
  await app.register(rateLimit, {
    hook: 'preHandler',
    max: calculationRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${request.accountId ?? request.ip}`,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many requests',
      issues: [{ path: '', message: `This account may make ${context.max} calculation requests a minute; try again in ${context.after}.` }],
    }),
  });
}
// What fastify-plugin does: the limit applies to the scope that registers it (the calculation routes).
Object.assign(accountRateLimit, { [Symbol.for('skip-override')]: true });
