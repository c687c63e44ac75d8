import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAccount, signIn } from './testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app.ts';
import { DATABASE_KINDS, itOnSqlite } from './testing/test-databases.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

interface ListedSession {
  id: string;
  token?: string;
  userAgent: string;
  createdAt: string;
}

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  const appRule = itOnSqlite(kind);
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  async function twoDevices() {
    const laptop = kit.client();
    const account = await signedInAccount(laptop, kit.sink);
    const phone = kit.client(FIREFOX);
    expect((await signIn(phone, account)).statusCode).toBe(200);
    return { laptop, phone };
  }

  it('lists each signed-in device with its browser and when it signed in', async () => {
    const { laptop } = await twoDevices();
    const sessions = (await laptop.get('/api/auth/list-sessions')).json<ListedSession[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.userAgent)).toContain(FIREFOX);
    for (const session of sessions) expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
  });

  appRule('never hands a session token to the page, in the list or for the current session', async () => {
    const { laptop } = await twoDevices();
    const listed = await laptop.get('/api/auth/list-sessions');
    const current = await laptop.get('/api/auth/get-session');
    const cookieToken = decodeURIComponent(/session_token=([^;.]+)/.exec(laptop.cookieHeader)![1]!);
    for (const response of [listed, current]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(cookieToken);
      expect(response.body).not.toMatch(/"token"/);
    }
    const ids = listed.json<ListedSession[]>().map((session) => session.id);
    expect(ids).toContain(current.json<{ session: { id: string } }>().session.id);
  });

  appRule('revokes one session by its id, leaving the others signed in', async () => {
    const { laptop, phone } = await twoDevices();
    const sessions = (await laptop.get('/api/auth/list-sessions')).json<ListedSession[]>();
    const phoneSession = sessions.find((session) => session.userAgent === FIREFOX)!;
    const revoked = await laptop.post('/api/auth/revoke-session', { id: phoneSession.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await phone.get('/api/auth/get-session')).json()).toBeNull();
    expect((await laptop.get('/api/auth/get-session')).json()).not.toBeNull();
  });

  it('signs out everywhere', async () => {
    const { laptop, phone } = await twoDevices();
    expect((await laptop.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/get-session')).json()).toBeNull();
    expect((await laptop.get('/api/auth/get-session')).json()).toBeNull();
  });

  appRule('cannot revoke another user’s session', async () => {
    const { phone } = await twoDevices();
    const stranger = kit.client();
    await signedInAccount(stranger, kit.sink);
    const [phoneSession] = (await phone.get('/api/auth/list-sessions')).json<ListedSession[]>().filter((s) => s.userAgent === FIREFOX);
    const refused = await stranger.post('/api/auth/revoke-session', { id: phoneSession!.id });
    expect(refused.statusCode).toBe(404);
    expect((await phone.get('/api/auth/get-session')).json()).not.toBeNull();
  });
});
