import { formatMoney } from '@damages/contracts';
import JSZip from 'jszip';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { selectReportData } from '../../model/select-report-data.ts';
import { cellText } from '../../tables/columns/index.ts';
import { exportColumns } from '../export-columns.ts';
import { maximalInjuryRecord } from '../testing/maximal-records.ts';
import { buildDocument, wordAppendixPages } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

const text = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'))
    .join('');
const tables = (xml: string) =>
  [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) =>
    [...t[1]!.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => text(c[1]!))),
  );

describe('the Word document of the largest personal-injury case', async () => {
  const record = maximalInjuryRecord();
  const data = selectReportData({ record });
  const document = buildDocument({
    html: renderReportHtml('export-test', record),
    data,
    fontFamily: "'Times New Roman', Tinos, serif",
    headerText: 'Martinez v. Acme Trucking, Inc.',
  });
  const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
  const body = await zip.file('word/document.xml')!.async('string');
  const footers = await Promise.all(
    Object.keys(zip.files)
      .filter((f) => /^word\/footer\d*\.xml$/.test(f))
      .map((f) => zip.file(f)!.async('string')),
  );
  const styles = await zip.file('word/styles.xml')!.async('string');

  it('carries the appendix tables of the chosen scenarios as Word tables with the figures the screen shows', () => {
    const all = tables(body);
    const pages = wordAppendixPages(data).map(({ page }) => page);
    // Earnings past and future, services past and future, and the best scenario's 20 medical modalities.
    expect(pages.length).toBe(2 + 2 + 20);
    const expected = pages.map((page) => {
      const columns = exportColumns(page);
      return [
        columns.map((c) => c.header),
        ...(page.rows.length === 0 ? [['No loss falls in this period.']] : page.rows.map((row) => columns.map((c) => cellText(c, row)))),
        columns.map((c, i) => (i === 0 ? 'Total' : c.total ? cellText(c, page.totals) : '')),
      ];
    });
    const first = all.findIndex((t) => JSON.stringify(t) === JSON.stringify(expected[0]));
    expect(first).toBeGreaterThanOrEqual(0);
    expected.forEach((table, i) => expect(all[first + i], `table ${i + 1}`).toEqual(table));
  });

  it('repeats each table’s header row on every page and numbers the pages "Page n of N"', () => {
    const repeated = body.match(/<w:tblHeader\/>|<w:tblHeader w:val="(?:true|1|on)"\/>/g) ?? [];
    expect(repeated.length).toBeGreaterThanOrEqual(24);
    const footer = footers.join('');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
    expect(text(footer)).toContain('Page ');
    expect(text(footer)).toContain(' of ');
  });

  it('has a contents field, the chosen font and the report’s totals in whole dollars', () => {
    expect(body).toMatch(/TOC \\h \\o &quot;1-2&quot;/);
    expect(styles).toContain('w:ascii="Times New Roman"');
    const words = text(body);
    expect(words).toContain(formatMoney(data.totals.total));
    expect(words).toContain('Rosa Martinez');
  });
});
