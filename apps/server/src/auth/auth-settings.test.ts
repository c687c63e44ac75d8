import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { DEFAULT_RATE_LIMITS, loadAuthSettings } from './auth-settings.ts';

describe('loadAuthSettings', () => {
  it('limits every environment by default', () => {
    expect(loadAuthSettings({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('reads each limit and one window for all', () => {
    const { rateLimits } = loadAuthSettings({ AUTH_RATE_LIMIT_WINDOW: '30', AUTH_RATE_LIMIT_SIGN_IN: '4', AUTH_RATE_LIMIT_CODES: '6' });
    expect(rateLimits.signIn).toEqual({ window: 30, max: 4 });
    expect(rateLimits.codes).toEqual({ window: 30, max: 6 });
    expect(rateLimits.signUp).toEqual({ window: 30, max: DEFAULT_RATE_LIMITS.signUp.max });
  });

  it('ends sessions after 12 hours, or 30 minutes without a request, unless configured', () => {
    expect(loadAuthSettings({}).sessions).toEqual({ maxAge: 43_200, idleTimeout: 1_800 });
    expect(loadAuthSettings({ AUTH_SESSION_MAX_AGE: '3600', AUTH_SESSION_IDLE_TIMEOUT: '600' }).sessions).toEqual({
      maxAge: 3_600,
      idleTimeout: 600,
    });
    expect(() => loadAuthSettings({ AUTH_SESSION_IDLE_TIMEOUT: '0' })).toThrow(/AUTH_SESSION_IDLE_TIMEOUT/);
  });

  it.each(['0', '-1', 'ten', '2.5'])('refuses %s as a limit, naming the variable', (value) => {
    expect(() => loadAuthSettings({ AUTH_RATE_LIMIT_SIGN_UP: value })).toThrow(ConfigError);
    expect(() => loadAuthSettings({ AUTH_RATE_LIMIT_SIGN_UP: value })).toThrow(/AUTH_RATE_LIMIT_SIGN_UP/);
  });

  it('reads extra trusted origins as origins', () => {
    expect(loadAuthSettings({ AUTH_TRUSTED_ORIGINS: 'http://localhost:5173/, https://app.example/path' }).trustedOrigins).toEqual([
      'http://localhost:5173',
      'https://app.example',
    ]);
    expect(() => loadAuthSettings({ AUTH_TRUSTED_ORIGINS: 'not a url' })).toThrow(/AUTH_TRUSTED_ORIGINS/);
  });
});
