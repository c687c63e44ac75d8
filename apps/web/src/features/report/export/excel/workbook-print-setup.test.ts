import ExcelJS from 'exceljs';
import { issueVersion } from '@damages/contracts';
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
    expect(sheets[0]!.headerFooter.oddFooter).toBe('&LSummary&RPage &P of &N');
    for (const table of build.sheets) {
      const heading = table.firstRow - 1;
      expect(workbook.getWorksheet(table.name)!.pageSetup.printTitlesRow, table.name).toBe(`${heading}:${heading}`);
    }
  });

  it('prints an issued version’s line in the middle of every sheet’s footer', async () => {
    const record = await issueVersion(
      lifeCarePlanRecord(reportTotalsExample('report-totals-medical-scenarios').request, 18250.4),
      '2026-03-01',
    );
    const issued = record.issued![0]!;
    const { bytes } = await workbookBytes(issued.record, selectReportData({ record: issued.record }), issued);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const line = `Issued version 1 of 2026-03-01 · fingerprint ${issued.fingerprint.slice(0, 4)}…${issued.fingerprint.slice(-4)}`;
    for (const ws of workbook.worksheets) expect(ws.headerFooter.oddFooter, ws.name).toBe(`&L${ws.name}&C${line}&RPage &P of &N`);
  });
});
