import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { selectReportData } from '../../model/select-report-data.ts';
import { lifeCarePlanRecord } from '../../testing/fixtures.ts';
import { workbookBytes } from './build-workbook.ts';

describe('the workbook, printed', () => {
  it('fits every sheet to one page width, landscape, with page numbers, and repeats each table’s headings', async () => {
    const record = lifeCarePlanRecord(reportTotalsExample('report-totals-medical-scenarios').request, 18250.4);
    const { bytes, build } = await workbookBytes(record, selectReportData({ record, selection: { medical: 'probable' } }));
    // Read back from the file, as a spreadsheet program would.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheets = workbook.worksheets;
    expect(sheets.length).toBeGreaterThan(2);
    for (const ws of sheets) {
      expect(ws.pageSetup, ws.name).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
      expect(ws.headerFooter.oddFooter, ws.name).toContain('Page &P of &N');
    }
    expect(build.sheets.length).toBeGreaterThan(0);
    for (const table of build.sheets) {
      const heading = table.firstRow - 1;
      expect(workbook.getWorksheet(table.name)!.pageSetup.printTitlesRow, table.name).toBe(`${heading}:${heading}`);
    }
  });
});
