import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedFormRecord } from '@damages/contracts';
import { selectReportData, type ReportData } from '../../model/select-report-data.ts';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { lifeCarePlanRecord } from '../../testing/fixtures.ts';
import { maximalDeathRecord, maximalInjuryRecord } from '../testing/maximal-records.ts';
import { buildWorkbook, type WorkbookBuild } from './build-workbook.ts';

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
};
/** Rows each case's tables hold at least (the maximal cases run to a long life). */
const MIN_ROWS: Record<string, number> = { injury: 300, death: 300, lifeCarePlan: 20 };
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
