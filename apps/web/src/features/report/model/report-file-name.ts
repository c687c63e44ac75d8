import { formatReportDate } from '@damages/contracts';
import type { ReportData } from './select-report-data.ts';

/**
 * What an export of the report is called, without its extension: "Economic
 * Damages Report - Rosa Martinez - 2025-03-01 - Probable medical". The
 * scenarios it shows are in the name, so two exports of one case
 * under different scenarios never pass for the same document.
 */
export function reportFileName(data: ReportData): string {
  const base = `Economic Damages Report - ${data.facts.name} - ${formatReportDate(data.facts.dateOfReport)}`;
  return data.selectionName === '' ? base : `${base} - ${data.selectionName}`;
}
