import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ValidationErrorBody } from '@damages/contracts';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { AccountClient } from '../auth/testing/account-client.ts';
import { signedInAccount, type TestAccount } from '../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../auth/testing/accounts-test-app.ts';
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase } from '../auth/testing/test-databases.ts';
import { exampleRequest } from '../testing/shared-examples.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client address no other request used, so that no rate limit counts this test's steady load. */
const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

type RequestKind = 'session check' | 'calculation' | 'sign-in' | 'health';
const KINDS: RequestKind[] = ['session check', 'calculation', 'health', 'session check', 'sign-in'];

interface Answer {
  instance: string;
  kind: RequestKind;
  started: number;
  finished: number;
  response: LightMyRequestResponse;
}

interface Instance {
  name: string;
  kit: AccountsTestApp;
}

/** A browser tab signed in to its own account: one tab's sign-ins never race another's on the same account. */
interface Tab {
  account: TestAccount;
  cookies: Map<string, string>;
}

/** Sends one request of the kind, as a signed-in browser tab would, and says whether it got what it asked for. */
async function send(instance: Instance, { account, cookies }: Tab, kind: RequestKind) {
  const client = new AccountClient(instance.kit.app, instance.kit.client().origin);
  for (const [name, value] of cookies) client.cookies.set(name, value);
  client.extraHeaders['x-forwarded-for'] = someAddress();
  if (kind === 'session check') return client.get('/api/auth/get-session');
  if (kind === 'calculation') return client.post('/api/forensic/get_discount', exampleRequest('get_discount'));
  if (kind === 'sign-in') return client.post('/api/auth/sign-in/username', { username: account.username, password: account.password });
  return client.get('/api/health');
}

/** Whether a 200 is the real answer: a session check that lost its session, or a health that is not ok, is not. */
function served(answer: Answer): boolean {
  if (answer.response.statusCode !== 200) return false;
  const body = answer.response.json<{ user?: unknown; status?: string } | null>();
  if (answer.kind === 'session check') return Boolean(body?.user);
  if (answer.kind === 'health') return body?.status === 'ok';
  return true;
}

/** 503, saying to come back, in the `{error, issues}` shape: what a request may get while the database is away. */
function refusedPolitely(answer: Answer): boolean {
  const { statusCode, headers } = answer.response;
  if (statusCode !== 503 || !(Number(headers['retry-after']) > 0)) return false;
  const body = answer.response.json<{ error?: unknown; issues?: unknown; status?: unknown; database?: unknown }>();
  if (answer.kind === 'health') return body.status === 'unavailable' && body.database === 'unavailable';
  return typeof body.error === 'string' && Array.isArray(body.issues);
}

const describeAnswer = (answer: Answer) =>
  `${answer.kind} on ${answer.instance}: ${answer.response.statusCode} ${answer.response.body.slice(0, 200)}`;

/** Requests from a few browser tabs at once, spread over both instances, until stopped. */
function steadyLoad(instances: Instance[], tabs: Tab[]) {
  const answers: Answer[] = [];
  let running = true;
  const loops = tabs.map(async (tab, index) => {
    for (let turn = index; running; turn += 1) {
      const instance = instances[turn % instances.length]!;
      const kind = KINDS[Math.floor(turn / instances.length) % KINDS.length]!;
      const started = performance.now();
      const response = await send(instance, tab, kind);
      answers.push({ instance: instance.name, kind, started, finished: performance.now(), response });
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/**
 * Waits (at most `withinMs`, so that a service that never recovers fails the
 * test rather than hanging it) until every instance serves a session check,
 * and returns when each first did.
 */
async function recovered(instances: Instance[], tab: Tab, withinMs = 8_000) {
  const deadline = performance.now() + withinMs;
  const since = new Map<string, number>();
  while (since.size < instances.length) {
    expect(performance.now(), `every instance serves again within ${withinMs} ms`).toBeLessThan(deadline);
    for (const instance of instances) {
      if (since.has(instance.name)) continue;
      const started = performance.now();
      const response = await send(instance, tab, 'session check');
      if (served({ instance: instance.name, kind: 'session check', started, finished: performance.now(), response }))
        since.set(instance.name, started);
    }
    await sleep(50);
  }
  return since;
}

/**
 * The expectations of every outage: answers completed before it began were
 * served; those that overlapped it were served or refused with 503 and
 * Retry-After (never a 500, never a wrong answer such as "signed out"); and
 * every one sent after an instance recovered was served. Returns how many were refused.
 */
function expectRideThrough(answers: Answer[], outageStarted: number, recoveredAt: Map<string, number>) {
  const before = answers.filter((answer) => answer.finished < outageStarted);
  const after = answers.filter((answer) => answer.started > recoveredAt.get(answer.instance)!);
  const during = answers.filter((answer) => !before.includes(answer) && !after.includes(answer));
  expect(before.length, 'the load ran before the outage').toBeGreaterThan(0);
  expect(after.length, 'the load ran after the recovery').toBeGreaterThan(0);
  for (const answer of before) expect(served(answer), `before: ${describeAnswer(answer)}`).toBe(true);
  for (const answer of during) expect(served(answer) || refusedPolitely(answer), `during: ${describeAnswer(answer)}`).toBe(true);
  for (const answer of after) expect(served(answer), `after recovery: ${describeAnswer(answer)}`).toBe(true);
  return during.filter(refusedPolitely).length;
}

/**
 * Errors thrown with no one to catch them while the test runs: an 'error'
 * event no one listens to, for one. Vitest catches them; a server process
 * would have ended on the first, taking every request with it.
 */
function watchForCrashes(): unknown[] {
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', onCrash);
  onTestFinished(() => void process.off('uncaughtException', onCrash));
  return crashes;
}

// Two instances of the service on one PostgreSQL schema, reached through a relay this test can cut, and
// connecting under a name of their own, by which this test finds (and ends) their connections and no others.
describe.skipIf(!TEST_DATABASE_URL)('two instances on PostgreSQL when the database goes away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  let instances: Instance[];
  let tabs: Tab[];
  const applicationName = `outage_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    const server = new URL(TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(fresh.databaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('application_name', applicationName);
    database = { databaseUrl: url.toString(), drop: fresh.drop };
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const config = { authSecret: 'a-secret-both-instances-share-0123456789', trustProxy: true };
    [a, b] = await Promise.all([
      startAccountsTestApp('postgres', { database, config }),
      startAccountsTestApp('postgres', { database, config }),
    ]);
    instances = [
      { name: 'A', kit: a },
      { name: 'B', kit: b },
    ];
    tabs = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const client = a.client();
        return { account: await signedInAccount(client, a.sink), cookies: client.cookies };
      }),
    );
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
    await admin?.end();
    await database?.drop();
  });

  it('survive their connections being ended by the server, and serve again at once', async () => {
    const crashes = watchForCrashes();
    const load = steadyLoad(instances, tabs);
    onTestFinished(async () => void (await load.stop()));
    await sleep(400);
    const outageStarted = performance.now();
    let ended = 0;
    // Three times, a moment apart, so that the ends find connections idle, mid-statement and mid-transaction.
    for (let round = 0; round < 3; round += 1) {
      // The list first, then the ends: in one statement PostgreSQL may call pg_terminate_backend on rows
      // before the name filter, ending every connection on the server. The timeout waits until each is gone.
      const listed = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
      const { rows } = await admin.query<{ ended: number }>(
        'select count(*)::int as ended from unnest($1::int[]) as pid where pg_terminate_backend(pid, 5000)',
        [listed.rows.map((row) => row.pid)],
      );
      ended += rows[0]!.ended;
      await sleep(150);
    }
    const recoveredAt = await recovered(instances, tabs[0]!);
    await sleep(800);
    const answers = await load.stop();

    expect(crashes, 'nothing went unhandled, which would have ended the server').toEqual([]);
    expect(ended, 'connections of both instances were ended').toBeGreaterThanOrEqual(2);
    expectRideThrough(answers, outageStarted, recoveredAt);
    const { rows } = await admin.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    expect(rows[0]!.open, 'the pools opened new connections').toBeGreaterThan(0);
  });

  it('survive a restart (connections dropped, new ones refused for 2 s), saying so on /api/health', async () => {
    const crashes = watchForCrashes();
    const load = steadyLoad(instances, tabs);
    onTestFinished(async () => void (await load.stop()));
    await sleep(400);
    const outageStarted = performance.now();
    proxy.refuse();
    const healthDuring: LightMyRequestResponse[] = [];
    for (let probe = 0; probe < 4; probe += 1) {
      await sleep(400);
      for (const { kit } of instances) healthDuring.push(await kit.app.inject({ method: 'GET', url: '/api/health' }));
    }
    proxy.accept();
    const recoveredAt = await recovered(instances, tabs[0]!);
    await sleep(800);
    const answers = await load.stop();

    expect(crashes, 'nothing went unhandled, which would have ended the server').toEqual([]);
    for (const health of healthDuring) {
      expect(health.statusCode, health.body).toBe(503);
      expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    }
    const refused = expectRideThrough(answers, outageStarted, recoveredAt);
    expect(refused, 'requests during the outage were refused with 503').toBeGreaterThan(0);
    const unavailable = answers.find((answer) => refusedPolitely(answer) && answer.kind !== 'health')!;
    expect(unavailable.response.json<ValidationErrorBody>().error).toMatch(/cannot be reached/);
    for (const { kit } of instances) {
      const health = await kit.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    }
  });

  it('answer 503 and say so on /api/health when a failover leaves them on a server that refuses writes', async () => {
    // A third instance, signed in to PostgreSQL under a role of its own: what its sessions may do can then
    // change without touching anyone else's. Its new sessions become read-only, as on a standby.
    const role = `outage_reader_${randomBytes(6).toString('hex')}`;
    // A member of the role that made the tables, so that it may run the start-up migrations as their owner.
    const owner = new URL(TEST_DATABASE_URL!).username || 'postgres';
    await admin.query(`create role ${role} login in role "${owner}"`);
    const url = new URL(database.databaseUrl!);
    url.username = role;
    url.searchParams.set('application_name', `${applicationName}_reader`);
    const reader = await startAccountsTestApp('postgres', {
      database: { databaseUrl: url.toString(), drop: async () => {} },
      config: { authSecret: 'a-secret-both-instances-share-0123456789', trustProxy: true },
    });
    try {
      expect((await reader.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await admin.query(`alter role ${role} set default_transaction_read_only = on`);
      const listed = await admin.query<{ pid: number }>('select pid from pg_stat_activity where usename = $1', [role]);
      await admin.query('select pg_terminate_backend(pid, 5000) from unnest($1::int[]) as pid', [listed.rows.map((row) => row.pid)]);

      const health = await reader.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
      const { account } = tabs[0]!;
      const client = reader.client();
      client.extraHeaders['x-forwarded-for'] = someAddress();
      const signIn = await client.post('/api/auth/sign-in/username', { username: account.username, password: account.password });
      expect(signIn.statusCode, signIn.body).toBe(503);
      expect(signIn.json()).toEqual({ error: expect.stringMatching(/cannot be reached/) as unknown, issues: [] });
    } finally {
      await reader.close();
      await admin.query(`drop role ${role}`);
    }
  });
});
