import type { SavedFormRecord } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/** The report states the incomes' own year, the two eras of growth and the consumption method (methodology-contract §13, §15). */

const SAVED_AT = '2025-03-01T12:00:00.000Z';

/** A case computed with the economist's choices, as a submit would save it. */
function withChoices(record: SavedFormRecord, choices: Partial<SavedFormRecord['formData']>): SavedFormRecord {
  return savedRecordOf({ ...record.formData, ...choices }, SAVED_AT);
}

const WD = 'wd-untouched';
const WD3 = 'wd-choices';
const PI3 = 'pi-choices';
const cases = () => ({
  [WD]: wrongfulDeathRecord(),
  [WD3]: withChoices(wrongfulDeathRecord(), {
    growthEras: { earningsBaseYear: 2022, pastGrowth: 0.035 },
    consumption: { method: 'fixedRate', rate: 0.25, laterRate: 0.2, switchYear: 2030, label: 'personalMaintenance' },
  }),
  [PI3]: withChoices(personalInjuryRecord(), { growthEras: { earningsBaseYear: 2021, pastGrowth: 0.04 } }),
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const section = async (title: RegExp) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;

describe('loss of support', () => {
  it("states the economist's personal maintenance rates in the economist's word", async () => {
    renderReport(`/${WD3}/loss-of-support`, cases());
    const page = await section(/^4\. Loss of Support$/);
    expect(within(page).getByTestId('consumption-method')).toHaveTextContent(
      "The consumption rate is the economist's personal maintenance rate of 25% through 2029 and 20% from 2030, in place of the Patton-Nelson personal consumption equations",
    );
    expect(within(page).getByTestId('consumption-base')).toHaveTextContent(
      "The personal maintenance base is the decedent's income: the decedent's personal maintenance is the consumption rate",
    );
    expect(within(page).getByText('Personal maintenance rate').nextSibling).toHaveTextContent('25.00%; 20.00%');
    expect(within(page).getByText('Consumption method').nextSibling).toHaveTextContent(
      "The economist's personal maintenance rate of 25% through 2029 and 20% from 2030",
    );
  });

  it('states the incomes’ year and the two eras of growth', async () => {
    renderReport(`/${WD3}/loss-of-support`, cases());
    const page = await section(/^4\. Loss of Support$/);
    expect(within(page).getByText(/Each year's gross income is grown from 2022/)).toBeInTheDocument();
    expect(within(page).getByTestId('growth-eras')).toHaveTextContent(
      /^The annual incomes are stated in 2022 dollars, .*each year's growth through 2026 \(the year of trial\) is at 3\.50% a year, the growth up to the valuation date, and each later year's at the growth rate of \d+\.\d\d%\.$/,
    );
  });

  it('reads as before for a case without the choices: Patton-Nelson, personal consumption, one growth rate', async () => {
    renderReport(`/${WD}/loss-of-support`, cases());
    const page = await section(/^4\. Loss of Support$/);
    expect(within(page).getByText(/grown from the year of death/)).toHaveTextContent(
      'The consumption rate comes from the Patton-Nelson personal consumption equations',
    );
    expect(within(page).queryByTestId('consumption-method')).not.toBeInTheDocument();
    expect(within(page).queryByTestId('growth-eras')).not.toBeInTheDocument();
    expect(within(page).getByText('Personal consumption rate')).toBeInTheDocument();
    expect(within(page).queryByText('Consumption method')).not.toBeInTheDocument();
  });
});

describe('loss of earnings', () => {
  it('states the earnings in the stated year’s dollars and the growth through the year of trial', async () => {
    renderReport(`/${PI3}/loss-of-earnings`, cases());
    const page = await section(/^4\. Loss of Earnings$/);
    expect(within(page).getByText('Pre-injury annual earnings (2021 dollars)')).toBeInTheDocument();
    expect(within(page).getByTestId('growth-eras')).toHaveTextContent(
      /^The pre-injury annual earnings are stated in 2021 dollars, .*through 2026 \(the year of trial\) is at 4\.00% a year, .*at the wage growth rate of \d+\.\d\d%\.$/,
    );
  });
});
