import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { check, field, mockFetch, region, renderForm, set } from './testing/render-form.tsx';

const LIFE = {
  life_expectancy: 34.29,
  lifeExpectancy: 34.29,
  age: 44.89,
  table: 'NCHS 2023, non-Hispanic White male',
  source: 'National Center for Health Statistics, United States Life Tables, 2023',
};
const discount = (id: string, rate = 4.5484, asOf = '2025-02-28') => [{ id, discount_rate: rate, as_of: asOf, tenor_years: 20.4 }];

function plaintiff() {
  set('Date of Report', '2025-03-01');
  const section = region('Plaintiff Information');
  set('Date of Birth', '1980-04-10', section);
  set('Gender', 'male', section);
  set('Race', 'white', section);
}

function deferred() {
  let resolve!: (value: { body: unknown }) => void;
  const promise = new Promise<{ body: unknown }>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const errorArea = () => screen.getByTestId('call-error');

describe('life-expectancy Autofill', () => {
  it('appears only when date of birth, gender, race and report date are set', () => {
    mockFetch(() => ({ body: LIFE }));
    renderForm();
    const button = () => screen.queryByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' });
    expect(button()).not.toBeInTheDocument();
    set('Date of Report', '2025-03-01');
    const section = region('Plaintiff Information');
    set('Date of Birth', '1980-04-10', section);
    set('Gender', 'male', section);
    expect(button()).not.toBeInTheDocument();
    set('Race', 'white', section);
    expect(button()).toBeInTheDocument();
  });

  it('is busy with its input disabled while the call runs, then fills its own scenario and shows the table', async () => {
    const pending = deferred();
    const { calls } = mockFetch(() => pending.promise);
    const { user } = renderForm();
    plaintiff();
    await user.click(screen.getByRole('button', { name: 'New Scenario for Remaining LE Years' }));
    set('Remaining LE Years (Scenario 1)', '30');
    const button = screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 2)' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(field('Remaining LE Years (Scenario 2)')).toBeDisabled();
    expect(calls).toEqual([
      { path: '/api/forensic/get_life', body: { caseDor: '2025-03-01', dob: '1980-04-10', gender: 'male', race: 'white' } },
    ]);
    pending.resolve({ body: LIFE });
    await waitFor(() => expect(field('Remaining LE Years (Scenario 2)')).toHaveValue(34.29));
    expect(field('Remaining LE Years (Scenario 2)')).toBeEnabled();
    expect(field('Remaining LE Years (Scenario 1)')).toHaveValue(30);
    expect(screen.getByText('Source: NCHS 2023, non-Hispanic White male')).toBeInTheDocument();
    set('Remaining LE Years (Scenario 2)', '33');
    expect(screen.queryByText(/NCHS 2023/)).not.toBeInTheDocument();
  });

  it("reports 'Could not get Life Expectancy estimation' with the server's field issues", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'The request is invalid.', issues: [{ path: 'dob', message: 'Date of birth must not be after the date of report' }] },
    }));
    const { user } = renderForm();
    plaintiff();
    await user.click(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));
    await waitFor(() => expect(errorArea()).toHaveTextContent('Could not get Life Expectancy estimation'));
    expect(errorArea()).toHaveTextContent('Date of birth must not be after the date of report');
    expect(field('Remaining LE Years (Scenario 1)')).toHaveValue(null);
  });

  it("fills the spouse's remaining LE years from lifeExpectancy", async () => {
    const { calls } = mockFetch(() => ({
      body: { ...LIFE, life_expectancy: 1, lifeExpectancy: 38.2, table: 'NCHS 2023, non-Hispanic White female' },
    }));
    const { user } = renderForm();
    set('Case type', 'wrongfulDeath');
    plaintiff();
    check('Loss of support (past)');
    set('Spouse', 'true');
    const spouse = region('Spouse Information');
    set('Date of birth', '1980-01-05', spouse);
    set('Gender', 'female', spouse);
    set('Race', 'white', spouse);
    await user.click(spouse.getByRole('button', { name: "Autofill spouse's life expectancy" }));
    await waitFor(() => expect(field("Spouse's remaining LE years", spouse)).toHaveValue(38.2));
    expect(calls[0]?.body).toEqual({ caseDor: '2025-03-01', dob: '1980-01-05', gender: 'female', race: 'white' });
    expect(spouse.getByText('Source: NCHS 2023, non-Hispanic White female')).toBeInTheDocument();
    // A screen-reader user hears each Autofill by name: the spouse's and the decedent's may not differ
    // only by letter case or a scenario number.
    const names = screen.getAllByRole('button', { name: /^Autofill / }).map((button) =>
      button
        .getAttribute('aria-label')!
        .toLowerCase()
        .replace(/ \(scenario \d\)$/, ''),
    );
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    // The plaintiff's keeps the specification's name.
    expect(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' })).toBeInTheDocument();
  });
});

describe('discount-rate Autofill', () => {
  it('offers the wages rate once report date, date of birth and the first retirement age are set', async () => {
    const { calls } = mockFetch(() => ({ body: discount('plaintiffWagesDiscountRate', 4.5484) }));
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (future)');
    plaintiff();
    expect(screen.queryByRole('button', { name: 'Autofill Wages discount rate' })).not.toBeInTheDocument();
    set('Retirement age (Scenario 1)', '67');
    await user.click(screen.getByRole('button', { name: 'Autofill Wages discount rate' }));
    await waitFor(() => expect(field('Wages discount rate')).toHaveValue(0.0455));
    expect(calls).toEqual([
      {
        path: '/api/forensic/get_discount',
        body: [{ id: 'plaintiffWagesDiscountRate', start_date: '2025-03-01', end_date: '2047-04-10' }],
      },
    ]);
    expect(screen.getByText('Source: Treasury par yield curve of 2025-02-28, 20.4-year maturity')).toBeInTheDocument();
  });

  it("reports 'Could not get discount rate' when the lookup fails", async () => {
    mockFetch(() => ({ status: 500, body: { error: 'Internal error' } }));
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Loss of earnings (future)');
    plaintiff();
    set('Retirement age (Scenario 1)', '67');
    await user.click(screen.getByRole('button', { name: 'Autofill Wages discount rate' }));
    await waitFor(() => expect(errorArea()).toHaveTextContent('Could not get discount rate'));
    expect(errorArea()).not.toHaveTextContent('Life Expectancy');
  });

  it('fills the services rate over the first remaining-LE scenario', async () => {
    const { calls } = mockFetch(() => ({ body: discount('servicesDiscountRate', 3.7312, '2025-02-28') }));
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Household services (past)');
    set('Date of Report', '2025-03-01');
    expect(screen.queryByRole('button', { name: 'Autofill Services discount rate' })).not.toBeInTheDocument();
    set('Remaining LE Years (Scenario 1)', '20.4');
    await user.click(screen.getByRole('button', { name: 'Autofill Services discount rate' }));
    await waitFor(() => expect(field('Services discount rate')).toHaveValue(0.0373));
    expect(calls[0]?.body).toEqual([{ id: 'servicesDiscountRate', start_date: '2025-03-01', end_date: '2045-07-25' }]);
  });

  it("fills a medical scenario's rate from the report date to its 'to' date, and refuses dates out of order", async () => {
    const { calls } = mockFetch(() => ({ body: discount('m0s0', 4.45, '2025-07-11') }));
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Medical expenses (future)');
    set('Number of medical modalities', '1');
    const card = region('Medical Modality 1');
    expect(card.queryByRole('button', { name: 'Autofill Discount rate' })).not.toBeInTheDocument();
    set('From date', '2027-02-01', card);
    set('To date', '2026-11-22', card);
    expect(card.queryByRole('button', { name: 'Autofill Discount rate' }), 'not before the report date').not.toBeInTheDocument();
    set('Date of Report', '2025-03-01');
    await user.click(card.getByRole('button', { name: 'Autofill Discount rate' }));
    await waitFor(() => expect(errorArea()).toHaveTextContent('Modality 1 has invalid dates'));
    expect(calls).toEqual([]);
    set('From date', '2026-11-22', card);
    set('To date', '2027-02-01', card);
    await user.click(card.getByRole('button', { name: 'Autofill Discount rate' }));
    await waitFor(() => expect(field('Discount rate', card)).toHaveValue(0.0445));
    expect(calls).toEqual([
      { path: '/api/forensic/get_discount', body: [{ id: 'm0s0', start_date: '2025-03-01', end_date: '2027-02-01' }] },
    ]);
    expect(card.getByText('Source: Treasury par yield curve of 2025-07-11, 20.4-year maturity')).toBeInTheDocument();
    expect(screen.queryByTestId('call-error')).not.toBeInTheDocument();
  });
});

describe('a household-services source', () => {
  it('ends through life expectancy in one click, at the report date plus the first scenario', async () => {
    mockFetch(() => ({ body: {} }));
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Household services (future)');
    set('Number of sources for household services', '1');
    const source = within(screen.getByRole('group', { name: 'Household services source 1' }));
    expect(source.queryByRole('button', { name: /through life expectancy/ }), 'not before the dates are known').not.toBeInTheDocument();
    set('Date of Report', '2025-03-01');
    set('Remaining LE Years (Scenario 1)', '20.4');
    await user.click(source.getByRole('button', { name: 'End date of source 1 through life expectancy (2045-07-25)' }));
    expect(field('End date', source)).toHaveValue('2045-07-25');
  });
});
