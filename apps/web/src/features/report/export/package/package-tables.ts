import { formatReportDate, type SavedFormRecord } from '@damages/contracts';
import { medicalPlanPages } from '../../model/appendix-pages.ts';
import { pastWithInterest } from '../../model/interest-figures.ts';
import { CARE_BEFORE_TRIAL_LABEL } from '../../model/medical-totals.ts';
import type { MedicalSummary, MedicalSummaryTable } from '../../model/medical-summary.ts';
import type { HeaderFact, TablePage } from '../../model/report-model.ts';
import type { ReportData } from '../../model/select-report-data.ts';
import { exportColumns, tableNumber } from '../export-columns.ts';
import { csvText, type CsvValue } from './csv.ts';
import { PACKAGE_WORDS as WORDS } from './package-words.ts';

/**
 * Every table of the report as CSV, for an opposing expert to replicate it
 * (NAFE): each appendix table of every scenario, the life-care plan's care
 * before trial, the medical summary by modality and scenario, and the Summary.
 * A table's columns and headings are the appendix's and the workbook's (one
 * column definition); its figures are the engine's, to the cent, unformatted.
 */

/** A file of the package: where it sits in the zip, what it is, and its text. */
export interface PackageFile {
  path: string;
  /** "Table A-1. Past Loss of Earnings · Annual income $96,000 · …" for the README and the manifest. */
  description: string;
  text: string;
  /** A table's facts above its rows (dates, rates, annual value), as the appendix prints them. */
  facts?: readonly HeaderFact[];
}

/** One appendix table: a header row, a row per year (or purchase), and the Total row the appendix prints. */
function tableCsv(page: TablePage): string {
  const columns = exportColumns(page);
  const rows = page.rows.map((row) => columns.map((column): CsvValue => row[column.key]));
  const total = columns.map((column, index): CsvValue =>
    index === 0 ? WORDS.total : column.total ? (page.totals[column.key] ?? 0) : null,
  );
  return csvText(
    columns.map((column) => column.header),
    [...rows, total],
  );
}

const tableFile = (path: string, title: string, page: TablePage): PackageFile => ({
  path,
  description: `${title} · ${page.scenario}`,
  text: tableCsv(page),
  facts: page.header,
});

/** The plan's value by modality and scenario, to the cent, with the estimate that counted where it is not the scenario's own. */
function medicalSummaryCsv(scenarios: MedicalSummary['scenarios'], table: MedicalSummaryTable): string {
  const header = [WORDS.modality, WORDS.category, ...scenarios.flatMap((s) => [s.label, WORDS.estimateOf(s.label)])];
  const rows = table.rows.map((row) => [
    row.modality,
    row.category,
    ...scenarios.flatMap((s) => [row.values[s.type]?.value, row.values[s.type]?.estimate]),
  ]);
  const total = [WORDS.total, null, ...scenarios.flatMap((s) => [table.totals[s.type] ?? 0, null])];
  return csvText(header, [...rows, total]);
}

/** The Summary of the scenario of record in whole dollars, as the report prints it; with the past losses' interest when the case has it. */
function summaryCsv(data: ReportData): string {
  const { totals, interest } = data;
  const rows: CsvValue[][] = totals.lines.map((line) => [line.label, line.past, line.future, line.total]);
  rows.push([WORDS.totalLoss, totals.past, totals.future, totals.total]);
  const withInterest = pastWithInterest(totals.past, interest);
  if (withInterest && interest) {
    rows.push([WORDS.interestThrough(formatReportDate(interest.through)), withInterest.interest, null, withInterest.interest]);
    rows.push([WORDS.totalWithInterest, withInterest.withInterest, totals.future, totals.total + withInterest.interest]);
  }
  return csvText(WORDS.summaryHeader, rows);
}

/** The CSV files of a case's report under its scenario of record: the Summary first, then the tables in the report's order. */
export function packageTables(record: SavedFormRecord, data: ReportData): PackageFile[] {
  const files: PackageFile[] = [{ path: 'summary.csv', description: WORDS.summary(data.selectionText), text: summaryCsv(data) }];
  for (const appendix of data.appendices) {
    const summary = appendix.kind === 'medical' ? data.medicalSummary : undefined;
    if (summary) {
      files.push({
        path: 'tables/medical-summary.csv',
        description: WORDS.medicalSummary,
        text: medicalSummaryCsv(summary.scenarios, summary.future),
      });
      if (summary.beforeTrial)
        files.push({
          path: 'tables/medical-before-trial-summary.csv',
          description: `${CARE_BEFORE_TRIAL_LABEL}: ${WORDS.medicalSummary}`,
          text: medicalSummaryCsv(summary.scenarios, summary.beforeTrial),
        });
    }
    appendix.pages.forEach((page, index) => {
      const number = tableNumber(appendix.letter, index);
      files.push(tableFile(`tables/${number}.csv`, `Table ${number}. ${page.title}`, page));
    });
  }
  // The plan's care between the report and the trial is not an appendix table; its tables back the Summary's past line.
  medicalPlanPages(record, 'beforeTrial').forEach((page, index) =>
    files.push(tableFile(`tables/before-trial-${index + 1}.csv`, page.title, page)),
  );
  return files;
}
