import { type SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf } from './testing/fixtures.ts';
import { field, mockFetch, region, renderForm, serviceReply, set } from './testing/render-form.tsx';
import type { FormValues } from './model/form-values.ts';
import { storedCase } from '../saved-cases/testing/index.ts';

/**
 * Worklife expectancy and unemployment (methodology §14) in Plaintiff Add'l Info:
 * the method choice, its scenarios and table, the unemployment inputs, their
 * messages, and the case saved and opened again.
 */

const ID = '7a2e4c10-3b5d-4e6f-8a9b-1c2d3e4f5a6b';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const section = () => region("Plaintiff Add'l Info");
const errorOf = (label: string, scope?: BoundFunctions<typeof queries>) =>
  document.getElementById(`${(field(label, scope) as HTMLInputElement).id}-error`)?.textContent;
const WLE = 'Worklife expectancy (years) (Scenario 1)';
const YFS = 'Years to final separation (Scenario 1)';

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('worklife method', () => {
  it('defaults to retirement age with no unemployment, and a case saved before opens that way', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    renderForm(`/form/${ID}`);
    const info = section();
    expect(await info.findByLabelText('Worklife method')).toHaveValue('retirementAge');
    expect(field('Retirement age (Scenario 1)', info)).toHaveValue(67);
    expect(info.queryByLabelText(WLE)).not.toBeInTheDocument();
    expect(field('Unemployment rate', info)).toHaveValue(null);
    expect(field('Unemployment benefit replacement', info)).toHaveValue(null);
    expect(info.getByText(/every year of it counted as a year of full-time work/)).toBeInTheDocument();
  });

  it('asks worklife expectancy, years to final separation and the table instead of the retirement ages', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    renderForm(`/form/${ID}`);
    const info = section();
    set('Worklife method', 'worklifeExpectancy', info);
    expect(await info.findByLabelText(WLE)).toBeInTheDocument();
    expect(field(YFS, info)).toBeInTheDocument();
    expect(field('Worklife table relied on', info)).toBeInTheDocument();
    expect(info.queryByLabelText('Retirement age (Scenario 1)')).not.toBeInTheDocument();
    expect(info.getByText(/weighted by the worklife factor WLE ÷ YFS/)).toBeInTheDocument();
    const wleHelp = within(document.getElementById(`${field(WLE, info).id}-help`)!);
    expect(wleHelp.getByText(/Years the person is expected to be in the labour force/)).toBeInTheDocument();
    expect(wleHelp.getByRole('link', { name: 'Methodology (opens in a new tab)' })).toHaveAttribute('href', '/methodology#section-14');
    expect(field('Unemployment rate', info)).toHaveAccessibleDescription(/employment factor 1 − u × \(1 − r\)/);
    // Back to retirement age: the ages typed before are still there.
    set('Worklife method', 'retirementAge', info);
    expect(await info.findByLabelText('Retirement age (Scenario 1)')).toHaveValue(67);
    expect(info.queryByLabelText(WLE)).not.toBeInTheDocument();
  });

  it('names the field of a missing, out-of-range or inconsistent worklife figure', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    const info = section();
    set('Worklife method', 'worklifeExpectancy', info);
    await info.findByLabelText(WLE);
    set('Unemployment rate', '0.6', info);
    await user.click(submit());
    await waitFor(() => expect(errorOf(WLE, info)).toBe('Worklife expectancy is required'));
    expect(errorOf(YFS, info)).toBe('Years to final separation is required');
    expect(errorOf('Unemployment rate', info)).toBe('Unemployment rate must be a fraction between 0 and 0.5 (0.05 = 5%)');
    set(WLE, '30', info);
    set(YFS, '25', info);
    await waitFor(() => expect(errorOf(WLE, info)).toBe('Worklife expectancy must not exceed the years to final separation'));
    set(YFS, '81', info);
    await waitFor(() => expect(errorOf(YFS, info)).toBe('Years to final separation must be greater than 0 and at most 80'));
    set('Unemployment benefit replacement', '1.5', info);
    await waitFor(() =>
      expect(errorOf('Unemployment benefit replacement', info)).toBe(
        'Unemployment benefit replacement must be a fraction between 0 and 1 (0.4 = 40%)',
      ),
    );
  });

  it('posts the worklife scenarios and unemployment with the earnings steps, saves them and opens them again', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    const info = section();
    set('Worklife method', 'worklifeExpectancy', info);
    await info.findByLabelText(WLE);
    set(WLE, '22.4', info);
    set(YFS, '27.1', info);
    set('Worklife table relied on', 'Skoog, Ciecka & Krueger (2019), Table 3', info);
    set('Unemployment rate', '0.05', info);
    set('Unemployment benefit replacement', '0.4', info);
    await user.click(submit());
    await screen.findByTestId('toc');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      worklifeMethod: 'worklifeExpectancy',
      worklife: [{ id: 0, worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' }],
      unemploymentRate: '0.05',
      unemploymentBenefitReplacement: '0.4',
    });
    expect(body).not.toHaveProperty('wleYears');
    const saved = await stored();
    expect(saved.formData.worklife).toEqual({
      method: 'worklifeExpectancy',
      scenarios: [{ worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 }],
      tableName: 'Skoog, Ciecka & Krueger (2019), Table 3',
      unemploymentRate: 0.05,
      unemploymentBenefitReplacement: 0.4,
    });
    expect(saved.formData.plaintiff.retirementAge).toEqual([]);
    // The tables carry the factors the report reads.
    expect(saved.lossEarnings?.future?.table[0]?.data[0]).toHaveProperty('Worklife Factor');
    cleanup();

    renderForm(`/form/${ID}`);
    const reopened = section();
    expect(await reopened.findByLabelText(WLE)).toHaveValue(22.4);
    expect(field(YFS, reopened)).toHaveValue(27.1);
    expect(field('Worklife table relied on', reopened)).toHaveValue('Skoog, Ciecka & Krueger (2019), Table 3');
    expect(field('Worklife method', reopened)).toHaveValue('worklifeExpectancy');
    expect(field('Unemployment rate', reopened)).toHaveValue(0.05);
    expect(field('Unemployment benefit replacement', reopened)).toHaveValue(0.4);
  });

  it('posts no worklife field and saves no worklife for a case left at the defaults', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    await section().findByLabelText('Worklife method');
    await user.click(submit());
    await screen.findByTestId('toc');
    for (const call of calls) {
      expect(call.body).not.toHaveProperty('worklifeMethod');
      expect(call.body).not.toHaveProperty('unemploymentRate');
    }
    expect((await stored()).formData).not.toHaveProperty('worklife');
  });
});
