import { formatReportDate, ISSUED_WORDS, type IssuedStamp } from '@damages/contracts';
import type { ReportData } from './select-report-data.ts';

/**
 * What an export of the report is called, without its extension: "Economic
 * Damages Report - Rosa Martinez - 2025-03-01 - Probable medical". The
 * scenarios it shows are in the name, so two exports of one case
 * under different scenarios never pass for the same document; nor do an
 * issued version's and the case's current report ("… - Issued version 2").
 */
export function reportFileName(data: ReportData, issued?: Pick<IssuedStamp, 'version'>): string {
  const base = `Economic Damages Report - ${data.facts.name} - ${formatReportDate(data.facts.dateOfReport)}`;
  const named = data.selectionName === '' ? base : `${base} - ${data.selectionName}`;
  return issued === undefined ? named : `${named} - ${ISSUED_WORDS.fileNamePart(issued.version)}`;
}
