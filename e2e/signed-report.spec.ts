import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../apps/server/src/paths.ts';
import { screenshotsDir, screenshotsFor, signUpAndSignIn, type TestServer, useJourney } from './support/index.ts';

/**
 * The whole path to a signed report, as one user would take it: sign up, fill the own
 * economist profile, enter a captioned case with an implausible wage growth,
 * see the check before calculating and calculate anyway, then find the own
 * name and fee in the report and download Word and Excel files whose totals
 * equal the report's Summary to the dollar.
 */

const shot = screenshotsFor('signed-report');
const downloads = path.join(repoRoot, 'artifacts/downloads/signed-report');

const ECONOMIST = {
  name: 'Morgan Hale',
  credentials: 'Ph.D., Economics',
  firm: 'Hale Forensic Economics LLC',
  study: '425',
  testimony: '650',
};
const CAPTION = {
  caseName: 'Martinez v. Acme Trucking, Inc.',
  court: 'United States District Court, Northern District of Illinois',
  docket: '1:24-cv-05678',
  attorney: 'Dana Smith',
  attorneyFirm: 'Smith & Jones LLP',
  attorneyAddress: '100 Main Street\nChicago, IL 60601',
};
/** The fee sentence the profile's two fees make (introduction and Qualifications appendix). */
const FEE_TEXT = `$${ECONOMIST.study} per hour for review, analysis and report preparation, and $${ECONOMIST.testimony} per hour for deposition and trial testimony`;

/** Whole dollars of "$1,234" or "($1,234)"; "—" and other non-figures are null. */
const dollars = (text: string): number | null => {
  const match = /^\(?-?\$([\d,]+)\)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return text.trim().startsWith('(') || text.trim().startsWith('-') ? -value : value;
};

/** The text of the runs of a piece of WordprocessingML. */
const wordText = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join('');
/** Every table of a document.xml as rows of cell texts. */
const wordTables = (xml: string) =>
  [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) =>
    [...t[1]!.matchAll(/<w:tr(?: [^>]*)?>([\s\S]*?)<\/w:tr>/g)].map((r) =>
      [...r[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => wordText(c[1]!)),
    ),
  );

/** A cached number of a workbook cell: a plain number or a formula's stored result. */
const cachedNumber = (cell: ExcelJS.Cell): number | null => {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  return null;
};

interface SummaryLine {
  label: string;
  past: number | null;
  future: number | null;
  total: number | null;
}

describe('a report the economist can sign and send', () => {
  let server: TestServer;
  let page: Page;
  let reportId = '';
  /** The report's Summary (section 8) as shown on screen: every loss line, then the total. */
  let summary: SummaryLine[] = [];

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  const visible = (text: string | RegExp, scope: Page | Locator = page) => scope.getByText(text).first().waitFor({ state: 'visible' });
  const open = async (route: string) => {
    await page.goto(`${server.url}/${reportId}/${route}`);
    await page.locator('.report-paper h1, .report-paper h2').first().waitFor();
  };
  async function download(label: string, file: string): Promise<Buffer> {
    const [arrived] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button(label).click()]);
    const target = path.join(downloads, file);
    await arrived.saveAs(target);
    return readFileSync(target);
  }

  const journey = useJourney();
  beforeAll(() => {
    ({ server, page } = journey);
    mkdirSync(downloads, { recursive: true });
  });

  it('signs up and fills the own economist profile', async () => {
    await signUpAndSignIn(page, { account: { name: ECONOMIST.name } });
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Economist profile' }).waitFor();
    await expect.poll(() => field('Full name').inputValue()).toBe(ECONOMIST.name);
    await field('Credentials').fill(ECONOMIST.credentials);
    await field('Title').fill('Forensic Economist');
    await field('Firm').fill(ECONOMIST.firm);
    await field('Hourly fee — study').fill(ECONOMIST.study);
    await field('Hourly fee — testimony').fill(ECONOMIST.testimony);
    await field('Qualifications').fill('Ph.D. in Economics, Northwestern University, 2006.');
    await shot(page, '01-profile-filled');
    await button('Save profile').click();
    await page.getByText('Profile saved.').waitFor();
    await shot(page, '02-profile-saved');
  });

  it('enters a captioned case with a 30 % wage growth, is warned, and calculates anyway', async () => {
    await page.goto(`${server.url}/form`);
    await page.getByRole('heading', { level: 1, name: 'Economic Damages Report Entry Form' }).waitFor();
    // A new case is signed by the account's own profile.
    await expect.poll(() => field('Economist').locator('option:checked').textContent(), { timeout: 10_000 }).toContain(ECONOMIST.name);
    await field('Retaining Attorney or Firm').fill(CAPTION.attorneyFirm);
    await field('Case name').fill(CAPTION.caseName);
    await field('Court').fill(CAPTION.court);
    await field('Docket number').fill(CAPTION.docket);
    await field('Attorney name').fill(CAPTION.attorney);
    await field('Attorney firm').fill(CAPTION.attorneyFirm);
    await field('Attorney address').fill(CAPTION.attorneyAddress);
    await field('Date of Report').fill('2025-03-01');
    await field('Date of trial').fill('2026-01-15');
    await field('Date of injury or death').fill('2022-06-15');
    await field('Case type').selectOption('personalInjury');
    await field('Loss of earnings (past)').check();
    await field('Loss of earnings (future)').check();
    await field('Household size').selectOption('1');
    await field('Household income').fill('52000');
    await field('Spouse').selectOption('false');
    await field('Children').selectOption('false');

    const plaintiff = region('Plaintiff Information');
    await field('Name', plaintiff).fill('Rosa Martinez');
    await field('Date of Birth', plaintiff).fill('1980-04-10');
    await field('Gender', plaintiff).selectOption('female');
    await field('Race', plaintiff).selectOption('white');
    await field('Education', plaintiff).selectOption('bachelor');
    await button('Autofill Remaining LE Years (Scenario 1)').click();
    await visible('Source: NCHS 2023, non-Hispanic White female');
    await field('Retirement age (Scenario 1)').fill('67');
    await field('Annual income (Scenario 1)').fill('52000');
    await button('Autofill Wages discount rate').click();
    await visible(/^Source: Treasury par yield curve of \d{4}-\d{2}-\d{2}, [\d.]+-year maturity$/);
    // Implausible: 30 % a year, for decades.
    await field('Wages growth rate').fill('0.30');
    await field('Benefits rate').fill('0.15');
    await field('Number of documents reviewed').fill('1');
    await field('Source name (document 1)').fill('Tax returns 2019-2021');
    await shot(page, '03-case-filled');

    await button('Submit').click();
    const review = page.getByRole('dialog', { name: 'Review before calculating' });
    await review.waitFor();
    await visible(/^Wages growth rate is 30\.00% a year, above 8%: /, review);
    await shot(page, '04-review-before-calculating');
    await page.screenshot({ path: path.join(screenshotsDir, 'signed-report', '04-review-before-calculating-window.png') });
    await button('Calculate anyway', review).click();
    await page.waitForURL(/\/[0-9a-f-]{36}\/table-of-contents$/, { timeout: 60_000 });
    reportId = new URL(page.url()).pathname.split('/')[1] ?? '';
    // The overridden warning is recalled on the contents page (and printed in the appendix of facts and data).
    await page.locator('.report-warnings').waitFor();
    await expect(page.locator('.report-warnings li').allTextContents()).resolves.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Overridden: A growth rate of 30\.00% a year is above 8%: .* For the wages growth rate\.$/),
      ]),
    );
    await shot(page, '05-contents-with-warning');
  });

  it('shows the own name, credentials and fee on the cover, in the introduction and in the certification', async () => {
    await open('summary');
    const rows = await page
      .locator('table.totals-table')
      .evaluate((table) =>
        [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
        ),
      );
    summary = rows.map(([label, past, future, total]) => ({
      label: label!,
      past: dollars(past!),
      future: dollars(future!),
      total: dollars(total!),
    }));
    expect(summary.at(-1)).toMatchObject({ label: 'Total economic loss' });
    expect(summary.at(-1)!.total).toBeGreaterThan(0);
    expect(await page.getByTestId('total-all').textContent()).toBe(await page.getByTestId('summary-total').textContent());
    await shot(page, '06-summary');

    await open('introduction/1');
    await visible(`${ECONOMIST.name}, ${ECONOMIST.credentials}, was retained`);
    await visible(new RegExp(FEE_TEXT.replace(/[$.]/g, '\\$&')));
    await shot(page, '07-introduction-fee');

    await open('certification');
    const signature = page.locator('.signature-block');
    await expect(signature.locator('.signature-name').textContent()).resolves.toBe(ECONOMIST.name);
    await expect(signature.textContent()).resolves.toContain(ECONOMIST.credentials);
    await expect(signature.textContent()).resolves.toContain(ECONOMIST.firm);
    await expect(page.locator('.report-paper').textContent()).resolves.not.toContain('Economist One');
    await expect(
      page
        .locator('.report-paper')
        .textContent()
        .then((t) => (t ?? '').replace(/\s+/g, ' ')),
    ).resolves.toContain(FEE_TEXT);
    await shot(page, '08-certification');

    await page.goto(`${server.url}/${reportId}/print`);
    const cover = page.locator('.cover-page');
    await cover.waitFor();
    // textContent, not innerText: the court is set in capitals by CSS only.
    const coverText = ((await cover.textContent()) ?? '').replace(/\s+/g, ' ');
    for (const expected of [
      CAPTION.caseName,
      CAPTION.court,
      CAPTION.docket,
      CAPTION.attorney,
      ECONOMIST.name,
      ECONOMIST.credentials,
      ECONOMIST.firm,
      FEE_TEXT,
    ])
      expect(coverText, expected).toContain(expected);
    const printed = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(printed).toContain(FEE_TEXT);
    expect(printed).not.toContain('Economist One');
    await shot(page, '09-print-view-cover');
  });

  it('downloads a Word document with the same totals, name and fee', async () => {
    await open('table-of-contents');
    await button('Download Word').waitFor();
    const zip = await JSZip.loadAsync(await download('Download Word', 'report.docx'));
    const body = await zip.file('word/document.xml')!.async('string');
    const words = wordText(body);
    for (const expected of [CAPTION.caseName, CAPTION.docket, ECONOMIST.name, ECONOMIST.credentials, FEE_TEXT])
      expect(words, expected).toContain(expected);
    expect(words).not.toContain('Economist One');
    // The Summary's totals tables (label, past, future, total; the combined schedule by year has more columns), row for row and to the dollar.
    const totalsTables = wordTables(body).filter((t) => t.at(-1)?.[0] === 'Total economic loss' && t.at(-1)?.length === 4);
    expect(totalsTables.length).toBeGreaterThan(0);
    for (const table of totalsTables) {
      const lines = table.slice(-summary.length).map(([label, past, future, total]) => ({
        label: label!,
        past: dollars(past ?? ''),
        future: dollars(future ?? ''),
        total: dollars(total ?? ''),
      }));
      expect(lines).toEqual(summary);
    }
    await shot(page, '10-word-downloaded');
  });

  it('downloads an Excel workbook whose Summary sheet foots to the report to the dollar', async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await download('Download Excel', 'report.xlsx');
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('Summary');
    expect(sheet).toBeDefined();
    const rows = new Map<string, ExcelJS.Row>();
    sheet!.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') rows.set(label, row);
    });
    expect(rows.get('Case')?.getCell(2).value).toBe(CAPTION.caseName);
    for (const line of summary) {
      const row = rows.get(line.label);
      expect(row, line.label).toBeDefined();
      const cells = [2, 3, 4].map((c) => cachedNumber(row!.getCell(c)));
      expect({ label: line.label, past: cells[0], future: cells[1], total: cells[2] }).toEqual(line);
    }
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(expect.arrayContaining(['Summary', 'Assumptions', 'A-1']));
    expect(await page.getByRole('alert').count()).toBe(0);
    await shot(page, '11-excel-downloaded');
  });
});
