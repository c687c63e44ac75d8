import { describe, expect, it } from 'vitest';
import { testStore } from '../../saved-cases/testing/index.ts';
import { personalInjuryRecord } from '../testing/fixtures.ts';
import { fontFamily, readFont, writeFont } from './fonts.ts';
import { loadReport } from './load-report.ts';
import { readStoredSelection, storeSelection } from './scenario-storage.ts';

describe('report font preference', () => {
  it('defaults to Arial and keeps the choice under the key "font"', () => {
    expect(readFont()).toBe('Arial');
    writeFont('Garamond');
    expect(localStorage.getItem('font')).toBe('"Garamond"');
    expect(readFont()).toBe('Garamond');
    expect(fontFamily('Garamond')).toBe("Garamond, 'EB Garamond', serif");
  });

  it('also reads a plain stored label and ignores unknown fonts', () => {
    localStorage.setItem('font', 'Courier New');
    expect(readFont()).toBe('Courier New');
    localStorage.setItem('font', '"Comic Sans MS"');
    expect(readFont()).toBe('Arial');
  });
});

describe('report loader', () => {
  it('reads and validates the record saved under the form id', async () => {
    const record = personalInjuryRecord();
    localStorage.setItem('case-1', JSON.stringify(record));
    expect(await loadReport(testStore(), { params: { formId: 'case-1' } })).toEqual({ formId: 'case-1', record });
  });

  it('answers no record when nothing is saved, and what is wrong with a damaged one instead of throwing', async () => {
    expect(await loadReport(testStore(), { params: { formId: 'nothing' } })).toEqual({ formId: 'nothing', record: undefined });
    localStorage.setItem('bad', JSON.stringify({ formData: {} }));
    expect(await loadReport(testStore(), { params: { formId: 'bad' } })).toEqual({
      formId: 'bad',
      record: undefined,
      damage: 'not-a-form',
    });
  });
});

describe('scenario storage', () => {
  it('keeps the selection per form for the session', () => {
    storeSelection('a', { income: 1, retirement: 0, lifeExpectancy: 1, medical: 'worst' });
    expect(readStoredSelection('a')).toEqual({ income: 1, retirement: 0, lifeExpectancy: 1, medical: 'worst' });
    expect(readStoredSelection('b')).toBeUndefined();
    sessionStorage.clear();
  });
});
