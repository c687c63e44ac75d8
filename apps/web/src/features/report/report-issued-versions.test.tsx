import { fingerprintMismatches, formatMoney, issueVersion, NARRATIVE_WORDS, type SavedFormRecord } from '@damages/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStore } from '../saved-cases/testing/index.ts';
import { selectReportData } from './model/select-report-data.ts';
import { printPageStyle } from './print/print-page-style.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const ID = 'issued-case';
/** The case as issued on 2026-03-01: earnings, household services and medical care. */
const asIssued = () => personalInjuryRecord();
/** The case since: calculated again without the household services, so every total differs from the issued one. */
const since = () => personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture', 'medicalExpensesPast', 'medicalExpensesFuture']);

/** The case saved now: its current inputs and answers, with version 1 as issued before the change. */
async function issuedCase(): Promise<SavedFormRecord> {
  const { issued } = await issueVersion(asIssued(), '2026-03-01');
  return { ...since(), issued };
}

/** "3f9a…c01b": how the line prints a fingerprint. */
const short = (fingerprint: string) => `${fingerprint.slice(0, 4)}…${fingerprint.slice(-4)}`;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

describe('an issued version of the report', () => {
  it('shows its own figures, read-only, under a banner; the case shows its current ones', async () => {
    const record = await issuedCase();
    const { unmount } = renderReport(`/${ID}/issued/1/quantitative`, { [ID]: record });
    const issuedTotal = formatMoney(selectReportData({ record: asIssued() }).totals.total);
    const currentTotal = formatMoney(selectReportData({ record: since() }).totals.total);
    expect(issuedTotal).not.toBe(currentTotal);
    expect(await screen.findByTestId('total-all')).toHaveTextContent(issuedTotal);
    expect(
      screen.getByText(
        'Issued version 1 of 2026-03-01; it cannot be edited. Edit starts a new draft from it; Update starts a supplemental report, which explains what changed since.',
      ),
    ).toBeInTheDocument();
    // Nothing edits it in place: no form link, no Issue, no paragraphs to write, and its links stay in the version.
    expect(screen.queryByRole('link', { name: 'Update Form Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NARRATIVE_WORDS.add })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Report sections' });
    expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveAttribute('href', `/${ID}/issued/1/summary`);
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByRole('link', { name: 'Current report' })).toHaveAttribute('href', `/${ID}/table-of-contents`);
    expect(screen.getByRole('link', { name: 'Issued version 1 of 2026-03-01' })).toHaveAttribute(
      'href',
      `/${ID}/issued/1/table-of-contents`,
    );
    unmount();

    renderReport(`/${ID}/quantitative`, { [ID]: record });
    expect(await screen.findByTestId('total-all')).toHaveTextContent(currentTotal);
    expect(screen.queryByText(/it cannot be edited/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: NARRATIVE_WORDS.add }).length).toBeGreaterThan(0);
  });

  it('prints its number, date and fingerprint on the cover, and in the footer of every page', async () => {
    const record = await issuedCase();
    const line = `Issued version 1 of 2026-03-01 · fingerprint ${short(record.issued![0]!.fingerprint)}`;
    renderReport(`/${ID}/issued/1/print`, { [ID]: record });
    expect((await screen.findByText(line)).closest('.cover-page')).not.toBeNull();
    // The name a browser gives the PDF it saves says which version it is.
    expect(document.title).toMatch(/^Economic Damages Report - Maria L\. Alvarez - 2025-03-01 .*- Issued version 1$/);
    expect(screen.getByTestId('summary-total')).toHaveTextContent(formatMoney(selectReportData({ record: asIssued() }).totals.total));
    // jsdom adopts no page rules: the footer is the print style the view adopts.
    const css = printPageStyle('Alvarez', '2025-03-01', 'Arial', 'Issued version 2 of 2026-03-01 · fingerprint 3f9a…c01b');
    expect(css).toContain('@bottom-left { content: "Issued version 2 of 2026-03-01 · fingerprint 3f9a…c01b"');
    // The title page carries the line itself, not in its margin.
    expect(css.slice(css.indexOf('@page :first'))).toContain('@bottom-left { content: none; }');
    expect(printPageStyle('Alvarez', '2025-03-01', 'Arial')).not.toContain('@bottom-left');
  });

  it('says so when the case has no such version', async () => {
    renderReport(`/${ID}/issued/2/table-of-contents`, { [ID]: await issuedCase() });
    expect(await screen.findByRole('heading', { name: 'Issued version not found' })).toBeInTheDocument();
    expect(screen.getByText('This case has no issued version 2.')).toBeInTheDocument();
  });

  it("Edit makes the version's inputs the case's draft and opens the form; the version stays as issued", async () => {
    const record = await issuedCase();
    const { router } = renderReport(`/${ID}/issued/1/table-of-contents`, { [ID]: record });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form/${ID}`));
    const draft = testStore().drafts.read<{ case: { typeSelectedValues: string[] } }>(ID);
    expect(draft?.values.case.typeSelectedValues).toEqual(asIssued().formData.case.typeSelectedValues);
    const read = testStore().cases.read(ID);
    expect(read.status === 'found' && read.record.issued).toEqual(record.issued);
    expect(draft).not.toHaveProperty('values.supplements');
  });

  it('Update starts the same draft, marked as a supplement to the version', async () => {
    const record = await issuedCase();
    const { router } = renderReport(`/${ID}/issued/1/summary`, { [ID]: record });
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form/${ID}`));
    const draft = testStore().drafts.read<{ supplements?: unknown; case: { dateOfReport: string } }>(ID);
    expect(draft?.values.supplements).toEqual({ version: 1 });
    expect(draft?.values.case.dateOfReport).toBe(asIssued().formData.case.dateOfReport);
  });
});

describe('issuing the report', () => {
  it('asks first, then keeps the case as saved as version 1 with a fingerprint that verifies', async () => {
    renderReport(`/${ID}/table-of-contents`, { [ID]: asIssued() });
    await userEvent.click(await screen.findByRole('button', { name: 'Issue report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this report?' });
    expect(dialog).toHaveTextContent(/freezes the report as it is now as issued version 1/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue version 1' }));
    expect(await screen.findByText('Issued version 1 is saved with the case.')).toBeInTheDocument();
    const read = testStore().cases.read(ID);
    const saved = read.status === 'found' ? read.record : undefined;
    expect(saved?.issued?.map((version) => version.version)).toEqual([1]);
    expect(saved?.issued?.[0]?.record.lossServices).toEqual(asIssued().lossServices);
    expect(await fingerprintMismatches(saved!)).toEqual([]);
    // The menu lists it at once.
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByRole('link', { name: /^Issued version 1 of \d{4}-\d{2}-\d{2}$/ })).toBeInTheDocument();
  });
});
