import { defineRequestState, tryGetCurrentAuthEndpointContext } from '@better-auth/core/context';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { NEW_PASSWORD_FIELDS } from './account-guard.ts';
import { PASSWORD_TOO_COMMON } from '@damages/contracts';
import { PasswordPoolBusy, type PasswordPool } from './password-pool.ts';

/** The answer while as many password tasks wait as the service lets wait. */
const PASSWORD_CHECKS_BUSY = 'Many passwords are being checked right now; please try again in a moment.';

/** The pool's refusal as the answer a client can act on: 429 with Retry-After. */
async function orBusy<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof PasswordPoolBusy)) throw error;
    throw new APIError('TOO_MANY_REQUESTS', { message: PASSWORD_CHECKS_BUSY, code: 'PASSWORD_CHECKS_BUSY' }, { 'Retry-After': '2' });
  }
}

type EndpointContext = NonNullable<ReturnType<typeof tryGetCurrentAuthEndpointContext>>;

const words = (...items: unknown[]): string[] => items.filter((item): item is string => typeof item === 'string' && item.length > 0);
const bodyOf = (ctx: { body?: unknown }) => (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;

/** A sign-up's password, judged and hashed before better-auth opens the transaction that creates the account. */
const preparedSignUp = defineRequestState<{ password: string; hash: string } | undefined>(() => undefined);

/**
 * The strength part of the password rule (the length part is the account
 * guard's), run off the event loop by the password pool and only once the rest of the
 * request has been checked, so that nobody can make the service estimate for
 * a request that could not set a password anyway:
 *
 * - a reset or a change: when better-auth hashes the new password, which it
 *   does after checking the e-mailed code or the current password, and before
 *   any transaction;
 * - a sign-up: in a hook before better-auth's transaction, after the address's
 *   rate limit — estimating (and hashing) inside it would hold the accounts
 *   database's connection, and with SQLite every other request, for as long.
 *
 * Hashing also evens out timings (a sign-in for an unknown name hashes what it
 * was sent); there no password is being set, and no estimate runs. Hashing and
 * verifying run in the pool too.
 */
export function newPasswordRule(pool: PasswordPool) {
  async function assertStrong(ctx: Pick<EndpointContext, 'path' | 'body' | 'context'>, password: string, field: string) {
    const body = bodyOf(ctx);
    const user = (ctx.context as { session?: { user?: Record<string, unknown> } | null }).session?.user;
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
    const owner =
      !user && email && ctx.path !== '/sign-up/email' ? (await ctx.context.internalAdapter.findUserByEmail(email))?.user : undefined;
    const related = words(body.username, body.name, body.email, user?.username, user?.name, user?.email, owner?.name, owner?.email);
    if (owner && 'username' in owner) related.push(...words(owner.username));
    const problem = await orBusy(pool.problem(password, related));
    if (problem) {
      const code = problem === PASSWORD_TOO_COMMON ? 'PASSWORD_TOO_COMMON' : 'PASSWORD_TOO_SHORT';
      throw new APIError('BAD_REQUEST', { message: problem, code, issues: [{ path: field, message: problem }] });
    }
  }

  const beforeSignUp = createAuthMiddleware(async (ctx) => {
    const password = bodyOf(ctx).password;
    if (typeof password !== 'string') return;
    await assertStrong(ctx, password, 'password');
    await preparedSignUp.set({ password, hash: await orBusy(pool.hash(password)) });
  });

  /** better-auth's `password.hash`: the prepared hash of a sign-up, or the rule then the hash. */
  async function hash(password: string): Promise<string> {
    const prepared = await preparedSignUp.get().catch(() => undefined);
    if (prepared?.password === password) return prepared.hash;
    const ctx = tryGetCurrentAuthEndpointContext();
    const field = ctx?.path === undefined ? undefined : NEW_PASSWORD_FIELDS[ctx.path];
    if (ctx && field) await assertStrong(ctx, password, field);
    return orBusy(pool.hash(password));
  }

  /** better-auth's `password.verify`, in the pool. */
  const verify = ({ hash: stored, password }: { hash: string; password: string }) => orBusy(pool.verify(stored, password));

  const plugin = {
    id: 'new-password-rule',
    hooks: { before: [{ matcher: (ctx: { path?: string }) => ctx.path === '/sign-up/email', handler: beforeSignUp }] },
  } satisfies BetterAuthPlugin;
  return { plugin, hash, verify };
}
