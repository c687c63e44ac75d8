import { addCents, MEDICAL_SCENARIO_TYPES, wholeDollars } from '@damages/engine';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { selectReportData } from '../../model/select-report-data.ts';
import { lifeCarePlanRecord } from '../../testing/fixtures.ts';
import { buildWorkbook } from './build-workbook.ts';

/** The workbook's Summary counts the life-care plan as the report does (methodology §10, version 3). */

const example = reportTotalsExample('report-totals-medical-scenarios');
const record = lifeCarePlanRecord(example.request, 18250.4);

function summaryRow(ws: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(1).value === label) found = row;
  });
  if (!found) throw new Error(`No row ${label}`);
  return found;
}

describe('the Excel Summary of a life-care plan', () => {
  for (const scenario of MEDICAL_SCENARIO_TYPES) {
    it(`${scenario}: the future medical formula adds the sheets of the estimates that count, and the care before trial is its own past line`, () => {
      const data = selectReportData({ record, selection: { medical: scenario } });
      const build = buildWorkbook(record, data);
      const ws = build.workbook.getWorksheet('Summary')!;

      // The care before trial is a formula too, over its own sheets (the engine's before-trial tables), one per counted modality.
      const beforeTrial = summaryRow(ws, 'Life-care plan, before trial').getCell(2).value as ExcelJS.CellFormulaValue;
      expect(beforeTrial.result).toBe(wholeDollars(example.expected.past[scenario].total));
      const before = build.sheets.filter((sheet) => beforeTrial.formula.includes(`'${sheet.name}'!`));
      expect(before.every((sheet) => sheet.beforeTrial)).toBe(true);
      expect(before).toHaveLength(example.expected.past[scenario].modalities.length);
      expect(addCents(before.map((sheet) => sheet.page.totals.PV!))).toBe(example.expected.past[scenario].total);
      expect(build.problems).toEqual([]);

      const future = summaryRow(ws, 'Medical Expenses').getCell(3).value as ExcelJS.CellFormulaValue;
      expect(future.result).toBe(wholeDollars(example.expected.future[scenario].total));
      // Every modality is on the formula once, each by the sheet of the estimate that counted; together they add to the example's total.
      const referenced = build.sheets.filter((sheet) => future.formula.includes(`'${sheet.name}'!`));
      expect(referenced).toHaveLength(example.expected.future[scenario].modalities.length);
      expect(addCents(referenced.map((sheet) => sheet.page.totals.PV!))).toBe(example.expected.future[scenario].total);
    });
  }
});
