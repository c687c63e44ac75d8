import { formatMoney, type LossSupportResponse, type SavedFormRecord } from '@damages/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CASE_SEARCH_PLACEHOLDER } from './case-search.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSealedCases, storedCase, testStore } from '../testing/sealed-storage.ts';
import { calculationAnswer } from '../../../testing/record-builder.ts';
import {
  buildSavedRecord,
  formDataOf,
  mockFetch,
  personalInjuryValues,
  renderForm,
  wrongfulDeathValues,
} from '../../entry-form/testing/index.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

/** A wrongful-death case with only the future loss of support calculated, as the service answers it. */
const deathData = formDataOf(wrongfulDeathValues());
const supportFuture = calculationAnswer('lossSupportFuture', deathData) as LossSupportResponse;
const wrongfulDeath = (savedAt = '2025-07-01T10:00:00.000Z') =>
  buildSavedRecord(deathData, { lossSupport: { future: supportFuture } }, savedAt);
/** The Summary's total: the first scenario's future support and the burial cost, in whole dollars. */
const deathTotal = formatMoney(Math.round(supportFuture.table[0]!.total_pv) + deathData.plaintiff.burialCost!);
const personalInjury = (savedAt = '2025-07-02T10:00:00.000Z') => buildSavedRecord(formDataOf(personalInjuryValues()), {}, savedAt);
const captioned = (
  record: SavedFormRecord,
  caseName: string,
  more: Partial<SavedFormRecord['formData']['case']> = {},
): SavedFormRecord => ({
  ...record,
  formData: { ...record.formData, case: { ...record.formData.case, caseName, ...more } },
});
/** A caption as long as real ones get, with its court and docket. */
const LONG_CAPTION = {
  caseName:
    'Maria Guadalupe Martinez-Hernandez, individually and as Successor in Interest to Roberto Martinez, Deceased v. Acme Interstate Trucking and Logistics, Inc., et al.',
  court: 'Superior Court of the State of California, County of Sacramento',
  docketNumber: '34-2024-00123456',
  attorneyName: 'Ana Ruiz',
  attorneyFirm: 'Ruiz & Cole LLP',
};

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
    expect(death?.slice(0, 4)).toEqual(['Doe v. Acme Trucking, Inc.Plaintiff: John Doe', 'Wrongful death', '2025-03-01', deathTotal]);
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
    await testStore().cases.save(C, wrongfulDeath('2025-08-01T10:00:00.000Z'), { overwrite: true });
    void act(() => window.dispatchEvent(new StorageEvent('storage', { key: C, storageArea: localStorage })));
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
    // "acme" alone would also find Mary Roe's case: her retaining firm is Acme Law.
    await user.type(search, 'v. acme');
    expect(captions()).toEqual(['Doe v. Acme']);
    await user.clear(search);
    await user.type(search, 'roe');
    expect(captions()).toEqual(['Mary Roe']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(list().getByText('No saved case matches “nobody”.')).toBeInTheDocument();
  });

  it('finds a case by its docket however it is punctuated, by its court and by its attorney, and says so', async () => {
    await seedSealedCases({
      [A]: captioned(wrongfulDeath(), LONG_CAPTION.caseName, LONG_CAPTION),
      [B]: captioned(personalInjury(), 'Roe v. Baker', {
        court: 'District Court of Travis County, Texas',
        docketNumber: 'D-1-GN-24-001234',
      }),
    });
    const { user } = renderForm('/form');
    const search = list().getByLabelText('Search cases');
    expect(search).toHaveAttribute('placeholder', CASE_SEARCH_PLACEHOLDER);
    expect(CASE_SEARCH_PLACEHOLDER).toMatch(/docket.*court.*attorney/);
    const found = async (text: string) => {
      await user.clear(search);
      await user.type(search, text);
      return captions().filter((caption) => caption !== undefined); // the row saying nothing matches has none
    };
    for (const docket of ['34-2024-00123456', '2024 00123456', '00123456', '34202400123456', 'Case No. 34-2024'])
      expect(await found(docket), docket).toEqual([LONG_CAPTION.caseName]);
    expect(await found('d1gn24'), 'letters and digits of another docket').toEqual(['Roe v. Baker']);
    expect(await found('superior court'), 'the court, any case').toEqual([LONG_CAPTION.caseName]);
    expect(await found('Travis County'), 'the court').toEqual(['Roe v. Baker']);
    expect(await found('ruiz'), 'the attorney').toEqual([LONG_CAPTION.caseName]);
    expect(await found('Acme Law'), 'the attorney or firm of a case saved before the attorney had fields').toEqual(['Roe v. Baker']);
    expect(await found('Ruiz and Cole'), 'words that are not in the attorney').toEqual([]);
    expect(await found('roe v baker'), 'a caption typed without its punctuation').toEqual(['Roe v. Baker']);
    expect(await found('2025 00123456'), 'a docket that differs').toEqual([]);
    expect(await found('&'), 'punctuation alone is matched as typed, not as any case').toEqual([LONG_CAPTION.caseName]);
  });
});

describe('the caption of a saved case', () => {
  it('is shown whole, with its court and docket, wrapping rather than cut short', async () => {
    await seedSealedCases({
      [A]: captioned(wrongfulDeath(), LONG_CAPTION.caseName, { ...LONG_CAPTION, docketNumber: 'No. 34-2024-00123456' }),
    });
    renderForm('/form');
    const cell = list().getByText(LONG_CAPTION.caseName).closest('td')!;
    const lines = [...cell.querySelectorAll('.case-caption, div')].map((part) => part.textContent);
    expect(lines).toEqual([LONG_CAPTION.caseName, LONG_CAPTION.court, 'Case No. 34-2024-00123456', 'Plaintiff: John Doe']);
    // Nothing in the cell is kept to one line or clipped, and no tooltip stands in for hidden text.
    for (const part of [cell, ...cell.querySelectorAll('*')]) {
      expect(part.className).not.toMatch(/text-truncate|text-nowrap/);
      expect(part).not.toHaveAttribute('title');
    }
  });
});
