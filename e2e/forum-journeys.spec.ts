import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSavedRecord,
  forumOf,
  formatLongDate,
  formatMoney,
  formatMoneyCents,
  type FormDataRecord,
  type ForumId,
  type SavedFormRecord,
} from '../packages/contracts/src/index.ts';
import { repoRoot } from '../apps/server/src/paths.ts';
import { runSubmitSteps } from '../apps/web/src/features/entry-form/submit/submit-steps.ts';
import type { FormValues } from '../apps/web/src/features/entry-form/model/form-values.ts';
import {
  earningsValues,
  formDataOf,
  personalInjuryValues,
  wrongfulDeathValues,
} from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import { selectReportData, type ReportData } from '../apps/web/src/features/report/model/select-report-data.ts';
import { readSavedCase, screenshotsDir, seedSavedCase, signUpAndSignIn, type TestServer, useJourney } from './support/index.ts';

/**
 * One case per forum family, end to end in Chromium against the real server: a
 * saved case (an entry-form fixture) is opened, only what the forum is about is
 * changed through the form, and the report's totals are checked against the
 * service's own answers to the very bodies the browser posted. Pennsylvania:
 * personal injury on a worklife table, total offset; Texas: wrongful death with
 * after-tax support and prejudgment interest from the filing date, printed and
 * read back; California: the life-expectancy Autofill on the neutral table.
 */

const JOURNEY = 'forum-journeys';
const pdfDir = path.join(repoRoot, 'artifacts/pdf');

/** A calculation call as posted: the endpoint's path and its JSON body. */
interface Call {
  path: string;
  body: unknown;
}

/** Whether a request is one of the submit's calculation calls. */
const isCalculation = (url: string) => /\/api\/(create_table\/|forensic\/get_interest$)/.test(new URL(url).pathname);

describe('forum journeys', () => {
  let server: TestServer;
  let page: Page;
  /** What the page posted to the calculation endpoints since the last `submitAndLand`. */
  let posted: Call[] = [];

  /** The body the page posted to the calculation endpoint whose path ends so. */
  const bodyOf = (ending: string) => posted.find((call) => call.path.endsWith(ending))?.body;
  const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });

  /** A picture of one part of a screen: artifacts/screenshots/forum-journeys/<step>.png. */
  async function shotOf(locator: Locator, step: string) {
    const file = path.join(screenshotsDir, JOURNEY, `${step}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    await locator.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await locator.screenshot({ path: file, animations: 'disabled' });
  }

  /** Seeds the fixture as a case saved before (no tables yet) and opens it in the entry form. */
  async function openSeeded(values: FormValues): Promise<string> {
    const id = randomUUID();
    await seedSavedCase(page, id, buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z'));
    await page.goto(`${server.url}/form/${id}`);
    await page.getByText('Editing a saved case.').first().waitFor();
    return id;
  }

  async function chooseForum(forum: ForumId) {
    await field('Forum').selectOption(forum);
    await page.getByText('Prescribed here:', { exact: false }).first().waitFor();
  }

  /** Submits, accepting the check before calculating when it has something to say, and waits for the report. */
  async function submitAndLand(id: string) {
    posted = [];
    await button('Submit').click();
    const anyway = button('Calculate anyway', page.getByRole('dialog', { name: 'Review before calculating' }));
    const landed = new RegExp(`/${id}/table-of-contents$`);
    await Promise.race([anyway.waitFor({ timeout: 5000 }).then(() => anyway.click()), page.waitForURL(landed, { timeout: 5000 })]).catch(
      () => {},
    );
    await page.waitForURL(landed, { timeout: 60_000 });
  }

  /**
   * The report's figures from the service's own answers: the saved form data is
   * turned into the submit's bodies once more, each posted to the API with the
   * page's session, and the report model is applied to those answers. The bodies
   * must be exactly the ones the browser posted.
   */
  async function expectedReport(id: string): Promise<{ formData: FormDataRecord; data: ReportData }> {
    const saved = (await readSavedCase(page, id)) as SavedFormRecord;
    const { formData } = saved;
    const replayed: Call[] = [];
    const post = async (endpoint: string, body: unknown) => {
      replayed.push({ path: endpoint, body });
      const response = await page.request.post(`${server.url}${endpoint}`, { data: body, headers: { origin: server.url } });
      if (!response.ok()) throw new Error(`POST ${endpoint} answered ${response.status()}: ${await response.text()}`);
      return (await response.json()) as unknown;
    };
    const results = await runSubmitSteps(formData, formData.case.typeSelectedValues, post, () => {});
    expect(posted).toEqual(replayed);
    const record = buildSavedRecord(formData, results, saved.savedAt ?? new Date().toISOString());
    return { formData, data: selectReportData({ record }) };
  }

  async function openReport(id: string, route: string) {
    await page.goto(`${server.url}/${id}/${route}`);
    await page.locator('.report-paper h2').first().waitFor();
  }

  /** The Summary page's totals equal the ones made from the service's answers, to the dollar. */
  async function expectSummaryTotals(id: string, data: ReportData) {
    await openReport(id, 'summary');
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatMoney(data.totals.total));
    expect(await page.getByTestId('total-all').textContent()).toBe(formatMoney(data.totals.total));
    expect(await page.getByTestId('total-past').textContent()).toBe(formatMoney(data.totals.past));
    expect(await page.getByTestId('total-future').textContent()).toBe(formatMoney(data.totals.future));
  }

  /** The Assumptions section: its forum subsection states each rule of the forum with its citation. */
  async function expectForumAssumptions(id: string, forum: ForumId, step: string): Promise<Locator> {
    await openReport(id, 'assumptions');
    const subsection = page.locator('.report-subsection', { has: page.getByRole('heading', { name: /Forum and Governing Law$/ }) });
    const text = (await subsection.textContent()) ?? '';
    expect(text).toContain(`The damages are measured under the law of the forum: ${forumOf(forum).label}.`);
    for (const rule of forumOf(forum).rules) expect(text).toContain(`${rule.text} (${rule.citation}).`);
    await shotOf(page.locator('section.report-section', { has: subsection }), step);
    return subsection;
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    // Generate PDF ends in window.print(); the print dialog is not opened, the page is printed with page.pdf().
    await page.addInitScript(() => {
      (window as unknown as { print: () => void }).print = () => {};
    });
    page.on('request', (request) => {
      if (request.method() === 'POST' && isCalculation(request.url()))
        posted.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() as unknown });
    });
    await signUpAndSignIn(page, { account: { name: 'Forum Analyst' } });
    mkdirSync(pdfDir, { recursive: true });
  });

  it('Pennsylvania: a personal injury on a worklife table, earnings by total offset', async () => {
    const id = await openSeeded(earningsValues());
    await chooseForum('pennsylvania');
    // The forum sets the discount method its law prescribes.
    expect(await field('Discount method').inputValue()).toBe('totalOffset');
    const additional = region("Plaintiff Add'l Info");
    await field('Worklife method', additional).selectOption('worklifeExpectancy');
    await field('Worklife expectancy (years) (Scenario 1)', additional).fill('20.5');
    await field('Years to final separation (Scenario 1)', additional).fill('24.8');
    await field('Worklife table relied on', additional).fill('Skoog, Ciecka & Krueger (2019), Table 3');
    await shotOf(region('Valuation'), '01-pennsylvania-valuation');
    await shotOf(additional, '02-pennsylvania-worklife');

    await submitAndLand(id);
    const { formData, data } = await expectedReport(id);
    expect(formData.case.forum).toBe('pennsylvania');
    expect(formData.valuation?.discountMethod).toBe('totalOffset');
    expect(formData.worklife).toMatchObject({
      method: 'worklifeExpectancy',
      scenarios: [{ worklifeExpectancy: 20.5, yearsToFinalSeparation: 24.8 }],
    });
    expect(bodyOf('/loss_earnings/future')).toMatchObject({
      discountMethod: 'totalOffset',
      worklifeMethod: 'worklifeExpectancy',
      worklife: [{ id: 0, worklifeExpectancy: '20.5', yearsToFinalSeparation: '24.8' }],
    });
    await expectSummaryTotals(id, data);
    const forum = await expectForumAssumptions(id, 'pennsylvania', '03-pennsylvania-assumptions');
    expect(await forum.textContent()).not.toContain('departs from');
  });

  it('Texas: a wrongful death, support after tax, interest from the filing date, printed and read back', async () => {
    const id = await openSeeded(wrongfulDeathValues());
    await chooseForum('texas');
    const interest = region('Prejudgment interest');
    await field('Compute prejudgment interest on the past losses', interest).check();
    await page.getByTestId('interest-rule').waitFor();
    await field('Interest rate: the post-judgment rate published by the Texas Consumer Credit Commissioner (% a year)', interest).fill(
      '8.5',
    );
    // 180 days after the notice is 2023-11-28; the suit was filed before that, so interest runs from the filing.
    await field('Date the defendant received written notice of the claim', interest).fill('2023-06-01');
    await field('Date the action was filed', interest).fill('2023-09-15');
    await shotOf(interest, '04-texas-interest');

    await submitAndLand(id);
    const { formData, data } = await expectedReport(id);
    expect(formData.case.forum).toBe('texas');
    // Support is always net of the decedent's income taxes: the tax inputs travel with the support bodies.
    expect(bodyOf('/loss_support/future')).toMatchObject({ taxRate: '0.22' });
    expect(bodyOf('/loss_support/past')).toMatchObject({ prejudgmentInterest: { from: '2023-09-15', rate: '0.085' } });
    expect(bodyOf('/get_interest')).toMatchObject({ from: '2023-09-15', items: [{ id: 'burialCost' }] });
    expect(data.interest?.total).toBeGreaterThan(0);
    await expectSummaryTotals(id, data);
    await expectForumAssumptions(id, 'texas', '05-texas-assumptions');

    await openReport(id, 'prejudgment-interest');
    expect(await page.getByTestId('interest-total').textContent()).toBe(formatMoneyCents(data.interest!.total));
    expect(await page.getByTestId('interest-terms').textContent()).toContain(`but not before ${formatLongDate('2023-09-15')}`);
    await shotOf(page.locator('section.report-section'), '06-texas-interest-exhibit');

    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await page.waitForURL(`**/${id}/print`);
    await page.locator('[data-print-ready="true"]').waitFor();
    const file = path.join(pdfDir, 'forum-texas.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const rule of forumOf('texas').rules) expect(printed).toContain(rule.citation);
    expect(printed).toContain(forumOf('texas').interest.rule.citation);
    expect(printed).toContain(`Total prejudgment interest ${formatMoneyCents(data.interest!.total)}`);
    expect(printed).toContain(formatMoney(data.totals.total));
  });

  it('California: the life-expectancy Autofill looks the plaintiff up on the race- and sex-neutral table', async () => {
    const id = await openSeeded(personalInjuryValues());
    await chooseForum('california');
    const additional = region("Plaintiff Add'l Info");
    expect(await field('Life table', additional).inputValue()).toBe('allRacesBothSexes');
    await button('Autofill Remaining LE Years (Scenario 1)', additional).click();
    await additional.getByText('Source: NCHS 2023, all races and origins, both sexes').first().waitFor();
    await shotOf(additional, '07-california-life-expectancy');

    await submitAndLand(id);
    const { formData, data } = await expectedReport(id);
    expect(formData.case.forum).toBe('california');
    expect(formData.plaintiff.lifeTable).toBe('allRacesBothSexes');
    expect(formData.plaintiff.provenance?.remainingLEYears?.[0]).toMatchObject({ lookup: 'lifeTable', race: 'all', sex: 'total' });
    await expectSummaryTotals(id, data);
    const forum = await expectForumAssumptions(id, 'california', '08-california-assumptions');
    expect(await forum.textContent()).not.toContain('departs from');
    const lifeExpectancy = page.getByRole('table', { name: 'Life-expectancy scenarios' });
    expect(await lifeExpectancy.getByRole('row', { name: /^Scenario 1/ }).textContent()).toContain('all races and origins, both sexes');
  });
});
