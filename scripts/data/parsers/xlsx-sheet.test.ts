import { describe, expect, it } from 'vitest';
import { fixture } from '../testing/fixtures.ts';
import { makeXlsx } from '../testing/make-xlsx.ts';
import { readFirstSheet } from './xlsx-sheet.ts';

describe('readFirstSheet', () => {
  it('resolves shared strings (including rich-text runs) and keeps numbers at full precision', () => {
    const rows = readFirstSheet(fixture('life-tables/originals/nvsr72-12_Table01.xlsx'));
    expect(rows[0]![0]).toBe('Table 1. Life table for the total population: United States, 2021');
    expect(rows[1]![1]).toBe('Probability of dying between ages x and x + 1');
    expect(rows[2]).toEqual([null, 'qx', 'lx', 'dx', 'Lx', 'Tx', 'ex']);
    expect(rows[3]![0]).toBe('0–1');
    expect(rows[3]![6]).toBe(76.370223999023438);
    expect(rows[103]![0]).toBe('100 and older');
  });

  it('follows the workbook to the first sheet, places cells by reference and decodes entities', () => {
    const rows = readFirstSheet(makeXlsx([['A & B', null, 3.5], [], ['x<y']]));
    expect(rows).toEqual([['A & B', null, 3.5], [], ['x<y']]);
  });
});
