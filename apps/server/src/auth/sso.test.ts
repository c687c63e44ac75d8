import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../testing/oidc-provider.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { newAccount, signedInAccount } from './testing/account-flows.ts';
import type { AccountClient } from './testing/account-client.ts';
import { SSO_DOMAIN_REFUSED } from './sso.ts';

const APP_URL = 'http://localhost:3000';

describe('single sign-on through an OpenID provider', () => {
  let provider: TestOidcProvider;
  let service: AccountsTestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(APP_URL);
    provider.accounts.set('ann', { email: 'ann@contoso.com', emailVerified: true, name: 'Ann Contoso' });
    provider.accounts.set('outsider', { email: 'eve@fabrikam.com', emailVerified: true });
    service = await startAccountsTestApp('sqlite', {
      config: {
        publicUrl: APP_URL,
        sso: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          displayName: 'Contoso',
          allowedDomains: ['contoso.com', 'contoso.org'],
          requiredDomains: ['contoso.com'],
        },
      },
    });
  });
  afterAll(async () => {
    await service?.close();
    await provider?.close();
  });

  async function startSignIn(client: AccountClient): Promise<string> {
    const response = await client.post('/api/auth/sign-in/social', { provider: 'sso', callbackURL: '/', errorCallbackURL: '/sign-in' });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    const authorization = new URL(url);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    return url;
  }

  const pathOf = (url: string) => url.slice(APP_URL.length);

  it('signs in with the code flow and PKCE and creates a valid account; the code cannot be replayed', async () => {
    const client = service.client();
    const callback = await provider.signIn(await startSignIn(client), 'ann');
    const back = await client.get(pathOf(callback));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
    const session = (await client.get('/api/auth/get-session')).json<{
      user: { email: string; emailVerified: boolean; username: string };
    }>();
    expect(session.user).toMatchObject({ email: 'ann@contoso.com', emailVerified: true });
    expect(session.user.username).toMatch(/^ann_[0-9a-f]{6}$/);

    const replay = await service.client().get(pathOf(callback));
    expect(replay.headers.location).toMatch(/error=/);
    const again = await client.get(pathOf(callback));
    expect(again.headers.location).toMatch(/error=/);
  });

  it('tells the sign-in page the provider name', async () => {
    const response = await service.client().get('/api/auth/sso/options');
    expect(response.json()).toEqual({ providerId: 'sso', displayName: 'Contoso' });
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const client = service.client();
    const callback = new URL(await provider.signIn(await startSignIn(client), 'ann'));
    callback.searchParams.set('state', 'forged-state');
    const back = await client.get(pathOf(callback.toString()));
    expect(back.headers.location).toMatch(/error=/);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses an ID token issued to another client (audience)', async () => {
    const client = service.client();
    const authorization = await startSignIn(client);
    await provider.swapNextIdTokenForOtherAudience('ann', new URL(authorization).searchParams.get('nonce')!);
    const back = await client.get(pathOf(await provider.signIn(authorization, 'ann')));
    // better-auth's ID token check (issuer, audience, expiry, JWKS signature) yields no user.
    expect(back.headers.location).toBe('/sign-in?error=unable_to_get_user_info');
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses an e-mail outside the allowed domains, back on the sign-in page', async () => {
    const client = service.client();
    const callback = await provider.signIn(await startSignIn(client), 'outsider');
    const back = await client.get(pathOf(callback));
    expect(back.headers.location).toBe(`${APP_URL}/sign-in?error=${SSO_DOMAIN_REFUSED}`);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses password sign-in for a domain that requires single sign-on', async () => {
    const account = newAccount({ email: `pat.${Date.now()}@contoso.com` });
    const response = await service.client().post('/api/auth/sign-up/email', account);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe('Your firm signs in through Contoso. Use "Sign in with Contoso".');
    const byPassword = await service.client().post('/api/auth/sign-in/email', { email: 'ann@contoso.com', password: 'correct horse 42' });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json<{ message: string }>().message).toBe('Your firm signs in through Contoso. Use "Sign in with Contoso".');
  });

  it('does not link an unverified provider e-mail to an existing password account', async () => {
    const client = service.client();
    const existing = await signedInAccount(client, service.sink, { email: `lee.${Date.now()}@contoso.org` });
    provider.accounts.set('lee', { email: existing.email, emailVerified: false });
    const stranger = service.client();
    const back = await stranger.get(pathOf(await provider.signIn(await startSignIn(stranger), 'lee')));
    expect(back.headers.location).toMatch(/^\/sign-in\?error=account_not_linked/);
    expect((await stranger.get('/api/auth/get-session')).json()).toBeNull();
  });
});
