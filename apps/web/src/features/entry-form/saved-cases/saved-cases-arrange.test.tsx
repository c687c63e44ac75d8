import type { SavedFormRecord } from '@damages/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveCase } from '../../../lib/saved-cases/saved-cases-store.ts';
import { seedSealedCases, storedCase } from '../../../lib/saved-cases/testing/sealed-storage.ts';
import { buildSavedRecord } from '../submit/build-saved-record.ts';
import type { CalculationResults } from '../submit/submit-steps.ts';
import { formDataOf, personalInjuryValues, wireLoss, wrongfulDeathValues } from '../testing/fixtures.ts';
import { mockFetch, renderForm } from '../testing/render-form.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const supportResults = {
  lossSupport: { future: wireLoss({ annualIncomeId: 0, retirementDateId: 0 }, 250000.4) },
} as unknown as CalculationResults;
const wrongfulDeath = (savedAt = '2025-07-01T10:00:00.000Z') =>
  buildSavedRecord(formDataOf(wrongfulDeathValues()), supportResults, savedAt);
const personalInjury = (savedAt = '2025-07-02T10:00:00.000Z') => buildSavedRecord(formDataOf(personalInjuryValues()), {}, savedAt);
const captioned = (record: SavedFormRecord, caseName: string): SavedFormRecord => ({
  ...record,
  formData: { ...record.formData, case: { ...record.formData.case, caseName } },
});

const list = () => within(screen.getByRole('region', { name: 'Saved cases' }));
/** Each case row's cells (the header and the notes under unclaimed cases left out). */
const rows = () =>
  list()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
const captions = () =>
  list()
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.case-caption')?.textContent);

beforeEach(() => mockFetch(() => ({ status: 404, body: {} })));

describe('the saved-cases list tells cases apart', () => {
  it('shows the caption (else the plaintiff), the plaintiff, type, report date, the Summary total, created and saved times', async () => {
    await seedSealedCases({ [A]: captioned(wrongfulDeath(), 'Doe v. Acme Trucking, Inc.'), [B]: personalInjury() });
    renderForm('/form');
    expect(
      list()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Case', 'Case type', 'Date of report', 'Total', 'Created', 'Saved', 'Actions']);
    const [injury, death] = rows();
    expect(death?.slice(0, 4)).toEqual(['Doe v. Acme Trucking, Inc.Plaintiff: John Doe', 'Wrongful death', '2025-03-01', '$262,000']);
    expect(injury?.[0], 'without a caption the plaintiff names the case').toBe('Mary Roe');
  });

  it('names a duplicate "Copy of …" with its own created time, and keeps both names in the row buttons apart', async () => {
    await seedSealedCases({ [A]: wrongfulDeath() });
    const { user } = renderForm('/form');
    await user.click(list().getByRole('button', { name: 'Duplicate John Doe' }));
    await waitFor(() => expect(captions()).toEqual(['Copy of John Doe', 'John Doe']));
    const [copy, original] = rows();
    expect(copy?.[4]).not.toBe(original?.[4]);
    expect(copy?.[0]).toBe('Copy of John DoePlaintiff: John Doe');
    expect(list().getByRole('button', { name: 'Open Copy of John Doe' })).toBeInTheDocument();
    expect(list().getByRole('button', { name: 'Open John Doe' })).toBeInTheDocument();
  });

  it('names the copy of a captioned case after its caption', async () => {
    await seedSealedCases({ [A]: captioned(wrongfulDeath(), 'Doe v. Acme') });
    const { user } = renderForm('/form');
    await user.click(list().getByRole('button', { name: 'Duplicate John Doe' }));
    await waitFor(() => expect(captions()).toEqual(['Copy of Doe v. Acme', 'Doe v. Acme']));
  });

  it('keeps its order when a case is saved again, unless sorted by the save time', async () => {
    await seedSealedCases({ [A]: wrongfulDeath(), [B]: personalInjury(), [C]: { ...wrongfulDeath('2025-06-01T10:00:00.000Z') } });
    const { user } = renderForm('/form');
    expect(captions()).toEqual(['Mary Roe', 'John Doe', 'John Doe']);
    const before = rows().map((cells) => cells[4]);
    // The oldest case is saved again, as the form does on submit (another tab: the storage event).
    await saveCase(C, wrongfulDeath('2025-08-01T10:00:00.000Z'), { overwrite: true });
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: C, storageArea: localStorage })));
    await waitFor(() => expect(rows()[2]?.[5]).toContain('2025-08-01'));
    expect(rows().map((cells) => cells[4])).toEqual(before);
    expect((await storedCase(C))?.createdAt, 'the creation time outlives the save').toBe('2025-06-01T10:00:00.000Z');

    await user.selectOptions(list().getByLabelText('Sort by'), 'Saved, newest first');
    expect(rows().map((cells) => cells[5]?.slice(0, 10))).toEqual(['2025-08-01', '2025-07-02', '2025-07-01']);
    await user.selectOptions(list().getByLabelText('Sort by'), 'Plaintiff A–Z');
    expect(captions()).toEqual(['John Doe', 'John Doe', 'Mary Roe']);
  });

  it('filters by caption or plaintiff, and says when nothing matches', async () => {
    await seedSealedCases({ [A]: captioned(wrongfulDeath(), 'Doe v. Acme'), [B]: personalInjury() });
    const { user } = renderForm('/form');
    const search = list().getByLabelText('Search cases');
    await user.type(search, 'acme');
    expect(captions()).toEqual(['Doe v. Acme']);
    await user.clear(search);
    await user.type(search, 'roe');
    expect(captions()).toEqual(['Mary Roe']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(list().getByText('No saved case matches “nobody”.')).toBeInTheDocument();
  });
});
