import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultToDate, todayIso } from './model/default-to-date.ts';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

const values = (label: string) => screen.getAllByLabelText(new RegExp(`^${label} \\(Scenario \\d\\)$`), { selector: 'input' }).map((i) => (i as HTMLInputElement).value);

describe('scenario lists (spec §4)', () => {
  it('starts at one scenario, adds up to 3, and says so at the fourth attempt', async () => {
    const { user } = renderForm();
    expect(values('Remaining LE Years')).toHaveLength(1);
    const add = screen.getByRole('button', { name: 'New Scenario for Remaining LE Years' });
    await user.click(add);
    await user.click(add);
    expect(values('Remaining LE Years')).toHaveLength(3);
    expect(screen.queryByText('Maximum number of scenarios reached')).not.toBeInTheDocument();
    await user.click(add);
    expect(values('Remaining LE Years')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum number of scenarios reached');
  });

  it('removes any scenario but the first, dropping the value at its position', async () => {
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (past)');
    const add = screen.getByRole('button', { name: 'New Scenario for Annual income' });
    await user.click(add);
    await user.click(add);
    set('Annual income (Scenario 1)', '100');
    set('Annual income (Scenario 2)', '200');
    set('Annual income (Scenario 3)', '300');
    expect(screen.queryByRole('button', { name: 'Remove Annual income (Scenario 1)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Annual income (Scenario 2)' }));
    expect(values('Annual income')).toEqual(['100', '300']);
  });
});

describe('medical scenarios (spec §4)', () => {
  function medicalForm() {
    const rendered = renderForm();
    set('Case type', 'personalInjury');
    check('Medical expenses (future)');
    set('Number of medical modalities', '1');
    return rendered;
  }

  it("titles a single scenario's card with its type, best first", () => {
    medicalForm();
    const card = region('Medical Modality 1');
    expect(card.getByRole('heading', { name: 'Medical Modality 1' })).toBeInTheDocument();
    expect(card.getByRole('group', { name: 'Best Scenario' })).toBeInTheDocument();
    expect((field('Annual cost', card) as HTMLInputElement).value).toBe('0');
    expect((field('Category', card) as HTMLInputElement).value).toBe('');
  });

  it('adds probable after best and worst after probable, copying the previous values; Add is hidden at 3', async () => {
    const { user } = medicalForm();
    const card = region('Medical Modality 1');
    set('Category', 'Therapy', card);
    set('Annual cost', '4800', card);
    await user.click(card.getByRole('button', { name: 'Add scenario to Medical Modality 1' }));
    const probable = within(card.getByRole('group', { name: 'Probable Scenario' }));
    expect((field('Category', probable) as HTMLInputElement).value).toBe('Therapy');
    set('Annual cost', '7200', probable);
    await user.click(card.getByRole('button', { name: 'Add scenario to Medical Modality 1' }));
    const worst = within(card.getByRole('group', { name: 'Worst Scenario' }));
    expect((field('Annual cost', worst) as HTMLInputElement).value).toBe('7200');
    expect(card.queryByRole('button', { name: 'Add scenario to Medical Modality 1' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Remove Probable Scenario of Medical Modality 1' }));
    expect(card.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Best Scenario', 'Worst Scenario']);
    expect(card.getByRole('button', { name: 'Add scenario to Medical Modality 1' })).toBeInTheDocument();
  });

  it("prefills 'to' with today plus the remaining LE years, and fills untouched empty ones when the years are set", () => {
    medicalForm();
    expect((field('To date', region('Medical Modality 1')) as HTMLInputElement).value).toBe('');
    set('Remaining LE Years (Scenario 1)', '30.5');
    const expected = defaultToDate(todayIso(), '30.5');
    expect((field('To date', region('Medical Modality 1')) as HTMLInputElement).value).toBe(expected);
    set('Number of medical modalities', '2');
    expect((field('To date', region('Medical Modality 2')) as HTMLInputElement).value).toBe(expected);
  });

  it('offers each modality a keyboard-operable drag handle', () => {
    medicalForm();
    set('Number of medical modalities', '2');
    const handle = screen.getByRole('button', { name: 'Drag Medical Modality 2' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('tabindex', '0');
    // The swap itself needs layout; the browser journey drags with the keyboard.
  });
});
