import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedFormRecord } from '../packages/contracts/src/index.ts';
import { MEDICAL_SCENARIO_TYPES, wholeDollars } from '../packages/engine/src/index.ts';
import { repoRoot } from '../apps/server/src/paths.ts';
import { reportSection } from '../apps/web/src/features/report/model/report-sections.ts';
import { pageMatchesSelection, selectReportData } from '../apps/web/src/features/report/model/select-report-data.ts';
import type { ScenarioSelection, TablePage } from '../apps/web/src/features/report/model/report-model.ts';
import { lifeCarePlanRecord, personalInjuryRecord, wrongfulDeathRecord } from '../apps/web/src/features/report/testing/fixtures.ts';
import { reportTotalsExample } from '../fixtures/report-totals/index.ts';
import { CAPTION, signedRecord, WARNINGS } from '../apps/web/src/features/report/testing/signing-fixtures.ts';
import { formatMoney, formatMoneyCents, formatWholeNumber } from '@damages/contracts';
import { expectNoAxeViolations, saveScreenshot, signUpAndSignIn, type TestServer, useJourney } from './support/index.ts';

/**
 * The Economic Damages Report end to end in Chromium against the real server:
 * a wrongful-death and a personal-injury case (saved records built by the
 * engine, seeded into local storage as the entry form would leave them), every
 * report route, scenario and font switching, pagination, the not-found pages,
 * and Generate PDF printed with page.pdf() and read back with poppler.
 */

const pdfDir = path.join(repoRoot, 'artifacts/pdf');

interface Case {
  key: 'wrongful-death' | 'personal-injury';
  id: string;
  record: SavedFormRecord;
}

const cases: Record<Case['key'], Case> = {
  'wrongful-death': { key: 'wrongful-death', id: randomUUID(), record: wrongfulDeathRecord() },
  'personal-injury': { key: 'personal-injury', id: randomUUID(), record: personalInjuryRecord() },
};

/** Every on-screen route of a case, in reading order. */
function routesOf(c: Case): string[] {
  const data = selectReportData({ record: c.record });
  const routes = [
    'summary-of-opinions',
    'table-of-contents',
    'introduction/1',
    'introduction/2',
    'background',
    'assumptions',
    'loss-of-earnings',
    'loss-of-support',
    'loss-of-services',
    'discount',
    'quantitative',
    'summary',
    'certification',
    'references',
    'exhibits',
  ];
  for (const appendix of data.appendices) {
    if (appendix.key === 'medical-expenses') {
      for (const type of ['best', 'probable', 'worst'] as const) {
        const pages = appendix.pages.filter((p) => p.match.medical === type);
        pages.forEach((_, i) => routes.push(`appendices/medical-expenses/${type}/${i + 1}`));
      }
    } else {
      appendix.pages.forEach((_, i) => routes.push(`appendices/${appendix.key}/${i + 1}`));
    }
  }
  return routes;
}

/**
 * Every page a reader of the case's report sees, for the accessibility check: each section the case shows (the
 * first page of a long one), then every page of every appendix, the appendices of text included.
 */
function accessibilityRoutesOf(c: Case): string[] {
  const data = selectReportData({ record: c.record });
  const sections = data.sections.flatMap((id) => {
    const route = reportSection(id).route;
    return route === null ? [] : [route.replace('/:page?', '/1')];
  });
  const numbered = (base: string, pages: readonly unknown[]) => pages.map((_, index) => `${base}/${index + 1}`);
  const appendices = data.appendices.flatMap((appendix) =>
    appendix.kind === 'medical'
      ? MEDICAL_SCENARIO_TYPES.flatMap((type) =>
          numbered(
            `appendices/${appendix.key}/${type}`,
            appendix.pages.filter((p) => p.match.medical === type),
          ),
        )
      : numbered(`appendices/${appendix.key}`, appendix.pages),
  );
  return [...sections, ...appendices];
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const pdfPages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
/** "1,234,567" or "(1,234)" → number. */
const wholeNumber = (text: string) => (text.includes('(') ? -1 : 1) * Number(text.replace(/[^0-9]/g, ''));
/** "$1,234", "($1,234)" → dollars; "n/a" (a period not claimed) → 0. */
const dollars = (text: string) => (text.trim() === 'n/a' ? 0 : wholeNumber(text));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const MONEY = String.raw`(\(?\$[\d,]+\)?|n/a)`;
/**
 * A printed row of a summary table: a label, then past, future and total, the line's only figures
 * (a row of the combined schedule by year has more, and is not a summary row).
 */
const SUMMARY_ROW = new RegExp(String.raw`^([^$]*?)\s+${MONEY}\s+${MONEY}\s+${MONEY}\s*$`);

/** The rows of every summary table in the PDF's text, in order. */
function printedSummaryRows(text: string): { label: string; values: number[] }[] {
  return text.split('\n').flatMap((line) => {
    const match = SUMMARY_ROW.exec(line);
    // A table row has a label with words; a chart's axis ("$0  $450,000  $900,000 …") has none.
    if (!match || !/[A-Za-z]/.test(match[1]!)) return [];
    return [{ label: match[1]!.trim(), values: [match[2]!, match[3]!, match[4]!].map(dollars) }];
  });
}

/** Every row of a summary table adds across, and a totals row is the sum of the rows above it. */
function expectFoots(body: number[][], foot?: number[]) {
  for (const [past, future, total] of body) expect(total).toBe(past! + future!);
  if (!foot) return;
  for (const column of [0, 1, 2]) expect(foot[column]).toBe(sum(body.map((row) => row[column]!)));
  expect(foot[2]).toBe(foot[0]! + foot[1]!);
}

/** PNGs of the first pages of a PDF: artifacts/pdf/<name>-page-<n>.png. */
function savePagePngs(file: string, name: string, count: number): string[] {
  const prefix = path.join(pdfDir, `${name}-tmp`);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', String(count), file, prefix]);
  const made = readdirSync(pdfDir)
    .filter((f) => f.startsWith(`${name}-tmp`))
    .sort();
  return made.map((f, i) => {
    const target = path.join(pdfDir, `${name}-page-${i + 1}.png`);
    renameSync(path.join(pdfDir, f), target);
    return target;
  });
}

describe('report journey', () => {
  let server: TestServer;
  let page: Page;

  const open = async (c: Case, route: string) => {
    await page.goto(`${server.url}/${c.id}/${route}`);
    await page.locator('.report-paper h1, .report-paper h2').first().waitFor();
  };
  const chooseScenario = (label: string) => page.locator('.scenario-panel label', { hasText: label }).first().click();
  const expectTotals = async (record: SavedFormRecord, selection: Partial<ScenarioSelection>) => {
    const { totals } = selectReportData({ record, selection });
    await expect.poll(() => page.getByTestId('total-all').textContent()).toBe(formatMoney(totals.total));
    expect(await page.getByTestId('total-past').textContent()).toBe(formatMoney(totals.past));
    expect(await page.getByTestId('total-future').textContent()).toBe(formatMoney(totals.future));
    return totals;
  };

  // This journey opens ~120 pages by URL in a couple of minutes, each with its own session
  // check; a person clicking through the report stays in one page and never comes near the limit.
  const journey = useJourney({ env: { AUTH_RATE_LIMIT_OTHER: '5000' } });
  beforeAll(async () => {
    ({ server, page } = journey);
    // Generate PDF ends in window.print(); count the calls instead of opening a dialog.
    await page.addInitScript(() => {
      const w = window as unknown as { __printCalls: number; print: () => void };
      w.__printCalls = 0;
      w.print = () => {
        w.__printCalls += 1;
      };
    });
    await signUpAndSignIn(page, { account: { name: 'Report Reader' } });
    await page.evaluate(
      (entries) => {
        for (const [id, record] of entries) localStorage.setItem(id, record);
      },
      Object.values(cases).map((c) => [c.id, JSON.stringify(c.record)] as [string, string]),
    );
    rmSync(pdfDir, { recursive: true, force: true });
    mkdirSync(pdfDir, { recursive: true });
  });

  // The accessibility check of the report's pages (zero axe-core violations, as e2e/accessibility.spec.ts checks
  // every other screen) runs in these visits, so each page is loaded once for both. Failures are collected so
  // that one run lists every page's violations.
  for (const c of Object.values(cases)) {
    it(`renders every route of the ${c.key} case`, async () => {
      const routes = routesOf(c);
      const checked = accessibilityRoutesOf(c);
      const failures: string[] = [];
      const checkAccessibility = async (route: string) => {
        if (!checked.includes(route)) return;
        await expectNoAxeViolations(page, `report-${c.key}-${route}`).catch((error: Error) => failures.push(error.message));
      };
      for (const [index, route] of routes.entries()) {
        await open(c, route);
        await saveScreenshot(page, `report-${c.key}`, `${String(index + 1).padStart(2, '0')}-${route.replace(/\//g, '-')}`);
        await checkAccessibility(route);
      }
      // The appendices of text (facts and data, qualifications) are checked here and rendered by the signed journey below.
      for (const route of checked.filter((r) => !routes.includes(r))) {
        await open(c, route);
        await checkAccessibility(route);
      }
      expect(routes.length).toBeGreaterThan(15);
      expect(failures.join('\n\n')).toBe('');
    });
  }

  it('shows the conditional sections, navigation and appendix menu of each case', async () => {
    const wd = cases['wrongful-death'];
    await open(wd, 'table-of-contents');
    const toc = page.locator('.toc-list');
    for (const title of ['Introduction', 'Loss of Support', 'Loss of Services', 'Appendices', 'Exhibits'])
      await expect.poll(() => toc.getByText(title, { exact: true }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Report sections' });
    expect(await nav.getByRole('link', { name: 'Loss of Support' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Update Form Data' }).getAttribute('href')).toBe(`/form/${wd.id}`);

    const pi = cases['personal-injury'];
    await open(pi, 'table-of-contents');
    expect(await page.locator('.toc-list').getByText('Loss of Support', { exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Loss of Support' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Appendices' }).click();
    const menu = page.locator('.dropdown-menu.show');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Loss Services',
      'Loss Earnings',
      'Medical Expenses',
      'Facts and Data Considered',
      'Qualifications',
    ]);
    await saveScreenshot(page, 'report-personal-injury', '90-appendices-menu');
    await menu.getByRole('link', { name: 'Medical Expenses' }).click();
    await page.waitForURL(`**/${pi.id}/appendices/medical-expenses/probable`);
  });

  it("shows the life-care plan's care before trial as its own past line, every modality counted in every scenario", async () => {
    const example = reportTotalsExample('report-totals-medical-scenarios');
    const plan: Case = { key: 'personal-injury', id: randomUUID(), record: lifeCarePlanRecord(example.request, 18250.4) };
    await page.evaluate(([id, record]) => localStorage.setItem(id, record), [plan.id, JSON.stringify(plan.record)] as [string, string]);
    await open(plan, 'quantitative');
    const table = page.getByRole('table', { name: 'Economic loss by category' });
    for (const [scenario, label] of [
      ['best', 'Best'],
      ['probable', 'Probable'],
      ['worst', 'Worst'],
    ] as const) {
      await chooseScenario(label);
      await expectTotals(plan.record, { medical: scenario });
      const beforeTrial = table.getByRole('row', { name: /^Life-care plan, before trial/ });
      await expect.poll(() => beforeTrial.textContent()).toContain(formatMoney(wholeDollars(example.expected.past[scenario].total)));
      const medical = table.getByRole('row', { name: /^Medical Expenses/ });
      expect(await medical.textContent()).toContain(formatMoney(wholeDollars(example.expected.future[scenario].total)));
    }
    await saveScreenshot(page, 'report-personal-injury', '94-life-care-plan-before-trial');
  });

  it('keeps every total equal to the sum of the appendix PV columns of the chosen scenarios', async () => {
    await page.evaluate(() => sessionStorage.clear());
    for (const c of Object.values(cases)) {
      const data = selectReportData({ record: c.record });
      let pastShown = 0;
      let futureShown = 0;
      let tables = 0;
      for (const appendix of data.appendices) {
        for (const [index, tablePage] of appendix.pages.entries()) {
          const medical = tablePage.match.medical;
          if (!selectionMatches(tablePage.match, data.selection)) continue;
          const number = medical ? appendix.pages.filter((p) => p.match.medical === medical).indexOf(tablePage) + 1 : index + 1;
          await open(c, medical ? `appendices/medical-expenses/${medical}/${number}` : `appendices/${appendix.key}/${number}`);
          const totalRow = page.locator('.loss-table tfoot tr');
          const pv = wholeNumber((await totalRow.locator('td').last().textContent()) ?? '');
          expect(pv).toBe(wholeNumber(formatWholeNumber(tablePage.totals.PV!)));
          if (tablePage.side === 'past') pastShown += pv;
          else futureShown += pv;
          tables += 1;
        }
      }
      const extraPast =
        wholeDollars(c.record.formData.plaintiff.burialCost ?? 0) + wholeDollars(c.record.formData.medical?.totalPastMedicalExpenses ?? 0);
      await open(c, 'quantitative');
      const totals = await expectTotals(c.record, {});
      // Each figure is rounded once from its cents and the totals add the figures: the past column is exactly the
      // appendix totals shown; the future medical figure rounds the scenario's modalities together (a dollar a table at most).
      expect(totals.past - extraPast).toBe(pastShown);
      expect(Math.abs(totals.future - futureShown)).toBeLessThanOrEqual(tables / 2);
    }
  });

  it('makes every summary table foot to the dollar on screen', async () => {
    await page.evaluate(() => sessionStorage.clear());
    for (const c of Object.values(cases)) {
      for (const route of ['quantitative', 'summary', 'loss-of-earnings', 'loss-of-support', 'loss-of-services']) {
        await open(c, route);
        const tables = await page.locator('table.totals-table, table.results-table').evaluateAll((elements) =>
          elements.map((table) => ({
            body: [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
            foot: [...table.querySelectorAll('tfoot tr td')].map((td) => td.textContent ?? ''),
          })),
        );
        if (route === 'quantitative' || route === 'summary') expect(tables.length).toBe(1);
        for (const table of tables)
          expectFoots(
            table.body.map((row) => row.map(dollars)),
            table.foot.length > 0 ? table.foot.map(dollars) : undefined,
          );
        const services = await page.locator('table.services-table').evaluateAll((elements) =>
          elements.map((table) => ({
            annual: [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''),
            total: table.querySelector('tfoot td.num')?.textContent ?? '',
          })),
        );
        for (const table of services) expect(dollars(table.total)).toBe(sum(table.annual.map(dollars)));
      }
    }
  });

  it('recomputes the quantitative and summary pages when scenarios are switched, for the session', async () => {
    const pi = cases['personal-injury'];
    await open(pi, 'quantitative');
    await expectTotals(pi.record, {});
    await chooseScenario('$98,000');
    await expectTotals(pi.record, { income: 1 });
    await chooseScenario('Age 62.5');
    await chooseScenario('24.50 years');
    await chooseScenario('Probable');
    const chosen = { income: 1, retirement: 1, lifeExpectancy: 1, medical: 'probable' as const };
    const totals = await expectTotals(pi.record, chosen);
    await saveScreenshot(page, 'report-personal-injury', '91-quantitative-switched');
    await open(pi, 'summary');
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatMoney(totals.total));
    await saveScreenshot(page, 'report-personal-injury', '92-summary-switched');

    const wd = cases['wrongful-death'];
    await open(wd, 'summary');
    await chooseScenario('22.60 years');
    await expectTotals(wd.record, { lifeExpectancy: 1 });
  });

  it('paginates the appendices: Previous and Next only with 5 or more pages; two paginators for medical', async () => {
    const wd = cases['wrongful-death'];
    await open(wd, 'appendices/loss-of-support');
    const supportPager = page.getByRole('navigation', { name: 'Loss of Support tables' });
    expect(await supportPager.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(await supportPager.getByText('Next').getAttribute('aria-disabled')).toBe('true');

    const pi = cases['personal-injury'];
    await open(pi, 'appendices/loss-earnings/1');
    const pager = page.getByRole('navigation', { name: 'Loss of Earnings tables' });
    expect(await pager.getByRole('link').count()).toBe(9);
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`**/appendices/loss-earnings/2`);
    await page.getByRole('heading', { name: /Table B-2\./ }).waitFor();
    await pager.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(`**/appendices/loss-earnings/1`);
    await pager.getByRole('link', { name: '8', exact: true }).click();
    await page.getByRole('heading', { name: /Table B-8\./ }).waitFor();
    expect(await pager.getByText('Next').getAttribute('aria-disabled')).toBe('true');

    await open(pi, 'appendices/medical-expenses/best/1');
    await page.getByRole('navigation', { name: 'Medical scenarios' }).getByRole('link', { name: 'Worst Scenario' }).click();
    await page.waitForURL(`**/appendices/medical-expenses/worst`);
    await page.getByRole('navigation', { name: 'Medical tables' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(`**/appendices/medical-expenses/worst/2`);
    await page.getByRole('heading', { name: /Orthopedic follow-up/ }).waitFor();
    await saveScreenshot(page, 'report-personal-injury', '93-medical-worst-2');
  });

  it('switches the report font and keeps it under the key "font"', async () => {
    const wd = cases['wrongful-death'];
    await open(wd, 'introduction/1');
    for (const font of ['Times New Roman', 'Roboto', 'Garamond', 'Brush Script MT', 'Arial']) {
      await page.getByLabel('Font').selectOption(font);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('font') ?? 'null') as unknown)).toBe(font);
      const family = await page.locator('.report-paper').evaluate((el) => getComputedStyle(el).fontFamily);
      expect(family).toContain(font === 'Garamond' ? 'EB Garamond' : font);
      await saveScreenshot(page, 'report-wrongful-death', `95-font-${font.toLowerCase().replace(/ /g, '-')}`);
    }
    await page.getByLabel('Font').selectOption('Garamond');
    await page.reload();
    await page.locator('.report-paper h2').first().waitFor();
    expect(await page.getByLabel('Font').inputValue()).toBe('Garamond');
    await page.getByLabel('Font').selectOption('Arial');
  });

  it("shows 'Form Does not exist', 'Form not found', 'Page not found' and what is wrong with a damaged case", async () => {
    const checks: [string, string][] = [
      [`/${randomUUID()}/table-of-contents`, 'Form Does not exist'],
      [`/${cases['wrongful-death'].id}/appendices/medical-expenses/probable`, 'Form not found'],
      [`/${cases['personal-injury'].id}/appendices/medical-expenses/unknown`, 'Page not found'],
      [`/${cases['personal-injury'].id}/appendices/loss-earnings/99`, 'Page not found'],
      [`/${cases['personal-injury'].id}/no-such-section`, 'Page not found'],
    ];
    for (const [index, [route, title]] of checks.entries()) {
      await page.goto(`${server.url}${route}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await saveScreenshot(page, 'report-errors', `${index + 1}-${title.toLowerCase().replace(/ /g, '-')}`);
    }
    await page.evaluate(() => localStorage.setItem('damaged-case', JSON.stringify({ formData: { case: 'broken' } })));
    await page.goto(`${server.url}/damaged-case/table-of-contents`);
    await page.getByRole('heading', { name: 'This saved case cannot be opened' }).waitFor();
    await saveScreenshot(page, 'report-errors', '6-damaged-case');
  });

  for (const [key, selection, labels] of [
    ['wrongful-death', { lifeExpectancy: 1 }, ['22.60 years']],
    [
      'personal-injury',
      { income: 1, retirement: 1, lifeExpectancy: 1, medical: 'probable' },
      ['$98,000', 'Age 62.5', '24.50 years', 'Probable'],
    ],
  ] as [Case['key'], Partial<ScenarioSelection>, string[]][]) {
    it(`prints the whole ${key} report for the chosen scenarios with Generate PDF`, async () => {
      const c = cases[key];
      const data = selectReportData({ record: c.record, selection });
      await page.evaluate(() => sessionStorage.clear());
      await open(c, 'summary');
      for (const label of labels) await chooseScenario(label);
      expect(await page.getByTestId('summary-total').textContent()).toBe(formatMoney(data.totals.total));
      // A print is an export: it states the scenario of record, so the scenarios viewed are made that first.
      await page.getByRole('button', { name: 'Make this the scenario of record' }).click();
      await page.getByText(`${data.selectionName} is now the scenario of record.`).waitFor();
      const before = await page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);
      await page.getByRole('button', { name: 'Generate PDF' }).click();
      await page.waitForURL(`**/${c.id}/print`);
      await page.locator('[data-print-ready="true"]').waitFor();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(before + 1);
      await saveScreenshot(page, `report-${key}`, '99-print-view');

      const file = path.join(pdfDir, `report-${key}.pdf`);
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      const text = pdfText(file);
      const pages = pdfPages(file);
      const flat = text.replace(/\s+/g, ' ');

      // One document, in order, with a running head and "Page n of N".
      const order = [
        'Summary of Opinions',
        'Table of Contents',
        '1. Introduction',
        '2. Background & Documents Reviewed',
        '3. Basic Assumptions',
        '6. Discount Rate/Present Value',
        '7. Quantitative Economic Loss Summary',
        '8. Summary & Conclusion',
        '9. Certification',
        '10. References',
        '11. Appendices',
        '12. Exhibits',
      ];
      const positions = order.map((title) => flat.indexOf(title));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(flat).toContain(`Page 2 of ${pages}`);
      expect(flat).toContain(`Page ${pages} of ${pages}`);
      expect(flat).toContain(
        `${c.record.formData.plaintiff.name} · ${key === 'wrongful-death' ? 'Wrongful Death' : 'Personal Injury'} · Economic Damages Report`,
      );
      expect(flat).toContain('$450 per hour');
      expect(flat).toContain('Consulting Economist');
      expect(flat).toContain(formatMoney(data.totals.total));

      // Every summary table foots in print: rows add across, the totals rows (the Summary of Opinions, sections 7 and 8) add down.
      const rows = printedSummaryRows(text);
      expectFoots(rows.map((row) => row.values));
      const footers = rows.flatMap((row, index) => (row.label.startsWith('Total economic loss') ? [index] : []));
      expect(footers).toHaveLength(3);
      for (const index of footers) {
        const body = rows.slice(index - data.totals.lines.length, index).map((row) => row.values);
        expectFoots(body, rows[index]!.values);
        expect(rows[index]!.values).toEqual([data.totals.past, data.totals.future, data.totals.total]);
      }

      // The appendix tables of the chosen scenarios, and only those.
      const printed = data.appendices.flatMap((a) => a.pages.map((p, i) => ({ p, label: `Table ${a.letter}-${i + 1}. ${p.title}` })));
      for (const { p, label } of printed) {
        expect(flat.includes(label), label).toBe(selectionMatches(p.match, data.selection));
      }
      const tableCount = printed.filter(({ p }) => selectionMatches(p.match, data.selection)).length;
      expect(pages).toBeGreaterThanOrEqual(14 + tableCount);
      expect(pages).toBeLessThanOrEqual(40);

      const pngs = savePagePngs(file, `report-${key}`, 4);
      expect(pngs).toHaveLength(4);
      await page.goBack();
    });
  }
});

/** The report's own rule: a medical estimate belongs to every scenario whose total counts it (methodology §10, version 3). */
function selectionMatches(match: TablePage['match'], selection: ScenarioSelection): boolean {
  return pageMatchesSelection({ match } as TablePage, selection);
}

/**
 * A report an economist can sign — the profile's name, fee and
 * signature, the case caption, the appendices of text (facts and data,
 * qualifications), the overridden warnings (a reminder on the contents page, printed
 * in the appendix of facts and data) and the
 * print view's "all scenarios" appendices, printed under the server's CSP.
 */
describe('report signed with a profile', () => {
  let server: TestServer;
  let page: Page;
  const cspViolations: string[] = [];
  const signed = { id: randomUUID(), record: { ...signedRecord(), warnings: WARNINGS } };
  const injury = { id: randomUUID(), record: personalInjuryRecord() };

  const open = async (id: string, route: string) => {
    await page.goto(`${server.url}/${id}/${route}`);
    await page.locator('.report-paper h1, .report-paper h2').first().waitFor();
  };
  const printToPdf = async (name: string) => {
    await page.locator('[data-print-ready="true"]').waitFor();
    const file = path.join(pdfDir, `${name}.pdf`);
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    return { text: pdfText(file).replace(/\s+/g, ' '), pages: pdfPages(file) };
  };

  const journey = useJourney({ env: { AUTH_RATE_LIMIT_OTHER: '5000' } });
  beforeAll(async () => {
    ({ server, page } = journey);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await signUpAndSignIn(page, { account: { name: 'Jordan Rivera' } });
    await page.evaluate(
      (entries) => {
        for (const [id, record] of entries) localStorage.setItem(id, record);
      },
      [signed, injury].map((c) => [c.id, JSON.stringify(c.record)] as [string, string]),
    );
    mkdirSync(pdfDir, { recursive: true });
  });

  it('shows the warnings on the contents page and the appendices of text', async () => {
    await open(signed.id, 'table-of-contents');
    const warnings = page.locator('.report-warnings');
    await warnings.waitFor();
    expect(await warnings.locator('li').allTextContents()).toEqual(WARNINGS.map((w) => `Overridden: ${w.message}`));
    await saveScreenshot(page, 'report-signed', '01-contents-with-warnings');
    await open(signed.id, 'appendices/facts-and-data');
    await page.getByRole('heading', { name: 'Appendix C: Facts and Data Considered' }).waitFor();
    await saveScreenshot(page, 'report-signed', '02-facts-and-data');
    await open(signed.id, 'appendices/qualifications');
    await page.getByRole('heading', { name: 'Appendix D: Qualifications of the Economist' }).waitFor();
    expect(await page.locator('.testimony-table tbody tr').count()).toBe(2);
    await saveScreenshot(page, 'report-signed', '03-qualifications');
    await open(signed.id, 'certification');
    expect(
      await page
        .getByRole('img', { name: 'Signature of Jordan Rivera' })
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(1);
    await saveScreenshot(page, 'report-signed', '04-certification');
  });

  it('prints the caption, the economist and the fee, the overridden warnings, with a running head under the CSP', async () => {
    await open(signed.id, 'print');
    await saveScreenshot(page, 'report-signed', '05-print-view');
    const { text, pages } = await printToPdf('report-signed');
    for (const expected of [
      CAPTION.caseName,
      `Case No. ${CAPTION.docketNumber}`,
      'Ana Ruiz',
      '500 Capitol Mall, Floor 12',
      'Jordan Rivera, Ph.D.',
      'Rivera Economics LLC',
      '$400 per hour',
      '$600 per hour',
      'Appendix C: Facts and Data Considered',
      'Appendix D: Qualifications of the Economist',
      // Table cells wrap in the PDF's text: the first words of a testimony entry.
      'Nguyen v. Coastal Freight,',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Economist One');
    expect(text).toContain(`Overridden: ${WARNINGS[0]!.message.slice(0, 40)}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(cspViolations).toEqual([]);
  });

  it('prints every table of every scenario combination, the medical appendix opening with its summary', async () => {
    await open(injury.id, 'print');
    await page.getByRole('radio', { name: 'all scenarios' }).check();
    await page.waitForURL(`**/${injury.id}/print?appendices=all`);
    await saveScreenshot(page, 'report-signed', '06-print-all-scenarios');
    const data = selectReportData({ record: injury.record });
    const labels = data.appendices.flatMap((a) => a.pages.map((p, i) => `Table ${a.letter}-${i + 1}. ${p.title}`));
    expect(labels).toHaveLength(18);
    const { text } = await printToPdf('report-all-scenarios');
    for (const label of labels) expect(text, label).toContain(label);
    expect(text).toContain('Summary by Modality and Scenario');
    const summary = data.medicalSummary!;
    for (const { type } of summary.scenarios) expect(text).toContain(formatMoneyCents(summary.future.totals[type]!));
    expect(cspViolations).toEqual([]);
  });
});
