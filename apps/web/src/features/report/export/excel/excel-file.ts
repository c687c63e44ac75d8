import type { SavedFormRecord } from '@damages/contracts';
import type { ReportData } from '../../model/select-report-data.ts';
import { workbookBytes } from './build-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The .xlsx workbook of a saved case's report. */
export async function excelFile(record: SavedFormRecord, data: ReportData): Promise<Blob> {
  const { bytes } = await workbookBytes(record, data);
  return new Blob([bytes], { type: XLSX });
}
