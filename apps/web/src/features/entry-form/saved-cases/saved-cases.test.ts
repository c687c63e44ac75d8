import { describe, expect, it } from 'vitest';
import { buildSavedRecord } from '../submit/save-record.ts';
import { personalInjuryValues, wrongfulDeathValues } from '../test/fixtures.ts';
import { readSavedCases } from './saved-cases.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('readSavedCases', () => {
  it('lists readable cases newest first and reports the corrupt ones without dropping the others', () => {
    const store: Record<string, unknown> = {
      user: { username: 'ann' },
      font: 'Arial',
      [A]: buildSavedRecord(wrongfulDeathValues(), {}, '2025-07-01T10:00:00.000Z'),
      [B]: buildSavedRecord(personalInjuryValues(), {}, '2025-07-02T10:00:00.000Z'),
      [C]: undefined, // invalid JSON
      other: { formData: { case: {} } }, // looks like a form record, fails the schema
      unrelated: { theme: 'dark' },
    };
    const list = readSavedCases(Object.keys(store), (key) => store[key]);
    expect(list.cases.map((c) => [c.id, c.plaintiffName, c.caseType, c.dateOfReport])).toEqual([
      [B, 'Mary Roe', 'Personal injury', '2025-03-01'],
      [A, 'John Doe', 'Wrongful death', '2025-03-01'],
    ]);
    expect(list.unreadable.map((u) => u.id)).toEqual([C, 'other']);
  });
});
