import { describe, expect, it } from 'vitest';
import { HOME_PATH, redirectTarget, signInPathFor } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to a path within the app', () => {
    expect(redirectTarget('/abc-123/summary?x=1')).toBe('/abc-123/summary?x=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/form', '/\\evil.example', 'javascript:alert(1)', '/sign-in', '/sign-up'])(
    'goes to the form instead of %s',
    (target) => {
      expect(redirectTarget(target)).toBe(HOME_PATH);
    },
  );
});

describe('signInPathFor', () => {
  it('carries the page to come back to', () => {
    expect(signInPathFor('/abc/summary')).toBe('/sign-in?redirectTo=%2Fabc%2Fsummary');
    expect(redirectTarget(new URLSearchParams(signInPathFor('/abc/summary?page=2').split('?')[1]).get('redirectTo'))).toBe(
      '/abc/summary?page=2',
    );
  });

  it('keeps the sign-in URL plain for the home page', () => {
    expect(signInPathFor('/form')).toBe('/sign-in');
  });
});
