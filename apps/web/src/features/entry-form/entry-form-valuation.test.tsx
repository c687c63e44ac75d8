import type { SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedCase } from '../saved-cases/testing/index.ts';
import type { FormValues } from './model/form-values.ts';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf, personalInjuryValues } from './testing/fixtures.ts';
import { field, mockFetch, region, renderForm, serviceReply, set } from './testing/render-form.tsx';

/** The Valuation group (methodology §12): conventions of discounting, from the form to the bodies and the saved case. */

const ID = '7a0c2f4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const valuation = () => region('Valuation');
const errorOf = (label: string) => document.getElementById(`${(field(label, valuation()) as HTMLInputElement).id}-error`)?.textContent;
const helpOf = (label: string) => document.getElementById(`${(field(label, valuation()) as HTMLInputElement).id}-help`)?.textContent;
const advanced = () => valuation().queryByRole('button', { name: 'Advanced: first- and last-year portions' });

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the Valuation group', () => {
  it('opens a case saved before it with mid-period nominal discounting, and asks for nothing more', () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    renderForm(`/form/${ID}`);
    expect(field('Discount convention', valuation())).toHaveValue('midPeriod');
    expect(field('Discount method', valuation())).toHaveValue('nominal');
    expect(helpOf('Discount convention')).toContain('back to the date of trial');
    expect(valuation().queryByLabelText('Valuation year')).toBeNull();
    expect(valuation().queryByLabelText('Net discount rate')).toBeNull();
    expect(advanced()).toBeNull();
  });

  it('shows the valuation year and the portions with a yearly convention, and the net rate with its method', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    set('Discount convention', 'endOfYear', valuation());
    expect(field('Valuation year', valuation())).toHaveValue(null);
    expect(helpOf('Valuation year')).toContain('Blank: the year of trial');
    expect(valuation().queryByLabelText('First-year portion')).toBeNull();
    await user.click(advanced()!);
    expect(field('First-year portion', valuation())).toBeInTheDocument();
    expect(field('Last-year portion', valuation())).toBeInTheDocument();
    set('Discount method', 'totalOffset', valuation());
    expect(helpOf('Discount method')).toContain('Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)');
    set('Discount method', 'netDiscountRate', valuation());
    set('Net discount rate', '0.015', valuation());
    expect(valuation().getByTestId('live-percent')).toHaveTextContent('= 1.50%');
    set('Discount convention', 'midPeriod', valuation());
    expect(valuation().queryByLabelText('Valuation year')).toBeNull();
    expect(advanced()).toBeNull();
  });

  it('offers no portions where only household services and medical expenses are claimed', () => {
    mockFetch(serviceReply);
    saveCase(personalInjuryValues());
    renderForm(`/form/${ID}`);
    set('Discount convention', 'midYear', valuation());
    expect(field('Valuation year', valuation())).toBeInTheDocument();
    expect(advanced()).toBeNull();
  });

  it('names the field of a bad value: the net rate its method needs, the valuation year, a portion', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    set('Discount convention', 'midYear', valuation());
    set('Valuation year', '2025.5', valuation());
    set('Discount method', 'netDiscountRate', valuation());
    await user.click(advanced()!);
    set('First-year portion', '1.5', valuation());
    await user.click(submit());
    await waitFor(() => expect(errorOf('Net discount rate')).toBe('Net discount rate is required with the net discount rate method'));
    expect(errorOf('Valuation year')).toBe('Valuation year must be a whole number');
    expect(errorOf('First-year portion')).toBe('First-year portion must be greater than 0 and at most 1');
    set('Valuation year', '1850', valuation());
    await waitFor(() => expect(errorOf('Valuation year')).toBe('Valuation year must be between 1900 and 2200'));
    set('Net discount rate', '2', valuation());
    await waitFor(() =>
      expect(errorOf('Net discount rate')).toBe('Net discount rate must be a fraction between -0.5 and 1 (0.0394 = 3.94%)'),
    );
  });

  it('posts the choice with every earnings body, saves it, and shows it again when the case is reopened', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    set('Discount convention', 'endOfYear', valuation());
    set('Valuation year', '2025', valuation());
    set('Discount method', 'netDiscountRate', valuation());
    set('Net discount rate', '0.015', valuation());
    await user.click(advanced()!);
    set('First-year portion', '0.33', valuation());
    await user.click(submit());
    await screen.findByTestId('toc');
    const earnings = calls.filter((call) => call.path.includes('loss_earnings'));
    expect(earnings.length).toBeGreaterThan(0);
    for (const call of earnings)
      expect(call.body).toMatchObject({
        discountConvention: 'endOfYear',
        valuationYear: '2025',
        discountMethod: 'netDiscountRate',
        netDiscountRate: '0.015',
        firstYearPortion: '0.33',
      });
    expect((await stored()).formData.valuation).toEqual({
      discountConvention: 'endOfYear',
      valuationYear: 2025,
      discountMethod: 'netDiscountRate',
      netDiscountRate: 0.015,
      firstYearPortion: 0.33,
    });
    expect((await stored()).lossEarnings?.future?.case_info.discount).toMatchObject({ convention: 'endOfYear', valuation_year: 2025 });

    cleanup();
    renderForm(`/form/${ID}`);
    expect(field('Discount convention', valuation())).toHaveValue('endOfYear');
    expect(field('Valuation year', valuation())).toHaveValue(2025);
    expect(field('Discount method', valuation())).toHaveValue('netDiscountRate');
    expect(field('Net discount rate', valuation())).toHaveValue(0.015);
    // A portion the case keeps is not hidden behind "Advanced".
    expect(field('First-year portion', valuation())).toHaveValue(0.33);
    expect(field('Last-year portion', valuation())).toHaveValue(null);
  });
});
