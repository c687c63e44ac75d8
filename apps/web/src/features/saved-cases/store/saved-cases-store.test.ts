import { canonicalJson, fingerprintMismatches, issueVersion, type SavedFormRecord } from '@damages/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../../entry-form/testing/index.ts';
import { personalInjuryRecord as reportPersonalInjury } from '../../report/testing/index.ts';
import type { SaveQuestions } from './save-with-questions.ts';
import { importCaseKey, isSealedCase, openSealedCase, sealCase } from './case-cipher.ts';
import { CASE_DAMAGE_REASONS } from './case-damage.ts';
import { sealedCaseIdsKey } from './sealed-case-ids.ts';
import {
  damageSealedCase,
  OTHER_OWNER,
  SEALED_CASE_DAMAGE,
  seedSealedCases,
  storedCase,
  storeSealedCase,
  TEST_OWNER,
  unlockTestAccount,
  writeClearTextCase,
  testStore,
  type SealedCaseDamage,
} from '../testing/sealed-storage.ts';
import { savedCasesAmong, type StoredEntry } from './case-listing.ts';
import { isFormId } from './form-id.ts';
import { SaveConflict, StorageFull } from './save-errors.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const E = '55555555-5555-4555-8555-555555555555';
const wrongfulDeath = () => buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z');
const personalInjury = () => buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-02T10:00:00.000Z');

describe('savedCasesAmong', () => {
  it('lists readable cases newest first and reports the corrupt ones without dropping the others', () => {
    const store: Record<string, StoredEntry> = {
      user: { kind: 'clear', value: { username: 'ann' } },
      font: { kind: 'clear', value: 'Arial' },
      [A]: { kind: 'own', value: wrongfulDeath() },
      [B]: { kind: 'clear', value: personalInjury() },
      [C]: { kind: 'clear', value: undefined }, // invalid JSON
      [D]: { kind: 'own', value: undefined }, // sealed for this account but does not open
      [E]: { kind: 'clear', value: wrongfulDeath() }, // clear text where the account had a sealed case
      foreign: { kind: 'foreign' }, // another account's
      other: { kind: 'clear', value: { formData: { case: {} } } }, // looks like a form record, fails the schema
      unrelated: { kind: 'clear', value: { theme: 'dark' } },
      'draft:new': { kind: 'own', value: undefined }, // a sealed draft that does not open is no case
      [sealedCaseIdsKey(TEST_OWNER)]: { kind: 'own', value: { sealedCaseIds: [A, E] } },
    };
    const list = savedCasesAmong(Object.keys(store), (key) => store[key]!, new Set([A, D, E]));
    expect(list.cases.map((c) => [c.id, c.plaintiffName, c.caseType, c.dateOfReport, c.unclaimed])).toEqual([
      [B, 'Mary Roe', 'Personal injury', '2025-03-01', true],
      [A, 'John Doe', 'Wrongful death', '2025-03-01', false],
    ]);
    expect(list.unreadable.map((u) => [u.id, u.damage])).toEqual([
      [C, 'not-json'],
      [D, 'not-opened'],
      [E, 'replaced'],
      ['other', 'not-a-form'],
    ]);
  });
});

describe('the saved-cases store over local storage', () => {
  it('saves a case under its id, sealed for the account, and reads it back; an unknown id is missing', async () => {
    await testStore().cases.save(A, wrongfulDeath());
    const stored = JSON.parse(localStorage.getItem(A) ?? 'null') as unknown;
    expect(isSealedCase(stored) && stored.owner).toBe(TEST_OWNER);
    expect(localStorage.getItem(A)).not.toContain('John Doe');
    // A first save is also when the case was created (the saved-cases list shows both).
    expect(await storedCase(A)).toEqual({ ...wrongfulDeath(), createdAt: wrongfulDeath().savedAt, revision: 1 });
    const read = testStore().cases.read(A);
    expect(read.status === 'found' && read.record.formData.plaintiff.name).toBe('John Doe');
    expect(testStore().cases.read(B)).toEqual({ status: 'missing' });
    expect(testStore().cases.read('user')).toEqual({ status: 'missing' });
  });

  it('tells an unreadable entry from a missing one, and says in plain words what is wrong with it', () => {
    localStorage.setItem(A, '{not json');
    localStorage.setItem(B, JSON.stringify({ formData: {} }));
    expect(testStore().cases.read(A)).toEqual({ status: 'unreadable', damage: 'not-json', reason: CASE_DAMAGE_REASONS['not-json'] });
    expect(testStore().cases.read(B)).toEqual({ status: 'unreadable', damage: 'not-a-form', reason: CASE_DAMAGE_REASONS['not-a-form'] });
    expect(CASE_DAMAGE_REASONS['not-json']).toMatch(/incomplete or garbled/);
  });

  it('saves a new case under a fresh form id, duplicates it under another, and deletes only what it is asked to', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'ann' }));
    const id = await testStore().cases.saveNew(wrongfulDeath());
    expect(isFormId(id)).toBe(true);
    const copy = await testStore().cases.duplicate(id, '2025-08-01T00:00:00.000Z');
    expect(copy).toBeDefined();
    expect(copy).not.toBe(id);
    const read = testStore().cases.read(copy ?? '');
    expect(read.status === 'found' && read.record.savedAt).toBe('2025-08-01T00:00:00.000Z');
    expect(
      testStore()
        .cases.list()
        .cases.map((c) => c.id),
    ).toEqual([copy, id]);
    testStore().cases.remove(id);
    testStore().cases.remove('user');
    expect(
      testStore()
        .cases.list()
        .cases.map((c) => c.id),
    ).toEqual([copy]);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(await testStore().cases.duplicate(id)).toBeUndefined();
  });
});

describe('the scenario of record saved with a case', () => {
  const calculated = () => reportPersonalInjury();

  it('round-trips through a save and the read of a new page', async () => {
    await testStore().cases.save(A, { ...calculated(), scenarioOfRecord: { income: 1, medical: 'worst' } });
    // A new page: nothing this tab opened is remembered, the case is opened again from storage.
    await unlockTestAccount();
    const read = testStore().cases.read(A);
    expect(read.status === 'found' && read.record.scenarioOfRecord).toEqual({ income: 1, medical: 'worst' });
  });

  it('outlives the form calculated again, keeping only the scenarios that the new results still have', async () => {
    await testStore().cases.save(A, { ...calculated(), scenarioOfRecord: { income: 1, medical: 'worst' } });
    // A submit builds the record afresh from the form, without the scenario of record.
    const same = calculated();
    expect((await testStore().cases.save(A, same)).scenarioOfRecord).toEqual({ income: 1, medical: 'worst' });
    // The second income removed and the worst estimates gone: the saved choice of them goes too, and the defaults apply.
    const fewer = calculated();
    fewer.formData.plaintiff.annualIncome = [135954];
    fewer.medicalReport!.table.worst = [];
    const written = await testStore().cases.save(A, fewer);
    expect(written.scenarioOfRecord).toBeUndefined();
    expect(testStore().cases.read(A).status).toBe('found');
  });
});

describe("the economist's paragraphs saved with a case", () => {
  const calculated = () => reportPersonalInjury();
  const narrative = { background: 'Mr. Okafor was injured at work.', summary: '- One\n- Two' };

  it('outlive the form calculated again, which knows nothing of them', async () => {
    await testStore().cases.save(A, { ...calculated(), formData: { ...calculated().formData, narrative } });
    // A submit builds the record afresh from the form, without the paragraphs.
    expect((await testStore().cases.save(A, calculated())).formData.narrative).toEqual(narrative);
    await unlockTestAccount();
    const read = testStore().cases.read(A);
    expect(read.status === 'found' && read.record.formData.narrative).toEqual(narrative);
  });

  it('are removed when the report saves none: an empty set is not taken for a save that says nothing of them', async () => {
    await testStore().cases.save(A, { ...calculated(), formData: { ...calculated().formData, narrative } });
    expect(
      (await testStore().cases.save(A, { ...calculated(), formData: { ...calculated().formData, narrative: {} } })).formData.narrative,
    ).toEqual({});
    expect((await testStore().cases.save(A, calculated())).formData.narrative).toEqual({});
  });
});

describe('issued versions saved with a case', () => {
  const calculated = () => reportPersonalInjury();

  it('survive the case edited and saved again, byte for byte, with the same fingerprint', async () => {
    const written = await testStore().cases.save(A, await issueVersion(calculated(), '2026-03-01'));
    // Byte for byte as the fingerprint reads it: canonical JSON (a read back writes the keys in the schema's order).
    const issued = canonicalJson(written.issued);
    // Edit the case in the form: a submit builds the record afresh, knowing nothing of the issued versions.
    const edited = calculated();
    edited.formData.plaintiff.annualIncome = [135954];
    edited.lossEarnings!.future!.table[0]!.total_pv = 1;
    expect(canonicalJson((await testStore().cases.save(A, edited)).issued)).toBe(issued);
    // A new page opens the sealed case: the version is as issued, its figures its own, and it verifies.
    await unlockTestAccount();
    const read = testStore().cases.read(A);
    const record = read.status === 'found' ? read.record : undefined;
    expect(record?.lossEarnings?.future?.table[0]?.total_pv).toBe(1);
    expect(canonicalJson(record?.issued)).toBe(issued);
    expect(record?.issued?.[0]?.record.lossEarnings).toEqual(calculated().lossEarnings);
    expect(await fingerprintMismatches(record!)).toEqual([]);
    expect(localStorage.getItem(A)).not.toContain('Alvarez');
  });

  it('are not undone by a tab that opened the case before the issue, and do not go with a copy', async () => {
    await testStore().cases.save(A, calculated());
    const issuedTwice = await issueVersion(await issueVersion(calculated(), '2026-03-01'), '2026-04-15');
    await testStore().cases.save(A, issuedTwice);
    const stale = await issueVersion(calculated(), '2026-03-01');
    expect((await testStore().cases.save(A, stale, { overwrite: true })).issued?.map((v) => v.version)).toEqual([1, 2]);
    const copy = await testStore().cases.duplicate(A, '2026-05-01T00:00:00.000Z');
    const read = testStore().cases.read(copy ?? '');
    expect(read.status === 'found' && read.record.issued).toBeUndefined();
  });
});

describe('cases bound to their owner', () => {
  it("does not show, open, overwrite or delete another account's sealed case", async () => {
    await storeSealedCase(A, wrongfulDeath(), 'other');
    await testStore().vault.refresh();
    expect(testStore().cases.read(A)).toEqual({ status: 'missing' });
    expect(testStore().cases.list()).toEqual({ cases: [], unreadable: [] });
    await expect(testStore().cases.save(A, personalInjury())).rejects.toThrow(
      "Another account's case is saved under this id in this browser.",
    );
    testStore().cases.remove(A);
    expect(JSON.parse(localStorage.getItem(A)!)).toMatchObject({ sealed: 1, owner: OTHER_OWNER });
  });

  it('tells an altered sealed case, or one moved to another owner, as unreadable', async () => {
    await seedSealedCases({ [A]: wrongfulDeath(), [B]: personalInjury() });
    const sealed = JSON.parse(localStorage.getItem(A)!) as { data: string };
    const flipped = (sealed.data[0] === 'A' ? 'B' : 'A') + sealed.data.slice(1);
    localStorage.setItem(A, JSON.stringify({ ...sealed, data: flipped }));
    // The other account's envelope relabelled as this account's: the owner is authenticated, so it does not open.
    const foreign = await sealCase(await importCaseKey(Buffer.alloc(32, 9).toString('base64')), OTHER_OWNER, personalInjury());
    localStorage.setItem(B, JSON.stringify({ ...foreign, owner: TEST_OWNER }));
    await testStore().vault.refresh();
    expect(testStore().cases.read(A)).toMatchObject({ status: 'unreadable' });
    expect(testStore().cases.read(B)).toMatchObject({ status: 'unreadable' });
    expect(
      testStore()
        .cases.list()
        .unreadable.map((u) => u.id)
        .sort(),
    ).toEqual([A, B].sort());
  });

  it('opens a case saved in clear text before sealing as unclaimed, and seals it when kept', async () => {
    localStorage.setItem(A, JSON.stringify(wrongfulDeath()));
    expect(testStore().cases.read(A)).toMatchObject({ status: 'found', unclaimed: true });
    expect(
      testStore()
        .cases.list()
        .cases.map((c) => c.unclaimed),
    ).toEqual([true]);
    await testStore().cases.claim(A);
    expect(testStore().cases.read(A)).toMatchObject({ status: 'found', record: { formData: { plaintiff: { name: 'John Doe' } } } });
    expect(testStore().cases.read(A)).not.toHaveProperty('unclaimed');
    expect(localStorage.getItem(A)).not.toContain('John Doe');
  });

  it('forgets the key at sign-out: nothing is listed or saved, and the stored values stay sealed', async () => {
    const id = await testStore().cases.saveNew(wrongfulDeath());
    testStore().vault.lock();
    expect(testStore().cases.list()).toEqual({ cases: [], unreadable: [] });
    expect(testStore().cases.read(id)).toEqual({ status: 'missing' });
    await expect(testStore().cases.save(id, wrongfulDeath())).rejects.toThrow('Sign in to save cases in this browser.');
    const value = JSON.parse(localStorage.getItem(id)!) as Parameters<typeof openSealedCase>[1];
    expect(
      await openSealedCase(await importCaseKey(Buffer.alloc(32, 1).toString('base64')), value),
      'another key opens nothing',
    ).toBeUndefined();
  });
});

describe('a clear-text case in place of a sealed one', () => {
  it('refuses a clear-text record written over a sealed case of the account, and still offers a pre-sealing one', async () => {
    await seedSealedCases({ [A]: wrongfulDeath(), [C]: wrongfulDeath() });
    // Someone with the browser profile writes their own record over case A; B was saved before cases were sealed.
    writeClearTextCase(A, personalInjury());
    writeClearTextCase(B, personalInjury());
    await unlockTestAccount(); // the next page load
    expect(testStore().cases.read(A)).toEqual({ status: 'unreadable', damage: 'replaced', reason: CASE_DAMAGE_REASONS.replaced });
    expect(testStore().cases.read(B)).toMatchObject({
      status: 'found',
      unclaimed: true,
      record: { formData: { plaintiff: { name: 'Mary Roe' } } },
    });
    const list = testStore().cases.list();
    expect(list.cases.map((c) => [c.id, c.unclaimed])).toEqual([
      [B, true],
      [C, false],
    ]);
    expect(list.unreadable).toEqual([{ id: A, damage: 'replaced', reason: CASE_DAMAGE_REASONS.replaced }]);
    await testStore().cases.claim(A);
    expect(localStorage.getItem(A), 'a replacement cannot be kept in the account').toContain('Mary Roe');
  });

  it('refuses it in the tab that is open too, and after the sealed case was deleted', async () => {
    const id = await testStore().cases.saveNew(wrongfulDeath());
    writeClearTextCase(id, personalInjury());
    expect(testStore().cases.read(id)).toMatchObject({ status: 'unreadable', damage: 'replaced' });
    testStore().cases.remove(id);
    expect(localStorage.getItem(id)).toBeNull();
    writeClearTextCase(id, personalInjury());
    await unlockTestAccount();
    expect(testStore().cases.read(id)).toMatchObject({ status: 'unreadable', damage: 'replaced' });
  });

  it("keeps the ids in an index sealed for the account, which another account's cases do not enter", async () => {
    const id = await testStore().cases.saveNew(wrongfulDeath());
    await storeSealedCase(B, personalInjury(), 'other');
    await unlockTestAccount();
    const index = localStorage.getItem(sealedCaseIdsKey(TEST_OWNER));
    expect(index).not.toContain(id);
    expect(isSealedCase(JSON.parse(index!))).toBe(true);
    expect(await storedCase(sealedCaseIdsKey(TEST_OWNER))).toEqual({ sealedCaseIds: [id] });
    expect(
      testStore()
        .cases.list()
        .cases.map((c) => c.id),
      'the index is not listed as a case',
    ).toEqual([id]);
  });

  it('replaces a refused record with the case file the user imports, sealed again', async () => {
    await seedSealedCases({ [A]: wrongfulDeath() });
    writeClearTextCase(A, personalInjury());
    await unlockTestAccount();
    await testStore().cases.save(A, wrongfulDeath(), { overwrite: true });
    expect(testStore().cases.read(A)).toMatchObject({ status: 'found', record: { formData: { plaintiff: { name: 'John Doe' } } } });
    expect(testStore().cases.read(A)).not.toHaveProperty('unclaimed');
  });
});

describe('a damaged sealed case', () => {
  it.each(Object.entries(SEALED_CASE_DAMAGE) as [SealedCaseDamage, (typeof SEALED_CASE_DAMAGE)[SealedCaseDamage]][])(
    '%s: names the damage (%s) and leaves the other cases readable',
    async (how, damage) => {
      await seedSealedCases({ [A]: wrongfulDeath(), [B]: personalInjury() });
      await damageSealedCase(A, how);
      await unlockTestAccount();
      expect(testStore().cases.read(A)).toEqual({ status: 'unreadable', damage, reason: CASE_DAMAGE_REASONS[damage] });
      expect(testStore().cases.list()).toMatchObject({ cases: [{ id: B }], unreadable: [{ id: A, damage }] });
      testStore().cases.remove(A);
      expect(localStorage.getItem(A)).toBeNull();
      expect(testStore().cases.list()).toMatchObject({ cases: [{ id: B }], unreadable: [] });
    },
  );
});

/** Another tab's save of this account: sealed straight into local storage, as that tab's store would, then opened here (its storage event). */
async function savedElsewhere(id: string, record: SavedFormRecord) {
  await storeSealedCase(id, record);
  await testStore().vault.refresh([id]);
}

describe('two tabs saving the same case', () => {
  it('raises the revision with every save', async () => {
    const id = await testStore().cases.saveNew(wrongfulDeath());
    expect(testStore().cases.read(id)).toMatchObject({ record: { revision: 1 } });
    await testStore().cases.save(id, personalInjury());
    expect(testStore().cases.read(id)).toMatchObject({ record: { revision: 2, savedAt: '2025-07-02T10:00:00.000Z' } });
  });

  it('refuses to save over a newer revision than the one this tab opened, unless told to overwrite', async () => {
    await savedElsewhere(A, { ...wrongfulDeath(), revision: 3 });
    testStore().cases.read(A); // this tab opens revision 3
    await savedElsewhere(A, { ...personalInjury(), revision: 4 }); // the other tab saves
    const conflict = await testStore()
      .cases.save(A, wrongfulDeath())
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(SaveConflict);
    expect((conflict as SaveConflict).theirs.formData.plaintiff.name).toBe('Mary Roe');
    expect(testStore().cases.read(A)).toMatchObject({ record: { revision: 4 } });
    expect((await testStore().cases.save(A, wrongfulDeath(), { overwrite: true })).revision).toBe(5);
    expect((await testStore().cases.save(A, wrongfulDeath())).revision).toBe(6);
  });

  it('does not take a case it never opened from under another tab', async () => {
    await savedElsewhere(B, wrongfulDeath());
    await expect(testStore().cases.save(B, personalInjury())).rejects.toThrow(SaveConflict);
  });

  // The page's store hears other tabs while the app's provider is mounted; here the test listens for it.
  let unwatch: (() => void) | undefined;
  beforeEach(() => {
    unwatch = testStore().watchOtherTabs(window);
  });
  afterEach(() => unwatch?.());

  it('tells the list when another tab changes a case, not when the user or the font changes', async () => {
    const listener = vi.fn();
    const stop = testStore().subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: A, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    // Told once the change is opened (WebCrypto is asynchronous).
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: A, storageArea: localStorage }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets the key when another tab signs out', async () => {
    const id = await testStore().cases.saveNew(wrongfulDeath());
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: '{}', newValue: null, storageArea: localStorage }));
    expect(testStore().cases.read(id)).toEqual({ status: 'missing' });
  });
});

describe('a full storage', () => {
  afterEach(() => vi.restoreAllMocks());

  function fillStorage() {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  }

  it('raises StorageFull holding the record it could not write; a duplicate says so too', async () => {
    await savedElsewhere(A, wrongfulDeath());
    testStore().cases.read(A);
    fillStorage();
    const record = personalInjury();
    const error = await testStore()
      .cases.save(A, record)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFull);
    expect((error as StorageFull).record).toBe(record);
    await expect(testStore().cases.duplicate(A)).rejects.toThrow(StorageFull);
  });
});

describe('saveCaseAsking', () => {
  let remove: (() => void) | undefined;
  afterEach(() => {
    remove?.();
    remove = undefined;
    vi.restoreAllMocks();
  });

  const answering = (answers: Partial<SaveQuestions>): SaveQuestions => ({
    conflict: answers.conflict ?? (async () => 'mine'),
    storageFull: answers.storageFull ?? (async () => 'give-up'),
  });

  it("keeps mine over the other tab's save when the user says so", async () => {
    await savedElsewhere(A, wrongfulDeath());
    testStore().cases.read(A);
    await savedElsewhere(A, { ...personalInjury(), revision: 2 });
    const conflict = vi.fn(async () => 'mine' as const);
    remove = testStore().asking.setQuestions(answering({ conflict }));
    const result = await testStore().asking.save(A, wrongfulDeath());
    expect(conflict).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ status: 'saved', record: { revision: 3 } });
    expect(testStore().cases.read(A)).toMatchObject({ record: { formData: { plaintiff: { name: 'John Doe' } } } });
  });

  it('keeps theirs untouched when the user says so', async () => {
    await savedElsewhere(A, wrongfulDeath());
    testStore().cases.read(A);
    await savedElsewhere(A, { ...personalInjury(), revision: 2 });
    remove = testStore().asking.setQuestions(answering({ conflict: async () => 'theirs' }));
    expect(await testStore().asking.save(A, wrongfulDeath())).toMatchObject({ status: 'kept-theirs' });
    expect(testStore().cases.read(A)).toMatchObject({ record: { revision: 2, formData: { plaintiff: { name: 'Mary Roe' } } } });
  });

  it('asks again after the user freed space, and gives up when told to; never throws', async () => {
    // Called on its own storage below (setItem.call(this, …)).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const setItem = Storage.prototype.setItem;
    let full = true;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const storageFull = vi.fn(async () => {
      full = false;
      return 'retry' as const;
    });
    remove = testStore().asking.setQuestions(answering({ storageFull }));
    expect(await testStore().asking.save(C, wrongfulDeath())).toMatchObject({ status: 'saved' });
    expect(storageFull).toHaveBeenCalledTimes(1);

    full = true;
    remove();
    remove = testStore().asking.setQuestions(answering({}));
    expect(await testStore().asking.save(B, wrongfulDeath())).toMatchObject({
      status: 'not-saved',
      reason: "This browser's storage is full.",
    });
  });
});
