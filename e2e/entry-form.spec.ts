import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedFormRecord, type SavedFormRecord } from '../packages/contracts/src/index.ts';
import {
  expectNoAxeViolations,
  forgetDrafts,
  readSavedCase,
  screenshotsDir,
  screenshotsFor,
  signUpAndSignIn,
  type TestServer,
  useJourney,
} from './support/index.ts';

/**
 * The entry form end to end in Chromium against the real server: a
 * wrongful-death case and a personal-injury case with every loss type, every
 * Autofill, validation, the submit pipeline, editing and the saved-cases list.
 */

const shot = screenshotsFor('entry-form');

/** The account's own economist profile, made from its name at sign-up. */
const OWN_ECONOMIST = 'Robin Analyst';

/** The source note of a Treasury discount rate: curve date and tenor (methodology §11). */
const TREASURY = /^Source: Treasury par yield curve of \d{4}-\d{2}-\d{2}, [\d.]+-year maturity$/;

/** Holds matching requests back for a moment, so that a busy state can be seen and photographed. */
async function slowDown(page: Page, path: string, ms = 800): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe('entry form journey', () => {
  let server: TestServer;
  let page: Page;
  let wrongfulDeathId = '';

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const group = (name: string, scope: Page | Locator = page) => scope.getByRole('group', { name, exact: true });
  const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  const visible = (text: string | RegExp, scope: Page | Locator = page) => scope.getByText(text).first().waitFor({ state: 'visible' });
  const storedRecord = (id: string) => readSavedCase(page, id) as Promise<SavedFormRecord>;

  async function fillCase(values: {
    economist: string;
    firm: string;
    report: string;
    trial: string;
    injury: string;
    type: string;
    losses: string[];
  }) {
    await field('Economist').selectOption({ label: values.economist });
    await field('Retaining Attorney or Firm').fill(values.firm);
    await field('Date of Report').fill(values.report);
    await field('Date of trial').fill(values.trial);
    await field('Date of injury or death').fill(values.injury);
    await field('Case type').selectOption(values.type);
    for (const loss of values.losses) await field(loss).check();
  }

  async function fillPlaintiff(values: { name: string; dob: string; gender: string; race: string; education: string }) {
    const plaintiff = region('Plaintiff Information');
    await field('Name', plaintiff).fill(values.name);
    await field('Date of Birth', plaintiff).fill(values.dob);
    await field('Gender', plaintiff).selectOption(values.gender);
    await field('Race', plaintiff).selectOption(values.race);
    await field('Education', plaintiff).selectOption(values.education);
  }

  async function fillSource(index: number, values: { name: string; rate: string; hours: string; weeks: string; end: string }) {
    const source = group(`Household services source ${index}`);
    await field('Source name', source).fill(values.name);
    await field('Hourly rate', source).fill(values.rate);
    await field('Weekly hours', source).fill(values.hours);
    await field('Number of weeks in year', source).fill(values.weeks);
    await field('End date', source).fill(values.end);
  }

  /** Clicks an Autofill button and waits for its source note. */
  async function autofill(name: string, note: RegExp | string, scope: Page | Locator = page) {
    await button(`Autofill ${name}`, scope).click();
    await visible(note, scope);
  }

  /**
   * Submits from the keyboard, as the user who just reordered modalities with it would. (A mouse click straight
   * after that keyboard drop is unreliable in headless Chromium: the mouse-down scrolls the page back towards the
   * dropped card's focused handle, and the mouse-up lands on another element, so no click.)
   */
  async function submitAndLand(): Promise<string> {
    await button('Submit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/[0-9a-f-]{36}\/table-of-contents$/, { timeout: 60_000 });
    return new URL(page.url()).pathname.split('/')[1] ?? '';
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    await signUpAndSignIn(page, { account: { name: 'Robin Analyst' } });
  });

  it('opens a blank form with the sections every case has and no validation styling', async () => {
    await page.goto(`${server.url}/form`);
    await page.getByRole('heading', { level: 1, name: 'Economic Damages Report Entry Form' }).waitFor();
    await button('Robin Analyst').waitFor();
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(['Case Information', 'Case Sections', 'Plaintiff Information', "Plaintiff Add'l Info", 'Documents Reviewed']);
    await expect(page.locator('.is-invalid, .is-valid').count()).resolves.toBe(0);
    await shot(page, '01-blank-form');
  });

  it('validates a wrongful-death case on submit with the spec messages, then on every change', async () => {
    // A new case is signed by the account's own profile; cleared, the choice is required again.
    await expect.poll(() => field('Economist').locator('option:checked').textContent(), { timeout: 10_000 }).toBe(OWN_ECONOMIST);
    await field('Economist').selectOption('');
    await field('Case type').selectOption('wrongfulDeath');
    for (const loss of ['Loss of support (past)', 'Loss of support (future)', 'Household services (past)', 'Household services (future)'])
      await field(loss).check();
    await field('Spouse').selectOption('true');
    await field('Children').selectOption('true');
    await field('Number of children').selectOption('2');
    await field('Household size').selectOption('2');
    await field('Number of sources for household services').selectOption('1');
    await button('Submit').click();
    for (const message of [
      'Economist is required',
      'Date of Report is required',
      'Burial Cost is required',
      'Minimum household size value is 4',
      'Remaining LE Years is required',
      'Retirement age is required',
      'Annual income is required',
      'Remaining LE years is required',
      'Weekly hours is requires',
      'Number of weeks in year is required',
    ])
      await visible(message);
    await expect(field('Economist').getAttribute('aria-invalid')).resolves.toBe('true');
    await shot(page, '02-wrongful-death-invalid');
    await field('Economist').selectOption({ label: OWN_ECONOMIST });
    await expect(page.getByText('Economist is required').count()).resolves.toBe(0);
    await expect(field('Economist').getAttribute('class')).resolves.toContain('is-valid');
  });

  it('fills the wrongful-death case with every Autofill', async () => {
    await fillCase({
      economist: OWN_ECONOMIST,
      firm: 'Smith & Jones LLP',
      report: '2025-03-01',
      trial: '2026-04-20',
      injury: '2023-05-02',
      type: 'wrongfulDeath',
      losses: [],
    });
    await field('Case name').fill('Doe v. Roadway Freight, Inc.');
    await field('Court').fill('Superior Court of California, County of Los Angeles');
    await field('Docket number').fill('23STCV01234');
    await field('Attorney name').fill('Dana Smith');
    await field('Attorney firm').fill('Smith & Jones LLP');
    await field('Attorney address').fill('100 Main Street\nLos Angeles, CA 90012');
    await field('Burial Cost').fill('12000');
    await field('Household size').selectOption('4');
    await field('Household income').fill('142000');
    await fillPlaintiff({ name: 'John Doe', dob: '1978-09-17', gender: 'male', race: 'white', education: 'bachelor' });

    // Life expectancy: busy with its input disabled, then the value and the table it came from.
    await slowDown(page, '/api/forensic/get_life');
    await button('Autofill Remaining LE Years (Scenario 1)').click();
    await expect(button('Autofill Remaining LE Years (Scenario 1)').isDisabled()).resolves.toBe(true);
    await expect(field('Remaining LE Years (Scenario 1)').isDisabled()).resolves.toBe(true);
    await shot(page, '03-life-expectancy-busy');
    await visible('Source: NCHS 2023, non-Hispanic White male');
    await page.unroute('**/api/forensic/get_life');
    await expect(field('Remaining LE Years (Scenario 1)').inputValue()).resolves.toMatch(/^\d+(\.\d+)?$/);

    await field('Retirement age (Scenario 1)').fill('67');
    await field('Annual income (Scenario 1)').fill('96000');
    await field('Marginal tax rate').fill('0.22');
    await field('Annual deductions').fill('29200');
    await field('Annual adjustments').fill('2500');
    await autofill('Wages discount rate', TREASURY);
    await field('Wages growth rate').fill('0.03');

    const spouse = region('Spouse Information');
    await field('Name', spouse).fill('Jane Doe');
    await field('Date of birth', spouse).fill('1980-01-05');
    await field('Gender', spouse).selectOption('female');
    await field('Race', spouse).selectOption('white');
    await field('Education', spouse).selectOption('master');
    await field('Retirement age', spouse).fill('67');
    await autofill("spouse's life expectancy", 'Source: NCHS 2023, non-Hispanic White female', spouse);

    for (const [index, child] of [
      ['Amy Doe', '2008-07-01', 'female'],
      ['Ben Doe', '2013-12-30', 'male'],
    ].entries()) {
      const block = group(`Child ${index + 1}`);
      await field('Name', block).fill(child[0]!);
      await field('Date of birth', block).fill(child[1]!);
      await field('Gender', block).selectOption(child[2]!);
    }

    await field('Number of documents reviewed').fill('2');
    await field('Source name (document 1)').fill('Death certificate');
    await field('Source name (document 2)').fill('Tax returns 2020-2022');
    await autofill('Services discount rate', TREASURY, region('Documents Reviewed'));
    await field('Services growth rate').fill('0.0188');
    await fillSource(1, { name: 'Yard work', rate: '16.66', hours: '10', weeks: '52', end: '2031-06-30' });
    await expect(page.locator('.is-invalid').count()).resolves.toBe(0);
    await shot(page, '04-wrongful-death-filled');
  });

  it('submits the wrongful-death case step by step and lands on the table of contents', async () => {
    await slowDown(page, '/api/create_table/loss_support/past', 1000);
    await button('Submit').click();
    await visible('Past Loss of Support', page.getByTestId('busy-overlay'));
    await shot(page, '05-submitting');
    await page.waitForURL(/\/[0-9a-f-]{36}\/table-of-contents$/, { timeout: 60_000 });
    await page.unroute('**/api/create_table/loss_support/past');
    wrongfulDeathId = new URL(page.url()).pathname.split('/')[1] ?? '';
    const record = await storedRecord(wrongfulDeathId);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    // The saved-cases store may add its own bookkeeping keys; no warnings were shown for this case.
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['formData', 'lossServices', 'lossSupport', 'savedAt']));
    expect(record).not.toHaveProperty('warnings');
    expect(record.formData.spouse?.name).toBe('Jane Doe');
    expect(record.formData.case).toMatchObject({
      caseName: 'Doe v. Roadway Freight, Inc.',
      docketNumber: '23STCV01234',
      attorneyAddress: '100 Main Street\nLos Angeles, CA 90012',
      economistProfile: { fullName: OWN_ECONOMIST },
    });
    expect(record.formData.case.economist).toBe(record.formData.case.economistProfile?.id);
    expect(record.formData.childrens.map((c) => c.name)).toEqual(['Amy Doe', 'Ben Doe']);
    expect(record.formData.house).toMatchObject({ hasSpouse: true, hasChildren: true, holdSize: 4, numberOfChildrens: 2 });
    expect(record.lossSupport?.past?.table[0]?.data.length).toBeGreaterThan(0);
    expect(record.lossServices?.future?.table).toHaveLength(1);
    await shot(page, '06-table-of-contents');
  });

  it('reloads the saved case into every field for editing', async () => {
    await page.goto(`${server.url}/form/${wrongfulDeathId}`);
    await visible('Editing a saved case.');
    await expect(field('Name', region('Plaintiff Information')).inputValue()).resolves.toBe('John Doe');
    await expect(field('Case type').inputValue()).resolves.toBe('wrongfulDeath');
    await expect(field('Loss of support (future)').isChecked()).resolves.toBe(true);
    await expect(field('Name', group('Child 2')).inputValue()).resolves.toBe('Ben Doe');
    await expect(field('Source name', group('Household services source 1')).inputValue()).resolves.toBe('Yard work');
    await expect(field("Spouse's remaining LE years", region('Spouse Information')).inputValue()).resolves.not.toBe('');
    await shot(page, '07-wrongful-death-edit');
  });

  it('shows a trial date before the injury inline on the trial date, before any call is made', async () => {
    const calls: string[] = [];
    const count = (request: { url(): string }) => {
      if (request.url().includes('/api/create_table/')) calls.push(request.url());
    };
    page.on('request', count);
    await field('Date of trial').fill('2023-05-01');
    await button('Submit').click();
    await visible('Date of trial must not be before the date of injury or death');
    await expect(field('Date of trial').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('busy-overlay').count()).resolves.toBe(0);
    await shot(page, '07b-trial-before-injury');
    await field('Date of trial').fill('2026-04-20');
    await expect(page.getByText('Date of trial must not be before the date of injury or death').count()).resolves.toBe(0);
    page.off('request', count);
    expect(calls).toEqual([]);
  });

  it('stops at a failed step with a red toast that clears itself after 5 seconds', async () => {
    await page.route('**/api/create_table/loss_support/future', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'The request is invalid.',
          issues: [{ path: 'householdSize', message: 'Household size must be between 1 and 30' }],
        }),
      }),
    );
    await button('Submit').click();
    const toast = page.locator('.toast').filter({ hasText: 'Failed to process Future Loss of Support' });
    await toast.waitFor();
    await visible('Could not get Loss Services data', page.getByTestId('call-error'));
    await visible('Household size must be between 1 and 30', page.getByTestId('call-error'));
    expect(page.url()).toBe(`${server.url}/form/${wrongfulDeathId}`);
    await expect(page.getByTestId('busy-overlay').count()).resolves.toBe(0);
    await shot(page, '08-failed-step-toast');
    // The toast is fixed to the window: a window-sized picture shows it where the user sees it.
    await page.screenshot({ path: path.join(screenshotsDir, 'entry-form', '08-failed-step-toast-window.png') });
    await toast.waitFor({ state: 'detached', timeout: 8_000 });
    await page.unroute('**/api/create_table/loss_support/future');
  });

  it('fills a personal-injury case with every loss type and Autofill, and reorders modalities by keyboard', async () => {
    await page.goto(`${server.url}/form`);
    await fillCase({
      economist: OWN_ECONOMIST,
      firm: 'Acme Law',
      report: '2025-03-01',
      trial: '2026-01-15',
      injury: '2022-06-15',
      type: 'personalInjury',
      losses: [
        'Loss of earnings (past)',
        'Loss of earnings (future)',
        'Household services (past)',
        'Household services (future)',
        'Medical expenses (past)',
        'Medical expenses (future)',
      ],
    });
    await field('Household size').selectOption('1');
    await field('Household income').fill('135954');
    await field('Spouse').selectOption('false');
    await field('Children').selectOption('false');
    await fillPlaintiff({ name: 'Sam Poe', dob: '1980-04-10', gender: 'male', race: 'white', education: 'master' });
    await autofill('Remaining LE Years (Scenario 1)', 'Source: NCHS 2023, non-Hispanic White male');
    await button('New Scenario for Remaining LE Years').click();
    await field('Remaining LE Years (Scenario 2)').fill('30');

    // Scenario rules: up to 3, then the spec's message; Remove drops that position.
    await field('Retirement age (Scenario 1)').fill('67');
    for (let i = 0; i < 3; i += 1) await button('New Scenario for Retirement age').click();
    await visible('Maximum number of scenarios reached');
    await field('Retirement age (Scenario 2)').fill('60');
    await field('Retirement age (Scenario 3)').fill('62.5');
    await button('Remove Retirement age (Scenario 2)').click();
    await expect(field('Retirement age (Scenario 2)').inputValue()).resolves.toBe('62.5');

    await field('Annual income (Scenario 1)').fill('135954');
    await button('New Scenario for Annual income').click();
    await field('Annual income (Scenario 2)').fill('98000');
    // Before income taxes (the default) an earnings case asks for no tax inputs.
    await expect(field('Marginal tax rate').count()).resolves.toBe(0);
    await autofill('Wages discount rate', TREASURY);
    await field('Wages growth rate').fill('0.0246');
    await field('Benefits rate').fill('0.15');

    await field('Number of documents reviewed').fill('1');
    await field('Source name (document 1)').fill('Medical records');
    await autofill('Services discount rate', TREASURY, region('Documents Reviewed'));
    await autofill('Services growth rate', /^Source: CPI-U all items, \d{4}–\d{4}$/, region('Documents Reviewed'));
    await field('Number of sources for household services').selectOption('2');
    await fillSource(1, { name: 'Housekeeping', rate: '16.66', hours: '10', weeks: '52', end: '2031-06-30' });
    await fillSource(2, { name: 'Home repairs', rate: '24.50', hours: '3.5', weeks: '40', end: '2050-12-31' });
    // The first source's hourly rate from OEWS: an occupation, the median, and the source under the field.
    const housekeeping = group('Household services source 1');
    await field('Occupation (for the hourly rate)', housekeeping).selectOption('37-2012');
    await autofill('Hourly rate', /^Source: OEWS May 2024 median, /, housekeeping);
    await expect(field('Hourly rate', housekeeping).inputValue()).resolves.toMatch(/^\d+(\.\d+)?$/);

    await field('Number of medical modalities').fill('2');
    await field('Report title').fill('Life Care Plan');
    await field('Report date').fill('2025-02-01');
    await field('Total of past medical expenses').fill('25000');
    const first = region('Medical Modality 1');
    await expect(field('To date', first).inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await field('Category', first).fill('Therapy');
    await field('Modality', first).fill('Physical therapy');
    await field('From date', first).fill('2026-02-01');
    await field('Annual cost', first).fill('4800');
    await field('Growth rate', first).fill('0.0232');
    await autofill('Discount rate', TREASURY, first);
    await button('Add scenario to Medical Modality 1', first).click();
    await field('Annual cost', group('Probable Scenario', first)).fill('7200');
    await button('Add scenario to Medical Modality 1', first).click();
    await field('Annual cost', group('Worst Scenario', first)).fill('9600');
    await expect(button('Add scenario to Medical Modality 1', first).count()).resolves.toBe(0);

    const second = region('Medical Modality 2');
    await field('Category', second).fill('Medication');
    await field('Modality', second).fill('Pain medication');
    await field('From date', second).fill('2027-03-15');
    await field('To date', second).fill('2027-03-14');
    await button('Autofill Discount rate', second).click();
    await visible('Modality 2 has invalid dates', page.getByTestId('call-error'));
    await region('Medical Expenses').scrollIntoViewIfNeeded();
    await shot(page, '09-medical-invalid-dates');
    await field('To date', second).fill('2029-03-14');
    await autofill('Discount rate', TREASURY, second);
    await field('Annual cost', second).fill('1250.50');
    await field('Growth rate', second).fill('0.04');

    // Keyboard drag: pick up modality 1, move it onto modality 2, drop: they swap places.
    await button('Drag Medical Modality 1').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(field('Modality', region('Medical Modality 1')).inputValue()).resolves.toBe('Pain medication');
    await expect(field('Modality', group('Best Scenario', region('Medical Modality 2'))).inputValue()).resolves.toBe('Physical therapy');
    await expect(page.locator('.is-invalid').count()).resolves.toBe(0);
    await shot(page, '10-personal-injury-filled');
  });

  it('submits the personal-injury case through every step and saves the medical report', async () => {
    const id = await submitAndLand();
    const record = await storedRecord(id);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['formData', 'lossEarnings', 'lossServices', 'medicalReport', 'savedAt']));
    expect(record).not.toHaveProperty('warnings');
    expect(record.formData.medical?.data.map((m) => m.scenarios.map((s) => `${s.modality}/${s.type}`))).toEqual([
      ['Pain medication/best'],
      ['Physical therapy/best', 'Physical therapy/probable', 'Physical therapy/worst'],
    ]);
    expect(record.formData.plaintiff.retirementAge).toEqual([67, 62.5]);
    expect(record.lossEarnings?.future?.table).toHaveLength(4);
    expect(record.medicalReport?.table.worst).toHaveLength(1);
    expect(record.medicalReport?.table.best.map((t) => t.medical_modality)).toEqual(['Pain medication', 'Physical therapy']);
    // The same step costs the plan's care between the report and the trial, saved beside the future care.
    expect(record.medicalBeforeTrial?.table.best.map((t) => t.medical_modality)).toEqual(['Pain medication', 'Physical therapy']);
    expect(record.medicalBeforeTrial?.table.worst).toHaveLength(1);
    expect(record.formData.plaintiff.provenance?.servicesGrowthRate).toMatchObject({ lookup: 'growth', series: 'cpiAll', years: 20 });
    expect(record.formData.documents.sourceInfomations[0]?.provenance?.hourlyRate).toMatchObject({
      lookup: 'oews',
      occupation: '37-2012',
      statistic: 'median',
      asOf: 'May 2024',
    });
    expect(record.formData.plaintiff).not.toHaveProperty('marginalTaxRate');
  });

  it('lists saved cases, reports a corrupt entry, duplicates and deletes', async () => {
    await page.evaluate(() => localStorage.setItem('9d1c1e0e-0000-4000-8000-000000000000', '{not json'));
    // The failed submit earlier left a new form unsubmitted, kept as a draft: this visit starts afresh.
    await forgetDrafts(page);
    await page.goto(`${server.url}/form`);
    const list = region('Saved cases');
    await visible('could not be read', list);
    await expect(list.getByRole('row').count()).resolves.toBe(4);
    await shot(page, '11-saved-cases');
    // The damaged entry's warning, its case id included, is legible (axe's contrast rule among the others).
    await expectNoAxeViolations(page, 'saved-cases-with-damaged-entry');
    await button('Duplicate John Doe', list).click();
    await expect(list.getByRole('row').filter({ hasText: 'John Doe' }).count()).resolves.toBe(2);
    await list.getByRole('button', { name: 'Delete John Doe' }).first().click();
    await button('Confirm delete', list).click();
    await expect(list.getByRole('row').filter({ hasText: 'John Doe' }).count()).resolves.toBe(1);
    await button('Open Sam Poe', list).click();
    await page.waitForURL(/\/form\/[0-9a-f-]{36}$/);
    // The URL changes before the new page renders; the editing note shows the saved case is loaded.
    await visible('Editing a saved case.');
    await expect(field('Name', region('Plaintiff Information')).inputValue()).resolves.toBe('Sam Poe');
  });

  it('fills a partial-disability case after income taxes, on the race- and sex-neutral table, with a life-care plan bought yearly, once and every N years', async () => {
    await forgetDrafts(page);
    await page.goto(`${server.url}/form`);
    await fillCase({
      economist: OWN_ECONOMIST,
      firm: 'Acme Law',
      report: '2025-03-01',
      trial: '2025-09-08',
      injury: '2023-11-20',
      type: 'personalInjury',
      losses: ['Loss of earnings (past)', 'Loss of earnings (future)', 'Medical expenses (future)'],
    });
    await field('Household size').selectOption('1');
    await field('Household income').fill('85000');
    await field('Spouse').selectOption('false');
    await field('Children').selectOption('false');
    await fillPlaintiff({ name: 'Pat Roe', dob: '1975-06-30', gender: 'female', race: 'hispanic', education: 'high-school' });

    const info = region("Plaintiff Add'l Info");
    await field('Life table', info).selectOption('allRacesBothSexes');
    await autofill('Remaining LE Years (Scenario 1)', 'Source: NCHS 2023, all races and origins, both sexes', info);
    await field('Retirement age (Scenario 1)').fill('67');

    const income = region('Plaintiff income and tax information');
    await field('Annual income (Scenario 1)', income).fill('85000');
    await field('Residual earning capacity (annual, report-year dollars)', income).fill('40000');
    await field('Earnings basis', income).selectOption('afterTax');
    await field('Marginal tax rate', income).fill('0.22');
    await field('Annual deductions', income).fill('29200');
    await field('Annual adjustments', income).fill('2500');
    await field('Benefits rate', income).fill('0.15');
    await autofill('Wages discount rate', TREASURY, income);
    await autofill('Wages growth rate', /^Source: Average hourly earnings \(AHETPI\), \d{4}–\d{4}$/, income);
    // A residual needs the date the plaintiff can work from; the form says so before any call.
    await button('Submit').click();
    await visible('Able to work from is required with a residual earning capacity');
    await field('Able to work from', income).fill('2027-07-01');

    await field('Number of medical modalities').fill('3');
    await field('Report title').fill('Life Care Plan');
    await field('Report date').fill('2025-02-01');
    const wheelchair = region('Medical Modality 1');
    const expectedDeath = await field('To date', wheelchair).inputValue();
    expect(expectedDeath).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    await field('Category', wheelchair).fill('Equipment');
    await field('Modality', wheelchair).fill('Power wheelchair');
    await field('From date', wheelchair).fill('2026-04-01');
    await field('Frequency', wheelchair).selectOption('everyYears');
    await field('Every N years', wheelchair).fill('5');
    await field('Cost per purchase', wheelchair).fill('6500');
    await autofill('Growth rate', /^Source: CPI-U medical care, \d{4}–\d{4}$/, wheelchair);
    await autofill('Discount rate', TREASURY, wheelchair);

    const modification = region('Medical Modality 2');
    await field('Category', modification).fill('Equipment');
    await field('Modality', modification).fill('Home modification');
    await field('From date', modification).fill('2026-05-01');
    await field('To date', modification).fill('2026-05-01');
    await field('Frequency', modification).selectOption('once');
    await field('Cost per purchase', modification).fill('28000');
    await field('Growth rate', modification).fill('0.03');
    await field('Discount rate', modification).fill('0.0441');

    const attendant = region('Medical Modality 3');
    await field('Category', attendant).fill('Therapy');
    await field('Modality', attendant).fill('Attendant care');
    await field('From date', attendant).fill('2025-10-01');
    await field('To date', attendant).fill('2070-12-31');
    await visible(`Care is costed to the expected date of death, ${expectedDeath}.`, attendant);
    await field('Annual cost', attendant).fill('18000');
    await field('Growth rate', attendant).fill('0.0232');
    await autofill('Discount rate', TREASURY, attendant);
    await expect(page.locator('.is-invalid').count()).resolves.toBe(0);
    await region('Medical Expenses').scrollIntoViewIfNeeded();
    await shot(page, '13-life-care-plan-frequencies');

    // The check before calculating: attendant care is planned past the expected date of death. The
    // shipped CPI-U medical care series runs past the report date, so its growth rate is not stale.
    await button('Submit').click();
    const review = page.getByRole('dialog', { name: 'Review before calculating' });
    await visible(
      `The "to" date of medical modality 3 (Attendant care), Best Scenario (2070-12-31) is after the expected date of death (${expectedDeath})`,
      review,
    );
    await expect(review.getByText(/comes from CPI-U medical care with data through/).count()).resolves.toBe(0);
    await shot(page, '14-review-before-calculating');
    // The dialog where the user sees it: a window-sized picture.
    await page.screenshot({ path: path.join(screenshotsDir, 'entry-form', '14-review-before-calculating-window.png') });
    await button('Go back', review).click();
    await review.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator(':focus').getAttribute('id')).toBe(await field('To date', attendant).getAttribute('id'));
    expect(page.url()).toBe(`${server.url}/form`);
    await button('Submit').click();
    await button('Calculate anyway', review).click();
    const id =
      new URL((await page.waitForURL(/\/[0-9a-f-]{36}\/table-of-contents$/, { timeout: 60_000 }), page.url())).pathname.split('/')[1] ?? '';
    const record = await storedRecord(id);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.formData.plaintiff).toMatchObject({
      residualEarnings: 40000,
      residualStartDate: '2027-07-01',
      earningsBasis: 'afterTax',
      lifeTable: 'allRacesBothSexes',
    });
    expect(record.formData.plaintiff.provenance?.remainingLEYears?.[0]).toMatchObject({ lookup: 'lifeTable', race: 'all', sex: 'total' });
    expect(record.formData.plaintiff.provenance?.wagesGrowthRate).toMatchObject({ lookup: 'growth', series: 'wages' });
    const rows = record.lossEarnings?.future?.table[0]?.data ?? [];
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['Income Tax', 'Residual Compensation']));
    const best = record.medicalReport?.table.best ?? [];
    expect(best.map((t) => t.medical_frequency)).toEqual(['everyYears', 'once', 'annual']);
    // Every five years from 2026-04-01, each purchase one row at Portion 1; care never runs past the expected death.
    expect(best[0]?.medical_table.map((row) => row.Year).slice(0, 3)).toEqual([2026, 2031, 2036]);
    expect(best[1]?.medical_table).toHaveLength(1);
    expect(Math.max(...(best[2]?.medical_table.map((row) => row.Year) ?? []))).toBe(Number(expectedDeath.slice(0, 4)));
    expect(record.warnings?.map((w) => [w.id, w.path])).toEqual([['medical-after-death', 'medical.data.2.scenarios.0.to']]);
  });

  it("says 'Form Does not exist' for an unknown form id", async () => {
    await page.goto(`${server.url}/form/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Form Does not exist' }).waitFor();
    await shot(page, '12-form-does-not-exist');
  });
});
