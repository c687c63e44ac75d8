import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LossType, SavedFormRecord } from '@damages/contracts';
import { savedRecordWithSensitivity } from '../../testing/record-builder.ts';
import { buildWorkbook } from './export/excel/build-workbook.ts';
import { SENSITIVITY_SHEET } from './export/excel/sensitivity-sheet.ts';
import { buildDocument } from './export/word/build-document.ts';
import { renderReportHtml } from './export/word/render-report-html.tsx';
import { SENSITIVITY_EXHIBIT_WORDS as WORDS } from './model/sensitivity-exhibit.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The sensitivity exhibit read from the printed page, the screen, the Word document and the workbook: its
 * base is the Summary's total, each change is its total less the base, the rows are in order of swing, and
 * a sensitivity computed under another scenario than the scenario of record says to calculate again.
 * Every record is saved as a submit saves it, its sensitivity computed by contracts' caseSensitivity
 * answered by the engine (testing/record-builder.ts).
 */

const SAVED_AT = '2025-03-01T12:00:00.000Z';
const INJURY_TYPES: LossType[] = ['lossOfEarningsPast', 'lossOfEarningsFuture', 'householdServicesWdP', 'householdServicesWdF'];

/** Earnings and services: two incomes, two retirement ages, two life expectancies, two discount rates (3.94% and 3.73%). */
const injury = (scenarioOfRecord?: SavedFormRecord['scenarioOfRecord']) =>
  savedRecordWithSensitivity(personalInjuryRecord(INJURY_TYPES).formData, SAVED_AT, {
    medicalBeforeTrial: false,
    ...(scenarioOfRecord ? { scenarioOfRecord } : {}),
  });
/** Support alone: one discount rate (4.31%) and one growth rate (3%). */
const support = () => savedRecordWithSensitivity(wrongfulDeathRecord(['supportLossPast', 'supportLossFuture']).formData, SAVED_AT);

/** "$1,234" → 1234, "($1,234)" → −1234, "+$1,234" → 1234. */
function dollars(text: string | null | undefined): number {
  const value = (text ?? '').trim();
  expect(value).toMatch(/^\+?\(?\$[\d,]+\)?$/);
  return (value.startsWith('(') ? -1 : 1) * Number(value.replace(/[^0-9]/g, ''));
}

/** The printed report as a document. */
const printed = (record: SavedFormRecord, id = 'case') => new DOMParser().parseFromString(renderReportHtml(id, record), 'text/html');

interface PrintedRow {
  key: string;
  label: string;
  cells: string[];
}

/** The one-way table's rows as printed: the assumption, then step, total, change down, the same up, and the swing. */
function oneWayRows(root: ParentNode): PrintedRow[] {
  return [...root.querySelectorAll('[data-testid="sensitivity-one-way"] tbody tr')].map((tr) => ({
    key: tr.getAttribute('data-assumption')!,
    label: tr.querySelector('th')!.textContent.trim(),
    cells: [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()),
  }));
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the sensitivity exhibit, printed', () => {
  const record = injury();
  const doc = printed(record);
  const base = dollars(doc.querySelector('[data-testid="sensitivity-base"] td')?.textContent);

  it("starts from the Summary's total", () => {
    expect(base).toBe(dollars(doc.querySelector('[data-testid="total-all"]')?.textContent));
    expect(base).toBe(selectReportData({ record }).totals.total);
    // The grid's middle cell is the case as calculated, and it is the one highlighted.
    const highlighted = doc.querySelectorAll('[data-testid="sensitivity-grid"] .sensitivity-base-cell');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]!.closest('tr')!.getAttribute('data-discount')).toBe('0');
    expect(highlighted[0]!.getAttribute('data-growth')).toBe('0');
    expect(dollars(highlighted[0]!.textContent)).toBe(base);
  });

  it('shows each step its total and its change, the total less the base, and each row its swing', () => {
    const rows = oneWayRows(doc);
    // Discount, growth, retirement (both ages moved) and life expectancy across its two scenarios.
    expect(rows.map((row) => row.key).sort()).toEqual(['discount', 'growth', 'lifeExpectancy', 'retirement']);
    for (const { label, cells } of rows) {
      const [, downTotal, downChange, , upTotal, upChange, swing] = cells;
      expect(dollars(downChange), label).toBe(dollars(downTotal) - base);
      expect(dollars(upChange), label).toBe(dollars(upTotal) - base);
      const totals = [base, dollars(downTotal), dollars(upTotal)];
      expect(dollars(swing), label).toBe(Math.max(...totals) - Math.min(...totals));
    }
    // A higher discount rate lowers the total, a higher growth rate raises it.
    const row = (key: string) => rows.find((candidate) => candidate.key === key)!.cells;
    expect(row('discount').slice(0, 1).concat(row('discount')[3]!)).toEqual(['−1 point', '+1 point']);
    expect(dollars(row('discount')[4])).toBeLessThan(base);
    expect(dollars(row('growth')[4])).toBeGreaterThan(base);
    // Life expectancy runs from the shorter scenario to the longer, labelled by its years as the scenario selector labels them.
    expect([row('lifeExpectancy')[0], row('lifeExpectancy')[3]]).toEqual(['24.50 years', '35.20 years']);
  });

  it('puts the rows in order of their swing, the widest first, as the chart draws them', () => {
    const rows = oneWayRows(doc);
    const swings = rows.map((row) => dollars(row.cells[6]));
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    const chart = doc.querySelector('[data-exhibit="sensitivity"] svg[role="img"]')!;
    expect(chart.getAttribute('aria-label')).toContain(`(${doc.querySelector('[data-testid="sensitivity-base"] td')!.textContent})`);
    expect([...chart.querySelectorAll('g[data-assumption]')].map((g) => g.getAttribute('data-assumption'))).toEqual(rows.map((r) => r.key));
  });

  it('heads the grid with shifts when the losses are discounted at different rates, and with the rates when at one', () => {
    const heads = (d: Document) =>
      [...d.querySelectorAll('[data-testid="sensitivity-grid"] thead tr:last-child th')].map((th) => th.textContent);
    expect(heads(doc)).toEqual([
      'Discount rate',
      '−3 points',
      '−2 points',
      '−1 point',
      'As calculated',
      '+1 point',
      '+2 points',
      '+3 points',
    ]);
    const one = printed(support());
    expect(heads(one)).toEqual(['Discount rate', '0.00%', '1.00%', '2.00%', '3.00% (as calculated)', '4.00%', '5.00%', '6.00%']);
    const rowHeads = [...one.querySelectorAll('[data-testid="sensitivity-grid"] tbody th')].map((th) => th.textContent);
    expect(rowHeads).toEqual(['1.31%', '2.31%', '3.31%', '4.31% (as calculated)', '5.31%', '6.31%', '7.31%']);
  });
});

describe('a sensitivity that is not the scenario of record', () => {
  it('says it was computed under other scenarios and to calculate the case again', () => {
    const record = { ...injury(), scenarioOfRecord: { income: 1 } };
    const doc = printed(record);
    const stale = doc.querySelector('[data-testid="sensitivity-stale"]')?.textContent ?? '';
    expect(stale).toContain('annual income $135,954');
    expect(stale).toContain('not the scenario of record (annual income $98,000');
    expect(stale).toContain('Calculate the case again');
  });

  it('says nothing of the kind when computed under the scenario of record', () => {
    const doc = printed(injury({ income: 1 }));
    expect(doc.querySelector('[data-testid="sensitivity-stale"]')).toBeNull();
    expect(dollars(doc.querySelector('[data-testid="sensitivity-base"] td')?.textContent)).toBe(
      dollars(doc.querySelector('[data-testid="total-all"]')?.textContent),
    );
  });

  it('asks a case saved before the exhibit to be calculated again', async () => {
    renderReport('/case/exhibits', { case: personalInjuryRecord(INJURY_TYPES) });
    const figure = await screen.findByTestId('sensitivity');
    expect(within(figure).getByText(new RegExp(WORDS.title))).toBeInTheDocument();
    expect(within(figure).getByTestId('sensitivity-missing')).toHaveTextContent('Calculate the case again to compute its sensitivity.');
  });
});

describe('the sensitivity exhibit on screen', () => {
  it('is an exhibit of the Exhibits page, with its table, chart, grid and notes', async () => {
    const record = support();
    renderReport('/case/exhibits', { case: record });
    const figure = await screen.findByTestId('sensitivity');
    expect(within(figure).getByText(/Exhibit \d+\. Sensitivity of the Total Economic Loss/)).toBeInTheDocument();
    expect(within(figure).getByRole('img', { name: /Tornado chart/ })).toBeInTheDocument();
    expect(within(figure).getByRole('table', { name: WORDS.oneWayCaption })).toBeInTheDocument();
    expect(within(figure).getByRole('table', { name: WORDS.gridCaption })).toBeInTheDocument();
    // Support holds no fixed consumption or unemployment rate: those steps are not offered and not shown.
    expect(oneWayRows(figure).map((row) => row.key)).not.toContain('consumption');
  });
});

describe('the sensitivity exhibit in Word and Excel', () => {
  const record = support();
  const data = selectReportData({ record });
  const exhibit = data.sensitivity;
  if (exhibit.state !== 'computed') throw new Error('the record has its sensitivity');

  it('is in the Word report: its tables as printed and its tornado as a chart of the changes', async () => {
    const html = renderReportHtml('word-sensitivity', record);
    const document = buildDocument({ html, data, fontFamily: 'serif', headerText: 'Whitfield' });
    const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
    const body = await zip.file('word/document.xml')!.async('string');
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    const top = exhibit.rows[0]!;
    expect(text).toContain(WORDS.title);
    expect(text).toContain(`${top.label}${top.low!.step}`);
    expect(text).toContain(`${WORDS.base}$${exhibit.base.total.toLocaleString('en-US')}`);
    const charts = await Promise.all(
      Object.keys(zip.files)
        .filter((f) => /^word\/charts\/chart\d+\.xml$/.test(f))
        .map((f) => zip.file(f)!.async('string')),
    );
    const tornado = charts.find((xml) => xml.includes(`<c:v>${WORDS.stepDown}</c:v>`));
    expect(tornado).toBeDefined();
    const values = [...tornado!.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]);
    for (const row of exhibit.rows) expect(values).toContain(String(row.high!.change));
  });

  it('has a Sensitivity sheet whose changes LibreOffice recalculates as the step total less the base', async () => {
    const { workbook } = buildWorkbook(record, data);
    const ws = workbook.getWorksheet(SENSITIVITY_SHEET)!;
    // Given formulas only, no cached values, and the base total edited: whatever LibreOffice reports, it computed.
    let baseCell: ExcelJS.Cell | undefined;
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.value === WORDS.base) baseCell = row.getCell(3);
        if (cell.formula) cell.value = { formula: cell.formula };
      }),
    );
    expect(baseCell?.value).toBe(exhibit.base.total);
    baseCell!.value = 1_000_000;
    const dir = mkdtempSync(path.join(tmpdir(), 'sensitivity-'));
    try {
      const file = path.join(dir, 'sensitivity.xlsx');
      writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
      const out = path.join(dir, 'out');
      execFileSync(
        'soffice',
        [
          '-env:UserInstallation=file://' + path.join(dir, 'profile'),
          '--headless',
          '--calc',
          '--convert-to',
          'xlsx',
          '--outdir',
          out,
          file,
        ],
        { stdio: 'pipe', timeout: 120_000 },
      );
      const recalculated = new ExcelJS.Workbook();
      await recalculated.xlsx.load(new Uint8Array(readFileSync(path.join(out, 'sensitivity.xlsx'))).buffer);
      const sheet = recalculated.getWorksheet(SENSITIVITY_SHEET)!;
      const result = (cell: ExcelJS.Cell) =>
        typeof cell.value === 'object' && cell.value && 'result' in cell.value ? cell.value.result : cell.value;
      let checked = 0;
      sheet.eachRow((row) => {
        const key = exhibit.rows.find((candidate) => candidate.label === row.getCell(1).value);
        if (!key) return;
        expect(row.getCell(3).value).toBe(key.low!.total);
        expect(result(row.getCell(4))).toBe(key.low!.total - 1_000_000);
        expect(result(row.getCell(7))).toBe(key.high!.total - 1_000_000);
        checked += 1;
      });
      expect(checked).toBe(exhibit.rows.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
