import type ExcelJS from 'exceljs';
import { SENSITIVITY_EXHIBIT_WORDS as WORDS, type SensitivityStep } from '../../model/sensitivity-exhibit.ts';
import type { ReportData } from '../../model/select-report-data.ts';
import { FORMATS } from './cell-formats.ts';
import { columnLetter } from './formula.ts';

/**
 * The sheet "Sensitivity": the report's sensitivity exhibit. Each total is a value, as the calculation
 * service computed it at the submit (the sheets of this workbook hold only the case as calculated); each change
 * is a formula, the step's total less the total as calculated, so it follows an edited total.
 */

export const SENSITIVITY_SHEET = WORDS.sheet;

const BOLD = { bold: true };
/** Columns of the one-way table: the assumption, then step, total and change down, the same up, and the swing. */
const COLUMNS = [WORDS.assumption, WORDS.stepDown, WORDS.total, WORDS.change, WORDS.stepUp, WORDS.total, WORDS.change, WORDS.swing];

export function sensitivitySheet(ws: ExcelJS.Worksheet, data: ReportData): void {
  const exhibit = data.sensitivity;
  ws.getCell('A1').value = WORDS.title;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getColumn(1).width = 30;
  for (let col = 2; col <= 8; col += 1) ws.getColumn(col).width = 16;
  if (exhibit.state === 'missing') {
    ws.getCell('A2').value = WORDS.missing;
    return;
  }
  let r = 2;
  const notes = exhibit.stale !== undefined ? [exhibit.stale] : exhibit.ofRecordOnly ? [WORDS.ofRecordOnly] : [];
  for (const note of notes) {
    ws.getCell(r, 1).value = note;
    ws.getCell(r, 1).font = { italic: true };
    r += 1;
  }
  r += 1;
  const baseRow = r;
  ws.getCell(baseRow, 1).value = WORDS.base;
  ws.getCell(baseRow, 1).font = BOLD;
  const base = ws.getCell(baseRow, 3);
  base.value = exhibit.base.total;
  base.numFmt = FORMATS.whole;
  base.font = BOLD;
  const baseAddress = `$C$${baseRow}`;

  r = baseRow + 2;
  ws.getCell(r, 1).value = WORDS.oneWayCaption;
  ws.getCell(r, 1).font = BOLD;
  r += 1;
  COLUMNS.forEach((heading, index) => (ws.getCell(r, index + 1).value = heading));
  ws.getRow(r).font = BOLD;
  r += 1;
  const step = (row: number, col: number, value: SensitivityStep | null) => {
    if (value === null) {
      ws.getCell(row, col).value = WORDS.notOffered;
      return;
    }
    ws.getCell(row, col).value = value.step;
    const total = ws.getCell(row, col + 1);
    total.value = value.total;
    total.numFmt = FORMATS.whole;
    const change = ws.getCell(row, col + 2);
    change.value = { formula: `${columnLetter(col + 1)}${row}-${baseAddress}`, result: value.change };
    change.numFmt = FORMATS.whole;
  };
  for (const row of exhibit.rows) {
    ws.getCell(r, 1).value = row.label;
    step(r, 2, row.low);
    step(r, 5, row.high);
    const swing = ws.getCell(r, 8);
    swing.value = row.swing;
    swing.numFmt = FORMATS.whole;
    r += 1;
  }

  const grid = exhibit.grid;
  if (grid) {
    r += 1;
    ws.getCell(r, 1).value = WORDS.gridCaption;
    ws.getCell(r, 1).font = BOLD;
    r += 1;
    ws.getCell(r, 1).value = `${WORDS.discountRate} \\ ${WORDS.growthRate}`;
    grid.columns.forEach((column, c) => (ws.getCell(r, c + 2).value = column.label));
    ws.getRow(r).font = BOLD;
    r += 1;
    grid.rows.forEach((row, i) => {
      ws.getCell(r, 1).value = row.label;
      ws.getCell(r, 1).font = BOLD;
      grid.columns.forEach((column, c) => {
        const cell = ws.getCell(r, c + 2);
        const total = grid.totals[i]?.[c] ?? null;
        cell.value = total ?? WORDS.noStep;
        cell.numFmt = FORMATS.whole;
        if (row.points === 0 && column.points === 0) cell.font = BOLD;
      });
      r += 1;
    });
  } else {
    r += 1;
    ws.getCell(r, 1).value = WORDS.noGrid;
    r += 1;
  }

  if (exhibit.notes.length > 0) {
    r += 1;
    ws.getCell(r, 1).value = WORDS.notes;
    ws.getCell(r, 1).font = BOLD;
    for (const note of exhibit.notes) ws.getCell((r += 1), 1).value = note;
  }
}
