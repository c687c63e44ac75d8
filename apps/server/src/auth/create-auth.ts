import {
  AUTH_PATH,
  isValidUsername,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@damages/contracts';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { emailOTP, twoFactor, username } from 'better-auth/plugins';
import { singleSignOn, ssoPasswordGuard } from './sso.ts';
import type { SsoSettings } from './sso-settings.ts';
import type { AuthDatabase } from '../db/auth-database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { codeMail, existingAccountMail, PRODUCT_NAME } from './account-mail.ts';
import { ACCOUNT_RULES, accountGuard } from './account-guard.ts';
import { EMAIL_CHANGE_REQUEST_PATH, emailChange } from './email-change.ts';
import { passwordFieldIssues } from './password-field.ts';
import { AccountGuardStore } from './account-guard-store.ts';
import type { AuthRateLimits, SessionLimits } from './auth-settings.ts';
import { reportDatabaseTrouble } from './busy-signal.ts';
import { newPasswordRule } from './new-password-rule.ts';
import type { PasswordPool } from './password-pool.ts';
import { sessionPrivacy } from './session-privacy.ts';
import { revokeTrustedDevices } from './trusted-devices.ts';
import { authLogger, type AuthLog } from './auth-logger.ts';
import { trustedOriginsFor } from './trusted-origins.ts';

export const AUTH_BASE_PATH = AUTH_PATH;
/** Set by the Fastify bridge from the socket (or trusted proxy), replacing any value a client sent. */
export const CLIENT_IP_HEADER = 'x-damages-client-ip';
const CODE_VALID_MINUTES = 10;

export interface CreateAuthOptions {
  database: AuthDatabase;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  rateLimits: AuthRateLimits;
  sessions: SessionLimits;
  log: AuthLog;
  /** The firm's OpenID provider; absent: no single sign-on. */
  sso?: SsoSettings;
  /** Judges, hashes and verifies passwords off the event loop. */
  passwordPool: PasswordPool;
}

// Endpoints of the enabled plugins that this product does not offer: signing in
// by e-mailed code alone would skip both the password and the authenticator,
// and link-based flows are replaced by codes (the e-mail address changes by
// code too, see email-change.ts).
const DISABLED_PATHS = [
  '/sign-in/email-otp',
  '/forget-password/email-otp',
  '/change-email',
  '/send-verification-email',
  '/verify-email',
  '/request-password-reset',
  '/reset-password',
  '/delete-user',
  // Would let anyone list who has an account; sign-up itself says when a username is taken.
  '/is-username-available',
];

/** The better-auth configuration: e-mail + password, username, e-mailed codes, TOTP. Also what the migration reads. */
export function authOptions(options: CreateAuthOptions) {
  const { database, mailer, secret, publicUrl, rateLimits, sessions, log, sso, passwordPool } = options;
  const passwordRule = newPasswordRule(passwordPool);
  const guard = accountGuard({ store: new AccountGuardStore(database), mailer, sessions, clientIpHeader: CLIENT_IP_HEADER, log });
  return {
    appName: PRODUCT_NAME,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db: database.db, type: database.kind, transaction: true },
    trustedOrigins: trustedOriginsFor(publicUrl, options.trustedOrigins),
    logger: authLogger(log),
    telemetry: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The account guard checks new passwords first, with the message naming the rule; these are the backstop.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: passwordRule.hash, verify: passwordRule.verify },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => revokeTrustedDevices(database, user.id),
      onExistingUserSignUp: async ({ user }) => mailer.send(existingAccountMail(user.email)),
    },
    session: {
      // Absolute: a session is never extended; idleness is measured by the account guard.
      expiresIn: sessions.maxAge,
      disableSessionRefresh: true,
    },
    onAPIError: {
      // Replaces better-auth's own logging of failures, so it logs them here.
      onError(error) {
        if (reportDatabaseTrouble(error)) return;
        const status = (error as { statusCode?: number }).statusCode;
        if (status === undefined || status >= 500) log.error({ err: error }, 'account request failed');
      },
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: true, autoSignInAfterVerification: false },
    rateLimit: {
      // better-auth only limits in production by default; this service limits everywhere.
      enabled: true,
      // Shared by every instance on the same database, unlike the in-memory default.
      storage: 'database',
      ...rateLimits.other,
      customRules: {
        '/sign-in/*': rateLimits.signIn,
        '/sign-up/*': rateLimits.signUp,
        // Checks the current password (email-change.ts); listed before the wildcard, as the first match wins.
        [EMAIL_CHANGE_REQUEST_PATH]: rateLimits.signIn,
        '/email-otp/*': rateLimits.codes,
        '/two-factor/*': rateLimits.codes,
        // Each tells whether a password is the account's: as guessable as a sign-in.
        '/verify-password': rateLimits.signIn,
        '/change-password': rateLimits.signIn,
      },
    },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https:'),
      // better-auth skips the Origin check when NODE_ENV is test; tests must see what production does.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      username({ minUsernameLength: USERNAME_MIN_LENGTH, maxUsernameLength: USERNAME_MAX_LENGTH, usernameValidator: isValidUsername }),
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_VALID_MINUTES * 60,
        allowedAttempts: ACCOUNT_RULES.wrongCodesPerCode,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        rateLimit: rateLimits.codes,
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== 'email-verification' && type !== 'forget-password' && type !== 'change-email')
            return log.warn({ type }, 'unused code type requested; nothing sent');
          if (!(await guard.mayMailCode(email))) return log.warn({ type }, 'code limit for this address reached; nothing sent');
          await mailer.send(codeMail(email, otp, type, CODE_VALID_MINUTES));
        },
      }),
      twoFactor({ issuer: PRODUCT_NAME, backupCodeOptions: { amount: 10, length: 10 } }),
      guard.plugin,
      emailChange({ mailer, mayMail: guard.mayMailCode }),
      passwordFieldIssues(),
      passwordRule.plugin,
      sessionPrivacy(database),
      ...(sso ? [singleSignOn(sso, publicUrl), ssoPasswordGuard(sso)] : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(options: CreateAuthOptions) {
  return betterAuth(authOptions(options));
}

export type Auth = ReturnType<typeof createAuth>;
