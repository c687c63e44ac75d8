import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from '../auth/testing/account-flows.ts';
import { startAccountsTestApp } from '../auth/testing/accounts-test-app.ts';
import { ConfigError } from '../config.ts';
import { isDatabaseBusy, POSTGRES_WAITS, SQLITE_FILE } from '../db/auth-database.ts';
import { TEST_DATABASE_URL } from '../auth/testing/test-databases.ts';
import pg from 'pg';
import { testApp } from '../testing/test-app.ts';

/** Sends raw bytes to a listening app and returns everything it answers until it closes the connection. */
async function rawExchange(port: number, chunks: string[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    const send = async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) break;
        socket.write(chunk);
        if (gapMs) await new Promise((wait) => setTimeout(wait, gapMs));
      }
    };
    socket.on('connect', () => void send());
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4)) as { error: string; issues: unknown[] };

describe('faults', () => {
  it('answers 503 with Retry-After while another process holds the SQLite write lock, and serves others meanwhile', async () => {
    const kit = await startAccountsTestApp('sqlite');
    const other = new SqliteDatabase(path.join(kit.config.dataDir, SQLITE_FILE));
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const response = await signUp(kit.client(), newAccount());
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ error: expect.stringMatching(/busy/) as unknown, issues: [] });
      expect((await kit.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      other.exec('ROLLBACK');
      expect((await signUp(kit.client(), newAccount())).statusCode).toBe(200);
    } finally {
      other.close();
      await kit.close();
    }
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'answers 503 with Retry-After while another process holds a PostgreSQL lock, and serves others meanwhile',
    async () => {
      const kit = await startAccountsTestApp('postgres');
      const account = newAccount();
      expect((await signUp(kit.client(), account)).statusCode).toBe(200);
      const other = new pg.Client({ connectionString: kit.config.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('lock table "user" in access exclusive mode');
        const started = Date.now();
        const [refused, health] = await Promise.all([
          signUp(kit.client(), newAccount()),
          kit.app.inject({ method: 'GET', url: '/api/health' }),
        ]);
        expect(Date.now() - started).toBeLessThan(POSTGRES_WAITS.lockMs + 3_000);
        expect(refused.statusCode, refused.body).toBe(503);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json()).toMatchObject({ error: expect.stringMatching(/busy/) as unknown, issues: [] });
        expect(health.statusCode, 'a request that needs no locked table is served meanwhile').toBe(200);
        await other.query('rollback');
        expect((await signUp(kit.client(), newAccount())).statusCode).toBe(200);
      } finally {
        await other.end();
        await kit.close();
      }
    },
  );

  it('tells a PostgreSQL lock or pool wait that ran out from other database errors', () => {
    expect(isDatabaseBusy(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }))).toBe(true);
    expect(isDatabaseBusy(new Error('auth failed', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('refuses to start, naming DATA_DIR, when the data folder cannot be written', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'not-a-dir-')), 'plain-file');
    writeFileSync(file, '');
    await expect(testApp({ dataDir: path.join(file, 'data') })).rejects.toThrow(ConfigError);
    await expect(testApp({ dataDir: path.join(file, 'data') })).rejects.toThrow(/DATA_DIR/);
  });

  it('refuses to start when the data folder is read-only', async () => {
    // Root writes through a folder's mode bits, and CI runs as root: there the folder is one the kernel
    // itself refuses writes to for every process (procfs answers EACCES to a write on /proc/sys).
    let dir = '/proc/sys';
    if (process.getuid?.() !== 0) {
      dir = mkdtempSync(path.join(os.tmpdir(), 'read-only-'));
      chmodSync(dir, 0o500);
    }
    await expect(testApp({ dataDir: dir })).rejects.toThrow(/not writable/);
  });

  it('refuses to start when the accounts database cannot be opened for writing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bad-db-'));
    mkdirSync(path.join(dir, SQLITE_FILE));
    await expect(testApp({ dataDir: dir })).rejects.toThrow(/accounts database .* cannot be opened for writing/);
  });

  it('answers a Content-Length shorter than the body, and a body that never finishes, with {error, issues}', async () => {
    const app = await testApp({}, { requestTimeoutMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    try {
      const short = await rawExchange(port, [
        'POST /api/auth/sign-in/username HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}garbage that is not HTTP\r\n\r\n',
      ]);
      const last = short.slice(short.lastIndexOf('HTTP/1.1 '));
      expect(last).toMatch(/^HTTP\/1\.1 400/);
      expect(bodyOf(last).issues.length).toBeGreaterThan(0);

      const started = Date.now();
      const stalled = await rawExchange(port, [
        'POST /api/auth/sign-in/username HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      ]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(stalled).toMatch(/^HTTP\/1\.1 408/);
      expect(bodyOf(stalled)).toMatchObject({ error: expect.any(String) as unknown, issues: [expect.any(Object) as unknown] });

      // Refused before its body is read (no session), the connection is closed rather than left waiting for the rest.
      const refused = await rawExchange(port, [
        'POST /api/forensic/get_discount HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      ]);
      expect(refused).toMatch(/^HTTP\/1\.1 401/);
    } finally {
      await app.close();
    }
  });
});
