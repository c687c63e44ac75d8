import { formatMoney } from '@damages/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_DAMAGE_BADGES, CASE_DAMAGE_REASONS, DAMAGED_CASE_REMEDY, OTHER_CASES_UNAFFECTED } from '../store/case-damage.ts';
import {
  damageSealedCase,
  SEALED_CASE_DAMAGE,
  seedSealedCases,
  storedCase,
  storeSealedCase,
  testStore,
  unlockTestAccount,
  writeClearTextCase,
  type SealedCaseDamage,
} from '../testing/sealed-storage.ts';
import { caseFileOf, caseFileText } from '../case-file/case-file.ts';
import { personalInjuryRecord, selectReportData } from '../../report/testing/index.ts';
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
const wrongfulDeath = () => buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z');
const personalInjury = () => buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-02T10:00:00.000Z');
const list = () => within(screen.getByRole('region', { name: 'Saved cases' }));
const names = () =>
  list()
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
/** The row of the entry saved under `id` that cannot be opened (it names the entry by its id). */
const rowOf = (id: string) => within(list().getByText(id).closest('tr')!);
const caseFile = (text: string, name = 'case.json') => new File([text], name, { type: 'application/json' });

/** The files the app offered for download, read back as text. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), `blob:${blobs.length}`), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, texts: () => Promise.all(blobs.map((b) => b.text())) };
}

beforeEach(async () => {
  mockFetch(() => ({ status: 404, body: {} }));
  await seedSealedCases({ [A]: wrongfulDeath() });
});
afterEach(() => vi.restoreAllMocks());

describe('the saved-cases list', () => {
  it('shows a case saved in another tab at once', async () => {
    renderForm('/form');
    expect(names()).toEqual(['John Doe']);
    await storeSealedCase(B, personalInjury());
    void act(() => window.dispatchEvent(new StorageEvent('storage', { key: B, storageArea: localStorage })));
    await waitFor(() => expect(names()).toEqual(['Mary Roe', 'John Doe']));
  });

  it("shows each case's total under the scenario of record saved with it, and names that scenario", async () => {
    const record = { ...personalInjuryRecord(), scenarioOfRecord: { income: 1, medical: 'worst' as const } };
    await storeSealedCase(B, record);
    await unlockTestAccount();
    renderForm('/form');
    const { totals, selectionName } = selectReportData({ record });
    expect(selectionName).toBe('Income $98,000, Retirement age 67, Life expectancy 35.20 years, Worst medical');
    const row = list().getByText('Maria L. Alvarez').closest('tr')!;
    expect(row).toHaveTextContent(`${formatMoney(totals.total)}${selectionName}`);
    expect(totals.total).not.toBe(selectReportData({ record: personalInjuryRecord() }).totals.total);
  });

  it('exports a case as a versioned case file', async () => {
    const downloads = captureDownloads();
    const { user } = renderForm('/form');
    await user.click(screen.getByRole('button', { name: 'Export John Doe' }));
    expect(downloads.names).toEqual(['case-john-doe-2025-03-01.json']);
    const [text] = await downloads.texts();
    expect(JSON.parse(text ?? '')).toMatchObject({
      format: 'damages-case',
      version: 1,
      formId: A,
      record: { formData: { plaintiff: { name: 'John Doe' } } },
    });
    expect(list().getByRole('status')).toHaveTextContent('Exported the case of John Doe as case-john-doe-2025-03-01.json.');
  });

  it('imports a case file, and asks before replacing a case saved under the same id', async () => {
    const { user } = renderForm('/form');
    await user.upload(screen.getByLabelText('Case file to import'), caseFile(caseFileText(caseFileOf(B, personalInjury()))));
    await waitFor(() => expect(names()).toEqual(['Mary Roe', 'John Doe']));
    expect(list().getByRole('status')).toHaveTextContent('Imported the case of Mary Roe.');

    const renamed = {
      ...personalInjury(),
      formData: { ...personalInjury().formData, plaintiff: { ...personalInjury().formData.plaintiff, name: 'Mary Roe-Smith' } },
    };
    await user.upload(screen.getByLabelText('Case file to import'), caseFile(caseFileText(caseFileOf(B, renamed))));
    const ask = await screen.findByRole('dialog', { name: 'This case is already saved here' });
    expect(ask).toHaveTextContent('already keeps the case of Mary Roe');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(testStore().cases.read(B)).toMatchObject({ record: { formData: { plaintiff: { name: 'Mary Roe' } } } });

    await user.upload(screen.getByLabelText('Case file to import'), caseFile(caseFileText(caseFileOf(B, renamed))));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'This case is already saved here' })).getByRole('button', { name: 'Replace' }),
    );
    await waitFor(() => expect(names()).toEqual(['Mary Roe-Smith', 'John Doe']));
  });

  it('explains every problem of a file it cannot import and changes nothing', async () => {
    const { user } = renderForm('/form');
    const bad = JSON.parse(caseFileText(caseFileOf(B, personalInjury()))) as {
      record: { formData: { plaintiff: { dateOfBirth: string }; case: { type?: string } } };
    };
    bad.record.formData.plaintiff.dateOfBirth = 'yesterday';
    delete bad.record.formData.case.type;
    await user.upload(screen.getByLabelText('Case file to import'), caseFile(JSON.stringify(bad), 'bad.json'));
    const dialog = await screen.findByRole('dialog', { name: 'The file cannot be imported' });
    expect(dialog).toHaveTextContent('bad.json is not a case file this app can read');
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^record\.formData\.case\.type: /),
        expect.stringMatching(/^record\.formData\.plaintiff\.dateOfBirth: /),
      ]),
    );
    expect(items).toHaveLength(2);
    expect(testStore().cases.read(B)).toEqual({ status: 'missing' });
  });

  it('offers the import even when nothing is saved yet', () => {
    localStorage.clear();
    renderForm('/form');
    expect(screen.queryByRole('region', { name: 'Saved cases' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import case…' })).toBeInTheDocument();
  });

  it('says so when a duplicate does not fit in a full storage', async () => {
    const { user } = renderForm('/form');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Duplicate John Doe' }));
    await waitFor(() =>
      expect(list().getByRole('status')).toHaveTextContent("Could not duplicate the case of John Doe: this browser's storage is full."),
    );
    expect(names()).toEqual(['John Doe']);
  });

  it("shows only the signed-in account's cases: another account's sealed case is neither listed nor opened", async () => {
    await storeSealedCase(B, personalInjury(), 'other');
    await unlockTestAccount();
    renderForm('/form');
    expect(names()).toEqual(['John Doe']);
    expect(testStore().cases.read(B)).toEqual({ status: 'missing' });
    expect(localStorage.getItem(B), 'nobody reads it in clear text').not.toContain('Mary Roe');
  });

  it('offers a case saved in clear text before cases were sealed to the account, and seals it on Keep', async () => {
    localStorage.setItem(B, JSON.stringify(personalInjury()));
    const { user } = renderForm('/form');
    expect(list().getByText('Keep this case in your account?')).toBeInTheDocument();
    await user.click(list().getByRole('button', { name: 'Keep the case of Mary Roe in your account' }));
    await waitFor(() => expect(list().getByRole('status')).toHaveTextContent('The case of Mary Roe is now kept in your account.'));
    expect(list().queryByText('Keep this case in your account?')).not.toBeInTheDocument();
    expect(localStorage.getItem(B)).not.toContain('Mary Roe');
    expect(await storedCase(B)).toMatchObject({ formData: { plaintiff: { name: 'Mary Roe' } } });
  });

  it('lists nothing readable once signed out: the key is forgotten', () => {
    testStore().vault.lock();
    renderForm('/form');
    expect(screen.queryByRole('region', { name: 'Saved cases' })).not.toBeInTheDocument();
    expect(localStorage.getItem(A)).not.toContain('John Doe');
  });
});

describe('entries of the list that cannot be opened', () => {
  const forged = () => {
    const record = wrongfulDeath();
    return { ...record, formData: { ...record.formData, plaintiff: { ...record.formData.plaintiff, name: 'Mallory Forge' } } };
  };

  it('refuses a clear-text case written over a sealed one, and still offers a case saved before sealing', async () => {
    writeClearTextCase(A, forged());
    writeClearTextCase(B, personalInjury());
    await unlockTestAccount();
    const { user } = renderForm('/form');
    const row = rowOf(A);
    expect(row.getByText(CASE_DAMAGE_BADGES.replaced)).toBeInTheDocument();
    expect(row.getByRole('cell', { name: /Saved case/ })).toHaveTextContent(CASE_DAMAGE_REASONS.replaced);
    expect(list().queryByText(/Mallory Forge/), 'the replacement is not shown as a case').not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Open|^Keep/ })).not.toBeInTheDocument();
    expect(list().getAllByText('Keep this case in your account?')).toHaveLength(1);
    await user.click(list().getByRole('button', { name: 'Keep the case of Mary Roe in your account' }));
    await waitFor(() => expect(list().getByRole('status')).toHaveTextContent('The case of Mary Roe is now kept in your account.'));
    expect(localStorage.getItem(A), 'the replacement was left as it was').toContain('Mallory Forge');
  });

  it.each(Object.keys(SEALED_CASE_DAMAGE) as SealedCaseDamage[])(
    '%s: says what happened, that the other cases are fine, and what to do; Delete removes only it',
    async (how) => {
      await seedSealedCases({ [A]: wrongfulDeath(), [B]: personalInjury() });
      await damageSealedCase(A, how);
      await unlockTestAccount();
      const { user } = renderForm('/form');
      const row = rowOf(A);
      expect(row.getByText('could not be read')).toBeInTheDocument();
      const cell = row.getByRole('cell', { name: /Saved case/ });
      expect(cell).toHaveTextContent(CASE_DAMAGE_REASONS[SEALED_CASE_DAMAGE[how]]);
      expect(cell).toHaveTextContent(OTHER_CASES_UNAFFECTED);
      expect(cell).toHaveTextContent(DAMAGED_CASE_REMEDY);
      expect(list().getByRole('button', { name: 'Open Mary Roe' })).toBeInTheDocument();
      await user.click(row.getByRole('button', { name: `Delete unreadable case ${A}` }));
      await user.click(row.getByRole('button', { name: 'Confirm delete' }));
      expect(list().queryByText(A)).not.toBeInTheDocument();
      expect(names()).toEqual(['Mary Roe']);
      expect(localStorage.getItem(A)).toBeNull();
    },
  );

  it('takes back a damaged case from the case file the user exported', async () => {
    await damageSealedCase(A, 'altered ciphertext');
    await unlockTestAccount();
    const { user } = renderForm('/form');
    expect(rowOf(A).getByText('could not be read')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Case file to import'), caseFile(caseFileText(caseFileOf(A, wrongfulDeath()))));
    const ask = await screen.findByRole('dialog', { name: 'This case is already saved here' });
    expect(ask).toHaveTextContent('an entry that cannot be read');
    await user.click(within(ask).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(names()).toEqual(['John Doe']));
    expect(list().queryByText('could not be read')).not.toBeInTheDocument();
    expect(await storedCase(A)).toMatchObject({ formData: { plaintiff: { name: 'John Doe' } } });
  });
});
