import { beforeEach, describe, expect, it } from 'vitest';
import { discardDraft, draftKey, keepDraft, readDraft } from './drafts.ts';
import { listSavedCases, lockSavedCases } from './saved-cases-store.ts';
import { storeSealedCase, unlockTestAccount } from '../testing/sealed-storage.ts';

const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(async () => {
  localStorage.clear();
  await unlockTestAccount();
});

describe('drafts of the entry form', () => {
  it('keeps a draft per form, sealed, out of the saved-cases list', async () => {
    await keepDraft(undefined, { name: 'new one' }, '2025-07-01T10:00:00.000Z');
    await keepDraft(ID, { name: 'saved one' });
    expect(readDraft(undefined)).toEqual({ draft: 1, values: { name: 'new one' }, savedAt: '2025-07-01T10:00:00.000Z' });
    expect(readDraft<{ name: string }>(ID)?.values.name).toBe('saved one');
    expect(localStorage.getItem(draftKey(undefined))).not.toContain('new one');
    expect(listSavedCases()).toEqual({ cases: [], unreadable: [] });
  });

  it('opens after the account unlocks again, and not while locked', async () => {
    await keepDraft(undefined, { name: 'new one' });
    lockSavedCases();
    expect(readDraft(undefined)).toBeUndefined();
    await expect(keepDraft(undefined, { name: 'typed while signed out' })).rejects.toThrow('Sign in');
    await unlockTestAccount();
    expect(readDraft<{ name: string }>(undefined)?.values.name).toBe('new one');
  });

  it("does not come back when discarded while still being sealed, and leaves another account's draft alone", async () => {
    const keeping = keepDraft(undefined, { name: 'late' });
    discardDraft(undefined);
    await keeping;
    expect(localStorage.getItem(draftKey(undefined))).toBeNull();

    await storeSealedCase(draftKey(ID), { draft: 1, values: {}, savedAt: '' } as never, 'other');
    await unlockTestAccount();
    expect(readDraft(ID)).toBeUndefined();
    discardDraft(ID);
    expect(localStorage.getItem(draftKey(ID))).not.toBeNull();
  });
});
