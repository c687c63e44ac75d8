import { formatMoney, formatMoneyCents } from '@damages/contracts';
import { wholeDollars } from '@damages/engine';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectReportData } from './model/select-report-data.ts';
import { wrongfulDeathRecord } from './testing/fixtures.ts';
import { recordWithInterest } from './testing/interest-record.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The report of a case calculated with prejudgment interest (methodology §16):
 * its exhibit, the past losses with interest beside the totals, and the
 * appendix columns, every figure the service's cents.
 */

const ID = 'wd-interest';
const PLAIN = 'wd-plain';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const section = async (title: RegExp) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;

describe('the prejudgment-interest exhibit', () => {
  it('states the rule, the terms and each past loss’s interest as the service computed it', async () => {
    const record = recordWithInterest();
    // The service's answers, read back from the saved record.
    const support = record.lossSupport!.past!.table[0]!.total_interest!;
    const services = record.lossServices!.past!.table.find((t) => t.id === 0)!.total_interest!;
    expect(support).toBeGreaterThan(0);
    renderReport(`/${ID}/prejudgment-interest`, { [ID]: record });
    const exhibit = await section(/^13\.\s*Prejudgment Interest$/);
    expect(within(exhibit).getByTestId('interest-rule')).toHaveTextContent(
      'under the rule of the forum: Prejudgment interest as the forum’s law provides (the forum’s law (not catalogued))',
    );
    expect(within(exhibit).getByTestId('interest-terms')).toHaveTextContent(
      'The rate applied is 6% (the rate the forum sets) a year (simple). Each past loss bears interest from the date it arose, but not before January 1, 2024, through April 20, 2026.',
    );
    const row = (key: string) => exhibit.querySelector(`[data-interest="${key}"]`)!;
    expect(row('support')).toHaveTextContent(formatMoneyCents(support));
    expect(row('services')).toHaveTextContent(formatMoneyCents(services));
    // Burial: 14,850 at 6 % simple from 2024-01-01 (after the death) through 2026-04-20, 840 days: 891 × 840 / 365 = 2,050.52.
    expect(row('burialCost')).toHaveTextContent('Burial cost ($14,850.00)01/01/2024840$2,050.52');
    const total = Math.round((support + services + 2050.52) * 100) / 100;
    expect(within(exhibit).getByTestId('interest-total')).toHaveTextContent(formatMoneyCents(total));
  });

  it('puts the past losses with interest beside the totals without it, in the quantitative summary and the summary', async () => {
    const record = recordWithInterest();
    const data = selectReportData({ record });
    const interest = wholeDollars(data.interest!.total);
    const { router } = renderReport(`/${ID}/quantitative`, { [ID]: record });
    const quantitative = await section(/^7\.\s*Quantitative/);
    expect(within(quantitative).getByTestId('total-past')).toHaveTextContent(formatMoney(data.totals.past));
    expect(within(quantitative).getByTestId('past-with-interest')).toHaveTextContent(
      `With prejudgment interest through April 20, 2026 of ${formatMoney(interest)}, the past losses of ${formatMoney(data.totals.past)} are ` +
        `${formatMoney(data.totals.past + interest)}, and the total economic loss is ${formatMoney(data.totals.total + interest)}.`,
    );
    await router.navigate(`/${ID}/summary`);
    const summary = await section(/^8\.\s*Summary/);
    expect(within(summary).getByTestId('past-with-interest')).toHaveTextContent(`are ${formatMoney(data.totals.past + interest)}`);
  });

  it('shows the Interest and Loss with Interest columns in the past appendix table only', async () => {
    const record = recordWithInterest();
    const past = record.lossSupport!.past!.table[0]!;
    renderReport(`/${ID}/appendices/loss-of-support`, { [ID]: record });
    const table = await screen.findByRole('table', { name: /Past Loss of Support/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(-3)).toEqual(['Present Value', 'Interest', 'Loss with Interest']);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      new RegExp(`${formatMoney(past.total_interest!).replace('$', '\\$?')}`),
    );
  });

  it('is absent, with nothing beside the totals, in a case without interest', async () => {
    renderReport(`/${PLAIN}/quantitative`, { [PLAIN]: wrongfulDeathRecord() });
    const quantitative = await section(/^7\.\s*Quantitative/);
    expect(within(quantitative).queryByTestId('past-with-interest')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Interest' })).toBeNull();
  });
});
