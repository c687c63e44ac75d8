import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

const values = (label: string) =>
  screen.getAllByLabelText(new RegExp(`^${label} \\(Scenario \\d\\)$`), { selector: 'input' }).map((i) => (i as HTMLInputElement).value);

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

  it("prefills 'to' with the expected date of death (report date plus the remaining LE years), filling untouched empty ones", () => {
    medicalForm();
    expect((field('To date', region('Medical Modality 1')) as HTMLInputElement).value).toBe('');
    set('Date of Report', '2025-03-01');
    set('Remaining LE Years (Scenario 1)', '30.5');
    // addYears(2025-03-01, 30.5): 30 years, then round(0.5 × 365.25) = 183 days.
    expect((field('To date', region('Medical Modality 1')) as HTMLInputElement).value).toBe('2055-08-31');
    set('Number of medical modalities', '2');
    expect((field('To date', region('Medical Modality 2')) as HTMLInputElement).value).toBe('2055-08-31');
    expect(screen.queryByTestId('care-capped-note')).not.toBeInTheDocument();
  });

  it("notes that care is costed to the expected date of death when 'to' lies beyond it", () => {
    medicalForm();
    set('Date of Report', '2025-03-01');
    set('Remaining LE Years (Scenario 1)', '20.4');
    const card = region('Medical Modality 1');
    set('To date', '2045-07-25', card);
    expect(card.queryByTestId('care-capped-note')).not.toBeInTheDocument();
    set('To date', '2050-12-31', card);
    expect(card.getByTestId('care-capped-note')).toHaveTextContent('Care is costed to the expected date of death, 2045-07-25.');
  });

  it('asks how often each item is bought, and for N only with every N years', () => {
    medicalForm();
    const card = region('Medical Modality 1');
    expect((field('Frequency', card) as HTMLSelectElement).value).toBe('annual');
    expect(Array.from((field('Frequency', card) as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Every year',
      'Once',
      'Every N years',
    ]);
    expect(card.queryByLabelText('Every N years')).not.toBeInTheDocument();
    set('Frequency', 'once', card);
    expect(field('Cost per purchase', card)).toBeInTheDocument();
    expect(card.queryByLabelText('Every N years')).not.toBeInTheDocument();
    set('Frequency', 'everyYears', card);
    expect(field('Every N years', card)).toBeInTheDocument();
    set('Frequency', 'annual', card);
    expect(field('Annual cost', card)).toBeInTheDocument();
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
