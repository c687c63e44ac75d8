import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, REBUTTAL_REPORT_WORDS, REBUTTAL_WORDS, summaryTotal, type SavedFormRecord } from '../packages/contracts/src/index.ts';
import { repoRoot } from '../apps/server/src/paths.ts';
import { earningsValues, formDataOf } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import { SENSITIVITY_EXHIBIT_WORDS } from '../apps/web/src/features/report/model/sensitivity-exhibit.ts';
import { savedRecordOf } from '../apps/web/src/testing/record-builder.ts';
import { readSavedCase, screenshotsFor, seedSavedCase, signUpAndSignIn, type TestServer, useJourney } from './support/index.ts';

/**
 * Rebuttal mode and the sensitivity exhibit in Chromium against the real server: an earnings case is
 * calculated through the form (the service computes its sensitivity), an opposing report is entered
 * with three assumptions that differ from ours (a later retirement, a lower discount rate, a higher
 * growth rate), the rebuttal is computed, and the printed report is read back from its PDF: the
 * waterfall from their total to ours adds up to the cent, each disputed assumption's dollar effect is
 * its step, and the sensitivity exhibit starts from the Summary's total.
 */

const ID = randomUUID();
const AUTHOR = 'Dr. Pat Quinn';
const shot = screenshotsFor('rebuttal');
const artifacts = path.join(repoRoot, 'artifacts/downloads/rebuttal');

/** "$1,234.56", "($1,234.56)" or "$1,235" in cents. */
const cents = (text: string) => (text.includes('(') ? -1 : 1) * Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const MONEY = /\(?\$[\d,]+(?:\.\d{2})?\)?/g;

describe('rebuttal journey', () => {
  let server: TestServer;
  let page: Page;

  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  const stored = async () => (await readSavedCase(page, ID)) as SavedFormRecord;

  /** Submits the entry form, calculating anyway past the review's warnings, and waits for `landed`. */
  async function submitAndLand(landed: RegExp) {
    await button('Submit').click();
    const anyway = button('Calculate anyway', page.getByRole('dialog', { name: 'Review before calculating' }));
    await Promise.race([anyway.waitFor({ timeout: 5000 }).then(() => anyway.click()), page.waitForURL(landed, { timeout: 5000 })]).catch(
      () => {},
    );
    await page.waitForURL(landed, { timeout: 60_000 });
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    await page.addInitScript(() => {
      (window as unknown as { print: () => void }).print = () => {};
    });
    await signUpAndSignIn(page, { account: { name: 'Rebutting Economist' } });
    await seedSavedCase(page, ID, savedRecordOf(formDataOf(earningsValues()), '2025-07-01T10:00:00.000Z'));
    mkdirSync(artifacts, { recursive: true });
  });

  it('calculates the case through the form, and the service computes its sensitivity', async () => {
    await page.goto(`${server.url}/form/${ID}`);
    await page.getByText('Editing a saved case.').first().waitFor();
    await submitAndLand(new RegExp(`/${ID}/table-of-contents$`));
    const record = await stored();
    expect(record.sensitivity?.base.total).toBe(summaryTotal(record));
    expect(record.sensitivity?.grid).toHaveLength(49);
    await page.goto(`${server.url}/${ID}/exhibits`);
    await page.getByText(SENSITIVITY_EXHIBIT_WORDS.title).first().waitFor();
    await shot(page, '01-sensitivity-exhibit');
  });

  it('enters the opposing report and their assumptions: a later retirement, a lower discount rate, a higher growth rate', async () => {
    await page.goto(`${server.url}/${ID}/table-of-contents`);
    await page.getByRole('link', { name: REBUTTAL_WORDS.headerLink }).click();
    await page.waitForURL(`**/${ID}/opposing-report`);
    await page.getByLabel(REBUTTAL_WORDS.authorLabel).fill(AUTHOR);
    await page.getByLabel(REBUTTAL_WORDS.reportDateLabel).fill('2025-04-02');
    await page.getByLabel(REBUTTAL_WORDS.figureName('Loss of Earnings', 'total'), { exact: true }).fill('4,250,000.00');
    await page.getByLabel(REBUTTAL_WORDS.statedTotal, { exact: true }).fill('4,250,000.00');
    await shot(page, '02-opposing-report');
    await button(REBUTTAL_WORDS.enterAssumptions).click();
    await page.waitForURL(`**/form/${ID}/opposing`);
    await page.getByText(REBUTTAL_WORDS.assumptionsOf(AUTHOR, '2025-04-02')).first().waitFor();
    await page.getByLabel('Retirement age (Scenario 1)', { exact: true }).fill('70');
    await page.getByLabel('Wages discount rate', { exact: true }).fill('0.03');
    await page.getByLabel('Wages growth rate', { exact: true }).fill('0.03');
    await submitAndLand(new RegExp(`/${ID}/opposing-report$`));

    const record = await stored();
    expect(record.opposing?.formData.plaintiff.retirementAge[0]).toBe(70);
    // Our own case is as calculated.
    expect(record.formData.plaintiff.retirementAge[0]).toBe(67);
    await button(REBUTTAL_WORDS.compute).click();
    await page.getByText(REBUTTAL_WORDS.computed).waitFor({ timeout: 60_000 });
    expect((await stored()).rebuttal).toBeDefined();
    await shot(page, '03-rebuttal-computed');
  });

  it('prints the waterfall and the Rebuttal section, adding up to the cent, and the sensitivity exhibit', async () => {
    await page.goto(`${server.url}/${ID}/rebuttal`);
    await page.getByTestId('rebuttal-waterfall').waitFor();
    await shot(page, '04-rebuttal-section');
    await button('Generate PDF').click();
    await page.waitForURL(`**/${ID}/print`);
    await page.locator('[data-print-ready="true"]').waitFor();
    const file = path.join(artifacts, 'rebuttal.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const lines = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n');
    const record = await stored();
    const ours = summaryTotal(record);

    // The waterfall's table (after its chart): from their stated total, one line per step, to ours.
    const from = REBUTTAL_WORDS.waterfallFrom(AUTHOR);
    const first = lines.findLastIndex((line) => line.includes(from) && /\$[\d,]+\.\d{2}\s*$/.test(line));
    const last = lines.findIndex((line, index) => index > first && line.includes(REBUTTAL_WORDS.waterfallTo));
    expect(first).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(first);
    const start = cents(lines[first]!.match(MONEY)!.at(-1)!);
    const end = cents(lines[last]!.match(MONEY)!.at(-1)!);
    expect(start).toBe(425_000_000);
    expect(end).toBe(ours * 100);
    const steps = lines
      .slice(first + 1, last)
      .map((line) => ({ label: line.trim().split(/\s{2,}/)[0]!, amounts: line.match(MONEY) ?? [] }))
      .filter((step) => step.amounts.length >= 2);
    const labels = steps.map((step) => step.label);
    expect(labels[0]).toBe(REBUTTAL_WORDS.unexplained);
    for (const assumption of [/retirement age/i, /discount rate/i, /growth rate/i])
      expect(labels.some((label) => assumption.test(label))).toBe(true);
    // Each step's amount, added in cents, goes from their stated total to ours exactly.
    expect(steps.reduce((sum, step) => sum + cents(step.amounts[0]!), 0)).toBe(end - start);

    // Each disputed assumption is printed with its dollar effect: its step's amount.
    const text = lines.join('\n');
    expect(text).toContain(REBUTTAL_REPORT_WORDS.disputedCaption);
    const disputedAt = lines.findIndex((line, index) => index > last && line.includes(REBUTTAL_REPORT_WORDS.disputedCaption));
    expect(disputedAt).toBeGreaterThan(last);
    for (const step of steps.slice(1)) {
      const disputed = lines.find((line, index) => index > disputedAt && line.trim().startsWith(step.label));
      expect(disputed, step.label).toContain(step.amounts[0]!);
    }
    // The sensitivity exhibit, from the Summary's total as calculated.
    expect(text).toContain(SENSITIVITY_EXHIBIT_WORDS.title);
    expect(text.replace(/\s+/g, ' ')).toContain(SENSITIVITY_EXHIBIT_WORDS.lead(formatMoney(ours)).slice(0, 60));
  });
});
