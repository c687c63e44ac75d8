import type { IssuedStamp, SavedFormRecord } from '@damages/contracts';
import type { ReportData } from '../../model/select-report-data.ts';
import { workbookBytes } from './build-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The .xlsx workbook of a saved case's report; of an issued version (`issued`), with its line in every sheet's footer. */
export async function excelFile(record: SavedFormRecord, data: ReportData, issued?: IssuedStamp): Promise<Blob> {
  const { bytes } = await workbookBytes(record, data, issued);
  return new Blob([bytes], { type: XLSX });
}
