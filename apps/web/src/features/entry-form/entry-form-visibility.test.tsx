import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

describe('entry form visibility (spec §2, §4)', () => {
  it('starts with the sections every case has, and no loss categories until a case type is chosen', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Economic Damages Report Entry Form' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Case Information',
      'Case Sections',
      'Plaintiff Information',
      "Plaintiff Add'l Info",
      'Documents Reviewed',
    ]);
    expect(screen.queryByRole('group', { name: 'Loss categories' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Burial Cost')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Retirement age (Scenario 1)')).not.toBeInTheDocument();
  });

  it('offers the six personal-injury categories, without burial cost', () => {
    renderForm();
    set('Case type', 'personalInjury');
    const categories = screen.getByRole('group', { name: 'Loss categories' });
    expect(Array.from(categories.querySelectorAll('label')).map((l) => l.textContent)).toEqual([
      'Loss of earnings (past)',
      'Loss of earnings (future)',
      'Household services (past)',
      'Household services (future)',
      'Medical expenses (past)',
      'Medical expenses (future)',
    ]);
    expect(screen.queryByLabelText('Burial Cost')).not.toBeInTheDocument();
  });

  it('offers the four wrongful-death categories and the burial cost', () => {
    renderForm();
    set('Case type', 'wrongfulDeath');
    const categories = screen.getByRole('group', { name: 'Loss categories' });
    expect(categories.querySelectorAll('input[type=checkbox]')).toHaveLength(4);
    expect(field('Burial Cost')).toBeInTheDocument();
  });

  it('shows House Information, retirement ages and the income section with the benefits rate for loss of earnings', () => {
    renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (future)');
    expect(sectionTitles()).toEqual([
      'Case Information',
      'House Information',
      'Case Sections',
      'Plaintiff Information',
      "Plaintiff Add'l Info",
      'Plaintiff income and tax information',
      'Valuation',
      'Documents Reviewed',
    ]);
    expect(field('Retirement age (Scenario 1)')).toBeInTheDocument();
    const income = region('Plaintiff income and tax information');
    for (const label of [
      'Annual income (Scenario 1)',
      'Residual earning capacity (annual, report-year dollars)',
      'Able to work from',
      'Earnings basis',
      'Wages discount rate',
      'Wages growth rate',
      'Benefits rate',
    ])
      expect(field(label, income)).toBeInTheDocument();
    expect(screen.queryByLabelText('Personal consumption base')).not.toBeInTheDocument();
  });

  it('asks for the tax inputs of an earnings case only after income taxes', () => {
    renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (past)');
    const income = region('Plaintiff income and tax information');
    expect((field('Earnings basis', income) as HTMLSelectElement).value).toBe('beforeTax');
    expect(Array.from((field('Earnings basis', income) as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Before income taxes',
      'After income taxes',
    ]);
    expect(income.queryByLabelText('Marginal tax rate')).not.toBeInTheDocument();
    set('Earnings basis', 'afterTax', income);
    for (const label of ['Marginal tax rate', 'Annual deductions', 'Annual adjustments']) expect(field(label, income)).toBeInTheDocument();
    set('Earnings basis', 'beforeTax', income);
    expect(income.queryByLabelText('Annual deductions')).not.toBeInTheDocument();
  });

  it('shows the income section with the tax inputs and the consumption base, without the earnings options, for loss of support', () => {
    renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (past)');
    expect(field('Wages growth rate')).toBeInTheDocument();
    for (const label of ['Marginal tax rate', 'Annual deductions', 'Annual adjustments']) expect(field(label)).toBeInTheDocument();
    for (const label of ['Benefits rate', 'Earnings basis', 'Able to work from'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    const base = field('Personal consumption base', region('House Information')) as HTMLSelectElement;
    expect(base.value).toBe('decedentIncome');
    expect(Array.from(base.options).map((o) => o.text)).toEqual(["Decedent's income", 'Household income']);
  });

  it("offers the life tables beside the plaintiff's and the spouse's life-expectancy Autofill", () => {
    renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (past)');
    set('Spouse', 'true');
    for (const scope of [region("Plaintiff Add'l Info"), region('Spouse Information')]) {
      const table = field('Life table', scope) as HTMLSelectElement;
      expect(table.value).toBe('raceAndSex');
      expect(Array.from(table.options).map((o) => o.text)).toEqual(['By race and sex', 'By sex, all races', 'All races, both sexes']);
    }
  });

  it('shows the spouse and as many child blocks as the chosen count', async () => {
    renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (future)');
    set('Spouse', 'true');
    set('Children', 'true');
    expect(screen.getByRole('region', { name: 'Spouse Information' })).toBeInTheDocument();
    set('Number of children', '3');
    expect(screen.getAllByRole('group', { name: /^Child \d$/ })).toHaveLength(3);
    set('Number of children', '1');
    // Blank blocks go once the lowered count has settled.
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Child \d$/ })).toHaveLength(1));
    set('Spouse', 'false');
    expect(screen.queryByRole('region', { name: 'Spouse Information' })).not.toBeInTheDocument();
  });

  it('drops the categories a new case type does not offer', () => {
    renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (past)');
    check('Household services (past)');
    set('Case type', 'wrongfulDeath');
    expect(screen.queryByRole('region', { name: 'House Information' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Household services (past)')).toBeChecked();
    expect(screen.getByLabelText('Loss of support (past)')).not.toBeChecked();
  });

  it('shows one document block per reviewed document', async () => {
    renderForm();
    set('Number of documents reviewed', '2');
    expect(field('Source name (document 1)')).toBeInTheDocument();
    expect(field('Source name (document 2)')).toBeInTheDocument();
    set('Number of documents reviewed', '0');
    await waitFor(() => expect(screen.queryByLabelText('Source name (document 1)')).not.toBeInTheDocument());
  });

  it('shows the household-services part with one block per source for a services type', () => {
    renderForm();
    set('Case type', 'personalInjury');
    expect(screen.queryByLabelText('Services discount rate')).not.toBeInTheDocument();
    check('Household services (future)');
    expect(field('Services discount rate')).toBeInTheDocument();
    expect(field('Services growth rate')).toBeInTheDocument();
    set('Number of sources for household services', '2');
    expect(screen.getAllByRole('group', { name: /^Household services source \d+$/ })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'House Information' })).not.toBeInTheDocument();
  });

  it('shows the medical fields of the chosen medical types and one card per modality', async () => {
    renderForm();
    set('Case type', 'personalInjury');
    check('Medical expenses (past)');
    const medical = region('Medical Expenses');
    expect(field('Total of past medical expenses', medical)).toBeInTheDocument();
    expect(medical.queryByLabelText('Number of medical modalities')).not.toBeInTheDocument();
    check('Medical expenses (future)');
    for (const label of ['Number of medical modalities', 'Report title', 'Report date']) expect(field(label)).toBeInTheDocument();
    set('Number of medical modalities', '3');
    expect(screen.getAllByRole('region', { name: /^Medical Modality \d$/ }).map((r) => r.getAttribute('aria-label'))).toEqual([
      'Medical Modality 1',
      'Medical Modality 2',
      'Medical Modality 3',
    ]);
    set('Number of medical modalities', '1');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Medical Modality \d$/ })).toHaveLength(1));
    check('Medical expenses (past)');
    expect(screen.queryByLabelText('Total of past medical expenses')).not.toBeInTheDocument();
  });
});
