import { formatMoneyCents } from '@damages/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCents } from '@damages/engine';
import { fakeProfilesServer, storedProfile } from '../profile/testing/index.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';
import { CAPTION, RIVERA, signedRecord, WARNINGS } from './testing/signing-fixtures.ts';

const SIGNED = 'signed-case';
const LEGACY = 'legacy-case';
const PI = 'pi-case';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const cover = () => document.querySelector<HTMLElement>('.cover-page')!;

describe('a report signed with a profile, with a caption', () => {
  it('puts the caption, the attorney and the economist on the cover', async () => {
    renderReport(`/${SIGNED}/print`, { [SIGNED]: signedRecord() });
    const caption = await screen.findByLabelText('Case caption');
    expect(caption).toHaveTextContent(CAPTION.court);
    expect(caption).toHaveTextContent(CAPTION.caseName);
    expect(caption).toHaveTextContent(`Case No. ${CAPTION.docketNumber}`);
    const facts = within(cover());
    expect(facts.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(facts.getByText('Ruiz & Cole LLP')).toBeInTheDocument();
    expect(facts.getByText('500 Capitol Mall, Floor 12')).toBeInTheDocument();
    expect(facts.getByText('Jordan Rivera, Ph.D.')).toBeInTheDocument();
    expect(facts.getByText('Forensic Economist')).toBeInTheDocument();
    expect(facts.getByText('Rivera Economics LLC')).toBeInTheDocument();
    expect(cover()).not.toHaveTextContent('Economist One');
  });

  it('names the economist, the attorney, the matter and the profile’s fees in the introduction', async () => {
    renderReport(`/${SIGNED}/introduction`, { [SIGNED]: signedRecord() });
    const purpose = await screen.findByText(/was retained by/);
    expect(purpose).toHaveTextContent(
      'Jordan Rivera, Ph.D., was retained by Ana Ruiz of Ruiz & Cole LLP to estimate the economic losses that resulted from the death of Daniel R. Whitfield on May 2, 2023. This report is submitted in the matter of Martinez v. Acme Trucking, Inc., Superior Court of California, County of Sacramento, Case No. 34-2024-00123456.',
    );
    expect(within(purpose).getByText(CAPTION.caseName).tagName).toBe('EM');
    expect(
      screen.getByText(/\$400 per hour for review, analysis and report preparation, and \$600 per hour for deposition/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\$450/)).not.toBeInTheDocument();
  });

  it('signs the certification with the profile’s signature image and title', async () => {
    renderReport(`/${SIGNED}/certification`, { [SIGNED]: signedRecord() });
    const image = await screen.findByRole('img', { name: 'Signature of Jordan Rivera' });
    expect(image).toHaveAttribute('src', RIVERA.signatureImage);
    const block = image.closest('.signature-block')!;
    expect(block).toHaveTextContent('Jordan Rivera');
    expect(block).toHaveTextContent('Forensic Economist');
    expect(block).toHaveTextContent('Date: March 1, 2025');
  });

  it('has a Qualifications appendix: statement, publications, testimony table of the last 4 years, compensation', async () => {
    renderReport(`/${SIGNED}/appendices/qualifications`, { [SIGNED]: signedRecord() });
    // Support and services take A and B; facts and data C; qualifications D.
    expect(await screen.findByRole('heading', { name: 'Appendix D: Qualifications of the Economist' })).toBeInTheDocument();
    expect(screen.getByText(/member of NAFE/)).toBeInTheDocument();
    expect(screen.getByText(/Discounting future medical costs/)).toBeInTheDocument();
    expect(screen.queryByText(/Worklife and the residual/)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: /testified/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nguyen v. Coastal Freight, Inc.', 'Superior Court of California, County of Sacramento', '2024', 'Trial'],
      ['Okafor v. Valley Transit District', 'U.S. District Court, E.D. Cal.', '2022', 'Deposition'],
    ]);
    expect(screen.getByText(/\$400 per hour for review/)).toBeInTheDocument();
  });

  it('lists the appendices of text in the contents and reminds of the overridden warnings there, on screen', async () => {
    const record = { ...signedRecord(), warnings: WARNINGS };
    renderReport(`/${SIGNED}/table-of-contents`, { [SIGNED]: record });
    const warnings = await screen.findByRole('complementary', { name: /2 warnings overridden/ });
    expect(warnings).toHaveClass('d-print-none');
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(WARNINGS.map((w) => `Overridden: ${w.message}`));
    expect(screen.getByRole('link', { name: 'Appendix C: Facts and Data Considered' })).toHaveAttribute(
      'href',
      `/${SIGNED}/appendices/facts-and-data`,
    );
    expect(screen.getByRole('link', { name: 'Appendix D: Qualifications of the Economist' })).toBeInTheDocument();
  });

  it('prints the overridden warnings in the appendix of facts and data, not the reminder box', async () => {
    renderReport(`/${SIGNED}/print`, { [SIGNED]: { ...signedRecord(), warnings: WARNINGS } });
    await screen.findByRole('heading', { name: /Table of Contents/ });
    expect(document.querySelector('.report-warnings')).toBeNull();
    const printed = document.querySelector<HTMLElement>('.print-document .text-appendix .validation-list')!;
    expect(
      within(printed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(WARNINGS.map((w) => `Overridden: ${w.message}`));
    expect(screen.getByRole('heading', { name: 'Appendix D: Qualifications of the Economist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Appendix C: Facts and Data Considered' })).toBeInTheDocument();
  });
});

describe('a record saved before profiles and captions', () => {
  it('has the cover, introduction and certification of before: economist-1, the firm typed in Case Information, $450 an hour', async () => {
    renderReport(`/${LEGACY}/print`, { [LEGACY]: wrongfulDeathRecord() });
    await screen.findByRole('heading', { name: /Table of Contents/ });
    expect(screen.queryByLabelText('Case caption')).not.toBeInTheDocument();
    expect(cover()).toHaveTextContent('Prepared forHarper & Lowe LLP');
    expect(cover()).toHaveTextContent('Prepared byEconomist One, Ph.D., EconomicsConsulting Economist');
    expect(screen.getByText(/was retained by/)).toHaveTextContent('Economist One, Ph.D., Economics, was retained by Harper & Lowe LLP to');
    expect(screen.getAllByText(/\$450 per hour for review, analysis, report preparation and testimony/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Signature/ })).not.toBeInTheDocument();
  });
});

describe('a record naming a profile without its snapshot', () => {
  it('signs with the live profile of the account', async () => {
    const server = fakeProfilesServer([
      storedProfile({ fullName: 'Sam Okoro', credentials: 'Ph.D.', hourlyFeeStudy: 375, hourlyFeeTestimony: 375 }),
    ]);
    const record = wrongfulDeathRecord();
    record.formData.case.economist = 'own';
    renderReport(`/${LEGACY}/introduction`, { [LEGACY]: record });
    expect(await screen.findByText(/Sam Okoro, Ph\.D\., was retained by Harper & Lowe LLP/)).toBeInTheDocument();
    expect(screen.getByText(/\$375 per hour for review, analysis, report preparation and testimony/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/profiles')).toHaveLength(1);
  });

  it('asks the server nothing when the record keeps the snapshot', async () => {
    const server = fakeProfilesServer([]);
    renderReport(`/${SIGNED}/introduction`, { [SIGNED]: signedRecord() });
    await screen.findByText(/Jordan Rivera, Ph\.D\., was retained/);
    expect(server.calls.filter((call) => call.path === '/api/profiles')).toEqual([]);
  });
});

describe('facts and data considered', () => {
  it('is an appendix listing the documents and every figure with its source', async () => {
    renderReport(`/${LEGACY}/appendices/facts-and-data`, { [LEGACY]: wrongfulDeathRecord() });
    expect(await screen.findByRole('heading', { name: 'Appendix C: Facts and Data Considered' })).toBeInTheDocument();
    expect(screen.getByText('Certificate of death')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Published data/ })).toHaveTextContent(/Patton-Nelson/);
    const figures = screen.getByRole('table', { name: /Every figure/ });
    expect(within(figures).getByRole('rowheader', { name: 'Wages discount rate' }).closest('tr')).toHaveTextContent(
      'Wages discount rate4.31%entered by the user',
    );
  });
});

describe('print: appendices of the selected or of all scenarios', () => {
  const tableHeadings = () => screen.queryAllByRole('heading', { name: /^Table [A-Z]-\d+\./ });

  it('prints every table of every scenario combination on request, and the medical summary first', async () => {
    const record = personalInjuryRecord();
    const data = selectReportData({ record });
    const all = data.appendices.reduce((count, appendix) => count + appendix.pages.length, 0);
    renderReport(`/${PI}/print`, { [PI]: record });
    await screen.findByRole('heading', { name: /Table of Contents/ });
    const selected = tableHeadings().length;
    expect(selected).toBeLessThan(all);
    expect(screen.getByRole('radio', { name: 'scenario of record' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'all scenarios' }));
    await waitFor(() => expect(tableHeadings()).toHaveLength(all));
    expect(all).toBe(4 * 2 + 2 * 2 + 3 * 2); // earnings: 4 pairs × 2 sides; services: 2 LE × 2 sides; medical: 2 modalities × 3 scenarios

    // The medical appendix opens with its summary, which foots.
    const summary = screen.getByRole('table', { name: /by modality and scenario/ });
    const heading = screen.getByRole('heading', { name: 'Summary by Modality and Scenario' });
    const firstMedical = screen.getByRole('heading', { name: /^Table C-1\./ });
    expect(heading.compareDocumentPosition(firstMedical) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const medical = data.medicalSummary!;
    for (const { type } of medical.scenarios) {
      const shown = medical.future.rows.map((row) => row.values[type]?.value ?? 0);
      expect(within(summary).getByTestId(`medical-summary-total-${type}`)).toHaveTextContent(formatMoneyCents(addCents(shown)));
    }
    const bodyRows = within(summary).getAllByRole('row').slice(1, -1);
    expect(bodyRows).toHaveLength(3);
    expect(bodyRows[0]).toHaveTextContent(`Physical therapy${'Therapy'}${formatMoneyCents(record.medicalReport!.table.best[0]!.total_pv)}`);
  }, 60_000);
});
