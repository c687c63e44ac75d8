import type { SavedFormRecord } from '@damages/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { earningsValues, formDataOf, wrongfulDeathValues } from '../entry-form/testing/index.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The adjusted-income-factor exhibit of section 4 (Tinari 2016): each factor that carries a year's
 * income to the loss, and their product, for each era of the consumption rate.
 */

const SAVED_AT = '2025-07-01T10:00:00.000Z';

type FormValues = ReturnType<typeof wrongfulDeathValues>;

/** The Tinari (2016) example as the form holds it: the v3 contract examples' case. */
function tinariValues(): FormValues {
  const values = wrongfulDeathValues();
  Object.assign(values.case, {
    dateOfReport: '2015-06-01',
    dateOfTrial: '2015-10-01',
    dateOfInjuryOrDeath: '2009-09-01',
    typeSelectedValues: ['supportLossPast', 'supportLossFuture'],
    forum: 'other',
  });
  values.house = { holdSize: '1', holdIncome: '93628', hasWife: 'false', hasChildren: 'false', consumptionBase: 'decedentIncome' };
  Object.assign(values.plaintiff, {
    dateOfBirth: '1963-04-15',
    remainingLEYears: [{ value: '40' }],
    retirementAge: [{ value: '' }],
    annualIncome: [{ value: '93628' }],
    marginalTaxRate: '0.12',
    annualDeductions: '0',
    annualAdjustments: '0',
    wagesDiscountRate: '0.0325',
    wagesGrowthRate: '0.038',
  });
  values.children = { amount: '', list: [] };
  values.valuation = {
    ...values.valuation,
    discountConvention: 'endOfYear',
    valuationYear: '2015',
    firstYearPortion: '0.33',
    lastYearPortion: '0.26',
  };
  values.growthEras = { earningsBaseYear: '2008', pastGrowth: '0.031' };
  values.consumption = { method: 'fixedRate', rate: '0.25', laterRate: '0.20', switchYear: '2016', label: 'personalConsumption' };
  values.worklife = {
    method: 'worklifeExpectancy',
    scenarios: [{ worklifeExpectancy: '11.947', yearsToFinalSeparation: '13' }],
    tableName: '',
    unemploymentRate: '0.035',
    unemploymentBenefitReplacement: '',
  };
  return values;
}

const record = (values: FormValues): SavedFormRecord => savedRecordOf(formDataOf(values), SAVED_AT);

beforeAll(async () => {
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
const texts = (cells: NodeListOf<HTMLTableCellElement>) => [...cells].map((cell) => cell.textContent);

describe('the adjusted income factor of a loss of support', () => {
  it('shows the Tinari factors and their products, 58.53% through 2015 and 62.43% from 2016', async () => {
    renderReport('/tinari/loss-of-support', { tinari: record(tinariValues()) });
    const heading = await screen.findByRole('heading', { level: 3, name: '4.4 Adjusted Income Factor' });
    const table = within(heading.closest<HTMLElement>('.report-subsection')!).getByRole('table', { name: 'Adjusted income factor' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Factor', '2009–2015', '2016–2022']);
    expect(texts(rowOf(table, 'Worklife factor, WLE ÷ YFS'))).toEqual(['0.919000', '0.919000']);
    expect(texts(rowOf(table, 'Employment factor, 1 − u × (1 − r)'))).toEqual(['0.965000', '0.965000']);
    expect(texts(rowOf(table, 'After-tax factor, 1 − marginal tax rate'))).toEqual(['0.880000', '0.880000']);
    expect(texts(rowOf(table, '1 − personal consumption rate'))).toEqual(['0.750000', '0.800000']);
    // The paper's adjusted income factors: 0.919 × 0.965 × 0.88 × 0.75 and × 0.80.
    expect(texts(rowOf(table, 'Adjusted income factor'))).toEqual(['0.585311 (58.53%)', '0.624332 (62.43%)']);
    expect(screen.queryByText(/slightly understates the income kept/)).not.toBeInTheDocument();
    // Results keep their number.
    expect(screen.getByRole('heading', { level: 3, name: '4.3 Results by Scenario' })).toBeInTheDocument();
  });

  it('has a column for each Patton-Nelson rate and says the tax factor is approximate with deductions', async () => {
    const values = wrongfulDeathValues();
    values.case.typeSelectedValues = ['supportLossPast', 'supportLossFuture'];
    renderReport('/wd/loss-of-support', { wd: record(values) });
    const heading = await screen.findByRole('heading', { level: 3, name: '4.4 Adjusted Income Factor' });
    const table = within(heading.closest<HTMLElement>('.report-subsection')!).getByRole('table');
    // Without worklife or unemployment, only the tax and consumption factors apply.
    expect(within(table).queryByRole('rowheader', { name: 'Worklife factor, WLE ÷ YFS' })).not.toBeInTheDocument();
    expect(texts(rowOf(table, 'After-tax factor, 1 − marginal tax rate'))[0]).toBe('0.780000');
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(2);
    expect(screen.getByText(/slightly understates the income kept/)).toBeInTheDocument();
  });

  it('is not shown on the household-income base, where consumption is no factor of the decedent’s income', async () => {
    const values = wrongfulDeathValues();
    values.house.consumptionBase = 'householdIncome';
    renderReport('/hh/loss-of-support', { hh: record(values) });
    await screen.findByRole('heading', { level: 3, name: '4.3 Results by Scenario' });
    expect(screen.queryByRole('heading', { name: /Adjusted Income Factor/ })).not.toBeInTheDocument();
  });
});

describe('the adjusted income factor of a loss of earnings', () => {
  it('shows WF and EF with the worklife tables and unemployment', async () => {
    const values = earningsValues();
    values.worklife = {
      method: 'worklifeExpectancy',
      scenarios: [{ worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' }],
      tableName: '',
      unemploymentRate: '0.05',
      unemploymentBenefitReplacement: '0.4',
    };
    values.plaintiff.retirementAge = [{ value: '' }];
    renderReport('/pi/loss-of-earnings', { pi: record(values) });
    const heading = await screen.findByRole('heading', { level: 3, name: /^4\.\d Adjusted Income Factor$/ });
    const table = within(heading.closest<HTMLElement>('.report-subsection')!).getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(texts(rowOf(table, 'Worklife factor, WLE ÷ YFS'))).toEqual([(22.4 / 27.1).toFixed(6)]);
    expect(texts(rowOf(table, 'Employment factor, 1 − u × (1 − r)'))).toEqual(['0.970000']);
    expect(within(table).queryByRole('rowheader', { name: /After-tax/ })).not.toBeInTheDocument();
    expect(texts(rowOf(table, 'Adjusted income factor'))[0]).toMatch(/^0\.8\d{5} \(8\d\.\d\d%\)$/);
  });

  it('is not shown for earnings to a retirement age without unemployment', async () => {
    renderReport('/plain/loss-of-earnings', { plain: record(earningsValues()) });
    await screen.findByRole('heading', { level: 3, name: /Results by Scenario$/ });
    expect(screen.queryByRole('heading', { name: /Adjusted Income Factor/ })).not.toBeInTheDocument();
  });
});
