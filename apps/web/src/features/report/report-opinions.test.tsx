import { formatMoney } from '@damages/contracts';
import { wholeDollars } from '@damages/engine';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPINION_WORDS } from './model/opinion-words.ts';
import type { ScenarioOptions } from './model/report-model.ts';
import { everySelection } from './model/scenarios.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { recordWithInterest } from './testing/interest-record.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The Summary of Opinions: the page after the cover that states the total
 * economic loss and each of its elements as opinions, with the Summary's own
 * figures, and the range of the total across the scenarios the case holds.
 */

const ID = 'opinions-case';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const section = async (title: RegExp) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;
const opinions = () => section(/^Summary of Opinions$/);

/** Each row of a totals table as its cells' texts: label, past, future, total. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('every scenario a case holds', () => {
  it('is each combination of the options offered, a group offering none keeping its default', () => {
    const option = <Id,>(id: Id) => ({ id, label: String(id) });
    const options: ScenarioOptions = {
      income: [option(0), option(1)],
      retirement: [option(0), option(1)],
      lifeExpectancy: [],
      medical: [option('best'), option('probable'), option('worst')],
    };
    const all = everySelection(options);
    // 2 incomes × 2 retirement ages × 3 medical scenarios.
    expect(all).toHaveLength(12);
    expect(all[0]).toEqual({ income: 0, retirement: 0, lifeExpectancy: 0, medical: 'best' });
    expect(all[11]).toEqual({ income: 1, retirement: 1, lifeExpectancy: 0, medical: 'worst' });
    expect(new Set(all.map((s) => JSON.stringify(s))).size).toBe(12);
  });
});

describe('the Summary of Opinions', () => {
  it('states the Summary’s figures, each element split past and future, for a case of several losses and scenarios', async () => {
    const record = personalInjuryRecord();
    const { unmount } = renderReport(`/${ID}/summary`, { [ID]: record });
    const summaryRows = rowsOf(await screen.findByRole('table', { name: 'Summary of economic loss' }));
    unmount();

    renderReport(`/${ID}/summary-of-opinions`, { [ID]: record });
    const page = await opinions();
    const rows = rowsOf(within(page).getByRole('table', { name: OPINION_WORDS.tableCaption }));
    // Earnings, services, medical and the total: the same labels and whole dollars as the Summary's table.
    expect(rows.map((row) => row[0])).toEqual([
      'Loss of Earnings',
      'Loss of Household Services',
      'Medical Expenses',
      'Total economic loss',
    ]);
    expect(rows).toEqual(summaryRows);

    const { totals } = selectReportData({ record });
    expect(within(page).getByTestId('opinion-total')).toHaveTextContent(
      'It is my opinion, to a reasonable degree of economic certainty, that the total economic loss resulting from the injury of ' +
        `Maria L. Alvarez is ${formatMoney(totals.total)}, consisting of past losses of ${formatMoney(totals.past)} and future losses ` +
        `with a present value of ${formatMoney(totals.future)} as of the date of trial, January 15, 2026.`,
    );
    const earnings = totals.lines.find((line) => line.key === 'earnings')!;
    expect(page.querySelector('li[data-loss="earnings"]')).toHaveTextContent(
      `It is my opinion, to a reasonable degree of economic certainty, that the loss of earnings is ${formatMoney(earnings.total)}, ` +
        `consisting of past losses of ${formatMoney(earnings.past!)} and future losses with a present value of ` +
        `${formatMoney(earnings.future!)} as of the date of trial.`,
    );
    expect(within(page).getAllByRole('listitem')).toHaveLength(3);
  });

  it('states the range of the total across the 24 scenarios of the case, each total as the Summary foots it', async () => {
    const record = personalInjuryRecord();
    // 2 incomes × 2 retirement ages × 2 life expectancies × 3 medical scenarios, each total the one the Summary shows for it.
    const totals: number[] = [];
    for (const income of [0, 1])
      for (const retirement of [0, 1])
        for (const lifeExpectancy of [0, 1])
          for (const medical of ['best', 'probable', 'worst'] as const)
            totals.push(selectReportData({ record, selection: { income, retirement, lifeExpectancy, medical } }).totals.total);
    expect(totals).toHaveLength(24);
    const lowest = Math.min(...totals);
    const highest = Math.max(...totals);
    expect(lowest).toBeLessThan(highest);

    renderReport(`/${ID}/summary-of-opinions`, { [ID]: record });
    const page = await opinions();
    expect(within(page).getByTestId('opinion-range')).toHaveTextContent(
      `Across the 24 scenarios this case holds, the total economic loss ranges from ${formatMoney(lowest)} to ${formatMoney(highest)}.`,
    );
  });

  it('has no range in a case of one scenario, and states a past-only element as a past loss', async () => {
    // Support alone, with one income and one retirement age, and the burial cost: one scenario.
    const record = wrongfulDeathRecord(['supportLossPast', 'supportLossFuture']);
    renderReport(`/${ID}/summary-of-opinions`, { [ID]: record });
    const page = await opinions();
    expect(within(page).queryByTestId('opinion-range')).toBeNull();
    expect(page).not.toHaveTextContent('ranges from');
    expect(page.querySelector('li[data-loss="burial"]')).toHaveTextContent(
      'It is my opinion, to a reasonable degree of economic certainty, that the funeral and burial expenses are $14,850, a past loss as of the date of trial.',
    );
  });

  it('gives the past losses with prejudgment interest as the Summary does', async () => {
    const record = recordWithInterest();
    renderReport(`/${ID}/summary-of-opinions`, { [ID]: record });
    const page = await opinions();
    const { totals, interest } = selectReportData({ record });
    const added = wholeDollars(interest!.total);
    expect(within(page).getByTestId('past-with-interest')).toHaveTextContent(
      `With prejudgment interest through April 20, 2026 of ${formatMoney(added)}, the past losses of ${formatMoney(totals.past)} are ` +
        `${formatMoney(totals.past + added)}, and the total economic loss is ${formatMoney(totals.total + added)}.`,
    );
  });

  it('is listed first in the table of contents and the navigation', async () => {
    renderReport(`/${ID}/table-of-contents`, { [ID]: wrongfulDeathRecord() });
    await screen.findByRole('heading', { level: 2, name: 'Table of Contents' });
    const first = document.querySelector<HTMLElement>('.toc-list > li')!;
    expect(first).toHaveTextContent(/^Summary of Opinions$/);
    expect(within(first).getByRole('link', { name: 'Summary of Opinions' })).toHaveAttribute('href', `/${ID}/summary-of-opinions`);
    const nav = screen.getByRole('navigation', { name: 'Report sections' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Opinions');
  });
});

describe('the printed report', () => {
  it('puts the Summary of Opinions right after the cover, before the contents, and keeps every section’s number', async () => {
    const { container } = renderReport(`/${ID}/print`, { [ID]: personalInjuryRecord() });
    await screen.findByRole('heading', { level: 2, name: /^Summary of Opinions$/ });
    const document = container.querySelector('.print-document')!;
    const pages = [...document.children];
    expect(pages[0]).toHaveClass('cover-page');
    const titles = pages.slice(1, 4).map((page) => page.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Summary of Opinions', 'Table of Contents', '1. Introduction']);
    expect(screen.getByRole('heading', { level: 2, name: /^8\. Summary & Conclusion$/ })).toBeInTheDocument();
  });
});
