import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from '../submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues } from '../testing/fixtures.ts';
import { check, field, mockFetch, region, renderForm, set } from '../testing/render-form.tsx';

/** Medical items named once per modality, rates left at 0 % said, and the rate Autofills applied to every item. */

const ID = '5c2e7f10-8d3a-4b6c-9e1f-2a3b4c5d6e7f';
const scenario = (modality: number, type: string) => within(region(`Medical Modality ${modality}`).getByRole('group', { name: type }));
const value = (label: string, scope: BoundFunctions<typeof queries>) => (field(label, scope) as HTMLInputElement).value;
/** The warnings beside rates still at 0 %, in full (as on hover and for a screen reader). */
const marks = () => screen.queryAllByTestId('rate-at-zero').map((mark) => mark.getAttribute('title'));
const GROWTH_AT_ZERO = 'Growth rate still 0%: the costs are not grown.';
const DISCOUNT_AT_ZERO = 'Discount rate still 0%: the costs are not discounted.';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function medicalForm(modalities: number) {
  const rendered = renderForm();
  set('Date of Report', '2025-03-01');
  set('Case type', 'personalInjury');
  check('Medical expenses (future)');
  set('Number of medical modalities', String(modalities));
  return rendered;
}

async function addScenarios(user: ReturnType<typeof renderForm>['user'], modality: number, count: number) {
  for (let i = 0; i < count; i += 1) await user.click(screen.getByRole('button', { name: `Add scenario to Medical Modality ${modality}` }));
}

describe('a modality is named once', () => {
  it("copies the category and name typed into a modality's first scenario to its others, unless they have their own", async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    const { user } = medicalForm(1);
    await addScenarios(user, 1, 2);
    // Typed into the first scenario after the others were added: they follow, keystroke by keystroke.
    for (const typed of ['T', 'Th', 'The', 'Ther']) set('Category', typed, scenario(1, 'Best Scenario'));
    set('Modality', 'Physical therapy', scenario(1, 'Best Scenario'));
    for (const type of ['Probable Scenario', 'Worst Scenario']) {
      expect(value('Category', scenario(1, type))).toBe('Ther');
      expect(value('Modality', scenario(1, type))).toBe('Physical therapy');
    }
    // A name of its own stays when the first changes; the one still following changes with it.
    set('Modality', 'Aquatic therapy', scenario(1, 'Worst Scenario'));
    set('Modality', 'Physiotherapy', scenario(1, 'Best Scenario'));
    expect(value('Modality', scenario(1, 'Probable Scenario'))).toBe('Physiotherapy');
    expect(value('Modality', scenario(1, 'Worst Scenario'))).toBe('Aquatic therapy');
  });
});

describe('rates still at 0 %', () => {
  it('says so beside each rate, as a warning and not an error, until it is set', async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    const { user } = medicalForm(1);
    const best = scenario(1, 'Best Scenario');
    expect(marks()).toEqual([GROWTH_AT_ZERO, DISCOUNT_AT_ZERO]);
    expect(best.getAllByText('still 0%')).toHaveLength(2);
    expect(field('Growth rate', best)).toHaveAccessibleDescription(expect.stringContaining(GROWTH_AT_ZERO));
    set('Growth rate', '0.0232', best);
    expect(marks()).toEqual([DISCOUNT_AT_ZERO]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field('Category', best)).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Discount rate', best)).not.toHaveAttribute('aria-invalid');
    set('Discount rate', '0.0441', best);
    expect(marks()).toEqual([]);
  });

  it('lists an item left at 0 % for review before calculating', async () => {
    const values = personalInjuryValues();
    values.medical.data[1]!.scenarios[0]!.discountRate = '0';
    localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
    const { calls } = mockFetch(() => ({ status: 404, body: {} }));
    const { user } = renderForm(`/form/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    expect(dialog).toHaveTextContent(
      'The discount rate of medical modality 2 (Pain medication), Best Scenario is still 0%, as every new item starts: the costs are not discounted.',
    );
    expect(calls).toEqual([]);
  });
});

describe('Apply to all items', () => {
  const growthAnswer = { series: 'cpiMedical', growth_rate: 2.9512, from_year: 2004, to_year: 2024, years: 20, source: 'BLS' };
  const group = (name: string) => within(screen.getByRole('group', { name }));
  const status = () => group('Rates of all items').getByRole('status');

  it('fills the medical CPI growth rate into every item, with its source', async () => {
    const { calls } = mockFetch(() => ({ body: growthAnswer }));
    const { user } = medicalForm(2);
    await addScenarios(user, 1, 1);
    await user.click(group('Growth rate from CPI-U medical care').getByRole('button', { name: 'Apply to all items' }));
    await waitFor(() => expect(status()).toHaveTextContent('Growth rate filled in 3 items.'));
    expect(calls).toEqual([{ path: '/api/forensic/get_growth', body: { series: 'cpiMedical', caseDor: '2025-03-01' } }]);
    for (const item of [scenario(1, 'Best Scenario'), scenario(1, 'Probable Scenario'), scenario(2, 'Best Scenario')]) {
      expect(value('Growth rate', item)).toBe('0.0295');
      expect(item.getByText('Source: CPI-U medical care, 2004–2024')).toBeInTheDocument();
    }
    expect(marks()).toEqual(Array(3).fill(DISCOUNT_AT_ZERO));
  });

  it("fills each item's Treasury rate for its own horizon in one call, leaving items without dates", async () => {
    const rates: Record<string, number> = { 'to-2040-12-31': 4.45, 'to-2030-06-01': 4.01 };
    const { calls } = mockFetch((_path, body) => ({
      body: (body as { id: string }[]).map(({ id }) => ({ id, discount_rate: rates[id], as_of: '2025-02-28', tenor_years: 10 })),
    }));
    const { user } = medicalForm(3);
    await addScenarios(user, 1, 1);
    set('From date', '2026-01-01', scenario(1, 'Best Scenario'));
    set('To date', '2040-12-31', scenario(1, 'Best Scenario'));
    set('From date', '2027-01-01', scenario(1, 'Probable Scenario'));
    set('To date', '2040-12-31', scenario(1, 'Probable Scenario'));
    set('From date', '2025-06-01', scenario(2, 'Best Scenario'));
    set('To date', '2030-06-01', scenario(2, 'Best Scenario'));
    await user.click(group('Discount rate from the Treasury yield curve').getByRole('button', { name: 'Apply to all items' }));
    await waitFor(() => expect(status()).toHaveTextContent('Discount rate filled in 3 items; 1 item without both dates left as it was.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual([
      { id: 'to-2040-12-31', start_date: '2025-03-01', end_date: '2040-12-31' },
      { id: 'to-2030-06-01', start_date: '2025-03-01', end_date: '2030-06-01' },
    ]);
    expect(value('Discount rate', scenario(1, 'Best Scenario'))).toBe('0.0445');
    expect(value('Discount rate', scenario(1, 'Probable Scenario'))).toBe('0.0445');
    expect(value('Discount rate', scenario(2, 'Best Scenario'))).toBe('0.0401');
    expect(scenario(2, 'Best Scenario').getByText(/^Source: Treasury par yield curve of 2025-02-28/)).toBeInTheDocument();
    expect(value('Discount rate', scenario(3, 'Best Scenario'))).toBe('0');
  });

  it('refuses, calling nothing, while an item has its dates out of order', async () => {
    const { calls } = mockFetch(() => ({ status: 404, body: {} }));
    const { user } = medicalForm(2);
    set('From date', '2031-01-01', scenario(2, 'Best Scenario'));
    set('To date', '2030-01-01', scenario(2, 'Best Scenario'));
    await user.click(group('Discount rate from the Treasury yield curve').getByRole('button', { name: 'Apply to all items' }));
    await waitFor(() => expect(screen.getByTestId('call-error')).toHaveTextContent('Modality 2 has invalid dates'));
    expect(calls).toEqual([]);
  });
});
