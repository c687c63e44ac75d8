import { addCents, wholeDollars } from '@damages/engine';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatReportDate } from '@damages/contracts';
import { eraYearsText } from '../../model/income-factor-figures.ts';
import { selectReportData } from '../../model/select-report-data.ts';
import { wrongfulDeathRecord } from '../../testing/fixtures.ts';
import { recordWithInterest } from '../../testing/interest-record.ts';
import { version3InjuryRecord } from '../testing/version3-record.ts';
import { buildWorkbook } from './build-workbook.ts';
import { INCOME_FACTOR_SHEET } from './income-factor-sheet.ts';

/**
 * The workbook carries the report's past losses with prejudgment interest on its Summary and the
 * adjusted-income-factor exhibit on a sheet of its own (the figures the report shows). The formulas'
 * values are checked here on the cells they refer to; LibreOffice recalculates them in
 * workbook-recalculation.test.ts.
 */

function rowsByLabel(ws: ExcelJS.Worksheet): Map<string, ExcelJS.Row> {
  const rows = new Map<string, ExcelJS.Row>();
  ws.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === 'string') rows.set(label, row);
  });
  return rows;
}

const formulaOf = (cell: ExcelJS.Cell) => cell.value as ExcelJS.CellFormulaValue;

/** The cached value of a cell a formula names, e.g. "'A-1'!M40". */
function cachedAt(workbook: ExcelJS.Workbook, reference: string): number {
  const [, sheet, address] = /^'(.+)'!([A-Z]+\d+)$/.exec(reference)!;
  const value = workbook.getWorksheet(sheet!.replace(/''/g, "'"))!.getCell(address!).value;
  return typeof value === 'number' ? value : ((value as ExcelJS.CellFormulaValue).result as number);
}

const CASES = {
  'version-3 injury (interest on the past tables)': version3InjuryRecord,
  'wrongful death (and lump sums)': recordWithInterest,
};

describe.each(Object.entries(CASES))('the workbook of the %s case', (_, make) => {
  const record = make();
  const data = selectReportData({ record });
  const build = buildWorkbook(record, data);
  const ws = build.workbook.getWorksheet('Summary')!;
  const rows = rowsByLabel(ws);
  const interest = data.interest!;

  it('shows the past losses with interest under the totals, as the report does', () => {
    expect(build.problems).toEqual([]);
    const whole = wholeDollars(interest.total);
    expect(whole).toBeGreaterThan(0);
    const interestRow = rows.get(`Prejudgment interest through ${formatReportDate(interest.through)}`)!;
    expect(formulaOf(interestRow.getCell(2)).result).toBe(whole);
    const withInterest = rows.get('Total economic loss with prejudgment interest')!;
    expect([2, 3, 4].map((c) => formulaOf(withInterest.getCell(c)).result)).toEqual([
      data.totals.past + whole,
      data.totals.future,
      data.totals.total + whole,
    ]);
    expect(withInterest.number).toBe(rows.get('Total economic loss')!.number + 2);
  });

  it('takes each past table’s interest from its sheet’s Interest total, and each lump sum’s as the service gave it', () => {
    // The wrongful-death case has lump sums (no sheet: the service's figure), the injury case none.
    expect(interest.lines.some((line) => line.lumpSum)).toBe(make === recordWithInterest);
    for (const line of interest.lines) {
      const cell = rows.get(`Interest: ${line.label}`)!.getCell(2);
      if (line.lumpSum) {
        expect(cell.value, line.label).toBe(line.interest);
        continue;
      }
      const references = formulaOf(cell).formula.split('+');
      expect(addCents(references.map((ref) => cachedAt(build.workbook, ref))), line.label).toBe(line.interest);
      for (const ref of references) expect(ref).toMatch(/^'[^']+'!/);
    }
    const sum = formulaOf(rows.get('Total prejudgment interest')!.getCell(2));
    expect(sum.result).toBe(interest.total);
    expect(formulaOf(rows.get(`Prejudgment interest through ${formatReportDate(interest.through)}`)!.getCell(2)).formula).toBe(
      `ROUND(ROUND(B${rows.get('Total prejudgment interest')!.number},2),0)`,
    );
  });

  it('carries the adjusted-income-factor exhibit: each factor and the product of each era', () => {
    const figures = data.incomeFactors!;
    const sheet = build.workbook.getWorksheet(INCOME_FACTOR_SHEET)!;
    expect(sheet).toBeDefined();
    const productRows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      // The exhibit's caption has the same words; the product row is the one with formulas.
      if (row.getCell(1).value === 'Adjusted income factor' && row.getCell(2).formula) productRows.push(row);
    });
    expect(productRows).toHaveLength(figures.exhibits.length);
    figures.exhibits.forEach((exhibit, e) => {
      const row = productRows[e]!;
      const head = sheet.getRow(headRowOf(sheet, row.number));
      exhibit.eras.forEach((era, i) => {
        expect(head.getCell(i + 2).value).toBe(eraYearsText(era));
        const product = formulaOf(row.getCell(i + 2));
        expect(product.result).toBe(era.product);
        // The formula multiplies the factors above it, whose values are the era's (1 where the loss does not apply one).
        const factors = product.formula.split('*').map((address) => sheet.getCell(address).value as number);
        expect(factors.reduce((total, factor) => total * factor, 1)).toBe(era.product);
        for (const [key, value] of Object.entries(era))
          if (key.endsWith('Factor')) expect(factors, `${eraYearsText(era)} ${key}`).toContain(value);
      });
    });
  });
});

/** The exhibit's heading row ("Factor") above a product row. */
function headRowOf(sheet: ExcelJS.Worksheet, productRow: number): number {
  for (let r = productRow - 1; r > 0; r -= 1) if (sheet.getCell(r, 1).value === 'Factor') return r;
  throw new Error('no heading row');
}

describe('the workbook of a case without interest or an income-factor exhibit', () => {
  it('has neither', () => {
    const record = wrongfulDeathRecord(['householdServicesWdP', 'householdServicesWdF']);
    const build = buildWorkbook(record, selectReportData({ record }));
    expect(build.workbook.getWorksheet(INCOME_FACTOR_SHEET)).toBeUndefined();
    const labels = [...rowsByLabel(build.workbook.getWorksheet('Summary')!).keys()];
    expect(labels.some((label) => /interest/i.test(label))).toBe(false);
  });
});
