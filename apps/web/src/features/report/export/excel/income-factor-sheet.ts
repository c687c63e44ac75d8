import type ExcelJS from 'exceljs';
import { eraYearsText, incomeFactorLines } from '../../model/income-factor-figures.ts';
import type { ReportData } from '../../model/select-report-data.ts';
import { columnLetter } from './formula.ts';

/** The sheet of the adjusted-income-factor exhibit. */
export const INCOME_FACTOR_SHEET = 'Income factor';

const RATIO = '0.000000';

/**
 * The adjusted-income-factor exhibit of the report's section 4 (Tinari 2016), as the report shows it:
 * for each era, each factor read from the tables (a factor the loss does not apply is 1) and their
 * product, a formula over the factors above it taken in the report's order. Absent when the report has
 * no exhibit; the tables remain the calculation, so no table refers to it.
 */
export function incomeFactorSheet(workbook: ExcelJS.Workbook, data: ReportData): ExcelJS.Worksheet | undefined {
  const figures = data.incomeFactors;
  if (!figures) return undefined;
  const support = figures.kind === 'support';
  const lines = incomeFactorLines(figures, support ? data.support.consumption.term.toLowerCase() : '');
  const ws = workbook.addWorksheet(INCOME_FACTOR_SHEET);
  const eras = Math.max(...figures.exhibits.map((exhibit) => exhibit.eras.length));
  ws.columns = [{ width: 44 }, ...Array.from({ length: eras }, () => ({ width: 16 }))];
  ws.getCell('A1').value =
    `Adjusted income factor: the factors that carry each year’s ${support ? 'gross income to the support' : 'earnings to the expected earnings'}`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'The factors are those of the year-by-year tables, one column for each era in which they are the same; the product is shown for reference (Tinari, 2016) and the tables remain the calculation.' +
    (figures.taxAboveDeductions
      ? ' Income tax in the tables is the marginal rate on income above the annual deductions and adjustments, so the after-tax factor slightly understates the income kept.'
      : '');
  ws.getCell('A2').font = { italic: true };
  let r = 4;
  for (const exhibit of figures.exhibits) {
    ws.getCell(r, 1).value = `Adjusted income factor${exhibit.scenario ? ` (${exhibit.scenario})` : ''}`;
    ws.getCell(r, 1).font = { bold: true };
    const head = r + 1;
    ws.getCell(head, 1).value = 'Factor';
    ws.getCell(head, 1).font = { bold: true };
    lines.forEach((line, i) => {
      ws.getCell(head + 1 + i, 1).value = line.label;
    });
    const productRow = head + 1 + lines.length;
    ws.getCell(productRow, 1).value = 'Adjusted income factor';
    ws.getCell(productRow, 1).font = { bold: true };
    exhibit.eras.forEach((era, e) => {
      const col = e + 2;
      const letter = columnLetter(col);
      ws.getCell(head, col).value = eraYearsText(era);
      ws.getCell(head, col).font = { bold: true };
      ws.getCell(head, col).alignment = { horizontal: 'right' };
      lines.forEach((line, i) => {
        const cell = ws.getCell(head + 1 + i, col);
        cell.value = line.value(era) ?? 1;
        cell.numFmt = RATIO;
      });
      const product = ws.getCell(productRow, col);
      product.value = {
        formula: lines.length > 0 ? lines.map((_, i) => `${letter}${head + 1 + i}`).join('*') : '1',
        result: era.product,
      };
      product.numFmt = RATIO;
      product.font = { bold: true };
    });
    r = productRow + 2;
  }
  return ws;
}
