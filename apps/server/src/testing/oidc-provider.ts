import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const OTHER_CLIENT = 'other-client';
const OTHER_SECRET = 'other-client-secret-that-is-long-enough';
const OTHER_CALLBACK = 'http://127.0.0.1:9/other-callback';

interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login name: the provider's own login page accepts any name listed here. */
  accounts: Map<string, ProviderAccount>;
  /**
   * Mints a real ID token for the other registered client (`other-client`) carrying `nonce`, and hands it to
   * the app in place of its own at the next token request: an ID token for another audience.
   */
  swapNextIdTokenForOtherAudience(login: string, nonce: string): Promise<void>;
  /** Follows the provider's login page for `login` from the authorization URL to the redirect back to the app. */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A standards-compliant OpenID provider (oidc-provider) listening on a free local port: discovery, JWKS,
 * authorization code with PKCE, RP-initiated logout. Its development login page takes a login name
 * without a password; consent is pre-granted so a sign-in is one page.
 */
export async function startOidcProvider(appUrl: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'damages-report';
  const clientSecret = 'test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/api/auth/callback/sso`],
        post_logout_redirect_uris: [`${appUrl}/sign-in`],
      },
      { client_id: OTHER_CLIENT, client_secret: OTHER_SECRET, redirect_uris: [OTHER_CALLBACK] },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name ?? sub }),
      };
    },
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  let swappedIdToken: string | undefined;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && swappedIdToken && body?.id_token) {
      body.id_token = swappedIdToken;
      swappedIdToken = undefined;
    }
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  async function swapNextIdTokenForOtherAudience(login: string, nonce: string): Promise<void> {
    const verifier = randomBytes(32).toString('base64url');
    const authorization = new URL(`${issuer}/auth`);
    authorization.search = new URLSearchParams({
      client_id: OTHER_CLIENT,
      redirect_uri: OTHER_CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      nonce,
      state: 'other',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const code = new URL(await signIn(authorization.toString(), login, OTHER_CALLBACK)).searchParams.get('code')!;
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: OTHER_CALLBACK,
        code_verifier: verifier,
        client_id: OTHER_CLIENT,
        client_secret: OTHER_SECRET,
      }).toString(),
    });
    swappedIdToken = ((await response.json()) as { id_token: string }).id_token;
  }

  async function signIn(authorizationUrl: string, login: string, returnTo = appUrl): Promise<string> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, issuer), {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    };
    let response = await send(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
      if (location.startsWith(returnTo)) return location;
      const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(location, issuer).pathname);
      if (interaction) {
        await send(location);
        response = await send(location, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login }).toString(),
        });
      } else response = await send(location);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn: (url, login) => signIn(url, login),
    swapNextIdTokenForOtherAudience,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser still open keeps its connections alive; close() alone would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
