import { formatDecimal, type FormDataRecord, type SavedFormRecord } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * Worklife expectancy and unemployment in the report (methodology §14): the
 * Worklife subsection of the assumptions states WLE, YFS, the factors as the
 * tables carry them and the table relied on, and the appendix shows the
 * factor columns.
 */

const TABLE = 'Skoog, Ciecka & Krueger (2019), Table 3';

function withWorklife(formData: FormDataRecord): SavedFormRecord {
  return savedRecordOf(
    {
      ...formData,
      plaintiff: { ...formData.plaintiff, retirementAge: [] },
      worklife: {
        method: 'worklifeExpectancy',
        scenarios: [
          { worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 },
          { worklifeExpectancy: 18, yearsToFinalSeparation: 24.5 },
        ],
        tableName: TABLE,
        unemploymentRate: 0.05,
        unemploymentBenefitReplacement: 0.4,
      },
    },
    '2025-03-01T12:00:00.000Z',
  );
}

const PI = 'pi-worklife';
const WD = 'wd-worklife';
const PLAIN = 'pi-plain';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const section = async (title: RegExp) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;
const firstRow = (record: SavedFormRecord, retirement: number) =>
  record.lossEarnings!.future!.table.find((t) => t.id.retirementDateId === retirement)!.data[0]!;

describe('the Worklife subsection of the assumptions', () => {
  it('states WLE, YFS, the statistical retirement date, the factors from the tables and the worklife table', async () => {
    const record = withWorklife(personalInjuryRecord().formData);
    renderReport(`/${PI}/assumptions`, { [PI]: record });
    const page = await section(/^3\. Basic Assumptions$/);
    // The retirement ages are not asked with the worklife tables: Worklife takes their place as 3.2.
    expect(within(page).queryByRole('heading', { name: /Retirement$/ })).not.toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 3, name: '3.2 Worklife' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 3, name: '3.3 Valuation Conventions' })).toBeInTheDocument();
    expect(within(page).getByTestId('worklife-method')).toHaveTextContent(`taken with the years to final separation (YFS) from ${TABLE}`);
    expect(within(page).getByTestId('worklife-unemployment')).toHaveTextContent(
      'Expected unemployment of 5.00% is allowed for, unemployment benefits replacing 40.00% of lost wages',
    );
    const info = record.lossEarnings!.future!.case_info;
    const table = within(page).getByRole('table', { name: 'Worklife scenarios' });
    const [, first, second] = within(table).getAllByRole('row');
    const wf = (retirement: number) => formatDecimal(firstRow(record, retirement)['Worklife Factor']!, 6);
    expect(wf(0)).toBe(formatDecimal(22.4 / 27.1, 6));
    expect(first).toHaveTextContent(`Scenario 122.4027.10${wf(0)}`);
    expect(first).toHaveTextContent(String(info.retirement_date[0]!.retirement_date.slice(0, 4)));
    expect(second).toHaveTextContent(`Scenario 218.0024.50${wf(1)}`);
    const ef = formatDecimal(firstRow(record, 0)['Employment Factor']!, 6);
    expect(ef).toBe('0.970000');
    expect(within(page).getByText('Employment factor (EF)').nextSibling).toHaveTextContent(ef);
    expect(within(page).getByText('Worklife table relied on').nextSibling).toHaveTextContent(TABLE);
  });

  it('is in a wrongful-death case too, with expected income', async () => {
    renderReport(`/${WD}/assumptions`, { [WD]: withWorklife(wrongfulDeathRecord().formData) });
    const page = await section(/^3\. Basic Assumptions$/);
    expect(within(page).getByRole('heading', { level: 3, name: '3.2 Worklife' })).toBeInTheDocument();
    expect(within(page).getByText(/Expected Income = Gross Income × WF × EF/)).toBeInTheDocument();
  });

  it('is not in a case that chose neither, whose retirement subsection stays 3.2', async () => {
    renderReport(`/${PLAIN}/assumptions`, { [PLAIN]: personalInjuryRecord() });
    const page = await section(/^3\. Basic Assumptions$/);
    expect(within(page).getByRole('heading', { level: 3, name: '3.2 Retirement' })).toBeInTheDocument();
    expect(within(page).queryByRole('heading', { name: /Worklife/ })).not.toBeInTheDocument();
  });
});

describe('the loss sections of a worklife case', () => {
  it('point to the Worklife subsection from their method', async () => {
    renderReport(`/${PI}/loss-of-earnings`, { [PI]: withWorklife(personalInjuryRecord().formData) });
    const page = await section(/^4\. Loss of Earnings$/);
    expect(within(page).getByTestId('worklife-reference')).toHaveTextContent(
      "each year's earnings is weighted by the worklife and employment factors set out in 3.2, Worklife.",
    );
    // No retirement ages to list: the statistical retirement dates are in the assumptions.
    expect(within(page).queryByRole('table', { name: 'Retirement-age scenarios' })).not.toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 3, name: '4.3 Results by Scenario' })).toBeInTheDocument();
  });

  it('say nothing of worklife in a case without it', async () => {
    renderReport(`/${PLAIN}/loss-of-earnings`, { [PLAIN]: personalInjuryRecord() });
    await section(/^4\. Loss of Earnings$/);
    expect(screen.queryByTestId('worklife-reference')).not.toBeInTheDocument();
  });
});

describe('the appendix of a worklife case', () => {
  it('shows the worklife and employment factors and the expected earnings, and names the worklife scenario', async () => {
    const record = withWorklife(personalInjuryRecord().formData);
    renderReport(`/${PI}/appendices/loss-earnings/2`, { [PI]: record });
    await screen.findByRole('heading', { name: /Table B-2\. Future Loss of Earnings/ });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Worklife Factor',
      'Employment Factor',
      'Expected Earnings',
    ]);
    expect(screen.getByText('Worklife').nextSibling).toHaveTextContent(/^WLE 22\.40 years, YFS 27\.10 years \(statistical retirement/);
    expect(screen.getByText('Unemployment').nextSibling).toHaveTextContent('5.00%, benefits replacing 40.00%');
  });

  it('keeps the columns of a case without the options', async () => {
    renderReport(`/${PLAIN}/appendices/loss-earnings/2`, { [PLAIN]: personalInjuryRecord() });
    await screen.findByRole('heading', { name: /Table B-2\. Future Loss of Earnings/ });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).not.toContain('Worklife Factor');
    expect(headers).not.toContain('Expected Earnings');
  });
});
