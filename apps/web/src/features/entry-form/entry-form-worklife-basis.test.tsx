import { servicePath, type SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedCase } from '../saved-cases/testing/index.ts';
import { formSchema } from './model/form-schema.ts';
import type { FormValues } from './model/form-values.ts';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf } from './testing/fixtures.ts';
import { calculateAnyway, field, mockFetch, region, renderForm, serviceReply, set } from './testing/render-form.tsx';

/**
 * The worklife table's basis beside its name (methodology §14): by sex or for
 * all persons, optional; a forum requiring neutral tables sets all persons, a
 * table by sex there is noted beside the field and warned of before calculating,
 * and the choice is saved and opened again without changing the calculation.
 */

const ID = '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const section = () => region("Plaintiff Add'l Info");
const BASIS = 'Worklife table basis';
const WLE = 'Worklife expectancy (years) (Scenario 1)';
const YFS = 'Years to final separation (Scenario 1)';
const CALIFORNIA_NOTE =
  'California prescribes a worklife table for all persons (Cal. Civ. Code § 3361); a worklife table by sex is used instead.';

/** An earnings case with the worklife tables chosen and filled in. */
function worklifeValues(): FormValues {
  const values = earningsValues();
  values.worklife = {
    ...values.worklife,
    method: 'worklifeExpectancy',
    scenarios: [{ worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' }],
    tableName: 'Skoog, Ciecka & Krueger (2019), Table 3',
  };
  return values;
}

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the worklife table basis', () => {
  it('is asked beside the table with the worklife tables, Not stated by default, with help saying what it means', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    renderForm(`/form/${ID}`);
    const info = section();
    await info.findByLabelText('Worklife method');
    expect(info.queryByLabelText(BASIS)).not.toBeInTheDocument();
    set('Worklife method', 'worklifeExpectancy', info);
    const basis = await info.findByLabelText<HTMLSelectElement>(BASIS);
    expect(basis).toHaveValue('');
    expect(
      within(basis)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not stated', 'By sex', 'All persons (sex-neutral)']);
    expect(basis).toHaveAccessibleDescription(/by sex or for all persons \(sex-neutral\); the report states it/);
  });

  it('is set to all persons on choosing California, stays editable, and a table by sex is noted and warned of', async () => {
    mockFetch(serviceReply);
    saveCase(worklifeValues());
    const { user } = renderForm(`/form/${ID}`);
    const info = section();
    await waitFor(() => expect(field(BASIS, info)).toHaveValue(''));
    set('Forum', 'california');
    await waitFor(() => expect(field(BASIS, info)).toHaveValue('allPersons'));
    expect(field('Forum')).toHaveAccessibleDescription(/Worklife table basis: for all persons \(Cal\. Civ\. Code § 3361\)/);
    expect(screen.queryByText(CALIFORNIA_NOTE)).not.toBeInTheDocument();
    set(BASIS, 'bySex', info);
    expect(field(BASIS, info)).toHaveValue('bySex');
    expect(await info.findByText(CALIFORNIA_NOTE)).toBeInTheDocument();
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Review before calculating' });
    expect(
      within(dialog).getByText(/Worklife table basis: California prescribes a worklife table for all persons \(Cal\. Civ\. Code § 3361\)/),
    ).toBeInTheDocument();
  });

  it('is saved and opened again, and the service receives the same request as without it', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(worklifeValues());
    const { user } = renderForm(`/form/${ID}`);
    const info = section();
    await waitFor(() => expect(field(BASIS, info)).toHaveValue(''));
    set('Forum', 'california');
    await waitFor(() => expect(field(BASIS, info)).toHaveValue('allPersons'));
    set(BASIS, 'bySex', info);
    await user.click(submit());
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      worklifeMethod: 'worklifeExpectancy',
      worklife: [{ id: 0, worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' }],
    });
    // The basis is the report's statement of the table, not an input of the method: no calculation body carries it
    // (the sensitivity's request sends the form data, which keeps it, beside the bodies the steps posted).
    for (const call of calls) {
      const bodies = call.path === servicePath('sensitivity') ? (call.body as { bodies: unknown }).bodies : call.body;
      expect(JSON.stringify(bodies)).not.toMatch(/tableBasis|bySex/);
    }
    const saved = await stored();
    expect(saved.formData.worklife).toEqual({
      method: 'worklifeExpectancy',
      scenarios: [{ worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 }],
      tableName: 'Skoog, Ciecka & Krueger (2019), Table 3',
      tableBasis: 'bySex',
    });
    cleanup();

    renderForm(`/form/${ID}`);
    const reopened = section();
    await waitFor(() => expect(field(BASIS, reopened)).toHaveValue('bySex'), { timeout: 5000 });
    expect(field(WLE, reopened)).toHaveValue(22.4);
    expect(field(YFS, reopened)).toHaveValue(27.1);
    // Opening a case is not choosing its forum: the economist's own basis stays, and its departure is noted.
    expect(await reopened.findByText(CALIFORNIA_NOTE)).toBeInTheDocument();
  });

  it('refuses a basis not offered, naming the field', () => {
    const values = worklifeValues();
    values.worklife.tableBasis = 'byRace' as FormValues['worklife']['tableBasis'];
    const issue = formSchema.safeParse(values).error?.issues.find((i) => i.path.join('.') === 'worklife.tableBasis');
    expect(issue?.message).toBe('Worklife table basis: choose By sex or All persons (sex-neutral), or Not stated');
  });
});
