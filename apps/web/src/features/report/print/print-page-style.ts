/** A CSS string literal for `content:` (quotes, backslashes and line breaks escaped). */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ')}"`;
}

/**
 * The printed report's page rules: US Letter, a running head with the case
 * caption and the report date, and "Page n of N" in the footer; the title page
 * carries none of them.
 */
export function printPageStyle(caption: string, reportDate: string, fontFamily: string): string {
  const margin = `font-family: ${fontFamily}; font-size: 8pt; color: #555;`;
  return `
@page {
  size: letter;
  margin: 0.85in 0.8in 0.8in 0.8in;
  @top-left { content: ${cssString(caption)}; ${margin} vertical-align: bottom; padding-bottom: 0.12in; }
  @top-right { content: ${cssString(`Report date ${reportDate}`)}; ${margin} vertical-align: bottom; padding-bottom: 0.12in; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); ${margin} vertical-align: top; padding-top: 0.12in; }
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
  @bottom-center { content: none; }
}`;
}
