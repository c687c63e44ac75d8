import type { LossSupportResponse, SavedFormRecord } from '@damages/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord, formDataOf, mockFetch, renderForm, serviceReply, wrongfulDeathValues } from '../../entry-form/testing/index.ts';
import { seedSealedCases, storedCase, storeSealedCase } from '../testing/sealed-storage.ts';

const ID = '0b6b7a52-3a4e-4b8e-9a7c-5f0d2f4b1c11';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await seedSealedCases({ [ID]: { ...buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'), revision: 1 } });
  mockFetch(serviceReply);
});
afterEach(() => vi.restoreAllMocks());

/** Another tab saves the same case (a later revision, another name) while this one has it open. */
async function saveInAnotherTab() {
  const theirs = await stored();
  theirs.formData.plaintiff.name = 'Name From Tab Two';
  await storeSealedCase(ID, { ...theirs, revision: 2, savedAt: '2025-07-05T10:00:00.000Z' });
}

describe('saving over a newer save from another tab', () => {
  it('asks which to keep; "Keep mine" saves this tab\'s case as the next revision', async () => {
    const { user, router } = renderForm(`/form/${ID}`);
    await saveInAnotherTab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'This case was changed in another tab' });
    expect(dialog).toHaveTextContent('The case of Name From Tab Two was saved in another tab');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await screen.findByTestId('toc');
    expect(router.state.location.pathname).toBe(`/${ID}/table-of-contents`);
    expect(await stored()).toMatchObject({ revision: 3, formData: { plaintiff: { name: 'John Doe' } } });
  });

  it('"Keep theirs" leaves the other tab\'s save and opens it', async () => {
    const { user } = renderForm(`/form/${ID}`);
    await saveInAnotherTab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'This case was changed in another tab' })).getByRole('button', {
        name: 'Keep theirs',
      }),
    );
    await screen.findByTestId('toc');
    expect(await stored()).toMatchObject({ revision: 2, formData: { plaintiff: { name: 'Name From Tab Two' } } });
  });
});

describe('a full storage at submit', () => {
  it('tells the user, keeps the results, offers the export and saves once there is room', async () => {
    // Called on its own storage below (setItem.call(this, …)).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const setItem = Storage.prototype.setItem;
    let full = true;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:1'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let supportPast: LossSupportResponse | undefined;
    mockFetch(async (path, body) => {
      const reply = await serviceReply(path, body);
      if (path.endsWith('loss_support/past')) supportPast = reply.body as LossSupportResponse;
      return reply;
    });

    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: "This browser's storage is full" });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The case of John Doe was calculated, but the browser refused to save it');
    await user.click(within(dialog).getByRole('button', { name: 'Export case file' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Exported as case-john-doe-2025-03-01.json.');
    const exported = JSON.parse(await blobs[0]!.text()) as { record: { lossSupport: { past: { table: { data: { PV: number }[] }[] } } } };
    expect(exported).toMatchObject({ format: 'damages-case', formId: ID });
    const firstPv = (JSON.parse(supportPast!.table[0]!.table) as { PV: number }[])[0]?.PV;
    expect(exported.record.lossSupport.past.table[0]?.data[0]?.PV).toBe(firstPv);

    full = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('toc');
    expect((await stored()).lossSupport?.past?.table[0]?.data[0]?.PV).toBe(firstPv);
  });

  it('closing the dialog leaves the user on the form with a message', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: "This browser's storage is full" })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() =>
      expect(screen.getByText("Could not save the form in this browser: This browser's storage is full.")).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
