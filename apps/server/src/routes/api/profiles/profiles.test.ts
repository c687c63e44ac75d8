import type { EconomistProfile, ValidationErrorBody } from '@damages/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountClient } from '../../../auth/testing/account-client.ts';
import { signedInAccount } from '../../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../../auth/testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from '../../../auth/testing/test-databases.ts';
import type { OpenApiShape } from '../../../testing/openapi-shape.ts';
import { testApp } from '../../../testing/test-app.ts';

// The smallest PNG and JPEG headers with a few bytes after them: the checks read the first bytes.
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const GIF = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;

const RIVERA = {
  fullName: 'Jordan Rivera',
  credentials: 'Ph.D., Economics',
  title: 'Senior Economist',
  firm: 'Rivera Economics LLC',
  address: '100 Main Street\nSpringfield, IL 62701',
  phone: '(217) 555-0100',
  email: 'jordan@rivera-economics.example',
  hourlyFeeStudy: '412.50',
  hourlyFeeTestimony: 600,
  qualifications: 'Ph.D. in Economics, University of Illinois, 2004.',
  publications: 'Discounting future losses (2019)\nHousehold services valuation (2022)',
  testimony: [
    { case: 'Martinez v. Acme Trucking, Inc.', court: 'N.D. Ill.', year: '2023', kind: 'deposition' },
    { case: 'Lee v. City of Springfield', court: 'Sangamon County Circuit Court', year: 2022, kind: 'trial' },
  ],
  signatureImage: PNG,
};

describe.each(DATABASE_KINDS)('economist profiles on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  /** A JSON request from a signed-in browser tab (the account client only sends GET and POST). */
  function send(client: AccountClient, method: 'PUT' | 'DELETE', url: string, body?: unknown) {
    return kit.app.inject({
      method,
      url,
      headers: {
        origin: client.origin,
        cookie: client.cookieHeader,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  async function ownProfile(client: AccountClient): Promise<EconomistProfile> {
    const response = await client.get('/api/profiles');
    expect(response.statusCode, response.body).toBe(200);
    const [own] = response.json<EconomistProfile[]>();
    return own!;
  }

  it("makes the account's own profile from its name on the first visit, once", async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink, { name: 'Jordan Rivera' });
    const first = (await client.get('/api/profiles')).json<EconomistProfile[]>();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      isPrimary: true,
      fullName: 'Jordan Rivera',
      credentials: '',
      hourlyFeeStudy: null,
      testimony: [],
      signatureImage: null,
    });
    const [again, concurrent] = await Promise.all([client.get('/api/profiles'), client.get('/api/profiles')]);
    expect(again.json<EconomistProfile[]>().map((p) => p.id)).toEqual([first[0]!.id]);
    expect(concurrent.json<EconomistProfile[]>().map((p) => p.id)).toEqual([first[0]!.id]);
  });

  it('saves every field of the own profile and reads it back exactly', async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink);
    const own = await ownProfile(client);
    const saved = await send(client, 'PUT', `/api/profiles/${own.id}`, RIVERA);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await client.get(`/api/profiles/${own.id}`)).json<EconomistProfile>();
    expect(read).toMatchObject({
      id: own.id,
      isPrimary: true,
      fullName: 'Jordan Rivera',
      credentials: 'Ph.D., Economics',
      address: '100 Main Street\nSpringfield, IL 62701',
      hourlyFeeStudy: 412.5,
      hourlyFeeTestimony: 600,
      testimony: [
        { case: 'Martinez v. Acme Trucking, Inc.', court: 'N.D. Ill.', year: 2023, kind: 'deposition' },
        { case: 'Lee v. City of Springfield', court: 'Sangamon County Circuit Court', year: 2022, kind: 'trial' },
      ],
      signatureImage: PNG,
    });
    expect(read).toEqual(saved.json());
  });

  it('adds colleagues, lists them after the own profile by name, updates and deletes them', async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink, { name: 'Zoe Owner' });
    const own = await ownProfile(client);
    const zed = await client.post('/api/profiles', { fullName: 'Yann Colleague', hourlyFeeStudy: '350' });
    expect(zed.statusCode, zed.body).toBe(201);
    const amy = (await client.post('/api/profiles', { fullName: 'Amy Colleague' })).json<EconomistProfile>();
    expect(amy.isPrimary).toBe(false);

    const listed = (await client.get('/api/profiles')).json<EconomistProfile[]>();
    expect(listed.map((p) => p.fullName)).toEqual(['Zoe Owner', 'Amy Colleague', 'Yann Colleague']);
    expect(listed[2]!.hourlyFeeStudy).toBe(350);

    const renamed = await send(client, 'PUT', `/api/profiles/${amy.id}`, { fullName: 'Amy Colleague-Smith', title: 'Economist' });
    expect(renamed.json()).toMatchObject({ fullName: 'Amy Colleague-Smith', title: 'Economist', isPrimary: false });

    expect((await send(client, 'DELETE', `/api/profiles/${amy.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/profiles/${amy.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/profiles')).json<EconomistProfile[]>().map((p) => p.fullName)).toEqual(['Zoe Owner', 'Yann Colleague']);

    const refused = await send(client, 'DELETE', `/api/profiles/${own.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "The account's own profile cannot be deleted.",
      issues: [{ path: 'id', message: "The account's own profile cannot be deleted." }],
    });
    expect((await client.get(`/api/profiles/${own.id}`)).statusCode).toBe(200);
  });

  appRule("keeps each account's profiles to itself: another account's profile is not found", async () => {
    const alice = kit.client();
    await signedInAccount(alice, kit.sink, { name: 'Alice Economist' });
    const bob = kit.client();
    await signedInAccount(bob, kit.sink, { name: 'Bob Economist' });
    const aliceOwn = await ownProfile(alice);
    const aliceColleague = (await alice.post('/api/profiles', { fullName: 'Carol Colleague' })).json<EconomistProfile>();

    expect((await bob.get('/api/profiles')).json<EconomistProfile[]>().map((p) => p.fullName)).toEqual(['Bob Economist']);
    for (const id of [aliceOwn.id, aliceColleague.id]) {
      const read = await bob.get(`/api/profiles/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ error: 'There is no such profile in this account.' });
      expect((await send(bob, 'PUT', `/api/profiles/${id}`, { fullName: 'Taken Over' })).statusCode).toBe(404);
      expect((await send(bob, 'DELETE', `/api/profiles/${id}`)).statusCode).toBe(404);
    }
    expect((await alice.get('/api/profiles')).json<EconomistProfile[]>().map((p) => p.fullName)).toEqual([
      'Alice Economist',
      'Carol Colleague',
    ]);
  });

  appRule('answers a bad profile with 400 naming each field, and changes nothing', async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink, { name: 'Jordan Rivera' });
    const own = await ownProfile(client);
    const response = await send(client, 'PUT', `/api/profiles/${own.id}`, {
      fullName: '  ',
      email: 'not an address',
      hourlyFeeStudy: '45O',
      hourlyFeeTestimony: 250_000,
      testimony: [{ case: 'Doe v. Roe', court: '', year: '23', kind: 'hearing' }],
      signatureImage: GIF,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The profile is invalid.',
      issues: [
        { path: 'fullName', message: 'Full name is required' },
        { path: 'email', message: 'E-mail must be an e-mail address such as name@example.com' },
        { path: 'hourlyFeeStudy', message: 'Hourly fee — study must be a dollar amount such as 450 or 450.00' },
        { path: 'hourlyFeeTestimony', message: 'Hourly fee — testimony must be at most $100,000' },
        { path: 'testimony.0.court', message: 'Court is required' },
        { path: 'testimony.0.year', message: 'Year must be a year between 1950 and 2100' },
        { path: 'testimony.0.kind', message: 'Kind must be deposition or trial' },
        { path: 'signatureImage', message: 'Signature image must be a PNG or JPEG image' },
      ],
    });
    expect((await client.get(`/api/profiles/${own.id}`)).json<EconomistProfile>().fullName).toBe('Jordan Rivera');
  });

  appRule('refuses a signature that is not what it claims or too large, and bodies that are not profiles', async () => {
    const client = kit.client();
    await signedInAccount(client, kit.sink);
    const disguised = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const large = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(210 * 1024)]).toString('base64')}`;
    for (const [signatureImage, message] of [
      [disguised, 'Signature image is not a valid PNG file'],
      [large, 'Signature image must be at most 200 KB'],
      ['https://example.com/signature.png', 'Signature image must be a PNG or JPEG image'],
    ]) {
      const response = await client.post('/api/profiles', { fullName: 'Sam Signer', signatureImage });
      expect(response.statusCode).toBe(400);
      expect(response.json<ValidationErrorBody>().issues).toEqual([{ path: 'signatureImage', message }]);
    }
    for (const body of [[], 'Sam', { fullName: 42, testimony: 'none' }]) {
      const response = await client.post('/api/profiles', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ValidationErrorBody>().issues.length).toBeGreaterThan(0);
    }
    const missing = await client.post('/api/profiles', {});
    expect(missing.json<ValidationErrorBody>().issues).toEqual([{ path: 'fullName', message: 'Full name is required' }]);
  });

  appRule('needs a signed-in session for every profile route', async () => {
    const anonymous = kit.client();
    expect((await anonymous.get('/api/profiles')).statusCode).toBe(401);
    expect((await anonymous.post('/api/profiles', { fullName: 'X' })).json()).toEqual({ error: 'Sign in required', issues: [] });
    expect((await send(anonymous, 'PUT', '/api/profiles/any', { fullName: 'X' })).statusCode).toBe(401);
    expect((await send(anonymous, 'DELETE', '/api/profiles/any')).statusCode).toBe(401);
  });
});

describe('the profile routes in the OpenAPI document', () => {
  it('lists them with their id parameter, their bodies and the sign-in they need', async () => {
    const app = await testApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiShape>();
      expect(Object.keys(doc.paths['/api/profiles'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths['/api/profiles/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
      const put = doc.paths['/api/profiles/{id}']?.put;
      expect(put?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
      expect(put?.requestBody?.content['application/json']?.schema.required).toEqual(['fullName']);
      for (const operation of [doc.paths['/api/profiles']?.get, put]) expect(operation?.responses['401']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('are absent where there are no accounts (the CLI)', async () => {
    const app = await testApp({}, { requireSession: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
