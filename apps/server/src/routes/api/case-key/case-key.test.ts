import { caseKeyResponse } from '@damages/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../../auth/testing/accounts-test-app.ts';
import { DATABASE_KINDS } from '../../../auth/testing/test-databases.ts';

describe.each(DATABASE_KINDS)('the case key on %s', (kind) => {
  let kit: AccountsTestApp;
  beforeEach(async () => {
    kit = await startAccountsTestApp(kind);
  });
  afterEach(() => kit.close());

  it('gives each account one key of its own, never cached, and none to an anonymous visitor', async () => {
    const ann = kit.client();
    await signedInAccount(ann, kit.sink, { name: 'Ann Economist' });
    const [first, concurrent] = await Promise.all([ann.get('/api/case-key'), ann.get('/api/case-key')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { key, owner } = caseKeyResponse.parse(first.json());
    expect(owner).toBe((await ann.get('/api/auth/get-session')).json<{ user: { id: string } }>().user.id);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(concurrent.json(), 'two first requests at once agree on one key').toEqual({ owner, key });
    expect((await ann.get('/api/case-key')).json(), 'the same key on every visit').toEqual({ owner, key });

    const ben = kit.client();
    await signedInAccount(ben, kit.sink, { name: 'Ben Economist' });
    const bens = caseKeyResponse.parse((await ben.get('/api/case-key')).json());
    expect(bens.key).not.toBe(key);
    expect(bens.owner).not.toBe(owner);

    const anonymous = kit.client();
    const refused = await anonymous.get('/api/case-key');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Sign in required', issues: [] });
  });
});
