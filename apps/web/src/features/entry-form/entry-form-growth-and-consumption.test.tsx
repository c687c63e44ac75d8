import type { SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedCase } from '../saved-cases/testing/index.ts';
import type { FormValues } from './model/form-values.ts';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf, wrongfulDeathValues } from './testing/fixtures.ts';
import { field, mockFetch, region, renderForm, serviceReply, set } from './testing/render-form.tsx';

/**
 * The incomes' own year, the growth up to the valuation date and the consumption method in the
 * form (methodology-contract §13, §15): defaults, when they are asked, their messages, and the
 * case saved and reopened with them.
 */

const ID = '0b6e1d2c-3f4a-4b5c-8d6e-7f8091a2b3c4';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const errorOf = (label: string, scope?: BoundFunctions<typeof queries>) =>
  document.getElementById(`${(field(label, scope) as HTMLInputElement).id}-error`)?.textContent;
const helpOf = (label: string, scope?: BoundFunctions<typeof queries>) =>
  document.getElementById(`${(field(label, scope) as HTMLInputElement).id}-help`)?.textContent;

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

function supportCase(): FormValues {
  const values = wrongfulDeathValues();
  values.case.typeSelectedValues = ['supportLossPast'];
  return values;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('defaults and visibility', () => {
  it('offers both growth fields blank, and Patton-Nelson for loss of support with its rates hidden', () => {
    mockFetch(serviceReply);
    saveCase(supportCase());
    renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    expect(field('Incomes are stated in dollars of', income)).toHaveValue(null);
    expect(field('Growth up to the valuation date', income)).toHaveValue(null);
    expect(helpOf('Incomes are stated in dollars of', income)).toContain('Blank: the year of injury or death.');
    expect(helpOf('Growth up to the valuation date', income)).toContain('the wage growth rate applies after');
    const house = region('House Information');
    expect(field('Consumption method', house)).toHaveValue('pattonNelson');
    expect(house.getByText(/Patton-Nelson personal consumption equations/)).toBeInTheDocument();
    expect(house.queryByLabelText('Consumption rate')).not.toBeInTheDocument();
    set('Consumption method', 'fixedRate', house);
    expect(field('Consumption rate', house)).toHaveValue(null);
    expect(field('Later consumption rate', house)).toBeInTheDocument();
    expect(field('Later rate from year', house)).toBeInTheDocument();
    expect(field('The deduction is called', house)).toHaveValue('personalConsumption');
  });

  it('asks a loss of earnings for the growth fields but not for a consumption method', () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    renderForm(`/form/${ID}`);
    expect(field('Incomes are stated in dollars of', region('Plaintiff income and tax information'))).toBeInTheDocument();
    expect(screen.queryByLabelText('Consumption method')).not.toBeInTheDocument();
  });

  it('says the incomes are in the stated year’s dollars once the economist gives one', () => {
    mockFetch(serviceReply);
    saveCase(supportCase());
    renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    expect(helpOf('Annual income (Scenario 1)', income)).toBe('In 2023 dollars (the year of death).');
    set('Incomes are stated in dollars of', '2022', income);
    expect(helpOf('Annual income (Scenario 1)', income)).toBe('In 2022 dollars (the year the incomes are stated in).');
  });
});

describe('validation', () => {
  it('names each field whose value the method refuses', async () => {
    mockFetch(serviceReply);
    saveCase(supportCase());
    const { user } = renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    const house = region('House Information');
    set('Incomes are stated in dollars of', '1900', income);
    set('Growth up to the valuation date', '3.5', income);
    set('Consumption method', 'fixedRate', house);
    set('Later consumption rate', '0.2', house);
    await user.click(submit());
    await waitFor(() => expect(errorOf('Consumption rate', house)).toBe('Consumption rate is required'));
    expect(errorOf('Incomes are stated in dollars of', income)).toBe("The incomes' year must be between 1950 and 2200");
    expect(errorOf('Growth up to the valuation date', income)).toBe(
      'Growth up to the valuation date must be a fraction between -0.5 and 1 (0.0394 = 3.94%)',
    );
    expect(errorOf('Later rate from year', house)).toBe('Later rate from year is required with a later consumption rate');
    set('Incomes are stated in dollars of', '2022.5', income);
    set('Consumption rate', '25', house);
    set('Later rate from year', '2030', house);
    await waitFor(() =>
      expect(errorOf('Consumption rate', house)).toBe('Consumption rate must be a fraction between 0 and 1 (0.25 = 25%)'),
    );
    expect(errorOf('Incomes are stated in dollars of', income)).toBe("The incomes' year must be a whole number");
    expect(errorOf('Later rate from year', house)).toBeUndefined();
    expect(screen.queryByTestId('toc')).not.toBeInTheDocument();
  });
});

describe('saved and reopened', () => {
  it('posts the choices with the support steps, saves them and shows them again when the case reopens', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(supportCase());
    const { user } = renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    const house = region('House Information');
    set('Incomes are stated in dollars of', '2022', income);
    set('Growth up to the valuation date', '0.035', income);
    set('Consumption method', 'fixedRate', house);
    set('Consumption rate', '0.25', house);
    set('Later consumption rate', '0.2', house);
    set('Later rate from year', '2030', house);
    set('The deduction is called', 'personalMaintenance', house);
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(calls[0]?.body).toMatchObject({
      earningsBaseYear: '2022',
      pastGrowth: '0.035',
      consumptionMethod: 'fixedRate',
      consumptionRate: '0.25',
      consumptionRateLater: '0.2',
      consumptionSwitchYear: '2030',
    });
    const { formData } = await stored();
    expect(formData.growthEras).toEqual({ earningsBaseYear: 2022, pastGrowth: 0.035 });
    expect(formData.consumption).toEqual({
      method: 'fixedRate',
      rate: 0.25,
      laterRate: 0.2,
      switchYear: 2030,
      label: 'personalMaintenance',
    });

    cleanup();
    renderForm(`/form/${ID}`);
    const reopened = region('House Information');
    expect(field('Incomes are stated in dollars of', region('Plaintiff income and tax information'))).toHaveValue(2022);
    expect(field('Growth up to the valuation date')).toHaveValue(0.035);
    expect(field('Consumption method', reopened)).toHaveValue('fixedRate');
    expect(field('Consumption rate', reopened)).toHaveValue(0.25);
    expect(field('Later consumption rate', reopened)).toHaveValue(0.2);
    expect(field('Later rate from year', reopened)).toHaveValue(2030);
    expect(field('The deduction is called', reopened)).toHaveValue('personalMaintenance');
  });

  it('posts and saves nothing of them when the defaults are left', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(supportCase());
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(calls[0]?.body).not.toHaveProperty('earningsBaseYear');
    expect(calls[0]?.body).not.toHaveProperty('consumptionMethod');
    const { formData } = await stored();
    expect(formData).not.toHaveProperty('growthEras');
    expect(formData).not.toHaveProperty('consumption');
  });
});
