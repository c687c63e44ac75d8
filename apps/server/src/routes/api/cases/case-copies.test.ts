import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { CASE_COPY_LIMITS, caseCopy, caseKeyResponse, type CaseCopySummary } from '@damages/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountClient } from '../../../auth/testing/account-client.ts';
import { signedInAccount } from '../../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../../auth/testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from '../../../auth/testing/test-databases.ts';
import { CASE_COPY_TABLE } from '../../../db/migrate-profile-schema.ts';
import type { OpenApiShape } from '../../../testing/openapi-shape.ts';
import { testApp } from '../../../testing/test-app.ts';

interface Envelope {
  sealed: 1;
  owner: string;
  iv: string;
  data: string;
}

/** Seals a value the way the browser does (case-cipher.ts): AES-256-GCM, the owner as additional data, the tag after the ciphertext. */
function seal(key: string, owner: string, value: unknown): Envelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv).setAAD(Buffer.from(owner));
  const data = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final(), cipher.getAuthTag()]);
  return { sealed: 1, owner, iv: iv.toString('base64'), data: data.toString('base64') };
}

function open(key: string, { owner, iv, data }: Envelope): unknown {
  const bytes = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64'))
    .setAAD(Buffer.from(owner))
    .setAuthTag(bytes.subarray(-16));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString('utf8'));
}

interface Account {
  client: AccountClient;
  owner: string;
  /** The case sealed for this account with its own key. */
  sealed(value: unknown): Envelope;
  open(envelope: Envelope): unknown;
}

const MARTINEZ = { name: 'Martinez v. Acme Trucking', revision: 1 };
const LEE = { name: 'Lee v. City of Springfield', revision: 1 };

describe.each(DATABASE_KINDS)('the server copies of saved cases on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  async function account(name: string): Promise<Account> {
    const client = kit.client();
    await signedInAccount(client, kit.sink, { name });
    const { owner, key } = caseKeyResponse.parse((await client.get('/api/case-key')).json());
    return { client, owner, sealed: (value) => seal(key, owner, value), open: (envelope) => open(key, envelope) };
  }

  const listOf = async (client: AccountClient) => {
    const response = await client.get('/api/cases');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseCopySummary[]>().map(({ id, revision, deleted }) => ({ id, revision, ...(deleted ? { deleted } : {}) }));
  };

  it('keeps, lists newest first, answers and deletes the sealed cases of an account, never cached', async () => {
    const ann = await account('Ann Economist');
    const martinez = randomUUID();
    const lee = randomUUID();
    expect(await listOf(ann.client)).toEqual([]);

    const first = ann.sealed(MARTINEZ);
    const before = new Date().toISOString();
    const created = await ann.client.put(`/api/cases/${martinez}`, { revision: 1, seenRevision: 0, sealed: first });
    expect(created.statusCode, created.body).toBe(201);
    const summary = created.json<CaseCopySummary>();
    expect(summary).toMatchObject({ id: martinez, revision: 1 });
    expect(summary.updatedAt >= before && summary.updatedAt <= new Date().toISOString(), summary.updatedAt).toBe(true);
    expect((await ann.client.put(`/api/cases/${lee}`, { revision: 1, seenRevision: 0, sealed: ann.sealed(LEE) })).statusCode).toBe(201);
    expect(await listOf(ann.client)).toEqual([
      { id: lee, revision: 1 },
      { id: martinez, revision: 1 },
    ]);

    const read = await ann.client.get(`/api/cases/${martinez}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const copy = caseCopy.parse(read.json());
    expect(copy).toEqual({ id: martinez, revision: 1, updatedAt: summary.updatedAt, sealed: first });
    expect(ann.open(copy.sealed), "what comes back opens with the account's key").toEqual(MARTINEZ);

    const second = ann.sealed({ ...MARTINEZ, revision: 2 });
    const replaced = await ann.client.put(`/api/cases/${martinez}`, { revision: 2, seenRevision: 1, sealed: second });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: martinez, revision: 2 });
    expect(await listOf(ann.client)).toEqual([
      { id: martinez, revision: 2 },
      { id: lee, revision: 1 },
    ]);
    expect(ann.open(caseCopy.parse((await ann.client.get(`/api/cases/${martinez}`)).json()).sealed)).toEqual({ ...MARTINEZ, revision: 2 });

    expect((await ann.client.delete(`/api/cases/${martinez}`)).statusCode).toBe(204);
    const gone = await ann.client.get(`/api/cases/${martinez}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'There is no copy of this case in this account.',
      issues: [{ path: 'id', message: 'No case with this id' }],
    });
    expect((await ann.client.delete(`/api/cases/${martinez}`)).statusCode).toBe(404);
    // The delete stays listed, so that another computer holding the case deletes it too rather than sending it back.
    expect(await listOf(ann.client)).toEqual([
      { id: martinez, revision: 2, deleted: true },
      { id: lee, revision: 1 },
    ]);
    const [mark] = await kit.app
      .accounts!.database.db.selectFrom(CASE_COPY_TABLE)
      .select('sealed')
      .where('form_id', '=', martinez)
      .execute();
    expect(mark?.sealed, 'nothing of the case is kept with its mark').toBe('');
  });

  it('refuses a save over a revision the browser has not seen with 409 and the current revision, unless told to overwrite', async () => {
    const ann = await account('Ann Economist');
    const id = randomUUID();
    const url = `/api/cases/${id}`;
    // The office computer saves the case twice; the laptop last saw revision 1.
    expect(
      (await ann.client.put(url, { revision: 1, seenRevision: 0, sealed: ann.sealed({ by: 'office', revision: 1 }) })).statusCode,
    ).toBe(201);
    expect(
      (await ann.client.put(url, { revision: 2, seenRevision: 1, sealed: ann.sealed({ by: 'office', revision: 2 }) })).statusCode,
    ).toBe(200);

    const laptop = ann.sealed({ by: 'laptop', revision: 2 });
    const refused = await ann.client.put(url, { revision: 2, seenRevision: 1, sealed: laptop });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'The case was changed elsewhere.',
      issues: [{ path: 'seenRevision', message: 'The server holds revision 2 of this case, which this browser has not seen.' }],
      currentRevision: 2,
    });
    // The laptop had saved twice in its own storage meanwhile: a higher revision does not pass over an unseen one.
    const higher = await ann.client.put(url, { revision: 3, seenRevision: 1, sealed: laptop });
    expect(higher.statusCode).toBe(409);
    expect(higher.json()).toMatchObject({ currentRevision: 2, issues: [{ path: 'seenRevision' }] });
    const firstSaveElsewhere = await ann.client.put(url, { revision: 1, seenRevision: 0, sealed: laptop });
    expect(firstSaveElsewhere.json<{ currentRevision: number }>().currentRevision, 'a first save where the server holds one').toBe(2);

    // The user keeps the laptop's version: it must still bring a higher revision than the server's.
    const tooLow = await ann.client.put(url, { revision: 2, seenRevision: 1, overwrite: true, sealed: laptop });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json()).toEqual({
      error: 'The case was changed elsewhere.',
      issues: [{ path: 'revision', message: 'The server holds revision 2 of this case; a save must bring a higher revision.' }],
      currentRevision: 2,
    });
    const kept = ann.sealed({ by: 'laptop', revision: 3 });
    const overwritten = await ann.client.put(url, { revision: 3, seenRevision: 1, overwrite: true, sealed: kept });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect(caseCopy.parse((await ann.client.get(url)).json())).toMatchObject({ revision: 3, sealed: kept });

    // A delete that names the revision it saw does not take a change made since.
    const staleDelete = await ann.client.delete(`${url}?seenRevision=2`);
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json()).toMatchObject({ currentRevision: 3, issues: [{ path: 'seenRevision' }] });
    expect((await ann.client.delete(`${url}?seenRevision=3`)).statusCode).toBe(204);

    // Deleted elsewhere: a save over what the browser saw is refused with revision 0, until the user keeps it.
    const afterDelete = await ann.client.put(url, { revision: 4, seenRevision: 3, sealed: ann.sealed({ by: 'office', revision: 4 }) });
    expect(afterDelete.statusCode).toBe(409);
    expect(afterDelete.json()).toEqual({
      error: 'The case was changed elsewhere.',
      issues: [{ path: 'seenRevision', message: 'The server no longer holds this case: it was deleted since this browser last saw it.' }],
      currentRevision: 0,
    });
    const restored = await ann.client.put(url, {
      revision: 4,
      seenRevision: 3,
      overwrite: true,
      sealed: ann.sealed({ by: 'office', revision: 4 }),
    });
    expect(restored.statusCode).toBe(201);
    expect(await listOf(ann.client)).toEqual([{ id, revision: 4 }]);
  });

  it('lets only one of two saves over the same revision at once through', async () => {
    const ann = await account('Ann Economist');
    const url = `/api/cases/${randomUUID()}`;
    const firsts = await Promise.all([
      ann.client.put(url, { revision: 1, seenRevision: 0, sealed: ann.sealed({ by: 'office' }) }),
      ann.client.put(url, { revision: 1, seenRevision: 0, sealed: ann.sealed({ by: 'laptop' }) }),
    ]);
    expect(firsts.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    // Both saw revision 1; the laptop's own storage had reached 2, so it brings 3.
    const seconds = await Promise.all([
      ann.client.put(url, { revision: 2, seenRevision: 1, sealed: ann.sealed({ by: 'office' }) }),
      ann.client.put(url, { revision: 3, seenRevision: 1, sealed: ann.sealed({ by: 'laptop' }) }),
    ]);
    expect(seconds.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = seconds.find((response) => response.statusCode === 200)!.json<CaseCopySummary>();
    const loser = seconds.find((response) => response.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ currentRevision: winner.revision });
    expect(await listOf(ann.client)).toEqual([{ id: winner.id, revision: winner.revision }]);
  });

  it("keeps each account's copies to itself: another account can neither read, overwrite nor delete one", async () => {
    const ann = await account('Ann Economist');
    const ben = await account('Ben Economist');
    const id = randomUUID();
    const url = `/api/cases/${id}`;
    const anns = ann.sealed(MARTINEZ);
    expect((await ann.client.put(url, { revision: 1, seenRevision: 0, sealed: anns })).statusCode).toBe(201);

    expect((await ben.client.get(url)).statusCode).toBe(404);
    expect(await listOf(ben.client)).toEqual([]);
    expect((await ben.client.delete(url)).statusCode).toBe(404);
    const planted = await ben.client.put(url, { revision: 5, seenRevision: 0, overwrite: true, sealed: anns });
    expect(planted.statusCode, "Ann's sealed case under Ben's account").toBe(400);
    expect(planted.json()).toEqual({
      error: 'The case copy is invalid.',
      issues: [
        { path: 'sealed.owner', message: 'Owner must be the signed-in account: a case is kept only sealed for the account saving it' },
      ],
    });
    // Ben's own case under the same form id is his alone.
    const bens = ben.sealed(LEE);
    expect((await ben.client.put(url, { revision: 7, seenRevision: 0, sealed: bens })).statusCode).toBe(201);

    expect(caseCopy.parse((await ann.client.get(url)).json())).toMatchObject({ revision: 1, sealed: anns });
    expect(caseCopy.parse((await ben.client.get(url)).json())).toMatchObject({ revision: 7, sealed: bens });
    expect(await listOf(ann.client)).toEqual([{ id, revision: 1 }]);
  });

  appRule('answers bad input with 400 naming each field, and keeps nothing', async () => {
    const ann = await account('Ann Economist');
    const id = randomUUID();
    const url = `/api/cases/${id}`;
    const good = ann.sealed(MARTINEZ);
    const issuesOf = async (body: unknown, at = url) => {
      const response = await ann.client.put(at, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ issues: unknown }>().issues;
    };

    expect(
      await issuesOf({
        revision: 0,
        seenRevision: -1,
        overwrite: 'yes',
        sealed: { sealed: 2, owner: '', iv: 'c2hvcnQ=', data: 'not base64 at all, is it?' },
      }),
    ).toEqual([
      { path: 'revision', message: 'Revision must be at least 1' },
      { path: 'seenRevision', message: 'Seen revision must be at least 0' },
      { path: 'overwrite', message: 'Overwrite must be true or false' },
      { path: 'sealed.sealed', message: 'Sealed must be 1, the mark of a sealed case' },
      { path: 'sealed.owner', message: 'Owner is required' },
      { path: 'sealed.iv', message: 'IV must be the base64 of 12 bytes' },
      { path: 'sealed.data', message: 'Ciphertext must be base64' },
    ]);
    expect(await issuesOf({ revision: '2', seenRevision: 1.5 })).toEqual([
      { path: 'revision', message: 'Revision must be a whole number' },
      { path: 'seenRevision', message: 'Seen revision must be a whole number' },
      { path: 'sealed', message: 'The sealed case is required' },
    ]);
    expect(await issuesOf({ revision: 2, seenRevision: 2, sealed: good })).toEqual([
      { path: 'revision', message: 'Revision must be above the seen revision' },
    ]);
    expect(await issuesOf({ revision: CASE_COPY_LIMITS.revision + 1, seenRevision: 0, sealed: good })).toEqual([
      { path: 'revision', message: 'Revision must be at most 2147483647' },
    ]);
    expect(
      await issuesOf({ revision: 1, seenRevision: 0, sealed: { ...good, data: 'A'.repeat(CASE_COPY_LIMITS.sealedDataChars + 4) } }),
    ).toEqual([{ path: 'sealed.data', message: 'Ciphertext must be at most 4 MB of base64' }]);
    expect(await issuesOf({ revision: 1, seenRevision: 0, sealed: { ...good, data: good.data.slice(0, 20) } })).toEqual([
      { path: 'sealed.data', message: 'Ciphertext must be the base64 of a ciphertext with its 16-byte tag' },
    ]);
    expect(await issuesOf({ revision: 1, seenRevision: 0, sealed: 'sealed' })).toEqual([
      { path: 'sealed', message: 'The sealed case must be an object { sealed, owner, iv, data }' },
    ]);
    expect(await issuesOf([])).toEqual([{ path: '', message: 'Invalid input: expected object, received array' }]);
    expect(await issuesOf({ revision: 1, seenRevision: 0, sealed: good }, '/api/cases/case-1')).toEqual([
      { path: 'id', message: 'Form id must be a UUID' },
    ]);
    for (const response of [await ann.client.get('/api/cases/case-1'), await ann.client.delete('/api/cases/case-1')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The case id is invalid.', issues: [{ path: 'id', message: 'Form id must be a UUID' }] });
    }
    for (const [query, message] of [
      ['seenRevision=two', 'Seen revision must be a whole number'],
      ['seenRevision=0', 'Seen revision must be at least 1'],
    ]) {
      const response = await ann.client.delete(`${url}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The seen revision is invalid.', issues: [{ path: 'seenRevision', message }] });
    }
    expect(await listOf(ann.client)).toEqual([]);
  });

  appRule('keeps at most the limit of cases per account', async () => {
    const ann = await account('Ann Economist');
    const now = new Date().toISOString();
    const sealed = JSON.stringify(ann.sealed(MARTINEZ));
    await kit.app
      .accounts!.database.db.insertInto(CASE_COPY_TABLE)
      .values(
        Array.from({ length: CASE_COPY_LIMITS.copies }, () => ({
          owner_user_id: ann.owner,
          form_id: randomUUID(),
          revision: 1,
          sealed,
          updated_at: now,
        })),
      )
      .execute();
    const refused = await ann.client.put(`/api/cases/${randomUUID()}`, { revision: 1, seenRevision: 0, sealed: ann.sealed(LEE) });
    expect(refused.statusCode).toBe(409);
    const message = 'An account keeps at most 1000 cases on the server; delete one first.';
    expect(refused.json()).toEqual({ error: message, issues: [{ path: '', message }] });
    expect(await listOf(ann.client)).toHaveLength(CASE_COPY_LIMITS.copies);
  });

  appRule('needs a signed-in session for every case route', async () => {
    const anonymous = kit.client();
    const url = `/api/cases/${randomUUID()}`;
    for (const response of [
      await anonymous.get('/api/cases'),
      await anonymous.get(url),
      await anonymous.put(url, { revision: 1, seenRevision: 0 }),
      await anonymous.delete(url),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in required', issues: [] });
    }
  });

  appRule('tells the web the copy is on', async () => {
    const setting = await kit.client().get('/api/settings/case-copy');
    expect(setting.statusCode).toBe(200);
    expect(setting.json()).toEqual({ enabled: true });
  });
});

describe('the server copy turned off (CASE_COPY=off)', () => {
  it('serves no case route, and tells the web the copy is off', async () => {
    const kit = await startAccountsTestApp('sqlite', { config: { caseCopy: false } });
    try {
      const client = kit.client();
      await signedInAccount(client, kit.sink);
      const url = `/api/cases/${randomUUID()}`;
      for (const response of [await client.get('/api/cases'), await client.get(url), await client.put(url, {}), await client.delete(url)])
        expect(response.statusCode, response.body).toBe(404);
      expect((await client.get('/api/settings/case-copy')).json()).toEqual({ enabled: false });
      const doc = (await client.get('/api/openapi.json')).json<OpenApiShape>();
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/cases'))).toEqual([]);
    } finally {
      await kit.close();
    }
  });
});

describe('the case routes in the OpenAPI document', () => {
  it('lists them with their id parameter, the save body, the conflict and the sign-in they need', async () => {
    const app = await testApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiShape>();
      expect(Object.keys(doc.paths['/api/cases'] ?? {})).toEqual(['get']);
      expect(Object.keys(doc.paths['/api/cases/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
      const put = doc.paths['/api/cases/{id}']?.put;
      expect(put?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
      expect(put?.requestBody?.content['application/json']?.schema.required).toEqual(['revision', 'seenRevision', 'sealed']);
      expect(put?.responses['409']?.content['application/json']?.schema.properties?.currentRevision?.type).toBe('integer');
      for (const operation of [doc.paths['/api/cases']?.get, put]) expect(operation?.responses['401']).toBeDefined();
      expect(doc.paths['/api/settings/case-copy']?.get?.responses['401'], 'the setting is public').toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('are absent where there are no accounts (the CLI), which says the copy is off', async () => {
    const app = await testApp({}, { requireSession: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/cases' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/settings/case-copy' })).json()).toEqual({ enabled: false });
    } finally {
      await app.close();
    }
  });
});
