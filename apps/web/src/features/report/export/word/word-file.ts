import { Packer } from 'docx';
import type { SavedFormRecord } from '@damages/contracts';
import type { ReportData } from '../../model/select-report-data.ts';
import { buildDocument } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The .docx of a saved case's report, as the print view shows it. */
export async function wordFile(formId: string, record: SavedFormRecord, data: ReportData, fontFamily: string): Promise<Blob> {
  const c = record.formData.case;
  const headerText = [c.caseName, c.docketNumber].filter(Boolean).join(' · ') || `Economic Damages Report - ${data.facts.name}`;
  const document = buildDocument({ html: renderReportHtml(formId, record), data, fontFamily, headerText });
  return new Blob([await Packer.toArrayBuffer(document)], { type: DOCX });
}
