import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { isDomainAllowed, isSsoRequired, SSO_PROVIDER_ID, type SsoSettings } from './sso-settings.ts';

/** The `error` query value the sign-in page receives when the provider's e-mail is outside OIDC_ALLOWED_DOMAINS. */
export const SSO_DOMAIN_REFUSED = 'sso_domain_not_allowed';

/**
 * OpenID Connect sign-in through better-auth's generic OAuth plugin: discovery, PKCE S256, state and
 * nonce, and the ID token verified against the provider's JWKS (issuer, audience, expiry) by the plugin.
 * An existing password account is linked only when the provider says the e-mail is verified (better-auth's
 * default for providers not listed as trusted).
 */
export function singleSignOn(sso: SsoSettings, publicUrl: string) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        name: sso.displayName,
        discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
        // Refuse to run with unverified ID tokens when discovery lacks issuer or jwks_uri.
        requireIdTokenVerification: true,
        clientId: sso.clientId,
        clientSecret: sso.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        postLogoutRedirectURI: `${publicUrl}/sign-in`,
        mapProfileToUser(profile) {
          const email = typeof profile.email === 'string' ? profile.email : '';
          if (!email || !isDomainAllowed(sso, email))
            throw new APIError('FOUND', undefined, { Location: `${publicUrl}/sign-in?error=${SSO_DOMAIN_REFUSED}` });
          const username = usernameFor(email);
          return { username, displayUsername: username };
        },
      },
    ],
  });
}

/**
 * The product requires a username; an account made by single sign-on gets one from its e-mail, with a
 * suffix from the whole address so two firms' "jsmith" do not collide. Fits the username rule (3–30 of
 * letters, digits, dot and underscore).
 */
export function usernameFor(email: string): string {
  const local = email
    .slice(0, email.lastIndexOf('@'))
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '_')
    .slice(0, 22);
  const suffix = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 6);
  return `${local || 'user'}_${suffix}`;
}

const PASSWORD_PATHS = new Set(['/sign-in/email', '/sign-in/username', '/sign-up/email']);

/**
 * Refuses password sign-in (and sign-up) for the domains an administrator reserved for single sign-on
 * (SSO_REQUIRED_DOMAINS), and tells the sign-in page the provider's name (GET /api/auth/sso/options; absent
 * when single sign-on is not configured).
 */
export function ssoPasswordGuard(sso: SsoSettings) {
  const options = createAuthEndpoint('/sso/options', { method: 'GET' }, async (ctx) =>
    ctx.json({ providerId: SSO_PROVIDER_ID, displayName: sso.displayName }),
  );
  const refuse = () =>
    new APIError('FORBIDDEN', {
      code: 'SSO_REQUIRED',
      message: `Your firm signs in through ${sso.displayName}. Use "Sign in with ${sso.displayName}".`,
    });
  const before = createAuthMiddleware(async (ctx) => {
    if (!PASSWORD_PATHS.has(ctx.path ?? '')) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    let email = typeof body.email === 'string' ? body.email : undefined;
    if (email === undefined && typeof body.username === 'string') {
      const user = await ctx.context.adapter.findOne<{ email: string }>({
        model: 'user',
        where: [{ field: 'username', value: body.username.toLowerCase() }],
      });
      email = user?.email;
    }
    if (email !== undefined && isSsoRequired(sso, email)) throw refuse();
  });
  return {
    id: 'sso-password-guard',
    endpoints: { ssoOptions: options },
    hooks: { before: [{ matcher: () => true, handler: before }] },
  } satisfies BetterAuthPlugin;
}
