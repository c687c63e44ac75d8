import { formatMoney } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectReportData } from './model/select-report-data.ts';
import {
  asVersion1,
  personalInjuryRecord,
  personalInjuryV2Record,
  wrongfulDeathRecord,
  wrongfulDeathV2Record,
} from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const PI = 'pi-v1';
const PI2 = 'pi-v2';
const WD = 'wd-v1';
const WD2 = 'wd-v2';
const OLD = 'pi-saved-before';
const cases = () => ({
  [PI]: personalInjuryRecord(),
  [PI2]: personalInjuryV2Record(),
  [WD]: wrongfulDeathRecord(),
  [WD2]: wrongfulDeathV2Record(),
  [OLD]: asVersion1(personalInjuryV2Record()),
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

describe('section 4, Loss of Earnings (personal injury)', () => {
  it('is numbered 4 in the contents and the navigation, between Assumptions and Loss of Services', async () => {
    renderReport(`/${PI}/table-of-contents`, cases());
    const nav = await screen.findByRole('navigation', { name: 'Report sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Assumptions'), labels.indexOf('Assumptions') + 3)).toEqual([
      'Assumptions',
      'Loss of Earnings',
      'Loss of Services',
    ]);
    const toc = document.querySelector<HTMLElement>('.toc-list')!;
    const entry = within(toc).getByRole('link', { name: 'Loss of Earnings' }).closest('li')!;
    expect(entry.querySelector('.toc-number')).toHaveTextContent('4');
  });

  it('says a before-tax loss is before tax and assumes no residual capacity (a case without the options)', async () => {
    renderReport(`/${PI}/loss-of-earnings`, cases());
    const page = await section(/^4\. Loss of Earnings$/);
    expect(within(page).getByTestId('earnings-tax-basis')).toHaveTextContent('The loss is stated before income taxes');
    expect(within(page).getByTestId('earnings-residual')).toHaveTextContent('No residual earning capacity is assumed');
    expect(within(page).getByText('Earnings basis').nextSibling).toHaveTextContent('Before income taxes');
    expect(within(page).getByText('Wage growth rate').nextSibling).toHaveTextContent('2.46% — entered');
    expect(
      within(page).getByText(/Year-by-year calculations are in Appendix B, Loss of Earnings \(Tables B-1 to B-8\)/),
    ).toBeInTheDocument();
  });

  it('states after-tax earnings, the residual earning capacity from its date, the retirement ages and the sourced rates', async () => {
    const record = personalInjuryV2Record();
    renderReport(`/${PI2}/loss-of-earnings`, cases());
    const page = await section(/^4\. Loss of Earnings$/);
    expect(within(page).getByTestId('earnings-tax-basis')).toHaveTextContent(
      'The loss is stated after income taxes: income tax at the marginal rate of 22.00%',
    );
    expect(within(page).getByTestId('earnings-residual')).toHaveTextContent(
      'From January 1, 2024, Maria L. Alvarez is able to earn $30,000 a year in 2025 dollars',
    );
    expect(within(page).getByText('Residual earning capacity').nextSibling).toHaveTextContent(
      '$30,000 a year (2025 dollars) from January 1, 2024',
    );
    expect(within(page).getByText('Pre-injury annual earnings (2022 dollars)').nextSibling).toHaveTextContent(
      'Scenario 1: $135,954; Scenario 2: $98,000',
    );
    expect(within(page).getByText('Wage growth rate').nextSibling).toHaveTextContent('2.46% — Average hourly earnings (AHETPI), 2004–2024');
    expect(within(page).getByText('Discount rate (U.S. Treasury yield)').nextSibling).toHaveTextContent(
      '3.94% — Treasury par yield curve of 2025-02-28, 9.3-year maturity',
    );
    const retirement = within(page).getByRole('table', { name: 'Retirement-age scenarios' });
    expect(
      within(retirement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ScenarioRetirement ageRetirement date', 'Scenario 167April 10, 2047', 'Scenario 262.5October 10, 2042']);
    const results = within(page).getByRole('table', { name: 'Loss of earnings, present value at trial' });
    const first = selectReportData({ record }).earnings!.results[0]!;
    expect(within(results).getAllByRole('row')[1]).toHaveTextContent(
      `${first.label}${formatMoney(first.past!)}${formatMoney(first.future!)}${formatMoney(first.total)}`,
    );
  });

  it('shows the Income Tax and Residual Compensation columns in the earnings appendix', async () => {
    renderReport(`/${PI2}/appendices/loss-earnings/2`, cases());
    const table = await screen.findByRole('table', { name: /Future Loss of Earnings/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Fringe Benefits',
      'Income Tax',
      'Total Compensation',
      'Residual Compensation',
      'Loss',
      'Discount Factor',
      'Present Value',
    ]);
    expect(screen.getByText('Earnings basis').nextSibling).toHaveTextContent('After income taxes');
    expect(screen.getByText('Residual earning capacity').nextSibling).toHaveTextContent('$30,000 from 2024-01-01');
  });

  it('is printed as section 4', async () => {
    renderReport(`/${PI2}/print`, cases());
    expect(await screen.findByRole('heading', { level: 2, name: '4. Loss of Earnings' })).toBeInTheDocument();
  });
});

describe('loss of support: the consumption base', () => {
  it('states the household-income base with its columns, and the date of death in the appendix header', async () => {
    renderReport(`/${WD2}/loss-of-support`, cases());
    const page = await section(/^4\. Loss of Support$/);
    expect(within(page).getByTestId('consumption-base')).toHaveTextContent('The personal consumption base is household income');
    expect(within(page).getByText('Personal consumption base').nextSibling).toHaveTextContent('Household income');
    expect(within(page).getByText('Discount rate (Treasury yield)').nextSibling).toHaveTextContent(
      '4.31% — Treasury par yield curve of 2025-02-28, 22.1-year maturity',
    );
    expect(within(page).getByText('Spouse (Claire Whitfield)').nextSibling).toHaveTextContent(
      'Born January 5, 1980; expected date of death',
    );
  });

  it("states the decedent's-income base of a case without the option", async () => {
    renderReport(`/${WD}/loss-of-support`, cases());
    const page = await section(/^4\. Loss of Support$/);
    expect(within(page).getByTestId('consumption-base')).toHaveTextContent("The personal consumption base is the decedent's income");
  });

  it('heads the support table with Household Income and Personal Consumption, and the date of death', async () => {
    renderReport(`/${WD2}/appendices/loss-of-support/2`, cases());
    const table = await screen.findByRole('table', { name: /Future Loss of Support/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(6, 10)).toEqual(['Net Income', 'Household Income', 'Consumption Rate', 'Personal Consumption']);
    expect(screen.getByText('Date of death').nextSibling).toHaveTextContent('2023-05-02');
    expect(screen.queryByText('Date of incident')).not.toBeInTheDocument();
  });
});

describe('the life care plan: frequency and care to the expected date of death', () => {
  it('names each item’s frequency, its sourced rates and the end of care at the expected date of death', async () => {
    renderReport(`/${PI2}/discount`, cases());
    const page = await section(/^6\. Discount Rate\/Present Value$/);
    expect(within(page).getByTestId('care-costing')).toHaveTextContent(
      'no care is costed after the expected date of death, May 13, 2060, whatever end date the plan gives',
    );
    expect(within(page).getByTestId('care-costing')).toHaveTextContent('An item bought once is costed on its start date');
    const rows = within(page)
      .getAllByRole('row')
      .filter((row) =>
        within(row)
          .queryByRole('rowheader')
          ?.textContent?.match(/Physical therapy|Power wheelchair|Home modification/),
      );
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Every year', 'Every 5 years', 'Once']);
    expect(rows[0]).toHaveTextContent('2.95% — CPI-U medical care, 2004–2024');
    expect(rows[0]).toHaveTextContent('4.41% — Treasury par yield curve of 2025-02-28, 19.8-year maturity');
    expect(rows[1]).toHaveTextContent('March 1, 2026 to December 31, 2075');
    expect(rows[1]).toHaveTextContent('(costed to the expected date of death, May 13, 2060)');
    expect(rows[2]).not.toHaveTextContent('expected date of death');
    expect(within(page).getByText('Loss of earnings').closest('tr')).toHaveTextContent(
      '2.46% — Average hourly earnings (AHETPI), 2004–2024',
    );
  });

  it('makes no claim about the expected date of death for tables computed before the cap', async () => {
    renderReport(`/${OLD}/discount`, cases());
    const page = await section(/^6\. Discount Rate\/Present Value$/);
    expect(within(page).getByTestId('care-costing')).not.toHaveTextContent('expected date of death');
  });

  it('shows a table of purchases with the unit cost, one row per purchase', async () => {
    renderReport(`/${PI2}/appendices/medical-expenses/probable/2`, cases());
    const table = await screen.findByRole('table', { name: /Power wheelchair/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(['Year of Purchase', 'Age at Purchase', 'Portion', 'Unit Cost']);
    const body = within(table).getAllByRole('row').slice(1, -1);
    expect(body.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2026',
      '2031',
      '2036',
      '2041',
      '2046',
      '2051',
      '2056',
    ]);
    expect(body.every((row) => within(row).getAllByRole('cell')[2]!.textContent === '1.000000')).toBe(true);
    expect(screen.getByText('Frequency').nextSibling).toHaveTextContent('Every 5 years');
    expect(screen.getByText('Period of care').nextSibling).toHaveTextContent('2026-03-01 to 2060-05-13 (expected date of death)');
    expect(screen.getByText(/Each row is one purchase at the unit cost of its year/)).toBeInTheDocument();
  });
});

describe('assumptions: the life table and the wording', () => {
  it('names the life table of each scenario and credits NCHS only for the looked-up one', async () => {
    renderReport(`/${PI2}/assumptions`, cases());
    const page = await section(/^3\. Basic Assumptions$/);
    expect(within(page).getByText('Life table').nextSibling).toHaveTextContent(
      'scenario 1: By sex, all races: NCHS 2023, all races and origins female; scenario 2: entered by the user',
    );
    const scenarios = within(page).getByRole('table', { name: 'Life-expectancy scenarios' });
    expect(within(scenarios).getAllByRole('row')[1]).toHaveTextContent('By sex, all races: NCHS 2023, all races and origins female');
    expect(within(scenarios).getAllByRole('row')[2]).toHaveTextContent('entered by the user');
    expect(within(page).getByText('Age at the date of report')).toBeInTheDocument();
    expect(within(page).queryByText(/Expected age/)).not.toBeInTheDocument();
    expect(within(page).getByText(/set out in section 4, Loss of Earnings/)).toBeInTheDocument();
  });

  it('does not credit a typed life expectancy to the NCHS tables', async () => {
    renderReport(`/${PI}/assumptions`, cases());
    const page = await section(/^3\. Basic Assumptions$/);
    expect(within(page).getByText('Life table').nextSibling).toHaveTextContent('entered by the user');
    expect(page).not.toHaveTextContent('taken from the United States Life Tables');
    expect(page).toHaveTextContent('was entered by the user');
  });

  it('credits the table when every scenario came from it, and writes dates in one style', async () => {
    renderReport(`/${WD2}/assumptions`, cases());
    const page = await section(/^3\. Basic Assumptions$/);
    expect(page).toHaveTextContent('Remaining life expectancy is taken from the United States Life Tables, 2023');
    expect(within(page).getByText('Life table').nextSibling).toHaveTextContent('By race and sex: NCHS 2023, non-Hispanic White male');
    expect(within(page).getByText('Age at the date of report (had the decedent survived)')).toBeInTheDocument();
    expect(page.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(page).toHaveTextContent('April 20, 2026');
  });
});

describe('services: the source of each hourly rate', () => {
  it('prints the OEWS source beside a looked-up wage and "entered" beside a typed one', async () => {
    renderReport(`/${PI2}/loss-of-services`, cases());
    const page = await section(/^5\. Loss of Services$/);
    expect(within(page).getByText('Housekeeping and cleaning').closest('tr')).toHaveTextContent(
      '$16.78 — OEWS May 2024 median, Home Health and Personal Care Aides',
    );
    expect(within(page).getByText('Home maintenance and yard work').closest('tr')).toHaveTextContent('$24.50 — entered');
    expect(within(page).getByText('Growth rate').nextSibling).toHaveTextContent('1.88% — CPI-U all items, 2004–2024');
  });
});

describe('references: only the sources the case used', () => {
  it('lists the looked-up data sets of a version-2 case and none of the support sources', async () => {
    renderReport(`/${PI2}/references`, cases());
    const page = await section(/^10\. References$/);
    const items = within(page)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    for (const title of [
      'United States Life Tables, 2023',
      'Medical Care',
      'All Items',
      'Average Hourly Earnings of Production and Nonsupervisory Employees',
      'Occupational Employment and Wage Statistics',
      'Daily Treasury Par Yield Curve Rates',
    ])
      expect(items.some((text) => text.includes(title))).toBe(true);
    expect(items.some((text) => text.includes('Patton'))).toBe(false);
  });

  it('cites no data set for figures all typed by the user', async () => {
    renderReport(`/${PI}/references`, cases());
    const page = await section(/^10\. References$/);
    expect(page).not.toHaveTextContent('Life Tables');
    expect(page).not.toHaveTextContent('Treasury');
    expect(page).not.toHaveTextContent('Consumer Price Index');
    expect(page).not.toHaveTextContent('Occupational Employment');
    expect(within(page).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('a case saved before version 2', () => {
  it('opens and reports the same totals', async () => {
    const record = personalInjuryV2Record();
    renderReport(`/${OLD}/quantitative`, cases());
    const expected = selectReportData({ record });
    expect(await screen.findByTestId('total-all')).toHaveTextContent(formatMoney(expected.totals.total));
    expect(screen.getByTestId('total-past')).toHaveTextContent(formatMoney(expected.totals.past));
  });
});
