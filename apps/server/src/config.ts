import path from 'node:path';
import { repoRoot } from './paths.ts';
import { loadSsoSettings, SsoSettingsError, type SsoSettings } from './auth/sso-settings.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute directory for the service's own files (database, uploads). */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  authSecret?: string;
  /** Address users reach the service at, used in links sent by mail. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Built web app (WEB_DIST); served at `/` when the directory exists. */
  webDist: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and protocol
   * (TRUST_PROXY), as Fastify's `trustProxy`: `false` (the socket's peer is the
   * client), `true` (any), a hop count, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Calculation and lookup requests one account may make per minute (CALCULATION_RATE_LIMIT). */
  calculationRateLimit: number;
  /**
   * Requests one client address, or one session cookie, may make per minute to
   * the signed-in routes (calculations, profiles, case keys) before the session
   * is even looked up (REQUEST_FLOOD_LIMIT): a flood is refused from memory,
   * without the database read every other user waits behind. Twice
   * CALCULATION_RATE_LIMIT when absent, so that an account within its own
   * limit never meets it.
   */
  requestFloodLimit: number;
  /** Worker threads computing the tables (CALCULATION_THREADS; 0: on the event loop); one fewer than the CPUs when absent. */
  calculationThreads?: number;
  /**
   * Whether the server keeps a sealed copy of each saved case, so that an
   * account sees its cases on every computer (CASE_COPY=on, the default); off:
   * cases stay in the browser that saved them, and /api/cases is not served.
   */
  caseCopy: boolean;
  /** Single sign-on through an OpenID Connect provider (OIDC_*, SSO_REQUIRED_DOMAINS); absent: password sign-in only. */
  sso?: SsoSettings;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the service configuration from environment variables; throws a {@link ConfigError} naming the variable at fault. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = portOf(env.PORT);
  const calculationRateLimit = positiveIntegerOf('CALCULATION_RATE_LIMIT', env.CALCULATION_RATE_LIMIT) ?? 600;
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(repoRoot, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: urlOf('SMTP_URL', env.SMTP_URL),
    authSecret: nonEmpty(env.AUTH_SECRET),
    publicUrl: (urlOf('PUBLIC_URL', env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: logLevelOf(env.LOG_LEVEL),
    webDist: path.resolve(repoRoot, nonEmpty(env.WEB_DIST) ?? 'apps/web/dist'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    calculationRateLimit,
    requestFloodLimit: positiveIntegerOf('REQUEST_FLOOD_LIMIT', env.REQUEST_FLOOD_LIMIT) ?? 2 * calculationRateLimit,
    calculationThreads: wholeNumberOf('CALCULATION_THREADS', env.CALCULATION_THREADS),
    caseCopy: onOffOf('CASE_COPY', env.CASE_COPY) ?? true,
    sso: ssoOf(env),
  };
}

function ssoOf(env: Env): SsoSettings | undefined {
  try {
    return loadSsoSettings(env);
  } catch (error) {
    if (error instanceof SsoSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function portOf(raw: string | undefined): number {
  const text = nonEmpty(raw);
  if (text === undefined) return 3000;
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return port;
}

function urlOf(name: string, raw: string | undefined): string | undefined {
  const text = nonEmpty(raw);
  if (text === undefined) return undefined;
  if (!URL.canParse(text)) throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  return text;
}

function logLevelOf(raw: string | undefined): LogLevel {
  const text = nonEmpty(raw)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(text))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return text as LogLevel;
}

function trustProxyOf(raw: string | undefined): boolean | number | string[] {
  const text = nonEmpty(raw)?.toLowerCase();
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  // An address, a CIDR range, or proxy-addr's names for the private ranges.
  const valid = (item: string) => /^(loopback|linklocal|uniquelocal)$/.test(item) || /^[0-9a-f:.]+(\/\d{1,3})?$/.test(item);
  const invalid = addresses.find((item) => !valid(item));
  if (invalid !== undefined || addresses.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxies, or comma-separated addresses or CIDR ranges, got "${raw}"`,
    );
  }
  return addresses;
}

function positiveIntegerOf(name: string, raw: string | undefined): number | undefined {
  const text = nonEmpty(raw);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(text);
}

function onOffOf(name: string, raw: string | undefined): boolean | undefined {
  const text = nonEmpty(raw)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text !== 'on' && text !== 'off') throw new ConfigError(`${name} must be on or off, got "${raw}"`);
  return text === 'on';
}

function wholeNumberOf(name: string, raw: string | undefined): number | undefined {
  const text = nonEmpty(raw);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new ConfigError(`${name} must be a whole number (0 or more), got "${raw}"`);
  return Number(text);
}
