/** Single sign-on through the firm's OpenID Connect provider (OIDC_* and SSO_REQUIRED_DOMAINS); absent when OIDC_ISSUER is unset. */
export interface SsoSettings {
  /** Issuer URL; its `/.well-known/openid-configuration` describes the provider. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in button: "Sign in with <displayName>". */
  displayName: string;
  /** Lower-case e-mail domains that may sign in through the provider; empty: any. */
  allowedDomains: string[];
  /** Lower-case e-mail domains whose accounts must use the provider: password sign-in is refused for them. */
  requiredDomains: string[];
}

/** better-auth's provider id: the callback is `/api/auth/callback/sso`. */
export const SSO_PROVIDER_ID = 'sso';

type Env = Record<string, string | undefined>;

export class SsoSettingsError extends Error {
  override name = 'SsoSettingsError';
}

/** Reads the OIDC_* variables; throws a {@link SsoSettingsError} naming the variable at fault. */
export function loadSsoSettings(env: Env): SsoSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const requiredDomains = domainsOf('SSO_REQUIRED_DOMAINS', env.SSO_REQUIRED_DOMAINS);
  if (!issuer) {
    // Requiring single sign-on without a provider would lock those accounts out.
    if (requiredDomains.length > 0) throw new SsoSettingsError('SSO_REQUIRED_DOMAINS needs OIDC_ISSUER (and the other OIDC_ settings)');
    return undefined;
  }
  if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol))
    throw new SsoSettingsError(`OIDC_ISSUER must be an absolute http(s) URL, got "${env.OIDC_ISSUER}"`);
  const clientId = required('OIDC_CLIENT_ID', env);
  const clientSecret = required('OIDC_CLIENT_SECRET', env);
  return {
    issuer: issuer.replace(/\/+$/, ''),
    clientId,
    clientSecret,
    displayName: env.OIDC_DISPLAY_NAME?.trim() || 'single sign-on',
    allowedDomains: domainsOf('OIDC_ALLOWED_DOMAINS', env.OIDC_ALLOWED_DOMAINS),
    requiredDomains,
  };
}

function required(name: string, env: Env): string {
  const value = env[name]?.trim();
  if (!value) throw new SsoSettingsError(`${name} is required when OIDC_ISSUER is set`);
  return value;
}

function domainsOf(name: string, raw: string | undefined): string[] {
  const domains = (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  const invalid = domains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (invalid !== undefined)
    throw new SsoSettingsError(`${name} must be comma-separated e-mail domains such as example.com, got "${invalid}"`);
  return domains;
}

/** The domain part of an e-mail address, lower-case. */
function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function isDomainAllowed(settings: SsoSettings, email: string): boolean {
  return settings.allowedDomains.length === 0 || settings.allowedDomains.includes(emailDomain(email));
}

export function isSsoRequired(settings: SsoSettings | undefined, email: string): boolean {
  return settings !== undefined && settings.requiredDomains.includes(emailDomain(email));
}
