import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { AuthDatabase } from '../db/auth-database.ts';
import { revokeTrustedDevices } from './trusted-devices.ts';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const withoutToken = (session: unknown): unknown => {
  if (!session || typeof session !== 'object') return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
};

const SESSION_NOT_FOUND = 'This session has already ended.';

/**
 * A session's token is the bearer credential its cookie carries (HttpOnly, so
 * page scripts cannot read it). better-auth also returns it in the session
 * list and the current session, where any script of the page could read every
 * device's credential; this plugin answers with each session's id instead, and
 * lets a device be signed out by that id. It also ends every browser's
 * "trust this device" when the password changes (see trusted-devices.ts).
 */
export function sessionPrivacy(database: AuthDatabase) {
  const afterListing = createAuthMiddleware(async (ctx) => {
    // Only answers going back over HTTP: the server's own calls (the session guard) read the token.
    if (!ctx.request) return;
    const returned = ctx.context.returned;
    if (ctx.path === '/list-sessions' && Array.isArray(returned)) return ctx.json(returned.map(withoutToken));
    if (ctx.path === '/get-session' && returned && typeof returned === 'object' && 'session' in returned) {
      const current = returned as { session: unknown; user: unknown };
      return ctx.json({ ...current, session: withoutToken(current.session) });
    }
  });

  const afterPasswordChange = createAuthMiddleware(async (ctx) => {
    const user = ctx.context.session?.user;
    if (user && !(ctx.context.returned instanceof APIError)) await revokeTrustedDevices(database, user.id);
  });

  /** `/revoke-session` by id: finds the signed-in account's session of that id and passes its token on. */
  const revokeById = createAuthMiddleware(async (ctx: HookContext) => {
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
    if (typeof body.id !== 'string') return;
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret).catch(() => null);
    const signedIn = token ? await ctx.context.internalAdapter.findSession(token) : null;
    if (!signedIn) throw new APIError('UNAUTHORIZED', { message: 'Sign in required', code: 'UNAUTHORIZED' });
    const sessions = await ctx.context.internalAdapter.listSessions(signedIn.user.id);
    const target = sessions.find((session) => session.id === body.id);
    if (!target) throw new APIError('NOT_FOUND', { message: SESSION_NOT_FOUND, code: 'SESSION_NOT_FOUND' });
    return { context: { body: { token: target.token } } };
  });

  return {
    id: 'session-privacy',
    hooks: {
      before: [{ matcher: (ctx: { path?: string }) => ctx.path === '/revoke-session', handler: revokeById }],
      after: [
        { matcher: (ctx: { path?: string }) => ctx.path === '/list-sessions' || ctx.path === '/get-session', handler: afterListing },
        { matcher: (ctx: { path?: string }) => ctx.path === '/change-password', handler: afterPasswordChange },
      ],
    },
  } satisfies BetterAuthPlugin;
}
