import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.ts';

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title><script type="module" src="/assets/app.js"></script>');
  return dir;
}

describe('security headers', () => {
  it('are on the pages and on the API: strict CSP, no framing, nosniff, no referrer, no HSTS over http', async () => {
    const app = await testApp({ webDist: webDist() });
    try {
      for (const url of ['/', '/some/deep/link', '/api/health', '/api/nowhere']) {
        const { headers } = await app.inject({ method: 'GET', url });
        const csp = String(headers['content-security-policy']);
        expect(csp, url).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('include HSTS when PUBLIC_URL is https', async () => {
    const app = await testApp({ publicUrl: 'https://damages.example' });
    try {
      const { headers } = await app.inject({ method: 'GET', url: '/api/health' });
      expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });
});
