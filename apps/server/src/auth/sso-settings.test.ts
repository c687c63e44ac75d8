import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { usernameFor } from './sso.ts';
import { isDomainAllowed, isSsoRequired } from './sso-settings.ts';

const PROVIDER = { OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/', OIDC_CLIENT_ID: 'damages', OIDC_CLIENT_SECRET: 's3cret' };

describe('single sign-on settings', () => {
  it('are absent unless OIDC_ISSUER is set, so nothing changes', () => {
    expect(loadConfig({}).sso).toBeUndefined();
  });

  it('read the provider, display name and domains', () => {
    const sso = loadConfig({
      ...PROVIDER,
      OIDC_DISPLAY_NAME: 'Contoso',
      OIDC_ALLOWED_DOMAINS: 'Contoso.com, @contoso.co.uk',
      SSO_REQUIRED_DOMAINS: 'contoso.com',
    }).sso;
    expect(sso).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'damages',
      clientSecret: 's3cret',
      displayName: 'Contoso',
      allowedDomains: ['contoso.com', 'contoso.co.uk'],
      requiredDomains: ['contoso.com'],
    });
    expect(isDomainAllowed(sso!, 'Ann@CONTOSO.com')).toBe(true);
    expect(isDomainAllowed(sso!, 'ann@fabrikam.com')).toBe(false);
    expect(isSsoRequired(sso, 'ann@contoso.com')).toBe(true);
    expect(isSsoRequired(sso, 'ann@contoso.co.uk')).toBe(false);
  });

  it('name the variable at fault', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'login.example.com' })).toThrow(/OIDC_ISSUER must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ OIDC_ISSUER: PROVIDER.OIDC_ISSUER })).toThrow('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    expect(() => loadConfig({ ...PROVIDER, OIDC_ALLOWED_DOMAINS: 'contoso' })).toThrow(/OIDC_ALLOWED_DOMAINS must be comma-separated/);
    expect(() => loadConfig({ SSO_REQUIRED_DOMAINS: 'contoso.com' })).toThrow('SSO_REQUIRED_DOMAINS needs OIDC_ISSUER');
  });

  it('derive a valid, distinct username from the e-mail', () => {
    const first = usernameFor('J.Smith+dm@contoso.com');
    expect(first).toMatch(/^[a-z0-9_.]{3,30}$/);
    expect(first.startsWith('j.smith_dm_')).toBe(true);
    expect(usernameFor('j.smith@fabrikam.com')).not.toBe(usernameFor('j.smith@contoso.com'));
    expect(usernameFor(`${'a'.repeat(60)}@contoso.com`).length).toBeLessThanOrEqual(30);
  });
});
