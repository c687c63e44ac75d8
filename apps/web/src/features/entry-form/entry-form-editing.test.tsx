import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSealedCases } from '../saved-cases/testing/index.ts';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from './testing/fixtures.ts';
import { field, mockFetch, region, renderForm } from './testing/render-form.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

beforeEach(async () => {
  mockFetch(() => ({ status: 404, body: {} }));
  await seedSealedCases({
    [A]: buildSavedRecord(formDataOf(wrongfulDeathValues()), {}, '2025-07-01T10:00:00.000Z'),
    [B]: buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-02T10:00:00.000Z'),
  });
});

const value = (label: string, scope?: BoundFunctions<typeof queries>) => (field(label, scope) as HTMLInputElement).value;

describe('editing a saved case (/form/{formId})', () => {
  it('loads every field of a wrongful-death case, with spouse, children, documents and sources', () => {
    renderForm(`/form/${A}`);
    expect(value('Economist')).toBe('economist-1');
    expect(value('Date of Report')).toBe('2025-03-01');
    expect(value('Case type')).toBe('wrongfulDeath');
    expect(screen.getByLabelText('Loss of support (past)')).toBeChecked();
    expect(value('Burial Cost')).toBe('12000');
    expect(value('Household size')).toBe('4');
    expect(value('Name', region('Plaintiff Information'))).toBe('John Doe');
    expect(value('Retirement age (Scenario 1)')).toBe('67');
    expect(value('Marginal tax rate')).toBe('0.22');
    expect(value("Spouse's remaining LE years", region('Spouse Information'))).toBe('38.2');
    const children = screen
      .getAllByRole('group', { name: /^Child \d$/ })
      .map((g) => within(g).getByLabelText<HTMLInputElement>('Name').value);
    expect(children).toEqual(['Amy Doe', 'Ben Doe']);
    expect(value('Source name (document 2)')).toBe('Tax returns 2020-2022');
    expect(value('Source name', within(screen.getByRole('group', { name: 'Household services source 1' })))).toBe('Yard work');
  });

  it('loads scenarios and modalities in their saved order', () => {
    renderForm(`/form/${B}`);
    expect(value('Remaining LE Years (Scenario 1)')).toBe('20.4');
    expect(value('Remaining LE Years (Scenario 2)')).toBe('16.75');
    const first = region('Medical Modality 1');
    expect(first.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Best Scenario',
      'Probable Scenario',
      'Worst Scenario',
    ]);
    expect(value('Annual cost', within(first.getByRole('group', { name: 'Worst Scenario' })))).toBe('9600');
    expect(value('Modality', region('Medical Modality 2'))).toBe('Pain medication');
    expect(value('Total of past medical expenses')).toBe('25000');
    expect(screen.queryByRole('region', { name: 'Saved cases' })).not.toBeInTheDocument();
  });

  it("says 'Form Does not exist' for an unknown id", () => {
    renderForm('/form/44444444-4444-4444-8444-444444444444');
    expect(screen.getByRole('heading', { name: 'Form Does not exist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Editing a saved case/)).not.toBeInTheDocument();
  });

  it('says a corrupt saved case cannot be read', () => {
    localStorage.setItem(C, '{"formData": {"case": 1}}');
    renderForm(`/form/${C}`);
    expect(screen.getByRole('heading', { name: 'The saved form could not be read' })).toBeInTheDocument();
  });
});

describe('saved cases on /form', () => {
  const rows = () =>
    within(screen.getByRole('region', { name: 'Saved cases' }))
      .getAllByRole('row')
      .slice(1);

  it('lists the saved cases newest first and reports a corrupt one without hiding the others', () => {
    localStorage.setItem(C, 'not json');
    localStorage.setItem('font', 'Arial');
    renderForm('/form');
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('Mary RoePersonal injury2025-03-01'),
      expect.stringContaining('John DoeWrongful death2025-03-01'),
      expect.stringContaining('could not be read'),
    ]);
    expect(localStorage.getItem(C)).toBe('not json');
  });

  it('opens a saved case for editing', async () => {
    const { user, router } = renderForm('/form');
    await user.click(screen.getByRole('button', { name: 'Open John Doe' }));
    expect(router.state.location.pathname).toBe(`/form/${A}`);
    expect(value('Name', region('Plaintiff Information'))).toBe('John Doe');
  });

  it('duplicates and deletes a saved case', async () => {
    const { user } = renderForm('/form');
    await user.click(screen.getByRole('button', { name: 'Duplicate Mary Roe' }));
    await waitFor(() => expect(rows().filter((r) => r.textContent?.includes('Mary Roe'))).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete John Doe' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(rows().some((r) => r.textContent?.includes('John Doe'))).toBe(false);
    expect(localStorage.getItem(A)).toBeNull();
    expect(localStorage.getItem(B)).not.toBeNull();
  });
});

describe('header', () => {
  it("shows the signed-in user's menu", () => {
    localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ann Economist', email: 'ann@example.com' }));
    renderForm('/form');
    expect(screen.getByRole('button', { name: 'Ann Economist' })).toBeInTheDocument();
  });
});
