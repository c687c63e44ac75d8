import type ExcelJS from 'exceljs';
import { addCents, type LossPeriod, type WholeDollarPair } from '@damages/engine';
import { COMBINED_SCHEDULE_WORDS as WORDS } from '../../model/combined-schedule.ts';
import type { TablePage } from '../../model/report-model.ts';
import { pageMatchesSelection, type ReportData } from '../../model/select-report-data.ts';
import type { Assumptions } from './assumptions.ts';
import { FORMATS } from './cell-formats.ts';
import { columnLetter, quoteSheet, wholeDollarsOf } from './formula.ts';

/**
 * The sheet "Combined schedule": the report's combined schedule by year to the
 * cent, each figure a formula over the table sheets (SUMIF of their rows of
 * that year) or the Assumptions sheet (a sum paid before the trial), so it
 * recalculates with them. Below the totals, each loss type's total in whole
 * dollars as the Summary rounds it: each side's cents rounded once and added
 * (methodology §10), so the sheet foots to the Summary.
 */

export const COMBINED_SCHEDULE_SHEET = 'Combined schedule';

/** What the sheet reads of a table sheet. */
interface TableSheetCells {
  name: string;
  beforeTrial?: boolean;
  page: TablePage;
  firstRow: number;
  lastRow: number;
  columns: Record<string, number>;
}

/** Where one loss type's figures on one side come from: table sheets, or an entered sum in the Assumptions sheet. */
type Source = { sheets: TableSheetCells[] } | { lumpSum: { formula: string; value: number } };

const BOLD = { bold: true };

/** The sources of a totals line (by its key) on one side, the sheets those the Summary adds for it. */
function sourceOf(key: string, side: LossPeriod, data: ReportData, sheets: TableSheetCells[], a: Assumptions): Source {
  const shown = (s: TableSheetCells) => pageMatchesSelection(s.page, data.selection);
  const lumpSum = (assumption: string): Source => {
    const expr = a.get(assumption);
    return { lumpSum: { formula: expr.f, value: expr.v } };
  };
  if (key === 'burial') return lumpSum('burial');
  if (key === 'medical' && side === 'past') return lumpSum('pastMedical');
  if (key === 'medicalBeforeTrial') return { sheets: sheets.filter((s) => s.beforeTrial && shown(s)) };
  if (key === 'medical') return { sheets: sheets.filter((s) => s.page.kind === 'medical' && !s.beforeTrial && shown(s)) };
  return { sheets: sheets.filter((s) => s.page.kind === key && s.page.side === side && !s.beforeTrial && shown(s)) };
}

/** A year's cents of one column of the source's sheets: SUMIF over each sheet's rows of that year. */
function yearCell(source: Source, yearAddress: string, year: number, measure: 'nominal' | 'presentValue') {
  if ('lumpSum' in source) return { formula: source.lumpSum.formula, result: source.lumpSum.value };
  const terms: string[] = [];
  const amounts: number[] = [];
  for (const sheet of source.sheets) {
    // A medical table's loss before discounting is its Cost.
    const key = measure === 'presentValue' ? 'PV' : sheet.columns.Loss !== undefined ? 'Loss' : 'Cost';
    const column = sheet.columns[key];
    const yearColumn = sheet.columns.Year;
    if (column === undefined || yearColumn === undefined || sheet.lastRow < sheet.firstRow) continue;
    const range = (col: number) =>
      `${quoteSheet(sheet.name)}!$${columnLetter(col)}$${sheet.firstRow}:$${columnLetter(col)}$${sheet.lastRow}`;
    terms.push(`SUMIF(${range(yearColumn)},${yearAddress},${range(column)})`);
    amounts.push(...sheet.page.rows.filter((row) => row.Year === year).map((row) => row[key] ?? 0));
  }
  return { formula: terms.length > 0 ? terms.join('+') : '0', result: addCents(amounts) };
}

/** Fills the sheet from the report's combined schedule; its rows and columns are the exhibit's. */
export function combinedScheduleSheet(ws: ExcelJS.Worksheet, data: ReportData, a: Assumptions, sheets: TableSheetCells[]): void {
  const schedule = data.combinedSchedule;
  const lineKey = new Map(data.totals.lines.map((line) => [line.label, line.key]));
  const kinds = schedule.kinds.length;
  const nominalCol = (k: number) => 2 + 2 * k;
  const pvCol = (k: number) => 3 + 2 * k;
  const cumulativeCol = pvCol(kinds) + 1;
  const money = (r: number, c: number, formula: string, result: number, format: string = FORMATS.money) => {
    const cell = ws.getCell(r, c);
    cell.value = { formula, result };
    cell.numFmt = format;
    return cell;
  };

  ws.getCell('A1').value = WORDS.title;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'To the cent: each figure is the SUMIF of its table sheet’s rows of that year (a sum paid before the trial is its Assumptions cell); the last row rounds each side of each loss to whole dollars, as the Summary does.';
  ws.getCell('A2').font = { italic: true };
  const head = 4;
  [...schedule.kinds, WORDS.yearTotal].forEach((kind, k) => {
    ws.mergeCells(head, nominalCol(k), head, pvCol(k));
    ws.getCell(head, nominalCol(k)).value = kind;
    ws.getCell(head, nominalCol(k)).font = BOLD;
    ws.getCell(head + 1, nominalCol(k)).value = WORDS.nominal;
    ws.getCell(head + 1, pvCol(k)).value = WORDS.presentValue;
  });
  ws.getCell(head + 1, 1).value = WORDS.year;
  ws.getCell(head + 1, cumulativeCol).value = WORDS.cumulative;
  ws.getRow(head + 1).font = BOLD;

  /** A row's figures of every loss type added: the year's (or a total's) nominal and present value in the "all losses" columns. */
  const allLosses = (r: number, results: WholeDollarPair, format: string = FORMATS.money) => {
    const across = (col: (k: number) => number) => schedule.kinds.map((_, k) => `${columnLetter(col(k))}${r}`).join('+') || '0';
    return [
      money(r, nominalCol(kinds), across(nominalCol), results.nominal, format),
      money(r, pvCol(kinds), across(pvCol), results.presentValue, format),
    ];
  };
  const exact = (r: number, col: number) => {
    const value = ws.getCell(r, col).value;
    return value && typeof value === 'object' && 'result' in value && typeof value.result === 'number' ? value.result : 0;
  };

  let r = head + 2;
  let previousCumulative: string | null = null;
  let cumulativeCents = 0;
  const sideTotals = new Map<LossPeriod, number>();
  for (const { side } of schedule.sides) {
    ws.getCell(r, 1).value = WORDS.side[side];
    ws.getCell(r, 1).font = BOLD;
    r += 1;
    const first = r;
    for (const year of schedule.years.filter((y) => y.side === side)) {
      ws.getCell(r, 1).value = year.year;
      const yearAddress = `$A${r}`;
      year.cells.forEach((cell, k) => {
        if (cell === null) return;
        const source = sourceOf(lineKey.get(schedule.kinds[k]!) ?? '', side, data, sheets, a);
        for (const [col, measure] of [
          [nominalCol(k), 'nominal'],
          [pvCol(k), 'presentValue'],
        ] as const) {
          const { formula, result } = yearCell(source, yearAddress, year.year, measure);
          money(r, col, formula, result);
        }
      });
      const results = (col: (k: number) => number) => addCents(schedule.kinds.map((_, k) => exact(r, col(k))));
      allLosses(r, { nominal: results(nominalCol), presentValue: results(pvCol) });
      const pv = `${columnLetter(pvCol(kinds))}${r}`;
      const cumulative = previousCumulative === null ? pv : `${previousCumulative}+${pv}`;
      cumulativeCents = addCents([cumulativeCents, exact(r, pvCol(kinds))]);
      money(r, cumulativeCol, cumulative, cumulativeCents);
      previousCumulative = `${columnLetter(cumulativeCol)}${r}`;
      r += 1;
    }
    ws.getCell(r, 1).value = WORDS.sideTotal[side];
    ws.getCell(r, 1).font = BOLD;
    for (let col = 2; col < cumulativeCol; col += 1) {
      const letter = columnLetter(col);
      const values: number[] = [];
      for (let row = first; row < r; row += 1) values.push(exact(row, col));
      money(r, col, `SUM(${letter}${first}:${letter}${r - 1})`, addCents(values)).font = BOLD;
    }
    sideTotals.set(side, r);
    r += 1;
  }

  const totalRow = r;
  ws.getCell(totalRow, 1).value = WORDS.total;
  ws.getCell(totalRow, 1).font = BOLD;
  const sideRows = [...sideTotals.values()];
  for (let col = 2; col < cumulativeCol; col += 1) {
    const letter = columnLetter(col);
    money(totalRow, col, sideRows.map((row) => `${letter}${row}`).join('+'), addCents(sideRows.map((row) => exact(row, col)))).font = BOLD;
  }

  // Whole dollars as the Summary shows them: each loss's past and its future rounded once, then added.
  const wholeRow = totalRow + 1;
  ws.getCell(wholeRow, 1).value = `${WORDS.total}, in whole dollars as in the Summary`;
  ws.getCell(wholeRow, 1).font = BOLD;
  schedule.kinds.forEach((_, k) => {
    for (const [col, measure] of [
      [nominalCol(k), 'nominal'],
      [pvCol(k), 'presentValue'],
    ] as const) {
      const letter = columnLetter(col);
      const formula = sideRows.map((row) => wholeDollarsOf(`${letter}${row}`)).join('+');
      money(wholeRow, col, formula, schedule.total.cells[k]![measure], FORMATS.whole).font = BOLD;
    }
  });
  for (const cell of allLosses(wholeRow, schedule.total, FORMATS.whole)) cell.font = BOLD;

  ws.getColumn(1).width = 30;
  for (let col = 2; col <= cumulativeCol; col += 1) ws.getColumn(col).width = 16;
  ws.views = [{ state: 'frozen', ySplit: head + 1, xSplit: 1 }];
}
