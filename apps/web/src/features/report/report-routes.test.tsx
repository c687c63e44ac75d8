import { formatMoney, formatWholeNumber } from '@damages/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const WD = 'wd-case';
const PI = 'pi-case';
const cases = () => ({ [WD]: wrongfulDeathRecord(), [PI]: personalInjuryRecord() });

// The routes load their components lazily; load the chunk once up front so no test waits on the transform.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => sessionStorage.clear());

describe('report routes', () => {
  it("shows 'Form Does not exist' when nothing is saved under the id", async () => {
    renderReport('/missing-id/table-of-contents');
    expect(await screen.findByRole('heading', { name: 'Form Does not exist' })).toBeInTheDocument();
  });

  it("explains a damaged record on its own page, not the router's 'Unexpected Application Error!'", async () => {
    renderReport('/broken/table-of-contents', { broken: '{"formData": {"case": 1}}' });
    expect(await screen.findByRole('heading', { name: 'This saved case cannot be opened' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('opens the table of contents from the bare form id and lists the 12 sections with their conditions', async () => {
    const { router } = renderReport(`/${WD}`, cases());
    expect(await screen.findByRole('heading', { name: 'Table of Contents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${WD}/table-of-contents`);
    for (const title of ['Introduction', 'Loss of Support', 'Loss of Services', 'Exhibits', 'Appendix A: Loss of Support']) {
      expect(screen.getAllByRole('link', { name: title }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Update Form Data' })).toHaveAttribute('href', `/form/${WD}`);
    expect(screen.getByRole('link', { name: 'Saved cases' }), 'back to the list of saved cases').toHaveAttribute('href', '/form');
  });

  it('hides Loss of Support for a personal-injury case and lists its appendices in the dropdown', async () => {
    renderReport(`/${PI}/table-of-contents`, cases());
    const nav = await screen.findByRole('navigation', { name: 'Report sections' });
    expect(within(nav).queryByRole('link', { name: 'Loss of Support' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Appendices' }));
    expect(await screen.findByRole('link', { name: 'Medical Expenses' })).toHaveAttribute(
      'href',
      `/${PI}/appendices/medical-expenses/probable`,
    );
    expect(screen.getByRole('link', { name: 'Loss Earnings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Loss of Support' })).not.toBeInTheDocument();
  });

  it('splits the introduction in two pages with the fee, the actual age and the exclusion', async () => {
    renderReport(`/${WD}/introduction`, cases());
    expect(await screen.findByText(/\$450 per hour/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '2' }));
    expect(await screen.findByText(/at the age of 44/)).toBeInTheDocument();
    expect(screen.getByText(/Non-pecuniary losses/)).toBeInTheDocument();
  });

  it('recomputes every total when another scenario is selected, and keeps the choice for the session', async () => {
    const record = personalInjuryRecord();
    renderReport(`/${PI}/quantitative`, { [PI]: record });
    const first = selectReportData({ record });
    expect(await screen.findByTestId('total-all')).toHaveTextContent(formatMoney(first.totals.total));
    await userEvent.click(screen.getByRole('radio', { name: '$98,000' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Worst' }));
    const chosen = selectReportData({ record, selection: { income: 1, medical: 'worst' } });
    expect(screen.getByTestId('total-all')).toHaveTextContent(formatMoney(chosen.totals.total));
    expect(screen.getByTestId('total-past')).toHaveTextContent(formatMoney(chosen.totals.past));
    expect(JSON.parse(sessionStorage.getItem(`report-scenarios:${PI}`)!)).toMatchObject({ income: 1, medical: 'worst' });
  });

  it('uses the stored scenarios on the summary page', async () => {
    const record = personalInjuryRecord();
    sessionStorage.setItem(`report-scenarios:${PI}`, JSON.stringify({ income: 1, retirement: 1, lifeExpectancy: 1, medical: 'probable' }));
    renderReport(`/${PI}/summary`, { [PI]: record });
    const expected = selectReportData({ record, selection: { income: 1, retirement: 1, lifeExpectancy: 1, medical: 'probable' } });
    expect(await screen.findByTestId('summary-total')).toHaveTextContent(formatMoney(expected.totals.total));
  });
});

describe('appendix pages', () => {
  it('enable Previous and Next only with 5 or more pages', async () => {
    renderReport(`/${WD}/appendices/loss-of-support`, cases());
    const pager = await screen.findByRole('navigation', { name: 'Loss of Support tables' });
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('step through 8 earnings tables with a Total row equal to the saved present value', async () => {
    const record = personalInjuryRecord();
    renderReport(`/${PI}/appendices/loss-earnings/1`, { [PI]: record });
    const pager = await screen.findByRole('navigation', { name: 'Loss of Earnings tables' });
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Table B-2\. Future Loss of Earnings/ })).toBeInTheDocument();
    const total = screen.getAllByRole('row').at(-1)!;
    expect(total).toHaveTextContent(formatWholeNumber(record.lossEarnings!.future!.table[0]!.total_pv));
    expect(screen.getByText('Date of incident').nextSibling).toHaveTextContent('2022-06-15');
  });

  it('show two paginators in the medical appendix and the spec’s not-found titles', async () => {
    renderReport(`/${PI}/appendices/medical-expenses/worst/2`, cases());
    expect(await screen.findByRole('heading', { name: /Orthopedic follow-up/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Medical scenarios' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Medical tables' })).toBeInTheDocument();
  });

  it.each([
    [`/${PI}/appendices/medical-expenses/unknown`, 'Page not found'],
    [`/${PI}/appendices/medical-expenses/best/9`, 'Page not found'],
    [`/${WD}/appendices/medical-expenses/probable`, 'Form not found'],
    [`/${WD}/no-such-page`, 'Page not found'],
  ])('%s shows %s', async (path, title) => {
    renderReport(path, cases());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});

describe('font selector', () => {
  it('applies the chosen font to the report and keeps it under the key "font"', async () => {
    const { container } = renderReport(`/${WD}/background`, cases());
    const select = await screen.findByLabelText('Font');
    expect(select).toHaveValue('Arial');
    await userEvent.selectOptions(select, 'Times New Roman');
    expect(JSON.parse(localStorage.getItem('font')!)).toBe('Times New Roman');
    expect(container.querySelector<HTMLElement>('.report-paper')!.style.fontFamily).toContain('Tinos');
  });
});

describe('print view', () => {
  it('puts every section and only the appendix tables of the scenario of record in one document, whatever is viewed', async () => {
    // The scenario of record is saved with the case; the session views another one, which the print ignores.
    const record = { ...personalInjuryRecord(), scenarioOfRecord: { income: 1, medical: 'probable' as const } };
    sessionStorage.setItem(`report-scenarios:${PI}`, JSON.stringify({ income: 0, retirement: 0, lifeExpectancy: 0, medical: 'worst' }));
    renderReport(`/${PI}/print`, { ...cases(), [PI]: record });
    await screen.findByRole('heading', { name: /Table of Contents/ });
    for (const title of [
      'Introduction',
      'Background & Documents Reviewed',
      'Basic Assumptions',
      'Loss of Earnings',
      'Loss of Services',
      'Discount Rate/Present Value',
      'Quantitative Economic Loss Summary',
      'Summary & Conclusion',
      'Certification',
      'References',
      'Appendices',
      'Exhibits',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${title.replace(/[/&]/g, '.')}$`) })).toBeInTheDocument();
    }
    const tables = screen.getAllByRole('heading', { name: /^Table [A-Z]-\d+\./ }).map((h) => h.textContent);
    expect(tables).toEqual([
      'Table A-1. Past Loss of Household Services',
      'Table A-2. Future Loss of Household Services',
      'Table B-5. Past Loss of Earnings',
      'Table B-6. Future Loss of Earnings',
      // The pain medication is priced once (best): a single estimate, so it counts, and prints, in the probable scenario too.
      'Table C-2. Future Medical Expenses: Pain medication',
      'Table C-3. Future Medical Expenses: Physical therapy',
      'Table C-4. Future Medical Expenses: Orthopedic follow-up',
    ]);
    await waitFor(() => expect(document.querySelector('[data-print-ready="true"]')).not.toBeNull());
  });
});
