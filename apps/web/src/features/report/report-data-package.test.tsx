import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PACKAGE_WORDS } from './export/package/package-words.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/** The report's header offers the data package beside Word and Excel: one zip for the other side to replicate the report. */

const ID = '55555555-5555-4555-8555-555555555555';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the data package button', () => {
  it('downloads a zip named as the report, holding the case file, the tables and the manifest', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), `blob:${blobs.length}`));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const record = personalInjuryRecord();
    renderReport(`/${ID}/summary`, { [ID]: record });
    await screen.findByTestId('summary-total');

    await userEvent.click(screen.getByRole('button', { name: PACKAGE_WORDS.button }));
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 15_000 });
    const { selectionName } = selectReportData({ record });
    expect(names[0]).toBe(`Economic Damages Report - Maria L. Alvarez - 2025-03-01 - ${selectionName} - data package.zip`);
    expect(blobs[0]!.type).toBe('application/zip');
    const zip = await JSZip.loadAsync(await blobs[0]!.arrayBuffer());
    expect(zip.file('case/case-maria-l-alvarez-2025-03-01.json')).not.toBeNull();
    expect(zip.file('summary.csv')).not.toBeNull();
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as { case: { fingerprint: string } };
    expect(manifest.case.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByRole('button', { name: PACKAGE_WORDS.button })).toBeEnabled();
  });
});
