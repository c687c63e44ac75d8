import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors.ts';

describe('authErrorMessage', () => {
  it('says a wrong password without saying which part was wrong', () => {
    expect(authErrorMessage({ status: 401, code: 'INVALID_USERNAME_OR_PASSWORD' })).toBe('Incorrect username or password.');
  });

  it('tells an expired or exhausted code apart from a wrong one, and how to recover', () => {
    expect(authErrorMessage({ status: 400, code: 'INVALID_OTP' })).toMatch(/not correct/);
    expect(authErrorMessage({ status: 400, code: 'OTP_EXPIRED' })).toMatch(/expired.*Resend code/);
    expect(authErrorMessage({ status: 403, code: 'TOO_MANY_ATTEMPTS' })).toMatch(/Too many wrong codes.*Resend code/);
  });

  it('tells an authenticator code used already apart from a wrong one', () => {
    expect(authErrorMessage({ status: 401, code: 'INVALID_CODE' })).toMatch(/not correct/);
    expect(authErrorMessage({ status: 401, code: 'TOTP_CODE_ALREADY_USED' })).toBe(
      'That code has already been used. Wait for the next code from your authenticator app.',
    );
  });

  it('reports a rate limit whatever the code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests. Please try again later.' })).toMatch(/wait a minute/);
  });

  it('calls an unreachable server a network error', () => {
    expect(authErrorMessage({ status: 0 })).toBe('Network Error');
  });

  it('falls back to the server message, then to the default', () => {
    expect(authErrorMessage({ status: 400, code: 'SOMETHING_NEW', message: 'Something new happened' })).toBe('Something new happened');
    expect(authErrorMessage({ status: 400 })).toBe('Authentication Error');
  });

  it('hides server failures behind a sentence', () => {
    expect(authErrorMessage({ status: 500, message: 'relation "user" does not exist' })).not.toMatch(/relation/);
  });
});
