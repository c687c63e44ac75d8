import { issueVersion, lossTotals, selectionOfRecord, type FormDataRecord, type SavedFormRecord } from '@damages/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { storedCase } from '../saved-cases/testing/index.ts';
import { earningsValues, formDataOf } from './testing/fixtures.ts';
import { mockFetch, renderForm, serviceReply } from './testing/render-form.tsx';

const ID = '6a1f3c2e-5b7d-4e9a-8c0b-1d2e3f4a5b6c';
const ISSUED_ON = '2025-03-02';
const BRIDGE_LABEL = 'Explaining the changes since the report of 2025-03-02';

/** The earnings case as issued on 2025-03-02. */
const FIRST: FormDataRecord = formDataOf(earningsValues());
/** Its supplement: the same case valued at a later report and trial, and nothing else changed. */
const MOVED: FormDataRecord = {
  ...FIRST,
  case: { ...FIRST.case, dateOfReport: '2025-10-01', dateOfTrial: '2026-06-15' },
  supplements: { version: 1 },
};

/** The case as saved when its form opens: the supplement's inputs (a submit before, or the Update's draft) and version 1. */
async function saveSupplement(): Promise<SavedFormRecord> {
  const { issued } = await issueVersion(savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z'), ISSUED_ON);
  const record = { ...savedRecordOf(MOVED, '2025-10-01T09:00:00.000Z'), issued };
  localStorage.setItem(ID, JSON.stringify(record));
  return record;
}

const stored = (id: string) => storedCase(id) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the submit of a supplemental report', () => {
  it('says what it supplements, then computes the bridge from that version under its own step and saves it', async () => {
    await saveSupplement();
    let call = 0;
    let shown = '';
    mockFetch(async (path, body) => {
      // The case's own two steps, then the bridge's calls under its label.
      if (++call === 3) {
        await waitFor(() => expect(screen.getByTestId('busy-overlay')).toHaveTextContent(BRIDGE_LABEL));
        shown = screen.getByTestId('busy-overlay').textContent ?? '';
      }
      return serviceReply(path, body);
    });
    const { user } = renderForm(`/form/${ID}`);
    expect(await screen.findByText(/^Supplement to issued version 1 of 2025-03-02/)).toHaveTextContent(
      'Supplement to issued version 1 of 2025-03-02: change what changed (typically the report and trial dates), then Refresh looked-up figures.',
    );
    await user.click(submit());
    await screen.findByTestId('toc', undefined, { timeout: 30_000 });
    expect(shown).toBe(BRIDGE_LABEL);

    const record = await stored(ID);
    const totalsOf = (saved: SavedFormRecord) => lossTotals(saved, selectionOfRecord(saved));
    const old = totalsOf(savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z'));
    const now = totalsOf(record);
    const [before, after] = [old.total, now.total];
    // Valued seven months later, the total rises by $49,666: the future years are discounted over less time.
    expect([before, after]).toEqual([3703889, 3753555]);
    // Only the dates changed: the whole difference is the passage of time, in the order listed and on average.
    expect(record.bridge).toEqual({
      from: { version: 1, issuedOn: ISSUED_ON },
      before,
      after,
      steps: [{ kind: 'passageOfTime', label: 'Passage of time', sequential: after - before, shapley: after - before }],
      // And so of the past losses' change and of the future losses'.
      past: { before: old.past, after: now.past, steps: [{ sequential: now.past - old.past, shapley: now.past - old.past }] },
      future: { before: old.future, after: now.future, steps: [{ sequential: now.future - old.future, shapley: now.future - old.future }] },
    });
  }, 60_000);

  it('fails like any step when the bridge cannot be computed, and saves nothing', async () => {
    const saved = await saveSupplement();
    let call = 0;
    // The case's own two steps answer; the first call of the bridge is refused.
    mockFetch((path, body) =>
      ++call <= 2 ? serviceReply(path, body) : { status: 400, body: { error: 'The request is invalid.', issues: [] } },
    );
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to process the changes since the report of 2025-03-02')).toBeInTheDocument();
    expect(screen.getByTestId('call-error')).toHaveTextContent(`The step “${BRIDGE_LABEL}”`);
    expect(router.state.location.pathname).toBe(`/form/${ID}`);
    await waitFor(async () => expect((await stored(ID)).savedAt).toBe(saved.savedAt));
    expect((await stored(ID)).bridge).toBeUndefined();
  }, 30_000);
});
