import { cleanup, screen, waitFor } from '@testing-library/react';
import { SUPPLEMENT_WORDS } from '@damages/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftKey,
  importCaseKey,
  OTHER_OWNER,
  seedSealedCases,
  storedCase,
  testStore,
  unlockTestAccount,
} from '../../saved-cases/testing/index.ts';
import { buildSavedRecord } from '../submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from '../testing/fixtures.ts';
import { field, mockFetch, OWN_PROFILE, region, renderForm, serviceReply } from '../testing/render-form.tsx';
import type { FormValues } from '../model/form-values.ts';

const ID = '0b6b7a52-3a4e-4b8e-9a7c-5f0d2f4b1c11';
const plaintiffName = () => region('Plaintiff Information').getByLabelText<HTMLInputElement>('Name');
const discardButton = () => screen.queryByRole('button', { name: 'Discard draft' });

beforeEach(async () => {
  localStorage.clear();
  await unlockTestAccount();
  mockFetch(() => ({ status: 404, body: {} }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the draft of the entry form', () => {
  it('is kept sealed about a second after typing stops, and restored with a notice when the form opens again', async () => {
    const { user } = renderForm('/form');
    await user.type(plaintiffName(), 'Draft Person');
    await waitFor(() => expect(testStore().drafts.read<FormValues>(undefined)?.values.plaintiff.name).toBe('Draft Person'), {
      timeout: 3000,
    });
    expect(localStorage.getItem(draftKey(undefined)), 'sealed, not in clear text').not.toContain('Draft Person');
    expect(testStore().cases.list().cases, 'the list never shows a draft').toEqual([]);

    cleanup();
    renderForm('/form');
    await waitFor(() => expect(plaintiffName().value).toBe('Draft Person'));
    expect(screen.getByText(/Restored your unsaved changes from/)).toBeInTheDocument();
  });

  it("of a supplement, made by an issued version's Update, says what it is rather than that it was restored", async () => {
    await testStore().drafts.keep<FormValues>(undefined, { ...wrongfulDeathValues(), supplements: { version: 1 } });
    renderForm('/form');
    await waitFor(() => expect(plaintiffName().value).toBe('John Doe'));
    expect(screen.getByText(SUPPLEMENT_WORDS.draftKept)).toBeInTheDocument();
    expect(screen.queryByText(/Restored your unsaved changes/)).not.toBeInTheDocument();
    expect(discardButton()).toBeInTheDocument();
  });

  it('is thrown away by "Discard draft", after asking, which empties the form again', async () => {
    await testStore().drafts.keep<FormValues>(undefined, { ...wrongfulDeathValues() });
    const { user } = renderForm('/form');
    await waitFor(() => expect(plaintiffName().value).toBe('John Doe'));
    await user.click(discardButton()!);
    // It asks first: "Keep draft" changes nothing.
    await user.click(screen.getByRole('button', { name: 'Keep draft' }));
    expect(plaintiffName().value).toBe('John Doe');
    await user.click(discardButton()!);
    expect(screen.getByText('Discard your unsaved changes? They cannot be brought back.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(plaintiffName().value).toBe('');
    // As a new form opens: signed by the account's own profile, not blank.
    await waitFor(() => expect(field('Economist')).toHaveValue(OWN_PROFILE.id));
    expect(discardButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey(undefined))).toBeNull();
  });

  it('of a saved case is restored over it, and removed once the form is submitted and saved', async () => {
    await seedSealedCases({ [ID]: buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z') });
    const changed = wrongfulDeathValues();
    changed.plaintiff.name = 'John Q. Doe';
    await testStore().drafts.keep<FormValues>(ID, changed);
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(plaintiffName().value).toBe('John Q. Doe'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect(await storedCase(ID)).toMatchObject({ formData: { plaintiff: { name: 'John Q. Doe' } } }), {
      timeout: 5000,
    });
    await waitFor(() => expect(localStorage.getItem(draftKey(ID))).toBeNull());
  });

  it('is never seen by another account, nor after sign-out', async () => {
    await testStore().drafts.keep<FormValues>(undefined, wrongfulDeathValues());
    testStore().vault.lock({ forgetRevisions: true });
    expect(testStore().drafts.read(undefined)).toBeUndefined();
    await testStore().vault.unlock(OTHER_OWNER, await importCaseKey(Buffer.alloc(32, 9).toString('base64')));
    renderForm('/form');
    expect(plaintiffName().value).toBe('');
    expect(discardButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey(undefined)), "another account's draft is left alone").not.toBeNull();
  });
});
