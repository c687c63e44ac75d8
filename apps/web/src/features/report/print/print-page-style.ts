import { useEffect } from 'react';

/** A CSS string literal for `content:` (quotes, backslashes and line breaks escaped). */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ')}"`;
}

/**
 * The printed report's page rules: US Letter, a running head with the case
 * caption and the report date, and "Page n of N" in the footer, beside the
 * issued version's line when it is one; the title page carries none of them
 * (it prints that line itself). The page "wide-table" is the same page turned landscape,
 * for the tables too wide for a portrait page (report.css names them);
 * it is defined here, in the same sheet, because Chromium lets a later sheet's
 * unnamed @page size override a named page's size from an earlier one.
 */
export function printPageStyle(caption: string, reportDate: string, fontFamily: string, issuedLine?: string): string {
  const margin = `font-family: ${fontFamily}; font-size: 8pt; color: #555;`;
  // An issued version names itself and its fingerprint at the foot of every page, so a single page shows which version it is.
  const issued =
    issuedLine === undefined
      ? ''
      : `\n  @bottom-left { content: ${cssString(issuedLine)}; ${margin} vertical-align: top; padding-top: 0.12in; }`;
  return `
@page {
  size: letter;
  margin: 0.85in 0.8in 0.8in 0.8in;
  @top-left { content: ${cssString(caption)}; ${margin} vertical-align: bottom; padding-bottom: 0.12in; }
  @top-right { content: ${cssString(`Report date ${reportDate}`)}; ${margin} vertical-align: bottom; padding-bottom: 0.12in; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); ${margin} vertical-align: top; padding-top: 0.12in; }${issued}
}
@page wide-table {
  size: letter landscape;
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
  @bottom-center { content: none; }${issuedLine === undefined ? '' : '\n  @bottom-left { content: none; }'}
}`;
}

/**
 * Adopts `css` as a constructed style sheet of the document while the calling
 * component is mounted. An inline <style> element would be refused by the
 * server's Content-Security-Policy (style-src 'self'); a sheet built through
 * the CSSOM is not. Where constructed sheets are not supported (old browsers,
 * jsdom), the page rules are simply absent: the report prints without its running head.
 */
export function usePageStyleSheet(css: string): void {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return undefined;
    let sheet: CSSStyleSheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return undefined;
    }
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css]);
}
