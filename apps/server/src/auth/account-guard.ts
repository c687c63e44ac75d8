import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Mailer } from '../mail/mailer.ts';
import { lockedAccountMail } from './account-mail.ts';
import { AccountGuardStore } from './account-guard-store.ts';
import type { AuthLog } from './auth-logger.ts';
import type { SessionLimits } from './auth-settings.ts';
import { PASSWORD_TOO_SHORT, passwordLengthProblem } from '@damages/contracts';

/** The per-account rules of ASVS level 2 that better-auth does not enforce by itself. */
export const ACCOUNT_RULES = {
  /** Consecutive failed sign-ins after which an account's sign-in is refused… */
  signInFailures: 10,
  /** …for this long (ms). */
  lockMs: 15 * 60_000,
  /**
   * Wrong tries of one e-mailed code from one client address; past them that
   * address may not try the code again (others, such as its owner, still may).
   */
  wrongCodesPerClient: 3,
  /**
   * Wrong tries of one e-mailed code from all addresses together, after which
   * the code is spent: with six digits, what bounds guessing once addresses are
   * many. A new code starts again from zero.
   */
  wrongCodesPerCode: 30,
  /** Codes sent to one address within `codeWindowMs`. */
  codesSent: 3,
  /** Password-reset requests from one client address within `codeWindowMs`. */
  resetRequestsPerClient: 10,
  codeWindowMs: 60 * 60_000,
} as const;

export const ACCOUNT_LOCKED_MESSAGE = `Too many failed sign-ins: this account is locked for ${ACCOUNT_RULES.lockMs / 60_000} minutes. Try again later, or reset your password.`;
export const TOO_MANY_CODES_MESSAGE =
  'Too many codes were sent to this address in the last hour. Use the newest code you received, or try again later.';
export const TOO_MANY_WRONG_CODES_MESSAGE = 'Too many wrong tries of this code from your network. Ask for a new code, or try again later.';
const TOO_MANY_RESETS_MESSAGE = 'Too many password reset requests from this network in the last hour. Try again later.';
const TOTP_REUSED_MESSAGE = 'This code has already been used. Wait for the next code from your authenticator app.';
/** Its own code, so that a client can tell a replayed code (wait for the next) from a wrong one (check the app). */
const TOTP_REUSED_CODE = 'TOTP_CODE_ALREADY_USED';

// TOTP codes are accepted one 30-second step either side of their own, so a used code stays refused this long.
const TOTP_REPLAY_MS = 3 * 30_000;
// How often a session's last activity is written: often enough to measure idleness, not on every request.
const ACTIVITY_WRITE_MS = 60_000;

const SIGN_IN_PATHS = new Set(['/sign-in/username', '/sign-in/email']);
const CODE_REQUEST_PATHS = new Set(['/email-otp/send-verification-otp', '/email-otp/request-password-reset']);
// Each path that checks an e-mailed code, and the kind of code it checks (better-auth's OTP types).
const CODE_CHECK_TYPES: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/email-otp/verify-email': () => 'email-verification',
  '/email-otp/reset-password': () => 'forget-password',
  '/email-otp/check-verification-otp': (body) => body.type,
};
const CODE_TYPES = new Set(['email-verification', 'forget-password']);
/** The body field that carries a new password, on each path that sets one. */
export const NEW_PASSWORD_FIELDS: Readonly<Record<string, string>> = {
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

/** better-auth's key for the code of `type` sent to `email` (its email-otp plugin's identifier). */
const codeIdentifier = (type: string, email: string) => `${type}-otp-${email}`;
// A stored code is `<hash of the code>:<wrong tries>`; the hash names the code without revealing it.
const issuedCodeName = (identifier: string, stored: string) =>
  createHash('sha256')
    .update(`${identifier}\n${stored.slice(0, stored.lastIndexOf(':'))}`)
    .digest('base64url')
    .slice(0, 22);

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

  /**
   * The e-mailed code a code-checking request is trying, when one is waiting for
   * its address, and the key its wrong tries from this client are counted under.
   */
  async function issuedCode(ctx: HookContext): Promise<{ guessKey: string } | undefined> {
    const body = bodyOf(ctx);
    const email = text(body.email);
    const type = CODE_CHECK_TYPES[ctx.path ?? '']?.(body);
    if (!email || typeof type !== 'string' || !CODE_TYPES.has(type)) return undefined;
    const identifier = codeIdentifier(type, email);
    // Read directly: better-auth's findVerificationValue also sweeps expired codes now and then,
    // which would turn the "expired" answer this request is owed into "not correct".
    const [stored] = await ctx.context.adapter.findMany<{ value: string; expiresAt: Date | string }>({
      model: 'verification',
      where: [{ field: 'identifier', value: identifier }],
      sortBy: { field: 'createdAt', direction: 'desc' },
      limit: 1,
    });
    if (!stored || new Date(stored.expiresAt).getTime() < Date.now()) return undefined;
    const client = ctx.headers?.get(clientIpHeader) ?? 'unknown';
    return { guessKey: `code-guesses:${issuedCodeName(identifier, stored.value)}:${client}` };
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

    // Only the cheap part of the password rule runs here; its strength estimate runs when the
    // password is about to be stored (see new-password-rule.ts), after the code or the current
    // password has been checked, so that nobody without them can make the service estimate.
    const passwordField = NEW_PASSWORD_FIELDS[path];
    const password = passwordField ? body[passwordField] : undefined;
    if (passwordField && typeof password === 'string') {
      const problem = passwordLengthProblem(password);
      if (problem) {
        // better-auth's own codes for a short or long password, so clients that know them keep working.
        const code = problem === PASSWORD_TOO_SHORT ? 'PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_LONG';
        throw new APIError('BAD_REQUEST', { message: problem, code, issues: [{ path: passwordField, message: problem }] });
      }
    }

    if (SIGN_IN_PATHS.has(path)) {
      const subject = await signInSubject(ctx);
      // Each attempt is counted before its password is checked, in one statement, so that
      // attempts sent together cannot all be evaluated before the first failure is counted.
      const refusal = subject && (await store.reserveAttempt(subject.key, ACCOUNT_RULES.signInFailures, now));
      if (refusal)
        throw new APIError(
          'FORBIDDEN',
          { message: ACCOUNT_LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' },
          { 'Retry-After': String(Math.max(1, Math.ceil((refusal.lockedUntil - now) / 1000))) },
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

    const issued = await issuedCode(ctx);
    if (issued) {
      const wrong = await store.eventsSince(issued.guessKey, now - ACCOUNT_RULES.codeWindowMs);
      if (wrong.count >= ACCOUNT_RULES.wrongCodesPerClient) {
        throw new APIError(
          'FORBIDDEN',
          { message: TOO_MANY_WRONG_CODES_MESSAGE, code: 'TOO_MANY_ATTEMPTS' },
          { 'Retry-After': String(Math.max(1, Math.ceil((wrong.oldest! + ACCOUNT_RULES.codeWindowMs - now) / 1000))) },
        );
      }
    }

    if (path === '/two-factor/verify-totp' && typeof body.code === 'string') {
      const userId = await totpUserId(ctx);
      if (userId && !(await store.claim(`totp:${userId}:${body.code}`, now, now + TOTP_REPLAY_MS))) {
        throw new APIError('UNAUTHORIZED', { message: TOTP_REUSED_MESSAGE, code: TOTP_REUSED_CODE });
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
        // The attempt's reservation stays as its failure; the caller that completes the tenth locks, and mails once.
        if (await store.lockIfReached(subject.key, ACCOUNT_RULES.signInFailures, now + ACCOUNT_RULES.lockMs)) {
          log.warn({ account: subject.key }, 'account sign-in locked after repeated failures');
          if (subject.email)
            await mailer.send(lockedAccountMail(subject.email, ACCOUNT_RULES.signInFailures, ACCOUNT_RULES.lockMs / 60_000));
        }
      } else if (failure === undefined) {
        await store.clear(subject.key);
      } else {
        // Refused for another reason (an unconfirmed e-mail, a malformed body): not a wrong password.
        await store.releaseAttempt(subject.key);
      }
    }

    const email = text(body.email);
    if (email && path in CODE_CHECK_TYPES) {
      if (failure === 'INVALID_OTP') {
        // Counted against the code still waiting (a guess when none was sent counts for nothing).
        const issued = await issuedCode(ctx);
        if (issued) await store.recordEvent(issued.guessKey, now);
      } else if (failure === undefined) {
        // Whoever reads the account's e-mail is its owner: a valid code ends a sign-in lock that others caused.
        const found = await ctx.context.internalAdapter.findUserByEmail(email);
        if (found) await store.clear(`sign-in:user:${found.user.id}`);
      }
    }

    const replayRefused = failure === TOTP_REUSED_CODE;
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
            SIGN_IN_PATHS.has(ctx.path ?? '') || (ctx.path ?? '') in CODE_CHECK_TYPES || ctx.path === '/two-factor/verify-totp',
          handler: after,
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  return { plugin, mayMailCode };
}
