import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fingerprintMismatches,
  fingerprintOf,
  formatMoney,
  ISSUED_WORDS,
  SUPPLEMENT_WORDS,
  type IssuedVersion,
  type SavedFormRecord,
} from '../packages/contracts/src/index.ts';
import { repoRoot } from '../apps/server/src/paths.ts';
import { formDataOf, wrongfulDeathValues } from '../apps/web/src/features/entry-form/testing/fixtures.ts';
import { selectReportData } from '../apps/web/src/features/report/model/select-report-data.ts';
import { savedRecordOf } from '../apps/web/src/testing/record-builder.ts';
import {
  launchBrowser,
  readSavedCase,
  screenshotsFor,
  seedSavedCase,
  signUpAndSignIn,
  type TestAccount,
  type TestServer,
  useJourney,
} from './support/index.ts';

/**
 * Issued versions of a report in Chromium against the real server: a saved
 * wrongful-death case is issued as version 1, which prints its line with the
 * fingerprint of the record as stored, survives an edit of the case through
 * the form unchanged, travels in the case file to another browser of the same
 * account (a tampered file is refused), and is named in the data package's
 * manifest beside the case's own fingerprint and every file's hash.
 */

const ID = randomUUID();
const shot = screenshotsFor('issued-versions');
const artifacts = path.join(repoRoot, 'artifacts/downloads/issued-versions');

interface CaseFileJson {
  formId: string;
  record: SavedFormRecord;
}

describe('issued versions journey', () => {
  let server: TestServer;
  let page: Page;
  let account: TestAccount;
  /** Version 1 as the browser stored it when issued. */
  let version: IssuedVersion;
  /** The total of the report as issued, as the report shows it. */
  let issuedTotal: string;
  let caseFile: string;

  const button = (name: string, scope: Page | Locator = page) => scope.getByRole('button', { name, exact: true });
  const stored = async (on: Page = page) => (await readSavedCase(on, ID)) as SavedFormRecord;
  const openReport = async (route: string, on: Page = page) => {
    await on.goto(`${server.url}/${ID}/${route}`);
    await on.locator('.report-paper h1, .report-paper h2').first().waitFor();
  };
  async function download(click: () => Promise<void>, file: string): Promise<{ name: string; target: string }> {
    const [arrived] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
    const target = path.join(artifacts, file);
    await arrived.saveAs(target);
    return { name: arrived.suggestedFilename(), target };
  }

  /** Submits the form, calculating anyway past the review's warnings, and waits for the report. */
  async function submitAndLand() {
    await button('Submit').click();
    const anyway = button('Calculate anyway', page.getByRole('dialog', { name: 'Review before calculating' }));
    const landed = new RegExp(`/${ID}/table-of-contents$`);
    await Promise.race([anyway.waitFor({ timeout: 5000 }).then(() => anyway.click()), page.waitForURL(landed, { timeout: 5000 })]).catch(
      () => {},
    );
    await page.waitForURL(landed, { timeout: 60_000 });
  }

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    // Generate PDF ends in window.print(); the dialog is not opened, the page is printed with page.pdf().
    await page.addInitScript(() => {
      (window as unknown as { print: () => void }).print = () => {};
    });
    account = await signUpAndSignIn(page, { account: { name: 'Issuing Economist' } });
    // A case saved with its figures, as a submit of the form leaves it.
    // Its wages discount rate was looked up on the curve of the report's date, so an update has a figure to refresh.
    const values = wrongfulDeathValues();
    values.plaintiff.provenance.wagesDiscountRate = { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 20.5 };
    await seedSavedCase(page, ID, savedRecordOf(formDataOf(values), '2025-07-01T10:00:00.000Z'));
    mkdirSync(artifacts, { recursive: true });
  });

  it('issues the report as version 1 after asking, and lists it under Versions', async () => {
    await openReport('quantitative');
    issuedTotal = (await page.getByTestId('total-all').textContent()) ?? '';
    expect(issuedTotal).toBe(formatMoney(selectReportData({ record: await stored() }).totals.total));
    await button('Issue report').click();
    const dialog = page.getByRole('dialog', { name: ISSUED_WORDS.confirmTitle });
    await dialog.getByText(ISSUED_WORDS.confirmBody(1)).waitFor();
    await shot(page, '01-issue-confirmation');
    await button(ISSUED_WORDS.confirm(1), dialog).click();
    await page.getByText(ISSUED_WORDS.issued(1)).waitFor();

    const record = await stored();
    expect(record.issued?.map((v) => v.version)).toEqual([1]);
    version = record.issued![0]!;
    // Dated today where the economist is (the browser's time zone).
    expect(version.issuedOn).toBe(await page.evaluate(() => new Date().toLocaleDateString('en-CA')));
    await button(ISSUED_WORDS.versions).click();
    await page.getByRole('link', { name: ISSUED_WORDS.versionItem(1, version.issuedOn) }).click();
    await page.waitForURL(`**/${ID}/issued/1/table-of-contents`);
  });

  it("shows version 1 read-only and prints its line with the stored record's fingerprint", async () => {
    await page.getByText(ISSUED_WORDS.banner(1, version.issuedOn)).waitFor();
    expect(await page.getByRole('link', { name: 'Update Form Data' }).count()).toBe(0);
    await shot(page, '02-issued-version-banner');

    await button('Generate PDF').click();
    await page.waitForURL(`**/${ID}/issued/1/print`);
    await page.locator('[data-print-ready="true"]').waitFor();
    const file = path.join(artifacts, 'issued-version-1.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);

    // The fingerprint of the number, the date and the record exactly as local storage keeps them.
    const fingerprint = await fingerprintOf({ version: 1, issuedOn: version.issuedOn, record: version.record });
    expect(fingerprint).toBe(version.fingerprint);
    const line = `Issued version 1 of ${version.issuedOn} · fingerprint ${fingerprint.slice(0, 4)}…${fingerprint.slice(-4)}`;
    // The cover states it once; every other page carries it in its footer.
    expect(pages.length).toBeGreaterThan(10);
    const flat = pages.map((text) => text.replace(/\s+/g, ' '));
    expect(flat.filter((text) => text.includes(line))).toHaveLength(pages.length);
    expect(flat[0]).toContain('Prepared for Smith & Jones LLP');
    expect(flat.join(' ')).toContain(issuedTotal);
  });

  it('keeps version 1 as issued when the case is edited and calculated again through the form', async () => {
    await page.goto(`${server.url}/form/${ID}`);
    await page.getByText('Editing a saved case.').first().waitFor();
    await page.getByLabel('Annual income (Scenario 1)', { exact: true }).fill('120000');
    await submitAndLand();

    const record = await stored();
    expect(record.formData.plaintiff.annualIncome).toEqual([120000]);
    await openReport('quantitative');
    const currentTotal = (await page.getByTestId('total-all').textContent()) ?? '';
    expect(currentTotal).toBe(formatMoney(selectReportData({ record }).totals.total));
    expect(currentTotal).not.toBe(issuedTotal);

    // The version is the one issued, to the byte, and still matches its fingerprint.
    expect(record.issued).toEqual([version]);
    expect(await fingerprintMismatches(record)).toEqual([]);
    await openReport('issued/1/quantitative');
    expect(await page.getByTestId('total-all').textContent()).toBe(issuedTotal);
    await shot(page, '03-issued-version-after-edit');
  });

  it('exports the case file with its version, refused when tampered; the version reaches another browser of the account', async () => {
    await page.goto(`${server.url}/form`);
    const list = page.getByRole('region', { name: 'Saved cases', exact: true });
    ({ target: caseFile } = await download(() => button('Export John Doe', list).click(), 'case.json'));
    const exported = JSON.parse(readFileSync(caseFile, 'utf8')) as CaseFileJson;
    expect(exported.formId).toBe(ID);
    expect(exported.record.issued).toEqual([version]);
    expect(await fingerprintMismatches(exported.record)).toEqual([]);

    const tampered = structuredClone(exported);
    const row = tampered.record.issued![0]!.record.lossSupport!.future!.table[0]!.data[0]!;
    row.PV = Math.round((row.PV + 1) * 100) / 100;
    const tamperedFile = path.join(artifacts, 'case-tampered.json');
    writeFileSync(tamperedFile, JSON.stringify(tampered, null, 2));
    const computed = await fingerprintOf({ version: 1, issuedOn: version.issuedOn, record: tampered.record.issued![0]!.record });

    const other = await launchBrowser();
    try {
      const away = await other.newPage();
      await away.goto(`${server.url}/sign-in`);
      await away.getByLabel('Username').fill(account.username);
      await away.getByLabel('Password').fill(account.password);
      await away.getByRole('button', { name: 'Sign in' }).click();
      await away.waitForURL(/\/form$/);

      // The service's copy brings the case, with its version, to the other browser of the account.
      const awayList = away.getByRole('region', { name: 'Saved cases', exact: true });
      await awayList.getByText('John Doe').waitFor();
      const arrived = await stored(away);
      expect(arrived.issued).toEqual([version]);
      expect(await fingerprintMismatches(arrived)).toEqual([]);

      await away.getByLabel('Case file to import').setInputFiles(tamperedFile);
      const refused = away.getByRole('dialog', { name: 'The file cannot be imported' });
      await refused.getByText(ISSUED_WORDS.mismatch({ version: 1, recorded: version.fingerprint, computed })).waitFor();
      await shot(away, '04-tampered-case-file-refused');
      await button('Close', refused).click();
      await refused.waitFor({ state: 'hidden' });
      expect(await stored(away), 'nothing of the refused file is saved').toEqual(arrived);

      await openReport('issued/1/quantitative', away);
      await away.getByText(ISSUED_WORDS.banner(1, version.issuedOn)).waitFor();
      expect(await away.getByTestId('total-all').textContent()).toBe(issuedTotal);
      await shot(away, '05-issued-version-on-another-computer');
    } finally {
      await other.close();
    }
  });

  it("downloads a data package whose manifest states the case's fingerprint, its version and every file's hash", async () => {
    await openReport('table-of-contents');
    const { name, target } = await download(() => button('Download data package').click(), 'data-package.zip');
    expect(name).toBe('Economic Damages Report - John Doe - 2025-03-01 - data package.zip');
    const zip = await JSZip.loadAsync(readFileSync(target));
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as {
      case: { file: string; fingerprint: string; issuedVersions: unknown[] };
      files: { path: string; sha256: string; bytes: number }[];
    };

    // Every file but the manifest itself is listed with the SHA-256 and the size of its bytes in the zip.
    const inZip = Object.values(zip.files).filter((entry) => !entry.dir && entry.name !== 'manifest.json');
    expect(manifest.files.map((f) => f.path).sort()).toEqual(inZip.map((entry) => entry.name).sort());
    for (const listed of manifest.files) {
      const bytes = await zip.file(listed.path)!.async('uint8array');
      expect(createHash('sha256').update(bytes).digest('hex'), listed.path).toBe(listed.sha256);
      expect(bytes.byteLength, listed.path).toBe(listed.bytes);
    }

    // The case file in the package is the case as saved; the manifest fingerprints it and names its issued version.
    const packaged = JSON.parse(await zip.file(manifest.case.file)!.async('string')) as CaseFileJson;
    const record = await stored();
    expect(packaged.record).toEqual(record);
    expect(manifest.case.fingerprint).toBe(await fingerprintOf(record));
    expect(manifest.case.issuedVersions).toEqual([{ version: 1, issuedOn: version.issuedOn, fingerprint: version.fingerprint }]);
    expect(await fingerprintMismatches(packaged.record)).toEqual([]);
  });

  it('updates version 1 to a new trial date with a refreshed curve; the supplement explains every dollar, version 1 stays', async () => {
    await openReport('issued/1/table-of-contents');
    await button(SUPPLEMENT_WORDS.update).click();
    await page.getByText(SUPPLEMENT_WORDS.notice(1, version.issuedOn)).waitFor();
    // The version's inputs, not the edited case's: the update starts from what was sent.
    expect(await page.getByLabel('Annual income (Scenario 1)', { exact: true }).inputValue()).toBe('96000');
    await page.getByLabel('Date of Report', { exact: true }).fill('2026-03-01');
    await page.getByLabel('Date of trial', { exact: true }).fill('2027-04-20');
    await button('Refresh looked-up figures').click();
    const refresh = page.getByRole('dialog', { name: 'Refresh looked-up figures' });
    await refresh.getByText('changed').first().waitFor();
    await shot(page, '06-refresh-looked-up-figures');
    await button('Apply', refresh).click();
    await refresh.waitFor({ state: 'hidden' });
    await submitAndLand();

    const record = await stored();
    expect(record.formData.case.dateOfTrial).toBe('2027-04-20');
    // Looked up again on a curve of the new report's year.
    const refreshed = record.formData.plaintiff.provenance?.wagesDiscountRate;
    expect(refreshed?.lookup).toBe('treasury');
    expect(refreshed?.lookup === 'treasury' ? refreshed.asOf : '').toMatch(/^2026-/);
    // Version 1 is untouched by the update and still matches its fingerprint.
    expect(record.issued).toEqual([version]);
    expect(await fingerprintMismatches(record)).toEqual([]);

    await button('Generate PDF').click();
    await page.waitForURL(`**/${ID}/print`);
    await page.locator('[data-print-ready="true"]').waitFor();
    const file = path.join(artifacts, 'supplement.pdf');
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const lines = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n');

    // The bridge read back from the PDF: from the issued total, one line per cause, to the new total.
    const money = (text: string) => (text.includes('(') ? -1 : 1) * Number(text.replace(/[^0-9.]/g, ''));
    const first = lines.findIndex((line) => line.includes(SUPPLEMENT_WORDS.bridgeFrom(version.issuedOn)));
    const last = lines.findIndex((line, index) => index > first && line.includes(SUPPLEMENT_WORDS.bridgeTo));
    expect(first).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(first);
    const start = money(/\(?\$[\d,]+\)?\s*$/.exec(lines[first]!)![0]);
    const end = money(/\(?\$[\d,]+\)?\s*$/.exec(lines[last]!)![0]);
    expect(formatMoney(start)).toBe(issuedTotal);
    expect(end).toBe(selectReportData({ record }).totals.total);
    const causes = lines
      .slice(first + 1, last)
      .map((line) => /^\s*(\S.*?)\s{2,}(\(?\$[\d,]+\.\d{2}\)?)\s+(\(?\$[\d,]+\.\d{2}\)?)\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    const labels = causes.map((match) => match[1]);
    expect(labels[0]).toBe('Passage of time');
    expect(labels.some((label) => /discount rate/i.test(label!))).toBe(true);
    const cents = (column: 2 | 3) => causes.reduce((sum, match) => sum + Math.round(money(match[column]!) * 100), 0);
    // Each column of parts adds to the change in the total, to the cent.
    expect(cents(2)).toBe(Math.round((end - start) * 100));
    expect(cents(3)).toBe(Math.round((end - start) * 100));

    // The issued version still opens as it was issued.
    await openReport('issued/1/quantitative');
    expect(await page.getByTestId('total-all').textContent()).toBe(issuedTotal);
  });
});
