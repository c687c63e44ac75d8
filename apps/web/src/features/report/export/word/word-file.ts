import { Packer } from 'docx';
import { ISSUED_WORDS, type IssuedRecord, type IssuedStamp, type SavedFormRecord } from '@damages/contracts';
import type { ReportData } from '../../model/select-report-data.ts';
import { buildDocument } from './build-document.ts';
import { renderRebuttalHtml, renderReportHtml } from './render-report-html.tsx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The .docx of a saved case's report, as the print view shows it; of an issued version (`issued`), with its line on
 * the cover and every page's footer, and, when it supplements another, that one's record (`supplemented`).
 */
export async function wordFile(
  formId: string,
  record: SavedFormRecord,
  data: ReportData,
  fontFamily: string,
  issued?: IssuedStamp,
  supplemented?: IssuedRecord,
): Promise<Blob> {
  const headerText = headerTextOf(record, data);
  const issuedLine = issued && ISSUED_WORDS.line(issued.version, issued.issuedOn, issued.fingerprint);
  const document = buildDocument({
    html: renderReportHtml(formId, record, issued, supplemented),
    data,
    fontFamily,
    headerText,
    issuedLine,
  });
  return new Blob([await Packer.toArrayBuffer(document)], { type: DOCX });
}

/** The running header: the case caption, or the report's name without one. */
function headerTextOf(record: SavedFormRecord, data: ReportData): string {
  const c = record.formData.case;
  return [c.caseName, c.docketNumber].filter(Boolean).join(' · ') || `Economic Damages Report - ${data.facts.name}`;
}

/** The .docx of the standalone rebuttal report: its cover and the Rebuttal section, without the appendices. */
export async function rebuttalWordFile(formId: string, record: SavedFormRecord, data: ReportData, fontFamily: string): Promise<Blob> {
  const document = buildDocument({
    html: renderRebuttalHtml(formId, record),
    data,
    fontFamily,
    headerText: headerTextOf(record, data),
    appendices: false,
  });
  return new Blob([await Packer.toArrayBuffer(document)], { type: DOCX });
}
