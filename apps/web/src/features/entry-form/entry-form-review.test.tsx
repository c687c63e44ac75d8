import { savedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf } from './testing/fixtures.ts';
import { field, mockFetch, renderForm, serviceReply, set } from './testing/render-form.tsx';
import type { FormValues } from './model/form-values.ts';
import { storedCase } from '../saved-cases/testing/index.ts';

/** The check before calculating: "Review before calculating". */

const ID = '3f0e8a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

/** The lost-earnings example with wages growing 30 % a year. */
function thirtyPercentGrowth(): FormValues {
  const values = earningsValues();
  values.plaintiff.wagesGrowthRate = '0.30';
  return values;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('review before calculating', () => {
  it('lists a 30 % growth rate with its reason before any calculation is requested', async () => {
    saveCase(thirtyPercentGrowth());
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    const items = within(within(dialog).getByRole('list', { name: 'Warnings' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wages growth rate is 30.00% a year, above 8%: compounded over the years of the loss, a rate this high multiplies the loss far beyond any long-run growth of wages or prices.',
    ]);
    expect(calls).toEqual([]);
  });

  it('Go back closes the dialog, calculates nothing and puts the cursor in the first field concerned', async () => {
    saveCase(thirtyPercentGrowth());
    const { calls } = mockFetch(serviceReply);
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field('Wages growth rate')).toHaveFocus());
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe(`/form/${ID}`);
    expect((await stored()).lossEarnings).toBeUndefined();
  });

  it('Calculate anyway runs the calculation and saves the warnings with the case', async () => {
    saveCase(thirtyPercentGrowth());
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate anyway' }));
    await screen.findByTestId('toc');
    expect(calls.map((c) => c.path)).toEqual([
      '/api/create_table/loss_earnings/past',
      '/api/create_table/loss_earnings/future',
      '/api/sensitivity',
    ]);
    expect(calls[0]?.body).toMatchObject({ wagesGrowth: '0.3' });
    const record = await stored();
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.warnings).toEqual([expect.objectContaining({ id: 'growth-rate', path: 'plaintiff.wagesGrowthRate' })]);
  });

  it('goes straight to the calculation when nothing is unusual, and saves no warnings', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stored()).not.toHaveProperty('warnings');
  });

  it('compares a life expectancy typed over the looked-up one with the table', async () => {
    saveCase(earningsValues());
    mockFetch((path, body) =>
      path.includes('get_life')
        ? { body: { life_expectancy: 35.2, table: 'NCHS 2023, non-Hispanic White male' } }
        : serviceReply(path, body),
    );
    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));
    await waitFor(() => expect(screen.getByText('Source: NCHS 2023, non-Hispanic White male')).toBeInTheDocument());
    set('Remaining LE Years (Scenario 1)', '45');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    expect(dialog).toHaveTextContent(
      "Remaining life expectancy of 45 years was entered by hand and is 28% above the life table's 35.2 years",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(field('Remaining LE Years (Scenario 1)')).toHaveFocus());
  });
});
