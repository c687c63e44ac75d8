import { ISSUED_WORDS, issueVersion } from '@damages/contracts';
import JSZip from 'jszip';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { selectReportData } from '../../model/select-report-data.ts';
import { personalInjuryRecord } from '../../testing/fixtures.ts';
import { buildDocument } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

const text = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!).join('');

describe('the Word document of an issued version', () => {
  it('carries the version, its date and its fingerprint on the cover and in the footer of every page', async () => {
    const { issued } = await issueVersion(personalInjuryRecord(), '2026-03-01');
    const { record, ...stamp } = issued![0]!;
    const line = ISSUED_WORDS.line(stamp.version, stamp.issuedOn, stamp.fingerprint);
    expect(line).toBe(`Issued version 1 of 2026-03-01 · fingerprint ${stamp.fingerprint.slice(0, 4)}…${stamp.fingerprint.slice(-4)}`);
    const document = buildDocument({
      html: renderReportHtml('word-issued', record, stamp),
      data: selectReportData({ record }),
      fontFamily: 'serif',
      headerText: '',
      issuedLine: line,
    });
    const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
    const body = await zip.file('word/document.xml')!.async('string');
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d*\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(text(body)).toContain(line);
    expect(text(footers.join(''))).toContain(line);
  });
});
