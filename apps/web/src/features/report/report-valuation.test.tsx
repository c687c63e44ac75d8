import type { FormDataRecord, SavedFormRecord } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/** Section 6 states the valuation the answers say they used (methodology §12), in the economist's words. */

const withValuation = (record: SavedFormRecord, valuation: FormDataRecord['valuation']) =>
  savedRecordOf({ ...record.formData, valuation }, '2025-03-01T12:00:00.000Z');

const DEFAULT = 'valued-as-before';
const OFFSET = 'end-of-year-total-offset';
const NET = 'mid-year-net-rate';
const cases = () => ({
  [DEFAULT]: personalInjuryRecord(),
  [OFFSET]: withValuation(personalInjuryRecord(), { discountConvention: 'endOfYear', valuationYear: 2025, discountMethod: 'totalOffset' }),
  [NET]: withValuation(wrongfulDeathRecord(), { discountConvention: 'midYear', discountMethod: 'netDiscountRate', netDiscountRate: 0.015 }),
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const discountPage = async () =>
  (await screen.findByRole('heading', { level: 2, name: /^6\. Discount Rate\/Present Value$/ })).closest('section')!;
const criteria = (page: HTMLElement) => Array.from(page.querySelectorAll('.criteria-list li'), (item) => item.textContent);

describe('the valuation in section 6', () => {
  it('says nothing new of a case valued mid-period at the nominal rates', async () => {
    renderReport(`/${DEFAULT}/discount`, cases());
    const page = await discountPage();
    expect(within(page).queryByTestId('valuation-statement')).toBeNull();
    expect(criteria(page)).toContain(
      'Timing: each year’s future loss is discounted from the middle of its period back to the date of trial.',
    );
    expect(within(page).queryByRole('columnheader', { name: 'Rate applied' })).toBeNull();
  });

  it('states end-of-year discounting from the valuation year by total offset, and the growth rate each loss is discounted at', async () => {
    renderReport(`/${OFFSET}/discount`, cases());
    const page = await discountPage();
    const statement = within(page).getByTestId('valuation-statement');
    expect(statement).toHaveTextContent(
      'Future losses are discounted to the end of each year from the valuation year 2025 by total offset',
    );
    expect(statement).toHaveTextContent('future growth is taken to offset discounting');
    expect(statement).toHaveTextContent('Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)');
    expect(statement).toHaveTextContent('The losses of 2025 and of the years before it are past losses');
    expect(criteria(page)).toContain(
      'Timing: each future year’s loss is discounted from the end of that year back to the valuation year 2025.',
    );
    expect(within(page).getByRole('columnheader', { name: 'Rate applied' })).toBeInTheDocument();
    // Total offset discounts at the growth rate: wages 2.46%, services 1.88%.
    expect(within(page).getByRole('row', { name: /^Loss of earnings/i })).toHaveTextContent(/2\.46%$/);
    expect(within(page).getByRole('row', { name: /^Loss of household services/i })).toHaveTextContent(/1\.88%$/);
  });

  it('states mid-year discounting from the year of trial at a net discount rate of 1.50%', async () => {
    renderReport(`/${NET}/discount`, cases());
    const page = await discountPage();
    const statement = within(page).getByTestId('valuation-statement');
    expect(statement).toHaveTextContent(
      'Future losses are discounted to the middle of each year from the valuation year 2026, at a net discount rate of 1.50%',
    );
    expect(criteria(page)).toContain(
      'Consistency: the net discount rate is applied net of each loss’s own growth rate, so inflation is counted once.',
    );
    // Wages grow at 3.00%: (1 + 3.00%) × (1 + 1.50%) − 1 = 4.545%.
    expect(within(page).getByRole('row', { name: /^Loss of support/i })).toHaveTextContent(/4\.55%$/);
  });
});
