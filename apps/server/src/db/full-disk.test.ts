import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { confirmEmail, newAccount, signUp, type TestAccount } from '../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../auth/testing/accounts-test-app.ts';
import { databaseTrouble, openAuthDatabase, SQLITE_FILE, writeProbeFile } from './auth-database.ts';

/** A sign-up from an address of its own, so that the sign-up rate limit does not answer first. */
function signUpFrom(kit: AccountsTestApp, account: TestAccount, address: number) {
  const client = kit.client();
  client.extraHeaders['x-forwarded-for'] = `10.1.${Math.floor(address / 250)}.${address % 250}`;
  return signUp(client, account).then((response) => ({ client, response }));
}

async function pragma(kit: AccountsTestApp, statement: string): Promise<number> {
  const { rows } = await sql.raw<Record<string, number>>(`pragma ${statement}`).execute(kit.app.accounts!.database.db);
  return Number(Object.values(rows[0] ?? {})[0]);
}

describe('the SQLite accounts database when its disk is full', () => {
  it('refuses the sign-up that needs room with 503, keeps nothing of it, says so on /api/health, and recovers', async () => {
    const kit = await startAccountsTestApp('sqlite', { config: { trustProxy: true } });
    // Read beside the app, as an administrator would, so what the app saved is seen from outside it.
    const outside = new SqliteDatabase(path.join(kit.config.dataDir, SQLITE_FILE), { readonly: true });
    try {
      // The file may not grow past its size now: as on a full disk, a write that needs a new page fails
      // with SQLITE_FULL. The limit belongs to the app's own connection, so it is set through that one.
      const unlimited = await pragma(kit, 'max_page_count');
      await pragma(kit, `max_page_count = ${await pragma(kit, 'page_count')}`);

      // Sign-ups fill the pages' free room until one needs a new page.
      let refused: { account: TestAccount; response: Awaited<ReturnType<typeof signUpFrom>>['response'] } | undefined;
      for (let attempt = 0; attempt < 60 && !refused; attempt += 1) {
        const account = newAccount();
        const { response } = await signUpFrom(kit, account, attempt);
        if (response.statusCode !== 200) refused = { account, response };
      }
      expect(refused, 'a sign-up ran out of room').toBeDefined();
      const { account, response } = refused!;
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ error: expect.stringMatching(/out of space/) as unknown, issues: [] });
      const kept = outside.prepare('select count(*) as n from user where email = ? or username = ?').get(account.email, account.username);
      expect(kept, 'no account was half saved').toEqual({ n: 0 });

      const full = await kit.app.inject({ method: 'GET', url: '/api/health' });
      expect(full.statusCode).toBe(503);
      expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
      expect(full.json()).toMatchObject({ status: 'unavailable', database: 'full' });

      // Room again: the same sign-up goes through, and the account works, as if the refused try never happened.
      await pragma(kit, `max_page_count = ${unlimited}`);
      const health = await kit.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const { client, response: again } = await signUpFrom(kit, account, 1000);
      expect(again.statusCode, again.body).toBe(200);
      expect((await confirmEmail(client, kit.sink, account.email)).statusCode).toBe(200);
    } finally {
      outside.close();
      await kit.close();
    }
  });

  it('reports a transaction that ran out of room as full, not as the rollback SQLite had already done', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'full-transaction-'));
    const { db, close } = openAuthDatabase({ dataDir });
    try {
      await sql`create table notes (body blob)`.execute(db);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
      // SQLite ends the whole transaction itself when a statement finds no room.
      const failure: unknown = await db
        .transaction()
        .execute((trx) => sql`insert into notes values (zeroblob(100000))`.execute(trx))
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SQLITE_FULL' });
      expect(databaseTrouble(failure)).toBe('full');
      // And the connection is left ready for the next request.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // /dev/full answers every write with ENOSPC, the error of a full disk: the probe file is pointed at it.
  it.skipIf(!existsSync('/dev/full'))('reports a data folder whose disk takes no more writes as full', async () => {
    const kit = await startAccountsTestApp('sqlite');
    try {
      expect((await kit.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      symlinkSync('/dev/full', writeProbeFile(kit.config.dataDir));
      const full = await kit.app.inject({ method: 'GET', url: '/api/health' });
      expect(full.statusCode).toBe(503);
      expect(full.json()).toMatchObject({ status: 'unavailable', database: 'full' });
      // The probe removes its file, failed or not, so a disk with room again is reported ok again.
      expect(existsSync(writeProbeFile(kit.config.dataDir))).toBe(false);
      expect((await kit.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await kit.close();
    }
  });
});
