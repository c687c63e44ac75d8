import { SCENARIO_OF_RECORD_WORDS as WORDS, type SavedFormRecord, formatMoney } from '@damages/contracts';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedSealedCases, storedCase, unlockTestAccount } from '../saved-cases/testing/index.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The scenario of record is saved with the case. A report opened in a
 * new browser session shows it, every export uses and names it, and viewing
 * another scenario is a temporary view that says so until it is made the
 * scenario of record.
 */

const ID = '33333333-3333-4333-8333-333333333333';
const withScenario = (scenarioOfRecord: SavedFormRecord['scenarioOfRecord']): SavedFormRecord => ({
  ...personalInjuryRecord(),
  scenarioOfRecord,
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

/** The files the report offered for download. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), `blob:${blobs.length}`));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, blobs };
}

/** The words of a .docx body, run after run. */
async function wordText(blob: Blob): Promise<string> {
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const xml = await zip.file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).join('');
}

const viewingNotice = () => screen.queryByText(/not the scenario of record\. Exports use the scenario of record\./);

describe('the scenario of record', () => {
  it('is what a case opened in a new browser session shows and names', async () => {
    const record = withScenario({ income: 1, medical: 'worst' });
    const ofRecord = selectReportData({ record });
    // Nothing of an earlier session: a fresh mount from what is saved.
    renderReport(`/${ID}/summary`, { [ID]: record });
    expect(await screen.findByTestId('summary-total')).toHaveTextContent(formatMoney(ofRecord.totals.total));
    expect(ofRecord.totals.total).not.toBe(selectReportData({ record: personalInjuryRecord() }).totals.total);
    expect(screen.getByRole('radio', { name: '$98,000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Worst' })).toBeChecked();
    expect(screen.getByTestId('selection-note')).toHaveTextContent(
      /^Scenario of record: annual income \$98,000; .*; worst scenario for medical care\.$/,
    );
    expect(viewingNotice()).toBeNull();
  });

  it('is the probable medical scenario of a case saved before it was kept', async () => {
    renderReport(`/${ID}/quantitative`, { [ID]: personalInjuryRecord() });
    await screen.findByTestId('total-all');
    expect(screen.getByRole('radio', { name: 'Probable' })).toBeChecked();
    expect(viewingNotice()).toBeNull();
  });

  it('is what Word exports and names, while the screen says it views another scenario for the moment', async () => {
    const record = withScenario({ medical: 'probable' });
    const ofRecord = selectReportData({ record });
    const viewed = selectReportData({ record, selection: { medical: 'best' } });
    const downloads = captureDownloads();
    renderReport(`/${ID}/quantitative`, { [ID]: record });
    await screen.findByTestId('total-all');

    await userEvent.click(screen.getByRole('radio', { name: 'Best' }));
    expect(screen.getByTestId('total-all')).toHaveTextContent(formatMoney(viewed.totals.total));
    expect(viewingNotice()).toHaveTextContent(WORDS.viewing(viewed.selectionName));
    expect(viewed.selectionName).toMatch(/, Best medical$/);
    expect(screen.getByTestId('selection-note')).toHaveTextContent(/^Scenario viewed, not the scenario of record: /);

    await userEvent.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names[0]).toBe(`Economic Damages Report - Maria L. Alvarez - 2025-03-01 - ${ofRecord.selectionName}.docx`);
    expect(downloads.names[0]).toMatch(/, Probable medical\.docx$/);
    const text = await wordText(downloads.blobs[0]!);
    expect(text).toContain(`${WORDS.title}Annual income $135,954`);
    expect(text).toContain('probable scenario for medical care');
    expect(text).toContain(formatMoney(ofRecord.totals.total));

    await userEvent.click(screen.getByRole('button', { name: WORDS.showOfRecord }));
    expect(viewingNotice()).toBeNull();
    expect(screen.getByTestId('total-all')).toHaveTextContent(formatMoney(ofRecord.totals.total));
  });

  it('becomes the scenario viewed when the economist makes it so: saved with the case, with a toast, and kept by a new session', async () => {
    const record = personalInjuryRecord();
    const chosen = selectReportData({ record, selection: { income: 1, medical: 'worst' } });
    await seedSealedCases({ [ID]: record });
    renderReport(`/${ID}/summary`);
    await screen.findByTestId('summary-total');
    await userEvent.click(screen.getByRole('radio', { name: '$98,000' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Worst' }));
    expect(viewingNotice()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: WORDS.makeOfRecord }));
    expect(await screen.findByText(WORDS.saved(chosen.selectionName))).toBeInTheDocument();
    expect(viewingNotice()).toBeNull();
    expect(screen.getByTestId('selection-note')).toHaveTextContent(/^Scenario of record: annual income \$98,000; /);
    const saved = await storedCase(ID);
    expect(saved?.scenarioOfRecord).toEqual({ income: 1, retirement: 0, lifeExpectancy: 0, medical: 'worst' });
    expect(saved?.revision).toBe(1);

    // A new browser session: the page is loaded afresh, the tab's view is gone, the case is read from storage.
    cleanup();
    sessionStorage.clear();
    await unlockTestAccount();
    renderReport(`/${ID}/summary`);
    expect(await screen.findByTestId('summary-total')).toHaveTextContent(formatMoney(chosen.totals.total));
    expect(screen.getByRole('radio', { name: 'Worst' })).toBeChecked();
    expect(viewingNotice()).toBeNull();
  });
});
