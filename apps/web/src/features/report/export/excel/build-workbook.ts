import ExcelJS from 'exceljs';
import { addCents, daysInYear } from '@damages/engine';
import {
  ISSUED_WORDS,
  SCENARIO_OF_RECORD_WORDS,
  type IssuedStamp,
  type SavedFormRecord,
  formatMoneyCents,
  formatReportDate,
} from '@damages/contracts';
import { medicalPlanPages } from '../../model/appendix-pages.ts';
import { pastWithInterest } from '../../model/interest-figures.ts';
import { CARE_BEFORE_TRIAL_LABEL } from '../../model/medical-totals.ts';
import { CALENDAR_KINDS } from '../../model/record-access.ts';
import type { TablePage } from '../../model/report-model.ts';
import { pageMatchesSelection, type ReportData } from '../../model/select-report-data.ts';
import { exportColumns, tableNumber } from '../export-columns.ts';
import { ASSUMPTIONS_SHEET, caseAssumptions, type Assumptions } from './assumptions.ts';
import { FORMATS } from './cell-formats.ts';
import { columnLetter, quoteSheet, roundAsEngine, wholeDollarsOf, type RoundingNote } from './formula.ts';
import { incomeFactorSheet } from './income-factor-sheet.ts';
import { caseSchedules, scheduleOfPage, type CaseSchedules } from './case-schedules.ts';
import { COMBINED_SCHEDULE_SHEET, combinedScheduleSheet } from './combined-schedule-sheet.ts';
import { SENSITIVITY_SHEET, sensitivitySheet } from './sensitivity-sheet.ts';
import { tableFormulas, type RowAddresses, type TableFormulas, type TableRates } from './table-formulas.ts';

/**
 * The Excel workbook an opposing expert can replicate the report with (NAFE):
 * Summary (with the past losses with prejudgment interest, when the case has
 * it), the combined schedule by year (formulas over the table sheets), the
 * sensitivity of the total (the service's totals, changes as formulas),
 * Assumptions (every input and rate with its source), the adjusted income
 * factor when the report has that exhibit, and one sheet per appendix table,
 * named by its table number, whose figures are live formulas over the
 * Assumptions sheet and each row's dates, with totals as SUM and the engine's
 * values cached. Pure apart from exceljs; no DOM.
 */

const BOLD = { bold: true };

interface TableSheet {
  name: string;
  /** A table of the life-care plan's care before trial (no appendix number). */
  beforeTrial?: boolean;
  page: TablePage;
  /** The cell of the table's total present value, e.g. "L40". */
  totalPv: string;
  /** First and last table rows on the sheet. */
  firstRow: number;
  lastRow: number;
  /** Sheet column of each displayed column key. */
  columns: Record<string, number>;
}

export interface WorkbookBuild {
  workbook: ExcelJS.Workbook;
  sheets: TableSheet[];
  /** Cells the methodology's rounding and spreadsheet ROUND could disagree on, and how each was written. */
  rounding: RoundingNote[];
  /** Where a formula's value is not the saved figure (should be none). */
  problems: string[];
}

/** The modality behind each medical page: pages list each scenario type's saved entries in order. */
function medicalIds(report: SavedFormRecord['medicalReport'], pages: readonly TablePage[]): (number | undefined)[] {
  const seen: Record<string, number> = {};
  return pages.map((page) => {
    const type = page.match.medical!;
    const index = seen[type] ?? 0;
    seen[type] = index + 1;
    return report?.table[type][index]?.id;
  });
}

/** Where a table sheet sits: its name, whether that name is an appendix table number, and the line under its title. */
interface SheetPlace {
  name: string;
  numbered: boolean;
  caption: string;
}

/** The Assumptions cells a page's formulas use for growth and discounting (see `methodRates`). */
function ratesOf(a: Assumptions, page: TablePage, medicalKey: string): TableRates {
  const optional = (key: string) => (a.has(key) ? a.get(key) : null);
  if (page.kind === 'medical')
    return {
      growth: { rate: a.get(`growth${medicalKey}`), pastRate: null },
      rate: optional(`medical${medicalKey}RateApplied`) ?? a.get(`discount${medicalKey}`),
    };
  const key = page.kind === 'services' ? 'services' : 'wage';
  return {
    growth: { rate: a.get(`${key}Growth`), pastRate: optional(`${key}PastGrowth`) },
    rate: optional(`${key}RateApplied`) ?? a.get(`${key}Discount`),
  };
}

function assumptionsSheet(workbook: ExcelJS.Workbook, a: Assumptions) {
  const ws = workbook.addWorksheet(ASSUMPTIONS_SHEET);
  ws.columns = [{ width: 62 }, { width: 16 }, { width: 90 }];
  ws.getCell('A1').value = 'Assumptions: every input and rate the tables use, with its source';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ['Input', 'Value', 'Source'].forEach((text, i) => {
    const cell = ws.getCell(3, i + 1);
    cell.value = text;
    cell.font = BOLD;
  });
  a.lines.forEach((line, index) => {
    const row = a.rowOf(index);
    const heading = a.headings.get(index);
    if (heading !== undefined) {
      ws.getCell(row - 1, 1).value = heading;
      ws.getCell(row - 1, 1).font = BOLD;
    }
    ws.getCell(row, 1).value = line.label;
    const value = ws.getCell(row, 2);
    value.value = line.formula ? { formula: line.formula, result: line.value as number } : line.value;
    value.numFmt = FORMATS[line.format];
    ws.getCell(row, 3).value = line.source;
  });
  return ws;
}

function tableSheet(
  workbook: ExcelJS.Workbook,
  record: SavedFormRecord,
  a: Assumptions,
  place: SheetPlace,
  page: TablePage,
  medicalId: number | undefined,
  schedules: CaseSchedules,
  rounding: RoundingNote[],
  problems: string[],
): TableSheet {
  const { name } = place;
  const columns = exportColumns(page);
  const headerRow = 3 + page.header.length + 2;
  const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  ws.getCell('A1').value = place.numbered ? `Table ${name}. ${page.title}` : page.title;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = `${place.caption} · ${page.scenario}`;
  page.header.forEach((fact, i) => {
    ws.getCell(3 + i, 1).value = fact.label;
    ws.getCell(3 + i, 3).value = fact.value;
  });
  ws.getCell(headerRow - 1, 1).value =
    'Each figure is a formula over the Assumptions sheet and the row’s dates; the full-precision cells are to the right, and each shown figure is ROUND of one of them (methodology §2).';
  ws.getCell(headerRow - 1, 1).font = { italic: true };

  const helper = columns.length + 2;
  const startCol = helper;
  const endCol = helper + 1;
  const diyCol = helper + 2;
  const fullColumns = new Map<string, number>();
  const fullCol = (key: string) => {
    let col = fullColumns.get(key);
    if (col === undefined) {
      col = diyCol + 1 + fullColumns.size;
      fullColumns.set(key, col);
    }
    return col;
  };
  const yearCol = columns.findIndex((c) => c.key === 'Year') + 1;
  const firstRow = headerRow + 1;
  const at = (rowIndex: number): RowAddresses => {
    const r = firstRow + rowIndex;
    return {
      year: `${columnLetter(yearCol)}${r}`,
      start: `${columnLetter(startCol)}${r}`,
      end: `${columnLetter(endCol)}${r}`,
      daysInYear: `${columnLetter(diyCol)}${r}`,
      full: (key) => `${columnLetter(fullCol(key))}${r}`,
    };
  };
  const facts = scheduleOfPage(schedules, page, medicalId);
  const medicalKey = `${medicalId}-${page.match.medical}`;
  const formulas: TableFormulas = facts
    ? tableFormulas(record, a, page, facts, ratesOf(a, page, medicalKey), medicalKey, at)
    : {
        fullKeys: [],
        // Without the engine's facts the report's figures are written as they are, and the problem is listed.
        rows: page.rows.map((saved) => ({ start: NaN, end: null, year: saved.Year ?? 0, full: [], display: {} })),
        problems: ['the engine gave no schedule for this table: its figures are written without formulas'],
      };
  problems.push(...formulas.problems.map((p) => `${name}: ${p}`));

  columns.forEach((column, i) => {
    const cell = ws.getCell(headerRow, i + 1);
    cell.value = column.header;
    cell.font = BOLD;
  });
  ['Row start', 'Row end', 'Days in year'].forEach((text, i) => {
    ws.getCell(headerRow, helper + i).value = text;
    ws.getCell(headerRow, helper + i).font = { italic: true };
  });
  for (const [key, col] of fullColumns) {
    ws.getCell(headerRow, col).value = `${key} (full precision)`;
    ws.getCell(headerRow, col).font = { italic: true };
  }

  formulas.rows.forEach((row, rowIndex) => {
    const r = firstRow + rowIndex;
    const saved = page.rows[rowIndex] ?? {};
    const addresses = at(rowIndex);
    if (!Number.isNaN(row.start)) ws.getCell(addresses.start).value = row.start;
    ws.getCell(addresses.start).numFmt = FORMATS.date;
    if (row.end !== null) {
      ws.getCell(addresses.end).value = row.end;
      ws.getCell(addresses.end).numFmt = FORMATS.date;
    }
    ws.getCell(addresses.daysInYear).value = {
      formula: `DATE(${addresses.year}+1,1,1)-DATE(${addresses.year},1,1)`,
      result: daysInYear(row.year),
    };
    for (const { key, expr } of row.full) {
      const cell = ws.getCell(addresses.full(key));
      cell.value = { formula: expr.f, result: expr.v };
      cell.numFmt = FORMATS.full;
    }
    columns.forEach((column, i) => {
      const cell = ws.getCell(r, i + 1);
      const spec = row.display[column.key];
      const savedValue = saved[column.key];
      if (!spec) {
        cell.value = savedValue ?? null;
      } else if ('value' in spec) {
        cell.value = spec.value;
      } else if ('formula' in spec) {
        cell.value = { formula: spec.formula.f, result: savedValue ?? spec.formula.v };
      } else {
        const rounded = roundAsEngine(spec.round, spec.decimals);
        cell.value = { formula: rounded.formula, result: savedValue ?? rounded.value };
        if (savedValue !== undefined && savedValue !== rounded.value)
          problems.push(`${name}!${cell.address} (${column.key}): the formula gives ${rounded.value}, the report ${savedValue}`);
        if (rounded.nearTie) rounding.push({ sheet: name, cell: cell.address, column: column.key, ...rounded.nearTie });
      }
      cell.numFmt =
        column.key === 'Year' || column.key === 'Household Size'
          ? '0'
          : column.key === 'Age'
            ? '0.00'
            : column.key === 'Portion' ||
                column.key === 'Discount Factor' ||
                column.key === 'Worklife Factor' ||
                column.key === 'Employment Factor'
              ? FORMATS.ratio
              : column.key === 'Consumption Rate'
                ? FORMATS.percent
                : FORMATS.money;
    });
  });

  const lastRow = firstRow + formulas.rows.length - 1;
  const totalRow = Math.max(lastRow, headerRow) + 1;
  ws.getCell(totalRow, 1).value = 'Total';
  ws.getCell(totalRow, 1).font = BOLD;
  const columnIndex: Record<string, number> = {};
  columns.forEach((column, i) => {
    columnIndex[column.key] = i + 1;
    if (!column.total) return;
    const letter = columnLetter(i + 1);
    const cell = ws.getCell(totalRow, i + 1);
    const total = page.totals[column.key] ?? 0;
    cell.value = formulas.rows.length > 0 ? { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})`, result: total } : 0;
    cell.numFmt = FORMATS.money;
    cell.font = BOLD;
  });
  ws.getColumn(1).width = 8;
  for (let c = 2; c <= diyCol + fullColumns.size; c += 1) ws.getColumn(c).width = c < helper ? 15 : 20;
  const pvColumn = columnIndex.PV ?? columns.length;
  return { name, page, totalPv: `${columnLetter(pvColumn)}${totalRow}`, firstRow, lastRow, columns: columnIndex };
}

function summarySheet(
  ws: ExcelJS.Worksheet,
  record: SavedFormRecord,
  data: ReportData,
  a: Assumptions,
  sheets: TableSheet[],
  problems: string[],
) {
  const { facts, totals, selection } = data;
  ws.columns = [{ width: 46 }, { width: 18 }, { width: 18 }, { width: 18 }];
  ws.getCell('A1').value = 'Economic Damages Report: summary of economic loss';
  ws.getCell('A1').font = { bold: true, size: 13 };
  const c = record.formData.case;
  const lines: [string, string][] = [
    ['Plaintiff', facts.name],
    ...(c.caseName ? ([['Case', c.caseName]] as [string, string][]) : []),
    ...(c.court ? ([['Court', c.court]] as [string, string][]) : []),
    ...(c.docketNumber ? ([['Docket number', c.docketNumber]] as [string, string][]) : []),
    ['Date of report', formatReportDate(facts.dateOfReport)],
    ['Date of trial', formatReportDate(c.dateOfTrial)],
    [SCENARIO_OF_RECORD_WORDS.title, data.selectionText.join('; ') || 'as entered'],
  ];
  lines.forEach(([label, value], i) => {
    ws.getCell(3 + i, 1).value = label;
    ws.getCell(3 + i, 2).value = value;
  });
  const head = 3 + lines.length + 1;
  ['Loss', 'Past', 'Future', 'Total'].forEach((text, i) => {
    ws.getCell(head, i + 1).value = text;
    ws.getCell(head, i + 1).font = BOLD;
  });
  const pvOf = (sheet: TableSheet) => `${quoteSheet(sheet.name)}!${sheet.totalPv}`;
  const sheetFor = (kind: string, side: 'past' | 'future') =>
    sheets.find((s) => s.page.kind === kind && s.page.side === side && pageMatchesSelection(s.page, selection));
  totals.lines.forEach((line, i) => {
    const r = head + 1 + i;
    ws.getCell(r, 1).value = line.label;
    const part = (side: 'past' | 'future'): string | null => {
      if ((side === 'past' ? line.past : line.future) === null) return null;
      if (line.key === 'burial') return wholeDollarsOf(a.get('burial').f);
      if (line.key === 'medicalBeforeTrial') {
        const before = sheets.filter((s) => s.beforeTrial && pageMatchesSelection(s.page, selection));
        return wholeDollarsOf(before.length > 0 ? before.map(pvOf).join('+') : '0');
      }
      if (line.key === 'medical') {
        if (side === 'past') return wholeDollarsOf(a.get('pastMedical').f);
        const medical = sheets.filter((s) => s.page.kind === 'medical' && !s.beforeTrial && pageMatchesSelection(s.page, selection));
        return wholeDollarsOf(medical.length > 0 ? medical.map(pvOf).join('+') : '0');
      }
      const sheet = sheetFor(line.key, side);
      return wholeDollarsOf(sheet ? pvOf(sheet) : '0');
    };
    const past = part('past');
    const future = part('future');
    // The plan's care before trial has no sheet of its own (the appendix prints the care after the trial): its figure is the report's.
    if (past !== null) ws.getCell(r, 2).value = { formula: past, result: line.past ?? 0 };
    if (future !== null) ws.getCell(r, 3).value = { formula: future, result: line.future ?? 0 };
    ws.getCell(r, 4).value = { formula: `SUM(B${r}:C${r})`, result: line.total };
    for (let col = 2; col <= 4; col += 1) ws.getCell(r, col).numFmt = FORMATS.whole;
  });
  const totalRow = head + 1 + totals.lines.length;
  ws.getCell(totalRow, 1).value = 'Total economic loss';
  ws.getCell(totalRow, 1).font = BOLD;
  [totals.past, totals.future, totals.total].forEach((result, i) => {
    const letter = columnLetter(i + 2);
    const cell = ws.getCell(totalRow, i + 2);
    cell.value = { formula: `SUM(${letter}${head + 1}:${letter}${totalRow - 1})`, result };
    cell.numFmt = FORMATS.whole;
    cell.font = BOLD;
  });
  const withInterest = pastWithInterest(totals.past, data.interest);
  const notesRow = withInterest ? totalRow + 3 : totalRow + 1;
  ws.getCell(notesRow + 1, 1).value =
    'Whole dollars: each figure is its table’s present value rounded once from the cents, half away from zero; every total is the sum of the figures shown (methodology §10).';
  ws.getCell(notesRow + 2, 1).value = `Tables: ${sheets.map((s) => s.name).join(', ')}. Inputs and their sources: the Assumptions sheet.`;
  if (withInterest && data.interest) interestLines(ws, data, sheets, { totalRow, itemsRow: notesRow + 4 }, withInterest, problems);
}

/** The Interest total of a past table's sheet, e.g. "'A-1'!M40"; undefined when the sheet has no Interest column or no rows. */
const interestTotalOf = (sheet: TableSheet) =>
  sheet.columns.Interest !== undefined && sheet.page.rows.length > 0
    ? `${quoteSheet(sheet.name)}!${columnLetter(sheet.columns.Interest)}${sheet.lastRow + 1}`
    : undefined;

/** Where an interest line's cents come from: the Interest totals of the sheets that carry it, or none (the service's figure, written as it is). */
function interestSources(key: string, data: ReportData, sheets: TableSheet[]): TableSheet[] {
  const { selection } = data;
  if (key === 'medicalBeforeTrial') return sheets.filter((s) => s.beforeTrial && pageMatchesSelection(s.page, selection));
  if (!(CALENDAR_KINDS as readonly string[]).includes(key)) return [];
  return sheets.filter((s) => s.page.kind === key && s.page.side === 'past' && !s.beforeTrial && pageMatchesSelection(s.page, selection));
}

/**
 * The report's "past losses with interest" (methodology §16) under the totals: the interest, rounded once to whole
 * dollars from the sum of its cents, and the totals with it; below the notes, each loss's interest to the cent, a
 * formula over its table's Interest total where the workbook has the table, else the service's figure (a lump sum).
 */
function interestLines(
  ws: ExcelJS.Worksheet,
  data: ReportData,
  sheets: TableSheet[],
  rows: { totalRow: number; itemsRow: number },
  withInterest: { interest: number; withInterest: number },
  problems: string[],
) {
  const interest = data.interest!;
  const { totalRow, itemsRow } = rows;
  ws.getCell(itemsRow, 1).value = 'Prejudgment interest, to the cent (the Prejudgment Interest section of the report)';
  ws.getCell(itemsRow, 1).font = BOLD;
  interest.lines.forEach((line, i) => {
    const r = itemsRow + 1 + i;
    ws.getCell(r, 1).value = `Interest: ${line.label}`;
    const cell = ws.getCell(r, 2);
    cell.numFmt = FORMATS.money;
    const sources = interestSources(line.key, data, sheets);
    const totals = sources.map(interestTotalOf);
    const sheetCents = addCents(sources.map((s) => s.page.totals.Interest ?? 0));
    if (sources.length > 0 && totals.every((t) => t !== undefined) && sheetCents === line.interest) {
      cell.value = { formula: totals.join('+'), result: line.interest };
      ws.getCell(r, 3).value = `The Interest total of ${sources.map((s) => s.name).join(', ')}`;
      return;
    }
    if (sources.length > 0)
      problems.push(`Summary!${cell.address}: the sheets’ interest ${sheetCents} is not the report’s ${line.interest}`);
    cell.value = line.interest;
    ws.getCell(r, 3).value = line.lumpSum
      ? `The service’s interest on ${formatMoneyCents(line.lumpSum.amount)} from ${formatReportDate(line.lumpSum.accrualStart)}, ${line.lumpSum.days} days`
      : 'The service’s interest';
  });
  const sumRow = itemsRow + 1 + interest.lines.length;
  ws.getCell(sumRow, 1).value = 'Total prejudgment interest';
  ws.getCell(sumRow, 1).font = BOLD;
  const sum = ws.getCell(sumRow, 2);
  sum.value = { formula: `SUM(B${itemsRow + 1}:B${sumRow - 1})`, result: interest.total };
  sum.numFmt = FORMATS.money;
  sum.font = BOLD;

  const interestRow = totalRow + 1;
  ws.getCell(interestRow, 1).value = `Prejudgment interest through ${formatReportDate(interest.through)}`;
  ws.getCell(interestRow, 2).value = { formula: wholeDollarsOf(`B${sumRow}`), result: withInterest.interest };
  ws.getCell(interestRow, 4).value = { formula: `B${interestRow}`, result: withInterest.interest };
  const withRow = totalRow + 2;
  ws.getCell(withRow, 1).value = 'Total economic loss with prejudgment interest';
  ws.getCell(withRow, 1).font = BOLD;
  ws.getCell(withRow, 2).value = { formula: `B${totalRow}+B${interestRow}`, result: withInterest.withInterest };
  ws.getCell(withRow, 3).value = { formula: `C${totalRow}`, result: data.totals.future };
  ws.getCell(withRow, 4).value = { formula: `SUM(B${withRow}:C${withRow})`, result: data.totals.total + withInterest.interest };
  for (const r of [interestRow, withRow])
    for (let col = 2; col <= 4; col += 1) {
      ws.getCell(r, col).numFmt = FORMATS.whole;
      if (r === withRow) ws.getCell(r, col).font = BOLD;
    }
  ws.getCell(withRow + 1, 1).value =
    'The past losses with their interest: the interest is the sum of its cents below, rounded once to whole dollars; the amounts above it are without interest.';
}

function roundingNotes(ws: ExcelJS.Worksheet, a: Assumptions, notes: RoundingNote[]) {
  let r = a.rowOf(a.lines.length) + 2;
  ws.getCell(r, 1).value = 'Rounding';
  ws.getCell(r, 1).font = BOLD;
  r += 1;
  ws.getCell(r, 1).value =
    'The methodology rounds the exact binary value half to even; spreadsheet ROUND rounds half away from zero. Where a value lies within a millionth of the last kept digit of a tie, its formula adds a nudge of ±1E-(decimals+4) so the spreadsheet gives the report’s figure. Such cells:';
  r += 1;
  if (notes.length === 0) ws.getCell(r, 1).value = 'None in this case.';
  for (const note of notes) {
    ws.getCell(r, 1).value = `${note.sheet}!${note.cell} (${note.column})`;
    ws.getCell(r, 2).value = note.engine;
    ws.getCell(r, 3).value =
      `full precision ${note.exact}; plain ROUND would give ${note.plainRound}${note.differs ? ' (differs)' : ' (same)'}`;
    r += 1;
  }
}

/** Builds the workbook of a saved case as the report shows it (the same selector, scenarios and columns). */
export function buildWorkbook(record: SavedFormRecord, data: ReportData, issued?: IssuedStamp): WorkbookBuild {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Economic Damages Report';
  workbook.calcProperties.fullCalcOnLoad = true;
  const schedules = caseSchedules(record);
  const a = caseAssumptions(record, schedules);
  const summary = workbook.addWorksheet('Summary');
  // Beside the Summary it foots to; filled once the table sheets it reads are written.
  const combined = data.combinedSchedule.years.length > 0 ? workbook.addWorksheet(COMBINED_SCHEDULE_SHEET) : undefined;
  sensitivitySheet(workbook.addWorksheet(SENSITIVITY_SHEET), data);
  const assumptions = assumptionsSheet(workbook, a);
  incomeFactorSheet(workbook, data);
  const rounding: RoundingNote[] = [];
  const problems: string[] = [...schedules.problems];
  const sheets: TableSheet[] = [];
  for (const appendix of data.appendices) {
    const medical = appendix.kind === 'medical' ? medicalIds(record.medicalReport, appendix.pages) : [];
    appendix.pages.forEach((page, index) => {
      const place = {
        name: tableNumber(appendix.letter, index),
        numbered: true,
        caption: `Appendix ${appendix.letter}: ${appendix.title}`,
      };
      sheets.push(tableSheet(workbook, record, a, place, page, medical[index], schedules, rounding, problems));
    });
  }
  // The plan's care between the report and the trial is not an appendix table; its sheets back the summary's past line.
  const beforeTrial = medicalPlanPages(record, 'beforeTrial');
  const beforeTrialIds = medicalIds(record.medicalBeforeTrial, beforeTrial);
  beforeTrial.forEach((page, index) => {
    const place = { name: `Before trial ${index + 1}`, numbered: false, caption: CARE_BEFORE_TRIAL_LABEL };
    sheets.push({
      ...tableSheet(workbook, record, a, place, page, beforeTrialIds[index], schedules, rounding, problems),
      beforeTrial: true,
    });
  });
  summarySheet(summary, record, data, a, sheets, problems);
  if (combined) combinedScheduleSheet(combined, data, a, sheets);
  roundingNotes(assumptions, a, rounding);
  printSetup(workbook, sheets, issued && ISSUED_WORDS.line(issued.version, issued.issuedOn, issued.fingerprint));
  return { workbook, sheets, rounding, problems };
}

/**
 * How the workbook prints: an economist prints the tables for a deposition, and without a setup a
 * spreadsheet program splits each wide table across pages (its first column on one, the rest on
 * others). Every sheet (on the default Letter paper) fits its columns to one page width, landscape, with its name on the footer
 * and page numbers, and an issued version's line between them; a table sheet repeats its column headings on every page.
 */
function printSetup(workbook: ExcelJS.Workbook, tables: TableSheet[], issuedLine?: string): void {
  // "&" starts a code in a header or footer; a literal one is written twice.
  const centre = issuedLine === undefined ? '' : `&C${issuedLine.replaceAll('&', '&&')}`;
  const headingRow = new Map(tables.map((table) => [table.name, table.firstRow - 1]));
  workbook.eachSheet((ws) => {
    const heading = headingRow.get(ws.name);
    ws.pageSetup = {
      ...ws.pageSetup,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      ...(heading ? { printTitlesRow: `${heading}:${heading}` } : {}),
    };
    ws.headerFooter = { ...ws.headerFooter, oddFooter: `&L${ws.name}${centre}&RPage &P of &N` };
  });
}

/** The .xlsx file's bytes. */
export async function workbookBytes(
  record: SavedFormRecord,
  data: ReportData,
  issued?: IssuedStamp,
): Promise<{ bytes: ArrayBuffer; build: WorkbookBuild }> {
  const build = buildWorkbook(record, data, issued);
  const bytes = await build.workbook.xlsx.writeBuffer();
  return { bytes, build };
}
