import { ConfigError } from '../config.ts';

/** At most `max` requests per client address and path within `window` seconds. */
interface RateLimitRule {
  window: number;
  max: number;
}

export interface AuthRateLimits {
  signIn: RateLimitRule;
  signUp: RateLimitRule;
  /** Sending and checking e-mailed codes, password reset, second-factor codes. */
  codes: RateLimitRule;
  /** Every other /api/auth endpoint (session checks, account settings). */
  other: RateLimitRule;
}

/** How long a session lasts, in seconds: from sign-in, and without a request. */
export interface SessionLimits {
  maxAge: number;
  idleTimeout: number;
}

/** ASVS level 2 (3.3.2): re-authentication after 12 hours, or 30 minutes idle. */
const DEFAULT_SESSION_LIMITS: SessionLimits = { maxAge: 12 * 60 * 60, idleTimeout: 30 * 60 };

/** Account settings beyond the service's AppConfig, read from AUTH_* and MAIL_FROM. */
export interface AuthSettings {
  rateLimits: AuthRateLimits;
  sessions: SessionLimits;
  /** Origins besides PUBLIC_URL allowed to call /api/auth with cookies (AUTH_TRUSTED_ORIGINS, comma-separated), e.g. the Vite dev server. */
  trustedOrigins: string[];
  /** Sender of account mail (MAIL_FROM); defaults to no-reply at PUBLIC_URL's host. */
  mailFrom?: string;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  codes: { window: 60, max: 10 },
  other: { window: 60, max: 300 },
};

/**
 * AUTH_RATE_LIMIT_WINDOW (seconds, all rules) and AUTH_RATE_LIMIT_SIGN_IN,
 * _SIGN_UP, _CODES, _OTHER (requests per window); AUTH_SESSION_MAX_AGE and
 * AUTH_SESSION_IDLE_TIMEOUT (seconds); AUTH_TRUSTED_ORIGINS; MAIL_FROM.
 */
export function loadAuthSettings(env: Env = process.env): AuthSettings {
  const window = positiveInteger(env, 'AUTH_RATE_LIMIT_WINDOW');
  const rule = (name: string, fallback: RateLimitRule): RateLimitRule => ({
    window: window ?? fallback.window,
    max: positiveInteger(env, name) ?? fallback.max,
  });
  return {
    rateLimits: {
      signIn: rule('AUTH_RATE_LIMIT_SIGN_IN', DEFAULT_RATE_LIMITS.signIn),
      signUp: rule('AUTH_RATE_LIMIT_SIGN_UP', DEFAULT_RATE_LIMITS.signUp),
      codes: rule('AUTH_RATE_LIMIT_CODES', DEFAULT_RATE_LIMITS.codes),
      other: rule('AUTH_RATE_LIMIT_OTHER', DEFAULT_RATE_LIMITS.other),
    },
    sessions: {
      maxAge: positiveInteger(env, 'AUTH_SESSION_MAX_AGE') ?? DEFAULT_SESSION_LIMITS.maxAge,
      idleTimeout: positiveInteger(env, 'AUTH_SESSION_IDLE_TIMEOUT') ?? DEFAULT_SESSION_LIMITS.idleTimeout,
    },
    trustedOrigins: originsOf(env.AUTH_TRUSTED_ORIGINS),
    mailFrom: env.MAIL_FROM?.trim() || undefined,
  };
}

function positiveInteger(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${text}"`);
  return Number(text);
}

function originsOf(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!URL.canParse(origin)) throw new ConfigError(`AUTH_TRUSTED_ORIGINS must list absolute URLs, got "${origin}"`);
  }
  return list.map((origin) => new URL(origin).origin);
}
