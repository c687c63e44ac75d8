import { describe, expect, it } from 'vitest';
import { narrativeBlocks } from './narrative-text.ts';

describe("the economist's plain text as paragraphs and lists", () => {
  it('starts a new paragraph at each blank line, and runs the lines of one paragraph on', () => {
    expect(narrativeBlocks('Mr. Okafor was injured\non March 3, 2023.\n\n\nHe has not worked since.')).toEqual([
      { kind: 'paragraph', text: 'Mr. Okafor was injured on March 3, 2023.' },
      { kind: 'paragraph', text: 'He has not worked since.' },
    ]);
  });

  it('makes a bulleted list of lines starting "- " or "* ", right after a paragraph too', () => {
    expect(narrativeBlocks('Counsel asked me to assume:\n- full-time work until 67;\n* no raise beyond inflation.')).toEqual([
      { kind: 'paragraph', text: 'Counsel asked me to assume:' },
      { kind: 'bullets', items: ['full-time work until 67;', 'no raise beyond inflation.'] },
    ]);
  });

  it('makes a numbered list of lines starting "1. ", "2. " …, keeping the first number', () => {
    expect(narrativeBlocks('1. The vocational expert\n2. The treating surgeon')).toEqual([
      { kind: 'numbered', start: 1, items: ['The vocational expert', 'The treating surgeon'] },
    ]);
    expect(narrativeBlocks('4. Fourth')).toEqual([{ kind: 'numbered', start: 4, items: ['Fourth'] }]);
  });

  it('carries an indented line on the item above it; an unindented one starts a paragraph', () => {
    expect(narrativeBlocks('- a long\n  item\nAfter the list.')).toEqual([
      { kind: 'bullets', items: ['a long item'] },
      { kind: 'paragraph', text: 'After the list.' },
    ]);
  });

  it('starts a new list when bullets follow numbers', () => {
    expect(narrativeBlocks('1. one\n- dot')).toEqual([
      { kind: 'numbered', start: 1, items: ['one'] },
      { kind: 'bullets', items: ['dot'] },
    ]);
  });

  it('takes no dash, star or number without its space for a list, and Windows line ends for line ends', () => {
    expect(narrativeBlocks('-5% a year\r\n*emphasis*\r\n\r\n2.5 years')).toEqual([
      { kind: 'paragraph', text: '-5% a year *emphasis*' },
      { kind: 'paragraph', text: '2.5 years' },
    ]);
  });

  it('keeps markup as the text it is', () => {
    expect(narrativeBlocks('<b>bold</b> & <script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<b>bold</b> & <script>alert(1)</script>' },
    ]);
  });

  it('has no blocks for blank text', () => {
    expect(narrativeBlocks('')).toEqual([]);
    expect(narrativeBlocks(' \n\n \t')).toEqual([]);
  });
});
