import { FORUMS, type SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedCase } from '../saved-cases/testing/index.ts';
import { formSchema } from './model/form-schema.ts';
import type { FormValues } from './model/form-values.ts';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf, wrongfulDeathValues } from './testing/fixtures.ts';
import { calculateAnyway, field, mockFetch, renderForm, serviceReply, set } from './testing/render-form.tsx';

/**
 * The Forum of Case Information: its choice sets the defaults its law prescribes among the form's fields, each
 * still editable; a departure is noted beside its field with the rule's citation, and the choice is saved.
 */

const ID = '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const forum = () => field('Forum') as HTMLSelectElement;
const TEXAS_NOTE = 'Texas prescribes after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091); before-tax earnings are used instead.';

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the Forum choice', () => {
  it('offers the catalogue’s forums after an empty Choose…, chosen by default, with help saying what a choice does', async () => {
    mockFetch(() => ({ body: {} }));
    renderForm('/form');
    await waitFor(() => expect(forum()).toHaveValue(''));
    expect(
      within(forum())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', ...FORUMS.map((f) => f.label)]);
    expect(forum()).toHaveAccessibleDescription(/jurisdiction whose law governs the damages/);
  });

  it('sets after-tax earnings for Texas, which stays editable, and notes the departure with its citation', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    renderForm(`/form/${ID}`);
    await waitFor(() => expect(field('Earnings basis')).toHaveValue('beforeTax'));
    expect(screen.queryByText(TEXAS_NOTE)).not.toBeInTheDocument();
    set('Forum', 'texas');
    await waitFor(() => expect(field('Earnings basis')).toHaveValue('afterTax'));
    expect(forum()).toHaveAccessibleDescription(
      /Prescribed here: Earnings basis: after income taxes \(Tex\. Civ\. Prac\. & Rem\. Code § 18\.091\)/,
    );
    expect(screen.queryByText(TEXAS_NOTE)).not.toBeInTheDocument();
    set('Earnings basis', 'beforeTax');
    expect(field('Earnings basis')).toHaveValue('beforeTax');
    expect(await screen.findByText(TEXAS_NOTE)).toBeInTheDocument();
  });

  it('sets total offset for Pennsylvania’s loss of earnings, notes a departure and warns of it before calculating', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(field('Discount method')).toHaveValue('nominal'));
    set('Forum', 'pennsylvania');
    await waitFor(() => expect(field('Discount method')).toHaveValue('totalOffset'));
    expect(forum()).toHaveAccessibleDescription(/Discount method of earnings and support: total offset \(Kaczkowski v\. Bolubasz/);
    set('Discount method', 'nominal');
    const note =
      'Pennsylvania prescribes the total-offset method (Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)); discounting at the nominal discount rate is used instead.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    await user.click(submit());
    expect(
      await within(await screen.findByRole('dialog')).findByText(/Pennsylvania prescribes the total-offset method/),
    ).toBeInTheDocument();
  });

  it('sets race- and sex-neutral life tables for California, the spouse’s too', async () => {
    const values = wrongfulDeathValues();
    saveCase(values);
    mockFetch(serviceReply);
    renderForm(`/form/${ID}`);
    await waitFor(() => expect(screen.getAllByLabelText('Life table', { selector: 'select' })[0]).toHaveValue('raceAndSex'));
    set('Forum', 'california');
    for (const table of screen.getAllByLabelText('Life table', { selector: 'select' }))
      await waitFor(() => expect(table).toHaveValue('allRacesBothSexes'));
    set('Life table', 'raceAndSex', within(screen.getByRole('region', { name: "Plaintiff Add'l Info" })));
    expect(
      await screen.findByText(
        'California prescribes a race- and sex-neutral life table (Cal. Civ. Code § 3361); the life table by race and sex is used instead.',
      ),
    ).toBeInTheDocument();
  });

  it('warns before calculating of a departure, then saves the forum; reopened, the case keeps its forum and its own choices', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(field('Earnings basis')).toHaveValue('beforeTax'));
    set('Forum', 'texas');
    set('Earnings basis', 'beforeTax');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    expect(
      within(dialog).getByText(/Earnings basis: Texas prescribes after-tax earnings \(Tex\. Civ\. Prac\. & Rem\. Code § 18\.091\)/),
    ).toBeInTheDocument();
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const saved = await stored();
    expect(saved.formData.case.forum).toBe('texas');
    expect(saved.formData.plaintiff.earningsBasis).toBe('beforeTax');

    cleanup();
    renderForm(`/form/${ID}`);
    await waitFor(() => expect(forum()).toHaveValue('texas'), { timeout: 5000 });
    // Opening a case is not choosing its forum: the economist's own earnings basis stays.
    expect(field('Earnings basis')).toHaveValue('beforeTax');
    expect(await screen.findByText(TEXAS_NOTE)).toBeInTheDocument();
  });

  it('opens a case saved before the forum with none chosen, and saves it again without one', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(forum()).toHaveValue(''));
    await user.click(submit());
    await screen.findByTestId('toc');
    expect((await stored()).formData.case).not.toHaveProperty('forum');
    expect((await stored()).formData.plaintiff.earningsBasis).toBe('beforeTax');
  });

  it('refuses a forum not in the catalogue, naming the field', () => {
    const values = earningsValues();
    values.case.forum = 'narnia' as FormValues['case']['forum'];
    const result = formSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'case.forum')?.message).toBe(
      'Forum: choose one of the listed forums, or Choose… for none',
    );
  });
});
