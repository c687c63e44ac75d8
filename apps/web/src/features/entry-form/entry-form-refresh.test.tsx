import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookupAnswer } from '../../testing/lookup-answers.ts';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

/**
 * "Refresh looked-up figures" with the lookups answered from the shipped data as the service
 * answers them: a loss-of-earnings case whose figures were looked up for a report of 2025-03-01,
 * moved a year for a supplemental report.
 */

const LE = 'Remaining LE Years (Scenario 1)';
const OLD_CURVE = 'Treasury par yield curve of 2025-02-28, 22.1-year maturity';
const NEW_CURVE = 'Treasury par yield curve of 2026-02-27, 21.1-year maturity';

async function caseMovedAYear() {
  mockFetch((path, body) => ({ body: lookupAnswer(path, body) }));
  const { user } = renderForm();
  set('Case type', 'personalInjury');
  check('Loss of earnings (future)');
  set('Date of Report', '2025-03-01');
  const plaintiff = region('Plaintiff Information');
  set('Date of Birth', '1980-04-10', plaintiff);
  set('Gender', 'male', plaintiff);
  set('Race', 'white', plaintiff);
  set('Retirement age (Scenario 1)', '67');
  await user.click(screen.getByRole('button', { name: `Autofill ${LE}` }));
  await waitFor(() => expect(field(LE)).toHaveValue(34.29));
  await user.click(screen.getByRole('button', { name: 'Autofill Wages discount rate' }));
  await waitFor(() => expect(field('Wages discount rate')).toHaveValue(0.0454));
  set('Wages growth rate', '0.03');
  set('Date of Report', '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'Refresh looked-up figures' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refresh looked-up figures' });
  return { user, dialog: within(dialog) };
}

/** A row of the dialog's table as its cells read. */
const row = (dialog: BoundFunctions<typeof queries>, label: string) =>
  within(dialog.getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Refresh looked-up figures', () => {
  it('shows the life expectancy at the new age and the newer curve, leaves a typed figure, and Apply writes them', async () => {
    const { user, dialog } = await caseMovedAYear();
    expect(row(dialog, LE)).toEqual(['34.29NCHS 2023, non-Hispanic White male', '33.4NCHS 2023, non-Hispanic White malechanged']);
    expect(row(dialog, 'Wages discount rate')).toEqual([`0.0454${OLD_CURVE}`, `0.0458${NEW_CURVE}changed`]);
    expect(row(dialog, 'Wages growth rate')).toEqual(['0.03', 'entered by the user — not refreshed']);

    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(LE)).toHaveValue(33.4);
    expect(field('Wages discount rate')).toHaveValue(0.0458);
    expect(screen.getByText(`Source: ${NEW_CURVE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Source: ${OLD_CURVE}`)).not.toBeInTheDocument();
    expect(field('Wages growth rate')).toHaveValue(0.03);
    // Still the economist's to edit: typing over a refreshed figure makes it entered, as after an Autofill.
    set('Wages discount rate', '0.04');
    expect(screen.queryByText(`Source: ${NEW_CURVE}`)).not.toBeInTheDocument();
  });

  it('changes nothing on Cancel', async () => {
    const { user, dialog } = await caseMovedAYear();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(LE)).toHaveValue(34.29);
    expect(field('Wages discount rate')).toHaveValue(0.0454);
    expect(screen.getByText(`Source: ${OLD_CURVE}`)).toBeInTheDocument();
    expect(field('Wages growth rate')).toHaveValue(0.03);
  });
});
