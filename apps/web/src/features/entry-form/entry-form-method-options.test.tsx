import { savedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from './testing/fixtures.ts';
import { calculateAnyway, field, mockFetch, region, renderForm, serviceReply, set } from './testing/render-form.tsx';
import type { FormValues } from './model/form-values.ts';
import { storedCase } from '../saved-cases/testing/index.ts';

/**
 * The options of version 2 of the method in the form: residual
 * earning capacity and the earnings basis, the consumption base, the life
 * tables, the medical frequencies, the growth and wage Autofills, and the
 * provenance every looked-up figure keeps in the saved case.
 */

const ID = '5d1f0c7e-9a5b-4c1e-8f3a-0a2b3c4d5e6f';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const errorOf = (label: string, scope?: BoundFunctions<typeof queries>) =>
  document.getElementById(`${(field(label, scope) as HTMLInputElement).id}-error`)?.textContent;

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

const growth = (series: string, rate: number) => ({
  series,
  growth_rate: rate,
  from_year: 2004,
  to_year: 2024,
  years: 20,
  source: 'U.S. Bureau of Labor Statistics',
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('residual earning capacity and the earnings basis', () => {
  it('requires the start date of a residual, not before the injury, and the tax inputs only after income taxes', async () => {
    mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    set('Residual earning capacity (annual, report-year dollars)', '40000', income);
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf('Able to work from', income)).toBe('Able to work from is required with a residual earning capacity'),
    );
    set('Able to work from', '2021-01-01', income);
    await waitFor(() => expect(errorOf('Able to work from', income)).toBe('Able to work from must not be before the date of injury'));
    set('Able to work from', '2027-07-01', income);
    set('Earnings basis', 'afterTax', income);
    set('Marginal tax rate', '', income);
    await waitFor(() => expect(errorOf('Marginal tax rate', income)).toBe('Marginal tax rate is required'));
    expect(errorOf('Able to work from', income)).toBeUndefined();
  });

  it('posts the residual and the after-tax basis with the earnings steps and saves them', async () => {
    const { calls } = mockFetch(serviceReply);
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    const income = region('Plaintiff income and tax information');
    set('Residual earning capacity (annual, report-year dollars)', '40000', income);
    set('Able to work from', '2027-07-01', income);
    set('Earnings basis', 'afterTax', income);
    set('Marginal tax rate', '0.22', income);
    set('Annual deductions', '29200', income);
    set('Annual adjustments', '2500', income);
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(calls[0]?.body).toMatchObject({
      residualEarnings: '40000',
      residualStartDate: '2027-07-01',
      earningsBasis: 'afterTax',
      taxRate: '0.22',
      taxDeductions: '29200',
      taxAdjustments: '2500',
    });
    expect((await stored()).formData.plaintiff).toMatchObject({
      residualEarnings: 40000,
      residualStartDate: '2027-07-01',
      earningsBasis: 'afterTax',
      marginalTaxRate: 0.22,
    });
  });
});

describe('personal consumption base', () => {
  it('posts consumptionBase householdIncome with the support steps when chosen', async () => {
    const { calls } = mockFetch(serviceReply);
    const values = wrongfulDeathValues();
    values.case.typeSelectedValues = ['supportLossPast'];
    saveCase(values);
    const { user } = renderForm(`/form/${ID}`);
    set('Personal consumption base', 'householdIncome', region('House Information'));
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(calls[0]?.body).toMatchObject({ consumptionBase: 'householdIncome' });
    expect((await stored()).formData.house?.consumptionBase).toBe('householdIncome');
  });
});

describe('life tables', () => {
  it('looks the plaintiff up in the chosen table and keeps the table, race and sex in the saved case', async () => {
    const { calls } = mockFetch((path, body) =>
      path.includes('get_life')
        ? {
            body: {
              life_expectancy: 36.01,
              lifeExpectancy: 36.01,
              age: 44.89,
              table: 'NCHS 2023, all races and origins, both sexes',
              source: 'NCHS',
            },
          }
        : serviceReply(path, body),
    );
    saveCase(earningsValues());
    const { user } = renderForm(`/form/${ID}`);
    const info = region("Plaintiff Add'l Info");
    set('Life table', 'allRacesBothSexes', info);
    await user.click(info.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));
    await waitFor(() => expect(field('Remaining LE Years (Scenario 1)')).toHaveValue(36.01));
    expect(calls[0]).toEqual({
      path: '/api/forensic/get_life',
      body: { caseDor: '2025-03-01', dob: '1980-04-10', gender: 'total', race: 'all' },
    });
    expect(info.getByText('Source: NCHS 2023, all races and origins, both sexes')).toBeInTheDocument();
    await user.click(submit());
    await screen.findByTestId('toc');
    expect((await stored()).formData.plaintiff.lifeTable).toBe('allRacesBothSexes');
    expect((await stored()).formData.plaintiff.provenance?.remainingLEYears).toEqual([
      { lookup: 'lifeTable', table: 'NCHS 2023, all races and origins, both sexes', race: 'all', sex: 'total' },
    ]);
  });

  it('offers the spouse the same choice: by sex, all races', async () => {
    const { calls } = mockFetch(() => ({
      body: { life_expectancy: 1, lifeExpectancy: 40.02, age: 45, table: 'NCHS 2023, all races and origins female', source: 'NCHS' },
    }));
    saveCase(wrongfulDeathValues());
    const { user } = renderForm(`/form/${ID}`);
    const spouse = region('Spouse Information');
    set('Life table', 'sexAllRaces', spouse);
    await user.click(spouse.getByRole('button', { name: "Autofill spouse's life expectancy" }));
    await waitFor(() => expect(field("Spouse's remaining LE years", spouse)).toHaveValue(40.02));
    expect(calls[0]?.body).toEqual({ caseDor: '2025-03-01', dob: '1980-01-05', gender: 'female', race: 'all' });
  });
});

describe('growth-rate Autofills', () => {
  it('fills wages growth from AHETPI, services growth from CPI-U and a medical growth from the medical CPI, each with its source', async () => {
    const { calls } = mockFetch((path, body) => {
      const series = (body as { series: string }).series;
      return { body: growth(series, series === 'wages' ? 3.5071 : series === 'cpiAll' ? 2.5688 : 2.9512) };
    });
    const values = personalInjuryValues();
    values.case.typeSelectedValues = [...values.case.typeSelectedValues, 'lossOfEarningsFuture'];
    saveCase(values);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Autofill Wages growth rate' }));
    await waitFor(() => expect(field('Wages growth rate')).toHaveValue(0.0351));
    expect(screen.getByText('Source: Average hourly earnings (AHETPI), 2004–2024')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autofill Services growth rate' }));
    await waitFor(() => expect(field('Services growth rate')).toHaveValue(0.0257));
    const card = within(region('Medical Modality 2').getByRole('group', { name: 'Best Scenario' }));
    await user.click(card.getByRole('button', { name: 'Autofill Growth rate' }));
    await waitFor(() => expect(field('Growth rate', card)).toHaveValue(0.0295));
    expect(card.getByText('Source: CPI-U medical care, 2004–2024')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { series: 'wages', caseDor: '2025-03-01' },
      { series: 'cpiAll', caseDor: '2025-03-01' },
      { series: 'cpiMedical', caseDor: '2025-03-01' },
    ]);
  });

  it("reports 'Could not get growth rate' with the server's reason", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'The request is invalid.', issues: [{ path: 'years', message: 'The data does not cover 1990' }] },
    }));
    saveCase(personalInjuryValues());
    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Autofill Services growth rate' }));
    await waitFor(() => expect(screen.getByTestId('call-error')).toHaveTextContent('Could not get growth rate'));
    expect(screen.getByTestId('call-error')).toHaveTextContent('The data does not cover 1990');
  });
});

describe('hourly-wage Autofill', () => {
  it('fills the OEWS wage of the chosen statistic brought to the dollars of the date of report, and saves how', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch(async (path, body) => {
      if (path.includes('get_wage')) {
        await held;
        const { statistic } = body as { statistic: string };
        // AHETPI March 2025 31.02 / May 2024 29.97 = 1.0350; 17.48 × 1.035 = 18.0918 → 18.09.
        return {
          body: {
            occupation: '31-1122',
            title: 'Home Health and Personal Care Aides',
            statistic,
            hourly_wage: 17.48,
            as_of: 'May 2024',
            source: 'BLS OEWS',
            hourly_wage_in_dollars_of: 18.09,
            adjusted_to: '2025-03',
            adjustment_factor: 1.035,
            adjustment_source: 'AHETPI 2025-03 31.02 / AHETPI 2024-05 29.97. Average hourly earnings',
          },
        };
      }
      return serviceReply(path, body);
    });
    saveCase(personalInjuryValues());
    const { user } = renderForm(`/form/${ID}`);
    const source = within(screen.getByRole('group', { name: 'Household services source 1' }));
    expect(source.queryByRole('button', { name: 'Autofill Hourly rate' })).not.toBeInTheDocument();
    await waitFor(() => expect(source.getByRole('option', { name: 'Home Health and Personal Care Aides (31-1122)' })).toBeInTheDocument());
    set('Occupation (for the hourly rate)', '31-1122', source);
    set('Wage statistic', 'mean', source);
    // Without a date of report there are no dollars to bring the wage to: no Autofill.
    set('Date of Report', '');
    await waitFor(() => expect(source.queryByRole('button', { name: 'Autofill Hourly rate' })).not.toBeInTheDocument());
    set('Date of Report', '2025-03-01');
    const button = await source.findByRole('button', { name: 'Autofill Hourly rate' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(field('Hourly rate', source)).toBeDisabled();
    release();
    await waitFor(() => expect(field('Hourly rate', source)).toHaveValue(18.09));
    expect(calls[0]).toEqual({
      path: '/api/forensic/get_wage',
      body: { occupation: '31-1122', statistic: 'mean', inDollarsOf: '2025-03-01' },
    });
    expect(
      source.getByText(
        'Source: OEWS May 2024 mean, Home Health and Personal Care Aides: $17.48, brought to March 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0350 = $18.09',
      ),
    ).toBeInTheDocument();
    await user.click(submit());
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const saved = await stored();
    expect(savedFormRecord.safeParse(saved).success).toBe(true);
    expect(saved.formData.documents.sourceInfomations[0]).toMatchObject({
      hourlyRate: 18.09,
      provenance: {
        hourlyRate: {
          lookup: 'oews',
          occupation: '31-1122',
          title: 'Home Health and Personal Care Aides',
          statistic: 'mean',
          asOf: 'May 2024',
          adjustment: {
            publishedWage: 17.48,
            hourlyWage: 18.09,
            factor: 1.035,
            fromMonth: '2024-05',
            toMonth: '2025-03',
            inDollarsOf: '2025-03-01',
          },
        },
      },
    });
    expect(saved.formData.documents.sourceInfomations[1]).not.toHaveProperty('provenance');
  });
});

describe('provenance of a figure the user overtypes', () => {
  it('becomes entered: the source note goes and the saved case keeps no provenance for it', async () => {
    mockFetch((path, body) =>
      path.includes('get_discount')
        ? { body: [{ id: 'servicesDiscountRate', discount_rate: 4.4012, as_of: '2025-02-28', tenor_years: 20.4 }] }
        : path.includes('get_growth')
          ? { body: growth('cpiAll', 2.5688) }
          : serviceReply(path, body),
    );
    saveCase(personalInjuryValues());
    const { user } = renderForm(`/form/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Autofill Services discount rate' }));
    await user.click(screen.getByRole('button', { name: 'Autofill Services growth rate' }));
    await waitFor(() => expect(screen.getByText('Source: CPI-U all items, 2004–2024')).toBeInTheDocument());
    expect(screen.getByText('Source: Treasury par yield curve of 2025-02-28, 20.4-year maturity')).toBeInTheDocument();
    set('Services growth rate', '0.02');
    expect(screen.queryByText(/CPI-U all items/)).not.toBeInTheDocument();
    await user.click(submit());
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    expect((await stored()).formData.plaintiff.provenance).toEqual({
      servicesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 20.4 },
    });
    expect((await stored()).formData.plaintiff.servicesGrowthRate).toBe(0.02);
  });

  it('shows the saved provenance again when the case is opened for editing', () => {
    mockFetch(() => ({ status: 404, body: {} }));
    const values = personalInjuryValues();
    values.plaintiff.provenance = { servicesGrowthRate: { lookup: 'growth', series: 'cpiAll', years: 20, fromYear: 2004, toYear: 2024 } };
    saveCase(values);
    renderForm(`/form/${ID}`);
    expect(screen.getByText('Source: CPI-U all items, 2004–2024')).toBeInTheDocument();
  });
});

describe('medical frequencies', () => {
  it('requires N for every N years, and posts each frequency', async () => {
    const { calls } = mockFetch(serviceReply);
    const values = personalInjuryValues();
    values.case.typeSelectedValues = ['medicalExpensesFuture'];
    saveCase(values);
    const { user } = renderForm(`/form/${ID}`);
    const first = region('Medical Modality 1');
    const best = within(first.getByRole('group', { name: 'Best Scenario' }));
    const probable = within(first.getByRole('group', { name: 'Probable Scenario' }));
    set('Frequency', 'everyYears', best);
    set('Frequency', 'once', probable);
    await user.click(submit());
    await waitFor(() => expect(errorOf('Every N years', best)).toBe('Every N years is required'));
    expect(calls).toEqual([]);
    set('Every N years', '5', best);
    await user.click(submit());
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const scenarios = (calls[0]?.body as { medical: { scenarios: Record<string, string>[] }[] }).medical[0]!.scenarios;
    expect(scenarios.map((s) => [s.scenarioFrequency, s.scenarioEveryYears])).toEqual([
      ['everyYears', '5'],
      ['once', undefined],
      [undefined, undefined],
    ]);
    expect((await stored()).formData.medical?.data[0]?.scenarios.map((s) => s.frequency)).toEqual(['everyYears', 'once', 'annual']);
  });
});
