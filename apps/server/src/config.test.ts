import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { repoRoot } from './paths.ts';

describe('loadConfig', () => {
  it('has a default for everything a local run needs', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      authSecret: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDist: path.join(repoRoot, 'apps/web/dist'),
      trustProxy: false,
      calculationRateLimit: 600,
      requestFloodLimit: 1200,
      caseCopy: true,
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['loopback,::1', ['loopback', '::1']],
  ])('reads TRUST_PROXY=%s as Fastify trustProxy', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('reads the per-account calculation limit', () => {
    expect(loadConfig({ CALCULATION_RATE_LIMIT: '30' }).calculationRateLimit).toBe(30);
  });

  it('reads the flood limit of the signed-in routes, twice the per-account limit unless set', () => {
    expect(loadConfig({ REQUEST_FLOOD_LIMIT: '50' }).requestFloodLimit).toBe(50);
    expect(loadConfig({ CALCULATION_RATE_LIMIT: '30' }).requestFloodLimit).toBe(60);
    expect(loadConfig({ CALCULATION_RATE_LIMIT: '30', REQUEST_FLOOD_LIMIT: '45' }).requestFloodLimit).toBe(45);
  });

  it('turns the server copy of saved cases off with CASE_COPY=off, in any case', () => {
    expect(loadConfig({ CASE_COPY: 'off' }).caseCopy).toBe(false);
    expect(loadConfig({ CASE_COPY: 'OFF' }).caseCopy).toBe(false);
    expect(loadConfig({ CASE_COPY: 'on' }).caseCopy).toBe(true);
    expect(loadConfig({ CASE_COPY: ' ' }).caseCopy).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/damages',
      DATABASE_URL: 'postgres://u:p@db/damages',
      SMTP_URL: 'smtp://mail.example.com:587',
      AUTH_SECRET: 's3cret-s3cret-s3cret-s3cret-s3cret',
      PUBLIC_URL: 'https://damages.example.com/',
      LOG_LEVEL: 'DEBUG',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/damages',
      databaseUrl: 'postgres://u:p@db/damages',
      smtpUrl: 'smtp://mail.example.com:587',
      authSecret: 's3cret-s3cret-s3cret-s3cret-s3cret',
      publicUrl: 'https://damages.example.com',
      logLevel: 'debug',
    });
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('makes a relative DATA_DIR absolute from the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(path.join(repoRoot, 'tmp/data'));
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '3000.5', /PORT/],
    ['PORT', '70000', /PORT/],
    ['PORT', '-1', /PORT/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of/],
    ['PUBLIC_URL', 'damages.example.com', /PUBLIC_URL must be an absolute URL/],
    ['SMTP_URL', 'not a url', /SMTP_URL/],
    ['TRUST_PROXY', 'the nginx box', /TRUST_PROXY must be/],
    ['TRUST_PROXY', ',', /TRUST_PROXY/],
    ['CALCULATION_RATE_LIMIT', '0', /CALCULATION_RATE_LIMIT must be a whole number/],
    ['REQUEST_FLOOD_LIMIT', '0', /REQUEST_FLOOD_LIMIT must be a whole number/],
    ['REQUEST_FLOOD_LIMIT', 'lots', /REQUEST_FLOOD_LIMIT must be a whole number/],
    ['CASE_COPY', 'false', /CASE_COPY must be on or off, got "false"/],
  ])('rejects %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
