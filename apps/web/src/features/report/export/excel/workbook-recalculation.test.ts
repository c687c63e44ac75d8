import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedFormRecord } from '@damages/contracts';
import { wholeDollars } from '@damages/engine';
import { selectReportData, type ReportData } from '../../model/select-report-data.ts';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { lifeCarePlanRecord } from '../../testing/fixtures.ts';
import { maximalDeathRecord, maximalInjuryRecord } from '../testing/maximal-records.ts';
import { version3InjuryRecord, WORKLIFE_TABLE } from '../testing/version3-record.ts';
import { buildWorkbook, type WorkbookBuild } from './build-workbook.ts';
import { COMBINED_SCHEDULE_SHEET } from './combined-schedule-sheet.ts';
import { COMBINED_SCHEDULE_WORDS } from '../../model/combined-schedule.ts';
import { INCOME_FACTOR_SHEET } from './income-factor-sheet.ts';

/**
 * The workbook of the largest cases, recalculated by a real spreadsheet engine
 * (LibreOffice headless, which CI installs): every row's Loss and PV, every
 * table total and the Summary's whole dollars must equal the report's. Without
 * soffice this test fails: the proof is the point.
 */

interface Built {
  name: string;
  record: SavedFormRecord;
  data: ReportData;
  build: WorkbookBuild;
  recalculated: ExcelJS.Workbook;
}

const CASES = {
  injury: maximalInjuryRecord,
  death: maximalDeathRecord,
  // Version 3: a life-care plan with care before the trial, whose sheets back the Summary's past line.
  lifeCarePlan: () => lifeCarePlanRecord(reportTotalsExample('report-totals-medical-scenarios').request, 18250.4),
  // Version 3: worklife and unemployment weighting the earnings, a services stage half lost, interest on the past tables.
  version3: version3InjuryRecord,
};
/** Rows each case's tables hold at least (the maximal cases run to a long life). */
const MIN_ROWS: Record<string, number> = { injury: 300, death: 300, lifeCarePlan: 20, version3: 100 };
const built: Record<string, Built> = {};
let dir = '';

function soffice(): string {
  for (const candidate of ['soffice', 'libreoffice']) {
    try {
      execFileSync('which', [candidate], { stdio: 'pipe' });
      return candidate;
    } catch {
      // try the next name
    }
  }
  throw new Error('LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'workbook-recalc-'));
  const files: string[] = [];
  const pending: Omit<Built, 'recalculated'>[] = [];
  for (const [name, make] of Object.entries(CASES)) {
    const record = make();
    const data = selectReportData({ record });
    const build = buildWorkbook(record, data);
    // The file LibreOffice gets carries formulas only, no cached values: whatever it reports, it computed.
    const bare = buildWorkbook(record, data).workbook;
    bare.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.formula) cell.value = { formula: cell.formula };
        }),
      ),
    );
    const file = path.join(dir, `${name}.xlsx`);
    writeFileSync(file, Buffer.from(await bare.xlsx.writeBuffer()));
    files.push(file);
    pending.push({ name, record, data, build });
  }
  const out = path.join(dir, 'recalculated');
  // Recalculate on load (the workbook asks for it) and save: LibreOffice writes the values it computed.
  execFileSync(
    soffice(),
    [
      '-env:UserInstallation=file://' + path.join(dir, 'profile'),
      '--headless',
      '--calc',
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      ...files,
    ],
    {
      stdio: 'pipe',
      timeout: 120_000,
    },
  );
  for (const entry of pending) {
    const recalculated = new ExcelJS.Workbook();
    await recalculated.xlsx.load(new Uint8Array(readFileSync(path.join(out, `${entry.name}.xlsx`))).buffer);
    built[entry.name] = { ...entry, recalculated };
  }
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const numberIn = (cell: ExcelJS.Cell): number => {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  throw new Error(`${cell.address}: no number (${JSON.stringify(value)})`);
};
const cents = (value: number) => Math.round(value * 100);

describe.each(Object.keys(CASES))('the %s workbook recalculated by LibreOffice', (name) => {
  it('has a formula in every Loss, PV and total, and no cell whose formula disagrees with the report', () => {
    const { build } = built[name]!;
    expect(build.problems).toEqual([]);
    const original = build.workbook;
    for (const sheet of build.sheets) {
      const ws = original.getWorksheet(sheet.name)!;
      for (let r = sheet.firstRow; r <= sheet.lastRow; r += 1)
        for (const key of ['Portion', 'Loss', 'Cost', 'PV', 'Earnings', 'Support', 'Annual Cost', 'Annual Value'])
          if (sheet.columns[key] && !(key === 'Portion' && sheet.page.kind === 'medical' && ws.getCell(r, sheet.columns[key]).value === 1))
            expect(ws.getCell(r, sheet.columns[key]).formula, `${sheet.name} row ${r} ${key}`).toBeTruthy();
    }
  });

  it('reproduces every row’s Loss and PV and every table total to the cent', () => {
    const { build, recalculated } = built[name]!;
    let rows = 0;
    for (const sheet of build.sheets) {
      const ws = recalculated.getWorksheet(sheet.name)!;
      expect(ws, sheet.name).toBeDefined();
      sheet.page.rows.forEach((row, index) => {
        const r = sheet.firstRow + index;
        for (const key of ['Loss', 'Cost', 'PV', 'Discount Factor', 'Portion'] as const) {
          const col = sheet.columns[key];
          if (col === undefined || row[key] === undefined) continue;
          const got = numberIn(ws.getCell(r, col));
          if (key === 'Portion' || key === 'Discount Factor')
            expect(Math.round(got * 1e6), `${sheet.name}!${key}${r}`).toBe(Math.round(row[key] * 1e6));
          else expect(cents(got), `${sheet.name} row ${r} ${key}`).toBe(cents(row[key]));
        }
        rows += 1;
      });
      if (sheet.page.rows.length > 0) {
        expect(cents(numberIn(ws.getCell(sheet.totalPv))), `${sheet.name} total PV`).toBe(cents(sheet.page.totals.PV!));
      }
    }
    expect(rows).toBeGreaterThan(MIN_ROWS[name]!);
  });

  it('foots the Summary to the report’s whole dollars', () => {
    const { data, recalculated } = built[name]!;
    const ws = recalculated.getWorksheet('Summary')!;
    const labels = new Map<string, number>();
    ws.eachRow((row, r) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') labels.set(label, r);
    });
    for (const line of data.totals.lines) {
      const r = labels.get(line.label)!;
      expect(r, line.label).toBeDefined();
      if (line.past !== null) expect(numberIn(ws.getCell(r, 2)), `${line.label} past`).toBe(line.past);
      if (line.future !== null) expect(numberIn(ws.getCell(r, 3)), `${line.label} future`).toBe(line.future);
      expect(numberIn(ws.getCell(r, 4)), `${line.label} total`).toBe(line.total);
    }
    const total = labels.get('Total economic loss')!;
    expect([2, 3, 4].map((c) => numberIn(ws.getCell(total, c)))).toEqual([data.totals.past, data.totals.future, data.totals.total]);
  });

  it('foots the combined schedule by year to the Summary, each year within a dollar of the report’s', () => {
    const { data, recalculated } = built[name]!;
    const ws = recalculated.getWorksheet(COMBINED_SCHEDULE_SHEET)!;
    const schedule = data.combinedSchedule;
    const rows = new Map<string | number, number>();
    ws.eachRow((row, r) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' || typeof label === 'number') rows.set(label, r);
    });
    // Row 4 heads each loss type's two columns, then the all-losses pair; the cumulative present value follows.
    const columnOf = new Map<string, number>();
    ws.getRow(4).eachCell((cell, col) => {
      // A heading is merged over its pair: its first column.
      if (!columnOf.has(cell.text)) columnOf.set(cell.text, col);
    });
    const whole = rows.get(`${COMBINED_SCHEDULE_WORDS.total}, in whole dollars as in the Summary`)!;
    for (const line of data.totals.lines) {
      const col = columnOf.get(line.label)!;
      expect(col, line.label).toBeDefined();
      expect(numberIn(ws.getCell(whole, col + 1)), `${line.label} in whole dollars`).toBe(line.total);
    }
    const all = columnOf.get(COMBINED_SCHEDULE_WORDS.yearTotal)!;
    const summary = recalculated.getWorksheet('Summary')!;
    let summaryTotal = 0;
    summary.eachRow((row) => {
      if (row.getCell(1).value === 'Total economic loss') summaryTotal = numberIn(row.getCell(4));
    });
    expect(numberIn(ws.getCell(whole, all + 1))).toBe(data.totals.total);
    expect(numberIn(ws.getCell(whole, all + 1))).toBe(summaryTotal);
    // The cents: every year of every loss within a dollar of the exhibit's figure; the last cumulative value is the total's.
    let r = 0;
    for (const year of schedule.years) {
      r = rows.get(COMBINED_SCHEDULE_WORDS.side[year.side])! + 1 + schedule.years.filter((y) => y.side === year.side).indexOf(year);
      expect(numberIn(ws.getCell(r, 1))).toBe(year.year);
      year.cells.forEach((cell, k) => {
        if (cell === null) return;
        const col = columnOf.get(schedule.kinds[k]!)! + 1;
        expect(Math.abs(cents(numberIn(ws.getCell(r, col))) - cell.presentValue * 100), `${year.year} ${schedule.kinds[k]}`).toBeLessThan(
          100,
        );
      });
    }
    // The values the file carries for a program that does not recalculate are the ones LibreOffice computes
    // (exceljs reads and writes a formula's 0 as no value).
    const written = built[name]!.build.workbook.getWorksheet(COMBINED_SCHEDULE_SHEET)!;
    const valueOf = (cell: ExcelJS.Cell) => (cell.value as { result?: number }).result ?? 0;
    written.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) expect(cents(valueOf(ws.getCell(cell.address))), cell.address).toBe(cents(valueOf(cell)));
      }),
    );
    const totalRow = rows.get(COMBINED_SCHEDULE_WORDS.total)!;
    expect(cents(numberIn(ws.getCell(r, all + 2)))).toBe(cents(numberIn(ws.getCell(totalRow, all + 1))));
    expect(Math.abs(numberIn(ws.getCell(totalRow, all + 1)) - data.totals.total)).toBeLessThan(data.totals.lines.length);
  });

  it('lists the cells where a tie could round differently', () => {
    const { build } = built[name]!;
    // Reported for the lead; each is already written to give the engine's figure (checked above).
    if (build.rounding.length > 0)
      console.info(
        `${name}: ${build.rounding.length} near-tie cells, ${build.rounding.filter((n) => n.differs).length} where plain ROUND would differ:`,
        build.rounding.filter((n) => n.differs),
      );
    for (const note of build.rounding) expect(Math.abs(note.exact - note.engine)).toBeLessThan(0.01);
  });
});

describe('the version-3 workbook recalculated by LibreOffice', () => {
  const NEW_COLUMNS = ['Worklife Factor', 'Employment Factor', 'Expected Earnings', 'Interest', 'Loss with Interest'] as const;

  it('shows the worklife, employment, expected-earnings and interest columns, each figure the report’s to the cent', () => {
    const { build, recalculated } = built.version3!;
    const earnings = build.sheets.filter((s) => s.page.kind === 'earnings');
    const pastEarnings = earnings.filter((s) => s.page.side === 'past');
    expect(pastEarnings.length).toBeGreaterThan(0);
    for (const sheet of earnings) {
      const original = build.workbook.getWorksheet(sheet.name)!;
      const ws = recalculated.getWorksheet(sheet.name)!;
      const keys = NEW_COLUMNS.filter((key) => sheet.page.side === 'past' || (key !== 'Interest' && key !== 'Loss with Interest'));
      for (const key of keys) expect(sheet.columns[key], `${sheet.name} ${key}`).toBeDefined();
      sheet.page.rows.forEach((row, index) => {
        const r = sheet.firstRow + index;
        // Expected Earnings is Earnings × A, A from the engine's facts: a live formula.
        expect(original.getCell(r, sheet.columns['Expected Earnings']).formula, `${sheet.name} row ${r}`).toBeTruthy();
        for (const key of keys) {
          const got = numberIn(ws.getCell(r, sheet.columns[key]));
          const decimals = key.endsWith('Factor') ? 6 : 2;
          expect(Math.round(got * 10 ** decimals), `${sheet.name} row ${r} ${key}`).toBe(Math.round(row[key]! * 10 ** decimals));
        }
      });
    }
    // Each past table's interest totals tie to the report's: its saved total interest and the sum of the losses with interest.
    for (const sheet of pastEarnings) {
      const ws = recalculated.getWorksheet(sheet.name)!;
      const totalRow = sheet.lastRow + 1;
      expect(cents(numberIn(ws.getCell(totalRow, sheet.columns.Interest))), `${sheet.name} total interest`).toBe(
        cents(sheet.page.totals.Interest!),
      );
      expect(cents(numberIn(ws.getCell(totalRow, sheet.columns['Loss with Interest'])))).toBe(
        cents(sheet.page.totals['Loss with Interest']!),
      );
      expect(sheet.page.totals.Interest).toBeGreaterThan(0);
    }
  });

  it('shows the past losses with interest and the adjusted income factors the report shows', () => {
    const { data, recalculated } = built.version3!;
    const interest = wholeDollars(data.interest!.total);
    const summary = recalculated.getWorksheet('Summary')!;
    const rowOf = (ws: ExcelJS.Worksheet, label: string) => {
      const rows: number[] = [];
      ws.eachRow((row, r) => {
        if (row.getCell(1).value === label) rows.push(r);
      });
      return rows;
    };
    const [total] = rowOf(summary, 'Total prejudgment interest');
    expect(cents(numberIn(summary.getCell(total!, 2)))).toBe(cents(data.interest!.total));
    const [withInterest] = rowOf(summary, 'Total economic loss with prejudgment interest');
    expect([2, 3, 4].map((c) => numberIn(summary.getCell(withInterest!, c)))).toEqual([
      data.totals.past + interest,
      data.totals.future,
      data.totals.total + interest,
    ]);
    const factors = recalculated.getWorksheet(INCOME_FACTOR_SHEET)!;
    // The caption and the product row share the words; the product row is the one with figures.
    const products = rowOf(factors, 'Adjusted income factor').filter((r) => typeof factors.getCell(r, 2).value !== 'string');
    const eras = data.incomeFactors!.exhibits.map((exhibit) => exhibit.eras);
    expect(products).toHaveLength(eras.length);
    eras.forEach((exhibit, e) =>
      exhibit.forEach((era, i) => expect(numberIn(factors.getCell(products[e]!, i + 2))).toBeCloseTo(era.product, 12)),
    );
  });

  it('lists the forum, the valuation, the worklife inputs and factors and the interest terms on the Assumptions sheet', () => {
    // The file as written (LibreOffice saves a number to 15 significant digits).
    const ws = built.version3!.build.workbook.getWorksheet('Assumptions')!;
    const rows = new Map<string, ExcelJS.Row>();
    ws.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') rows.set(label, row);
    });
    const value = (label: string) => rows.get(label)?.getCell(2).value;
    expect(value('Forum')).toBe('Federal (general)');
    // Each of the forum's rules with its citation.
    expect([...rows.values()].some((row) => row.getCell(3).text.includes('28 U.S.C. § 1961'))).toBe(true);
    expect(value('Discount method')).toBe('Net discount rate');
    expect(value('Net discount rate')).toBe(0.012);
    expect(value('Worklife expectancy (years), scenario 1')).toBe(22.4);
    expect(value('Years to final separation, scenario 2')).toBe(24.5);
    expect(rows.get('Years to final separation, scenario 2')!.getCell(3).value).toContain(WORKLIFE_TABLE);
    expect(value('Unemployment rate')).toBe(0.05);
    expect(value('Worklife factor (WF), scenario 1')).toBe(22.4 / 27.1);
    expect(value('Employment factor (EF)')).toBe(1 - 0.05 * (1 - 0.4));
    expect([...rows.keys()].find((label) => label.endsWith('share of the services lost'))).toBeDefined();
    expect(value('Interest rate (yearly)')).toBe(0.0425);
    expect(value('Compounding')).toBe('Compounded yearly');
  });
});
