import JSZip from 'jszip';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { selectReportData } from '../../model/select-report-data.ts';
import { version3InjuryRecord, WORKLIFE_TABLE } from '../testing/version3-record.ts';
import { buildDocument } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

/**
 * The Word report of a version-3 case (forum, worklife and unemployment, a
 * valuation method, prejudgment interest), read back from the .docx: the
 * forum's rules with their citations, the Worklife subsection, the
 * Prejudgment Interest section and the appendix's new columns are in it.
 */

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the Word report of a version-3 case', async () => {
  const record = version3InjuryRecord();
  const data = selectReportData({ record });
  const document = buildDocument({ html: renderReportHtml('word-v3', record), data, fontFamily: 'serif', headerText: '' });
  const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
  const xml = await zip.file('word/document.xml')!.async('string');
  const text = squeeze(
    [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&apos;|&#39;/g, "'")).join(''),
  );

  it('states the forum and its rules with their citations', () => {
    expect(text).toContain('Forum and Governing Law');
    expect(text).toContain('The damages are measured under the law of the forum');
    expect(text).toMatch(/28 U\.S\.C\. § 1961/);
  });

  it('has the Worklife subsection with its table and factors', () => {
    expect(text).toMatch(/\d\.\d Worklife/);
    expect(text).toContain(WORKLIFE_TABLE);
    expect(text).toContain('Employment factor (EF)');
    expect(text).toContain('0.970000');
  });

  it('has the Prejudgment Interest section and the appendix columns of interest and worklife', () => {
    expect(record.lossEarnings!.past!.table[0]!.total_interest).toBeGreaterThan(0);
    expect(text).toMatch(/\d+\. ?Prejudgment Interest/);
    for (const header of ['Worklife Factor', 'Employment Factor', 'Expected Earnings', 'Interest', 'Loss with Interest'])
      expect(text).toContain(header);
  });
});
