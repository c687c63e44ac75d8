import { describe, expect, it } from 'vitest';
import { fixture } from '../testing/fixtures.ts';
import { makeZip } from '../testing/make-xlsx.ts';
import { openZip } from './zip-archive.ts';

describe('openZip', () => {
  it('lists and inflates the entries of an official NCHS workbook', () => {
    const zip = openZip(fixture('life-tables/originals/nvsr72-12_Table01.xlsx'));
    expect(zip.names).toContain('xl/worksheets/sheet1.xml');
    expect(zip.names).toContain('xl/sharedStrings.xml');
    expect(zip.read('xl/worksheets/sheet1.xml').toString('utf8')).toMatch(/^<\?xml[\s\S]*<\/worksheet>$/);
  });

  it('round-trips a zip with non-ASCII names and text', () => {
    const zip = openZip(makeZip({ 'a/ü.txt': '0–1 and “more”', 'b.bin': Buffer.from([0, 1, 2]) }));
    expect(zip.names).toEqual(['a/ü.txt', 'b.bin']);
    expect(zip.read('a/ü.txt').toString('utf8')).toBe('0–1 and “more”');
    expect([...zip.read('b.bin')]).toEqual([0, 1, 2]);
    expect(() => zip.read('missing')).toThrow(/no entry missing/);
  });

  it('rejects something that is not a zip', () => {
    expect(() => openZip(Buffer.from('<html>503 Service Unavailable</html>'))).toThrow(/not a zip file/);
  });
});
