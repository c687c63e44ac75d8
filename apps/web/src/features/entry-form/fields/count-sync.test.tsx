import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, field, mockFetch, renderForm, set } from '../testing/render-form.tsx';
import { COUNT_SETTLE_MS } from './use-count-sync.ts';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

const documents = () => screen.queryAllByLabelText(/^Source name \(document \d+\)$/);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('count fields: no silent loss', () => {
  it('waits for a typed count to settle: typing "12" over 4 filled documents never passes through 1', async () => {
    renderForm();
    set('Number of documents reviewed', '4');
    for (const n of [1, 2, 3, 4]) set(`Source name (document ${n})`, `Report ${n}`);
    const count = field('Number of documents reviewed');
    fireEvent.change(count, { target: { value: '1' } });
    await pause(COUNT_SETTLE_MS / 3);
    fireEvent.change(count, { target: { value: '12' } });
    await pause(COUNT_SETTLE_MS * 1.5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(documents()).toHaveLength(12);
    expect(field('Source name (document 4)')).toHaveValue('Report 4');
  });

  it('applies a lowered count when the field is left, asking first for filled documents', async () => {
    const { user } = renderForm();
    set('Number of documents reviewed', '3');
    set('Source name (document 3)', 'Deposition of the plaintiff');
    const count = field('Number of documents reviewed');
    fireEvent.change(count, { target: { value: '1' } });
    fireEvent.focusOut(count);
    // No waiting for the settle time: leaving the field applies the count at once.
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 document with entered data?' });
    expect(dialog).toHaveTextContent('deletes the last 2 documents');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(documents()).toHaveLength(1));
  });

  it('names children in the question and keeps them on Keep', async () => {
    const { user } = renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (future)');
    set('Children', 'true');
    set('Number of children', '3');
    set('Name', 'Ada', within(screen.getByRole('group', { name: 'Child 2' })));
    set('Name', 'Ben', within(screen.getByRole('group', { name: 'Child 3' })));
    set('Number of children', '1');
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 children with entered data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Number of children')).toHaveValue('3');
    expect(screen.getAllByRole('group', { name: /^Child \d$/ })).toHaveLength(3);
  });
});
