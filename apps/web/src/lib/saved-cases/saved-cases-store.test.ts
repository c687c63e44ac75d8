import { beforeEach, describe, expect, it } from 'vitest';
import { buildSavedRecord } from '../../features/entry-form/submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from '../../features/entry-form/testing/fixtures.ts';
import {
  deleteCase,
  duplicateCase,
  isFormId,
  listSavedCases,
  readSavedCase,
  saveCase,
  saveNewCase,
  savedCasesAmong,
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
    expect(JSON.parse(localStorage.getItem(A) ?? 'null')).toEqual(wrongfulDeath());
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
