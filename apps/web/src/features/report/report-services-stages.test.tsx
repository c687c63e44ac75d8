import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { formDataOf, personalInjuryValues } from '../entry-form/testing/index.ts';
import { renderReport } from './testing/render-report.tsx';

/** Loss of Services states a source's own start date and the share of it that is lost (methodology §6). */

function stagedRecord() {
  const values = personalInjuryValues();
  const [housekeeping] = values.documents.sourceInfomations;
  Object.assign(housekeeping!, { startDate: '2026-01-01', lossShare: '0.5' });
  return savedRecordOf(formDataOf(values), '2025-07-01T10:00:00.000Z');
}

beforeAll(async () => {
  await import('./report-pages.tsx');
});

describe('household services in stages on the report', () => {
  it('shows each source’s share lost and start date, the annual value counting only the share', async () => {
    renderReport('/staged/loss-of-services', { staged: stagedRecord() });
    await screen.findByRole('heading', { level: 2, name: /Loss of Services$/ });
    const table = document.querySelector<HTMLTableElement>('.services-table')!;
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Service',
      'Hourly rate',
      'Weekly hours',
      'Weeks per year',
      'Share lost',
      'Annual value',
      'Start date',
      'End date',
    ]);
    const housekeeping = within(table).getByRole('row', { name: /^Housekeeping/ });
    // $16.66 × 10 hours × 52 weeks = $8,663.20 a year, half of it lost: $4,331.60, shown as $4,332.
    expect(housekeeping).toHaveTextContent('50.00%');
    expect(housekeeping).toHaveTextContent('$4,332');
    expect(housekeeping).toHaveTextContent('January 1, 2026');
    const repairs = within(table).getByRole('row', { name: /^Home repairs/ });
    expect(repairs).toHaveTextContent('100.00%');
    expect(repairs).toHaveTextContent('Date of injury');
    expect(screen.getByText(/counted from that date, as a stage of life/)).toBeInTheDocument();
  });

  it('keeps the table of a case without stages as it was', async () => {
    renderReport('/plain/loss-of-services', { plain: savedRecordOf(formDataOf(personalInjuryValues()), '2025-07-01T10:00:00.000Z') });
    await screen.findByRole('heading', { level: 2, name: /Loss of Services$/ });
    const table = document.querySelector<HTMLTableElement>('.services-table')!;
    expect(within(table).queryByRole('columnheader', { name: 'Share lost' })).not.toBeInTheDocument();
    expect(screen.queryByText(/as a stage of life/)).not.toBeInTheDocument();
  });
});
