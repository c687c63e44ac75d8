import { describe, expect, it } from 'vitest';
import { cssString, printPageStyle } from './print-page-style.ts';

describe('print page style', () => {
  it('escapes the case caption for CSS content', () => {
    expect(cssString('Jo "JJ" O\\Neil\nx')).toBe('"Jo \\"JJ\\" O\\\\Neil x"');
  });

  it('sets a running head and page numbers, none on the title page', () => {
    const css = printPageStyle('Maria L. Alvarez · Personal Injury', '2025-03-01', 'Arial, Arimo, sans-serif');
    expect(css).toContain('size: letter');
    expect(css).toContain('@top-left { content: "Maria L. Alvarez · Personal Injury"');
    expect(css).toContain('counter(page) " of " counter(pages)');
    expect(css).toMatch(/@page :first \{[^}]*content: none/);
  });
});
