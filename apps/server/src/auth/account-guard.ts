import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Mailer } from '../mail/mailer.ts';
import { lockedAccountMail } from './account-mail.ts';
import { AccountGuardStore } from './account-guard-store.ts';
import type { AuthLog } from './auth-logger.ts';
import type { SessionLimits } from './auth-settings.ts';
import { PASSWORD_TOO_SHORT, passwordProblem } from './password-rule.ts';

/** The per-account rules of ASVS level 2 that better-auth does not enforce by itself. */
export const ACCOUNT_RULES = {
  /** Consecutive failed sign-ins after which an account's sign-in is refused… */
  signInFailures: 10,
  /** …for this long (ms). */
  lockMs: 15 * 60_000,
  /** Wrong e-mailed codes (confirmation and reset together) per address within `codeWindowMs`. */
  wrongCodes: 5,
  /** Codes sent to one address within `codeWindowMs`. */
  codesSent: 3,
  /** Password-reset requests from one client address within `codeWindowMs`. */
  resetRequestsPerClient: 10,
  codeWindowMs: 60 * 60_000,
} as const;

export const ACCOUNT_LOCKED_MESSAGE = `Too many failed sign-ins: this account is locked for ${ACCOUNT_RULES.lockMs / 60_000} minutes. Try again later, or reset your password.`;
export const TOO_MANY_CODES_MESSAGE =
  'Too many codes were sent to this address in the last hour. Use the newest code you received, or try again later.';
export const TOO_MANY_WRONG_CODES_MESSAGE = 'Too many wrong codes for this address in the last hour. Try again later.';
export const TOO_MANY_RESETS_MESSAGE = 'Too many password reset requests from this network in the last hour. Try again later.';
export const TOTP_REUSED_MESSAGE = 'This code has already been used. Wait for the next code from your authenticator app.';

// TOTP codes are accepted one 30-second step either side of their own, so a used code stays refused this long.
const TOTP_REPLAY_MS = 3 * 30_000;
// How often a session's last activity is written: often enough to measure idleness, not on every request.
const ACTIVITY_WRITE_MS = 60_000;

const SIGN_IN_PATHS = new Set(['/sign-in/username', '/sign-in/email']);
const CODE_REQUEST_PATHS = new Set(['/email-otp/send-verification-otp', '/email-otp/request-password-reset']);
const CODE_CHECK_PATHS = new Set(['/email-otp/verify-email', '/email-otp/reset-password', '/email-otp/check-verification-otp']);
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/email-otp/reset-password': 'password',
  '/change-password': 'newPassword',
};

export interface AccountGuardOptions {
  store: AccountGuardStore;
  mailer: Mailer;
  sessions: SessionLimits;
  clientIpHeader: string;
  log: AuthLog;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const bodyOf = (ctx: HookContext): Record<string, unknown> =>
  ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined);
const errorCode = (returned: unknown): string | undefined =>
  returned instanceof APIError ? ((returned.body as { code?: string } | undefined)?.code ?? 'ERROR') : undefined;

function tooMany(message: string, code: string, retryAfterMs: number): APIError {
  return new APIError('TOO_MANY_REQUESTS', { message, code }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

/**
 * A better-auth plugin of before/after hooks: the password rule, per-account
 * sign-in lockout, per-address code limits, TOTP replay, and the idle and
 * absolute session limits. Every count lives in the accounts database, so
 * instances sharing it share the limits.
 */
export function accountGuard({ store, mailer, sessions, clientIpHeader, log }: AccountGuardOptions) {
  /** Whose sign-in this is: the account when the name is known, else the name itself, so unknown names lock alike. */
  async function signInSubject(ctx: HookContext): Promise<{ key: string; email?: string } | undefined> {
    const body = bodyOf(ctx);
    const username = text(body.username);
    const email = text(body.email);
    if (ctx.path === '/sign-in/username' && username) {
      const user = await ctx.context.adapter.findOne<{ id: string; email: string }>({
        model: 'user',
        where: [{ field: 'username', value: username }],
      });
      return user ? { key: `sign-in:user:${user.id}`, email: user.email } : { key: `sign-in:name:${username}` };
    }
    if (ctx.path === '/sign-in/email' && email) {
      const found = await ctx.context.internalAdapter.findUserByEmail(email);
      return found ? { key: `sign-in:user:${found.user.id}`, email: found.user.email } : { key: `sign-in:name:${email}` };
    }
    return undefined;
  }

  /** The account a TOTP code is being checked for: the signed-in one, or the one half-way through signing in. */
  async function totpUserId(ctx: HookContext): Promise<string | undefined> {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (session) return session.user.id;
    const cookie = ctx.context.createAuthCookie('two_factor');
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!pending) return undefined;
    return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value;
  }

  async function enforceSessionLimits(ctx: HookContext): Promise<void> {
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret).catch(() => null);
    if (!token) return;
    const found = await ctx.context.internalAdapter.findSession(token);
    if (!found) return;
    const now = Date.now();
    const lastActive = new Date(found.session.updatedAt).getTime();
    const idle = now - lastActive > sessions.idleTimeout * 1000;
    const tooOld = now - new Date(found.session.createdAt).getTime() > sessions.maxAge * 1000;
    // Deleted here, the endpoint that follows finds no session and answers as for a signed-out browser.
    if (idle || tooOld) await ctx.context.internalAdapter.deleteSession(token);
    else if (now - lastActive >= Math.min(ACTIVITY_WRITE_MS, (sessions.idleTimeout * 1000) / 2)) {
      await ctx.context.internalAdapter.updateSession(token, { updatedAt: new Date(now) });
    }
  }

  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? '';
    const body = bodyOf(ctx);
    const now = Date.now();

    await enforceSessionLimits(ctx);

    const passwordField = NEW_PASSWORD_FIELDS[path];
    const password = passwordField ? body[passwordField] : undefined;
    if (typeof password === 'string') {
      const related = [body.username, body.name, body.email].filter((item): item is string => typeof item === 'string');
      const problem = passwordProblem(password, related);
      if (problem) {
        // better-auth's own code for a short password, so clients that know it keep working.
        const code = problem === PASSWORD_TOO_SHORT ? 'PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_COMMON';
        throw new APIError('BAD_REQUEST', { message: problem, code, issues: [{ path: passwordField!, message: problem }] });
      }
    }

    if (SIGN_IN_PATHS.has(path)) {
      const subject = await signInSubject(ctx);
      const until = subject && (await store.lockedUntil(subject.key, now));
      if (until)
        throw new APIError(
          'FORBIDDEN',
          { message: ACCOUNT_LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' },
          { 'Retry-After': String(Math.ceil((until - now) / 1000)) },
        );
    }

    const email = text(body.email);
    if (CODE_REQUEST_PATHS.has(path) && email) {
      const since = now - ACCOUNT_RULES.codeWindowMs;
      if (path === '/email-otp/request-password-reset') {
        const client = `reset-client:${ctx.headers?.get(clientIpHeader) ?? 'unknown'}`;
        const fromClient = await store.eventsSince(client, since);
        if (fromClient.count >= ACCOUNT_RULES.resetRequestsPerClient) {
          throw tooMany(TOO_MANY_RESETS_MESSAGE, 'TOO_MANY_RESET_REQUESTS', fromClient.oldest! + ACCOUNT_RULES.codeWindowMs - now);
        }
        await store.recordEvent(client, now);
      }
      const sent = await store.eventsSince(`codes:${email}`, since);
      if (sent.count >= ACCOUNT_RULES.codesSent)
        throw tooMany(TOO_MANY_CODES_MESSAGE, 'TOO_MANY_CODES', sent.oldest! + ACCOUNT_RULES.codeWindowMs - now);
      // Codes to an account are counted when sent; an address without one counts its requests, so both answer alike.
      if (!(await ctx.context.internalAdapter.findUserByEmail(email))) await store.recordEvent(`codes:${email}`, now);
      await store.pruneEvents(now - 2 * ACCOUNT_RULES.codeWindowMs);
    }

    if (CODE_CHECK_PATHS.has(path) && email) {
      const wrong = await store.eventsSince(`wrong-codes:${email}`, now - ACCOUNT_RULES.codeWindowMs);
      if (wrong.count >= ACCOUNT_RULES.wrongCodes) {
        throw new APIError(
          'FORBIDDEN',
          { message: TOO_MANY_WRONG_CODES_MESSAGE, code: 'TOO_MANY_ATTEMPTS' },
          {
            'Retry-After': String(Math.ceil((wrong.oldest! + ACCOUNT_RULES.codeWindowMs - now) / 1000)),
          },
        );
      }
    }

    if (path === '/two-factor/verify-totp' && typeof body.code === 'string') {
      const userId = await totpUserId(ctx);
      if (userId && !(await store.claim(`totp:${userId}:${body.code}`, now, now + TOTP_REPLAY_MS))) {
        throw new APIError('UNAUTHORIZED', { message: TOTP_REUSED_MESSAGE, code: 'INVALID_CODE' });
      }
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? '';
    const body = bodyOf(ctx);
    const failure = errorCode(ctx.context.returned);
    const now = Date.now();

    if (SIGN_IN_PATHS.has(path)) {
      const subject = await signInSubject(ctx);
      if (!subject) return;
      if (failure === 'INVALID_USERNAME_OR_PASSWORD' || failure === 'INVALID_EMAIL_OR_PASSWORD') {
        const count = await store.addFailure(subject.key);
        if (
          count >= ACCOUNT_RULES.signInFailures &&
          (await store.lockIfReached(subject.key, ACCOUNT_RULES.signInFailures, now + ACCOUNT_RULES.lockMs))
        ) {
          log.warn({ account: subject.key }, 'account sign-in locked after repeated failures');
          if (subject.email)
            await mailer.send(lockedAccountMail(subject.email, ACCOUNT_RULES.signInFailures, ACCOUNT_RULES.lockMs / 60_000));
        }
      } else if (failure === undefined) {
        await store.clear(subject.key);
      }
    }

    const email = text(body.email);
    if (CODE_CHECK_PATHS.has(path) && email && failure === 'INVALID_OTP') await store.recordEvent(`wrong-codes:${email}`, now);
    if (path === '/email-otp/reset-password' && failure === undefined && email) {
      // A new password ends the lockout its owner may have been waiting out.
      const found = await ctx.context.internalAdapter.findUserByEmail(email);
      if (found) await store.clear(`sign-in:user:${found.user.id}`);
    }

    const replayRefused =
      ctx.context.returned instanceof APIError &&
      (ctx.context.returned.body as { message?: string } | undefined)?.message === TOTP_REUSED_MESSAGE;
    if (path === '/two-factor/verify-totp' && failure !== undefined && !replayRefused && typeof body.code === 'string') {
      // A refused code (mistyped, or a sign-in step that expired) was not used, so it may be tried again.
      const userId = await totpUserId(ctx);
      if (userId) await store.release(`totp:${userId}:${body.code}`);
    }
  });

  /** Counts a code about to be sent; false when the address has had its share this hour. */
  async function mayMailCode(email: string): Promise<boolean> {
    const now = Date.now();
    const key = `codes:${email.toLowerCase()}`;
    const sent = await store.eventsSince(key, now - ACCOUNT_RULES.codeWindowMs);
    if (sent.count >= ACCOUNT_RULES.codesSent) return false;
    await store.recordEvent(key, now);
    return true;
  }

  const plugin = {
    id: 'account-guard',
    hooks: {
      before: [{ matcher: () => true, handler: before }],
      after: [
        {
          matcher: (ctx: { path?: string }) =>
            SIGN_IN_PATHS.has(ctx.path ?? '') || CODE_CHECK_PATHS.has(ctx.path ?? '') || ctx.path === '/two-factor/verify-totp',
          handler: after,
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  return { plugin, mayMailCode };
}
