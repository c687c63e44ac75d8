import { describe, expect, it } from 'vitest';
import { parseCsv, withHeader } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM and a missing final newline', () => {
    const text = '\uFEFFDate,"1 Mo","a ""b"", c"\r\n01/02/2024,5.5,\r\n\r\n01/03/2024,,x';
    expect(parseCsv(text)).toEqual([
      ['Date', '1 Mo', 'a "b", c'],
      ['01/02/2024', '5.5', ''],
      ['01/03/2024', '', 'x'],
    ]);
  });

  it('supports other delimiters', () => {
    expect(parseCsv('a\tb\n1\t2\n', '\t')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted field/);
  });
});

describe('withHeader', () => {
  it('finds columns case-insensitively and names the missing one', () => {
    const { column, body } = withHeader(parseCsv('Year,Value\n2020,1\n'));
    expect(column('value')).toBe(1);
    expect(body).toEqual([['2020', '1']]);
    expect(() => column('period')).toThrow(/no "period" column \(columns: Year, Value\)/);
  });
});
