import { plausibilityWarnings, type SavedFormRecord } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lookedUpRecord } from './testing/signing-fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const ID = 'currency-case';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/**
 * A case on old data: the wages and services discount rates read
 * from a curve of 2023-11-01, 16 months before the report (2025-03-01), and every
 * item of the life care plan left at a growth rate of 0 %, calculated anyway:
 * the record keeps the warnings the check gave.
 */
function staleRecord(): SavedFormRecord {
  const record = lookedUpRecord();
  const old = { lookup: 'treasury', asOf: '2023-11-01', tenorYears: 9.27 } as const;
  record.formData.plaintiff.provenance = { ...record.formData.plaintiff.provenance, wagesDiscountRate: old, servicesDiscountRate: old };
  for (const scenario of record.formData.medical!.data.flatMap((modality) => modality.scenarios)) scenario.growthRate = 0;
  record.warnings = plausibilityWarnings({ formData: record.formData });
  return record;
}

const STALE_LINE =
  'Overridden: The Treasury yield curve of 2023-11-01 dates from 486 days (about 16 months) before the date of report (2025-03-01): it is not the latest curve, and rates may have moved since. For 2 items: the wages discount rate; the services discount rate.';
const ZERO_LINE =
  'Overridden: The growth rate is still 0%, as every new item starts: the costs are not grown. For 6 items: medical modality 1 (Physical therapy), Best Scenario; medical modality 1 (Physical therapy), Probable Scenario; medical modality 1 (Physical therapy), Worst Scenario; medical modality 2 (Pain medication), Best Scenario; medical modality 3 (Orthopedic follow-up), Probable Scenario; medical modality 3 (Orthopedic follow-up), Worst Scenario.';

const lineTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the appendix of facts and data', () => {
  it('states each vintage’s age at the date of report', async () => {
    renderReport(`/${ID}/appendices/facts-and-data`, { [ID]: staleRecord() });
    const table = await screen.findByRole('table', { name: /with the vintage used and its age/ });
    expect(within(table).getByRole('columnheader', { name: 'Age at the date of report' })).toBeInTheDocument();
    const row = within(table).getByRole('cell', { name: 'Curve of 2023-11-01, 9.3-year maturity' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '16 months' })).toBeInTheDocument();
    expect(screen.getByText(/counted in whole months from the last day its data cover/)).toBeInTheDocument();
  });

  it('lists the overridden warnings, each marked so, one line per cause', async () => {
    const record = staleRecord();
    renderReport(`/${ID}/appendices/facts-and-data`, { [ID]: record });
    await screen.findByRole('heading', { name: 'Validation Warnings Overridden' });
    const list = document.querySelector<HTMLElement>('.text-appendix .validation-list')!;
    const lines = lineTexts(list);
    expect(lines).toContain(STALE_LINE);
    expect(lines).toContain(ZERO_LINE);
    // 2 stale rates and 6 items at 0 % are two lines; every saved warning is on one.
    expect(record.warnings!.filter((w) => ['stale-yield-curve', 'medical-rates-at-zero'].includes(w.id))).toHaveLength(8);
    expect(lines.every((line) => line.startsWith('Overridden: '))).toBe(true);
    expect(screen.queryByTestId('validation-reason')).toBeNull();
  });

  it('prints the reason the economist gave for calculating anyway after the lines, and none when none was given', async () => {
    const record = staleRecord();
    record.warnings = record.warnings!.map((warning) => ({ ...warning, reason: 'The curve of the filing date is the one agreed.' }));
    renderReport(`/${ID}/appendices/facts-and-data`, { [ID]: record });
    await screen.findByRole('heading', { name: 'Validation Warnings Overridden' });
    expect(screen.getByTestId('validation-reason')).toHaveTextContent('Reason given: The curve of the filing date is the one agreed.');
  });

  it('has no validation list when nothing was overridden', async () => {
    renderReport(`/${ID}/appendices/facts-and-data`, { [ID]: lookedUpRecord() });
    await screen.findByRole('heading', { name: /Facts and Data Considered/ });
    expect(screen.queryByRole('heading', { name: 'Validation Warnings Overridden' })).not.toBeInTheDocument();
  });
});

describe('the discount criteria', () => {
  it('state the curve used and its age, and never call it the latest', async () => {
    renderReport(`/${ID}/discount`, { [ID]: staleRecord() });
    const timeliness = await screen.findByText(/^Timeliness:/);
    expect(timeliness).toHaveTextContent(
      'This report used the curve of 2023-11-01, 16 months before the date of report, for the wages discount rate and the services discount rate;',
    );
    expect(timeliness.textContent).not.toMatch(/latest|most recent|current/i);
  });
});

describe('the contents page on screen', () => {
  it('reminds the economist of the same lines and says where they are printed', async () => {
    renderReport(`/${ID}/table-of-contents`, { [ID]: staleRecord() });
    const box = await screen.findByRole('complementary', { name: /^Review before signing: \d+ warnings overridden before calculating$/ });
    expect(box).toHaveClass('d-print-none');
    const lines = lineTexts(box);
    expect(lines).toContain(STALE_LINE);
    expect(lines).toContain(ZERO_LINE);
    expect(box).toHaveTextContent(`Review before signing: ${lines.length} warnings overridden`);
    expect(box).toHaveTextContent(/printed in Appendix [A-Z], Facts and Data Considered, each marked as overridden/);
  });
});
