import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from '../../features/entry-form/submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from '../../features/entry-form/testing/fixtures.ts';
import { saveCaseAsking, setSaveQuestions, type SaveQuestions } from './save-with-questions.ts';
import {
  deleteCase,
  duplicateCase,
  isFormId,
  listSavedCases,
  readSavedCase,
  saveCase,
  saveNewCase,
  savedCasesAmong,
  onSavedCasesChange,
  SaveConflict,
  StorageFull,
} from './saved-cases-store.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const wrongfulDeath = () => buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z');
const personalInjury = () => buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-02T10:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('savedCasesAmong', () => {
  it('lists readable cases newest first and reports the corrupt ones without dropping the others', () => {
    const store: Record<string, unknown> = {
      user: { username: 'ann' },
      font: 'Arial',
      [A]: wrongfulDeath(),
      [B]: personalInjury(),
      [C]: undefined, // invalid JSON
      other: { formData: { case: {} } }, // looks like a form record, fails the schema
      unrelated: { theme: 'dark' },
    };
    const list = savedCasesAmong(Object.keys(store), (key) => store[key]);
    expect(list.cases.map((c) => [c.id, c.plaintiffName, c.caseType, c.dateOfReport])).toEqual([
      [B, 'Mary Roe', 'Personal injury', '2025-03-01'],
      [A, 'John Doe', 'Wrongful death', '2025-03-01'],
    ]);
    expect(list.unreadable.map((u) => u.id)).toEqual([C, 'other']);
  });
});

describe('the saved-cases store over local storage', () => {
  it('saves a case under its id and reads it back; an unknown id is missing', () => {
    saveCase(A, wrongfulDeath());
    expect(JSON.parse(localStorage.getItem(A) ?? 'null')).toEqual({ ...wrongfulDeath(), revision: 1 });
    const read = readSavedCase(A);
    expect(read.status === 'found' && read.record.formData.plaintiff.name).toBe('John Doe');
    expect(readSavedCase(B)).toEqual({ status: 'missing' });
    expect(readSavedCase('user')).toEqual({ status: 'missing' });
  });

  it('tells an unreadable entry from a missing one', () => {
    localStorage.setItem(A, '{not json');
    localStorage.setItem(B, JSON.stringify({ formData: {} }));
    expect(readSavedCase(A)).toEqual({ status: 'unreadable', reason: 'The entry is not valid JSON.' });
    expect(readSavedCase(B)).toEqual({ status: 'unreadable', reason: 'The entry does not match the saved form layout.' });
  });

  it('saves a new case under a fresh form id, duplicates it under another, and deletes only what it is asked to', () => {
    localStorage.setItem('user', JSON.stringify({ username: 'ann' }));
    const id = saveNewCase(wrongfulDeath());
    expect(isFormId(id)).toBe(true);
    const copy = duplicateCase(id, '2025-08-01T00:00:00.000Z');
    expect(copy).toBeDefined();
    expect(copy).not.toBe(id);
    const read = readSavedCase(copy ?? '');
    expect(read.status === 'found' && read.record.savedAt).toBe('2025-08-01T00:00:00.000Z');
    expect(listSavedCases().cases.map((c) => c.id)).toEqual([copy, id]);
    deleteCase(id);
    deleteCase('user');
    expect(listSavedCases().cases.map((c) => c.id)).toEqual([copy]);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(duplicateCase(id)).toBeUndefined();
  });
});

/** Another tab's save: written straight to local storage, as that tab's store would. */
function savedElsewhere(id: string, record: object) {
  localStorage.setItem(id, JSON.stringify(record));
}

describe('two tabs saving the same case', () => {
  it('raises the revision with every save', () => {
    const id = saveNewCase(wrongfulDeath());
    expect(readSavedCase(id)).toMatchObject({ record: { revision: 1 } });
    saveCase(id, personalInjury());
    expect(readSavedCase(id)).toMatchObject({ record: { revision: 2, savedAt: '2025-07-02T10:00:00.000Z' } });
  });

  it('refuses to save over a newer revision than the one this tab opened, unless told to overwrite', () => {
    savedElsewhere(A, { ...wrongfulDeath(), revision: 3 });
    readSavedCase(A); // this tab opens revision 3
    savedElsewhere(A, { ...personalInjury(), revision: 4 }); // the other tab saves
    const conflict = (() => {
      try {
        saveCase(A, wrongfulDeath());
      } catch (error) {
        return error;
      }
    })();
    expect(conflict).toBeInstanceOf(SaveConflict);
    expect((conflict as SaveConflict).theirs.formData.plaintiff.name).toBe('Mary Roe');
    expect(readSavedCase(A)).toMatchObject({ record: { revision: 4 } });
    expect(saveCase(A, wrongfulDeath(), { overwrite: true }).revision).toBe(5);
    expect(saveCase(A, wrongfulDeath()).revision).toBe(6);
  });

  it('does not take a case it never opened from under another tab', () => {
    savedElsewhere(B, wrongfulDeath());
    expect(() => saveCase(B, personalInjury())).toThrow(SaveConflict);
  });

  it('tells the list when another tab changes a case, not when the user or the font changes', () => {
    const listener = vi.fn();
    const stop = onSavedCasesChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: A, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: A, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a full storage', () => {
  afterEach(() => vi.restoreAllMocks());

  function fillStorage() {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  }

  it('raises StorageFull holding the record it could not write; a duplicate says so too', () => {
    savedElsewhere(A, wrongfulDeath());
    readSavedCase(A);
    fillStorage();
    const record = personalInjury();
    expect(() => saveCase(A, record)).toThrow(StorageFull);
    try {
      saveCase(A, record);
    } catch (error) {
      expect((error as StorageFull).record).toBe(record);
    }
    expect(() => duplicateCase(A)).toThrow(StorageFull);
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
    savedElsewhere(A, wrongfulDeath());
    readSavedCase(A);
    savedElsewhere(A, { ...personalInjury(), revision: 2 });
    const conflict = vi.fn(async () => 'mine' as const);
    remove = setSaveQuestions(answering({ conflict }));
    const result = await saveCaseAsking(A, wrongfulDeath());
    expect(conflict).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ status: 'saved', record: { revision: 3 } });
    expect(readSavedCase(A)).toMatchObject({ record: { formData: { plaintiff: { name: 'John Doe' } } } });
  });

  it('keeps theirs untouched when the user says so', async () => {
    savedElsewhere(A, wrongfulDeath());
    readSavedCase(A);
    savedElsewhere(A, { ...personalInjury(), revision: 2 });
    remove = setSaveQuestions(answering({ conflict: async () => 'theirs' }));
    expect(await saveCaseAsking(A, wrongfulDeath())).toMatchObject({ status: 'kept-theirs' });
    expect(readSavedCase(A)).toMatchObject({ record: { revision: 2, formData: { plaintiff: { name: 'Mary Roe' } } } });
  });

  it('asks again after the user freed space, and gives up when told to; never throws', async () => {
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
    remove = setSaveQuestions(answering({ storageFull }));
    expect(await saveCaseAsking(C, wrongfulDeath())).toMatchObject({ status: 'saved' });
    expect(storageFull).toHaveBeenCalledTimes(1);

    full = true;
    remove();
    remove = setSaveQuestions(answering({}));
    expect(await saveCaseAsking(B, wrongfulDeath())).toMatchObject({ status: 'not-saved', reason: "This browser's storage is full." });
  });
});
