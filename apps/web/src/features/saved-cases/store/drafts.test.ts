import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from './drafts.ts';
import { storeSealedCase, testStore, unlockTestAccount } from '../testing/sealed-storage.ts';

const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(async () => {
  localStorage.clear();
  await unlockTestAccount();
});

describe('drafts of the entry form', () => {
  it('keeps a draft per form, sealed, out of the saved-cases list', async () => {
    await testStore().drafts.keep(undefined, { name: 'new one' }, '2025-07-01T10:00:00.000Z');
    await testStore().drafts.keep(ID, { name: 'saved one' });
    expect(testStore().drafts.read(undefined)).toEqual({ draft: 1, values: { name: 'new one' }, savedAt: '2025-07-01T10:00:00.000Z' });
    expect(testStore().drafts.read<{ name: string }>(ID)?.values.name).toBe('saved one');
    expect(localStorage.getItem(draftKey(undefined))).not.toContain('new one');
    expect(testStore().cases.list()).toEqual({ cases: [], unreadable: [] });
  });

  it('opens after the account unlocks again, and not while locked', async () => {
    await testStore().drafts.keep(undefined, { name: 'new one' });
    testStore().vault.lock();
    expect(testStore().drafts.read(undefined)).toBeUndefined();
    await expect(testStore().drafts.keep(undefined, { name: 'typed while signed out' })).rejects.toThrow('Sign in');
    await unlockTestAccount();
    expect(testStore().drafts.read<{ name: string }>(undefined)?.values.name).toBe('new one');
  });

  it("does not come back when discarded while still being sealed, and leaves another account's draft alone", async () => {
    const keeping = testStore().drafts.keep(undefined, { name: 'late' });
    testStore().drafts.discard(undefined);
    await keeping;
    expect(localStorage.getItem(draftKey(undefined))).toBeNull();

    await storeSealedCase(draftKey(ID), { draft: 1, values: {}, savedAt: '' } as never, 'other');
    await unlockTestAccount();
    expect(testStore().drafts.read(ID)).toBeUndefined();
    testStore().drafts.discard(ID);
    expect(localStorage.getItem(draftKey(ID))).not.toBeNull();
  });
});
