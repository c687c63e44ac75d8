import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, field, mockFetch, region, renderForm, set } from '../testing/render-form.tsx';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

function medicalForm(modalities: number) {
  const rendered = renderForm();
  set('Case type', 'personalInjury');
  check('Medical expenses (future)');
  set('Number of medical modalities', String(modalities));
  return rendered;
}

const categoryOf = (modality: number) => (field('Category', region(`Medical Modality ${modality}`)) as HTMLInputElement).value;
const cards = () => screen.getAllByRole('region', { name: /^Medical Modality \d+$/ });

describe('modality editor: lowering the count (no silent loss)', () => {
  it('asks before deleting modalities with entered data, and Keep puts the count back', async () => {
    const { user } = medicalForm(3);
    set('Category', 'Therapy', region('Medical Modality 2'));
    set('Category', 'Surgery', region('Medical Modality 3'));
    set('Number of medical modalities', '1');
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 modalities with entered data?' });
    expect(cards()).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Number of medical modalities')).toHaveValue(3);
    expect(cards()).toHaveLength(3);
    expect([categoryOf(2), categoryOf(3)]).toEqual(['Therapy', 'Surgery']);
  });

  it('counts only the filled modalities in the question, and Remove deletes all the trailing ones', async () => {
    const { user } = medicalForm(3);
    set('Modality', 'Physical therapy', region('Medical Modality 3'));
    set('Number of medical modalities', '1');
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 modality with entered data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(field('Number of medical modalities')).toHaveValue(1);
  });

  it('removes untouched modalities without asking', async () => {
    medicalForm(3);
    set('Number of medical modalities', '1');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('modality editor: Move left / Move right', () => {
  it('swaps a modality with its neighbour, its values moving with it, and disables the buttons at the ends', async () => {
    const { user } = medicalForm(3);
    set('Category', 'First', region('Medical Modality 1'));
    set('Category', 'Second', region('Medical Modality 2'));
    set('Category', 'Third', region('Medical Modality 3'));
    expect(screen.getByRole('button', { name: 'Move Medical Modality 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Medical Modality 3 right' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Medical Modality 1 right' }));
    expect([categoryOf(1), categoryOf(2), categoryOf(3)]).toEqual(['Second', 'First', 'Third']);

    await user.click(screen.getByRole('button', { name: 'Move Medical Modality 3 left' }));
    expect([categoryOf(1), categoryOf(2), categoryOf(3)]).toEqual(['Second', 'Third', 'First']);
    expect(screen.getByRole('button', { name: 'Move Medical Modality 2 left' })).toBeEnabled();
  });

  it('moves a modality with all its scenarios', async () => {
    const { user } = medicalForm(2);
    const second = region('Medical Modality 2');
    await user.click(second.getByRole('button', { name: 'Add scenario to Medical Modality 2' }));
    set('Annual cost', '900', within(region('Medical Modality 2').getByRole('group', { name: 'Probable Scenario' })));
    await user.click(screen.getByRole('button', { name: 'Move Medical Modality 2 left' }));
    const first = region('Medical Modality 1');
    expect(first.getByRole('group', { name: 'Probable Scenario' })).toBeInTheDocument();
    expect(field('Annual cost', within(first.getByRole('group', { name: 'Probable Scenario' })))).toHaveValue(900);
    expect(region('Medical Modality 2').queryByRole('group', { name: 'Probable Scenario' })).not.toBeInTheDocument();
  });
});
