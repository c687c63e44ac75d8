import { describe, expect, it } from 'vitest';
import { formatJson } from './format-json.ts';

describe('formatJson', () => {
  it('puts objects one key per line, rows one per line, and wraps the named flat arrays', () => {
    const text = formatJson(
      {
        name: 'x',
        values: [1, 2.5, null, 4, 5],
        rows: [
          [1, null],
          [2, 3],
        ],
        tags: ['a', 'b'],
        nested: { empty: [], eq: { a: 1, b: -0.5 } },
      },
      { values: 2 },
    );
    expect(text).toBe(
      [
        '{',
        '  "name": "x",',
        '  "values": [',
        '    1, 2.5,',
        '    null, 4,',
        '    5',
        '  ],',
        '  "rows": [',
        '    [1,null],',
        '    [2,3]',
        '  ],',
        '  "tags": ["a","b"],',
        '  "nested": {',
        '    "empty": [],',
        '    "eq": { "a": 1, "b": -0.5 }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(text)).toEqual({
      name: 'x',
      values: [1, 2.5, null, 4, 5],
      rows: [
        [1, null],
        [2, 3],
      ],
      tags: ['a', 'b'],
      nested: { empty: [], eq: { a: 1, b: -0.5 } },
    });
  });

  it('can put fewer items on the first line, so a series starting in November still has one year per line', () => {
    expect(formatJson({ values: [1, 2, 3, 4, 5] }, { values: { first: 2, per: 3 } })).toBe(
      '{\n  "values": [\n    1, 2,\n    3, 4, 5\n  ]\n}\n',
    );
  });

  it('refuses values JSON cannot hold', () => {
    expect(() => formatJson({ a: [Number.NaN] })).toThrow(/cannot write NaN/);
  });
});
