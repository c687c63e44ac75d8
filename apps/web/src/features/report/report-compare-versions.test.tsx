import { issueVersion, type FormDataRecord, type SavedFormRecord } from '@damages/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedRecordOf, serviceAnswer } from '../../testing/record-builder.ts';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const ID = 'compared-case';
/** The earnings case as issued on 2025-03-02: two incomes and two retirement ages, four scenarios. */
const FIRST = personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture']).formData;
/** The case since: valued seven months later, the first income corrected. */
const SINCE: FormDataRecord = {
  ...FIRST,
  case: { ...FIRST.case, dateOfReport: '2025-10-01', dateOfTrial: '2026-08-17' },
  plaintiff: { ...FIRST.plaintiff, annualIncome: [140000, ...FIRST.plaintiff.annualIncome.slice(1)] },
};

/** The case saved now, its inputs those of SINCE, with version 1 issued from FIRST. */
async function comparedCase(): Promise<SavedFormRecord> {
  const { issued } = await issueVersion(savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z'), '2025-03-02');
  return { ...savedRecordOf(SINCE, '2025-10-01T09:00:00.000Z'), issued };
}

/** Money as the page prints it, in cents: "$1,234.56", "($1,234.56)" or "$1,235". */
const cents = (text: string) => {
  const amount = Math.round(Number(text.replace(/[($,)]/g, '')) * 100);
  return text.startsWith('(') ? -amount : amount;
};

/** The amounts of a table's row, in cents. */
const amounts = (table: HTMLElement, label: string) =>
  [...within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map((cell) =>
    cents(cell.textContent ?? ''),
  );

/**
 * The calculation service behind fetch: each create_table body computed by the contract and the
 * engine, as the server does; `failing` answers every calculation with a refusal instead.
 */
function serveCalculations(failing = false) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = input instanceof Request ? input.url : input.toString();
      if (!path.startsWith('/api/create_table/')) return new Response('{}', { status: 404 });
      calls.push(path);
      if (failing) return new Response(JSON.stringify({ error: 'Bad request' }), { status: 400 });
      return new Response(JSON.stringify(serviceAnswer(path, JSON.parse(init!.body as string))), { status: 200 });
    }),
  );
  return calls;
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('comparing two versions of a case', () => {
  it('is reached from the Versions menu', async () => {
    renderReport(`/${ID}/table-of-contents`, { [ID]: await comparedCase() });
    await userEvent.click(await screen.findByRole('button', { name: 'Versions' }));
    expect(await screen.findByRole('link', { name: 'Compare versions…' })).toHaveAttribute('href', `/${ID}/compare?from=1&to=current`);
  });

  it('sets issued version 1 beside the current report, figure by figure, and explains the difference cause by cause', async () => {
    const record = await comparedCase();
    const old = selectReportData({ record: record.issued![0]!.record }).totals;
    const now = selectReportData({ record }).totals;
    // The two Summaries, read from the records as their reports print them: past + future = total in each.
    expect([old.past, old.future, old.total]).toEqual([584_778, 3_119_111, 3_703_889]);
    expect([now.past, now.future, now.total]).toEqual([706_212, 3_180_279, 3_886_491]);
    const calls = serveCalculations();
    renderReport(`/${ID}/compare?from=1&to=current`, { [ID]: record });

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare versions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Earlier version')).toHaveDisplayValue('Issued version 1 of 2025-03-02');
    expect(screen.getByLabelText('Later version')).toHaveDisplayValue('Current report');
    const figures = screen.getByTestId('changed-figures');
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Figure', 'Issued version 1 of 2025-03-02', 'Current report', 'Difference']);
    // Differences by hand: 706,212 − 584,778 = 121,434; 3,180,279 − 3,119,111 = 61,168; together 182,602.
    expect(amounts(figures, 'Total economic loss, past')).toEqual([58_477_800, 70_621_200, 12_143_400]);
    expect(amounts(figures, 'Total economic loss, future')).toEqual([311_911_100, 318_027_900, 6_116_800]);
    expect(amounts(figures, 'Total economic loss, total')).toEqual([370_388_900, 388_649_100, 18_260_200]);
    // Every scenario both hold: two incomes by two retirement ages.
    expect(within(screen.getByTestId('changed-scenarios')).getAllByRole('row').slice(1)).toHaveLength(4);
    expect(screen.queryByTestId('bridge')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Explain the difference' }));
    const bridge = await screen.findByTestId('bridge');
    expect(calls.length).toBeGreaterThan(0);
    expect(within(bridge).getByTestId('bridge-start')).toHaveTextContent('$3,703,889');
    expect(within(bridge).getByTestId('bridge-end')).toHaveTextContent('$3,886,491');
    const causes = within(bridge)
      .getAllByRole('row')
      .slice(2, -1)
      .map((row) => row.querySelector('th')!.textContent);
    expect(causes).toEqual(['Passage of time', 'Annual income, scenario 1']);
    const parts = causes.map((label) => amounts(bridge, label));
    // Each column, the order listed and the average over orders, adds to the difference of the totals to the cent.
    expect(parts[0]![0]! + parts[1]![0]!).toBe(18_260_200);
    expect(parts[0]![1]! + parts[1]![1]!).toBe(18_260_200);
    // In the order listed, time is measured on the first version's inputs: the case only moved to the new dates.
    const moved = selectReportData({ record: savedRecordOf({ ...FIRST, case: SINCE.case }, '2025-10-01T09:00:00.000Z') }).totals.total;
    expect(parts[0]![0]).toBe((moved - 3_703_889) * 100);
    expect(screen.getByText(/methodology §20/)).toHaveTextContent('Each column adds exactly to the difference of $182,602.');

    // The past and the future losses bridged alike: from 584,778 and 3,119,111 to 706,212 and 3,180,279.
    const sides = screen.getByTestId('sides-bridge');
    const column = (index: number) =>
      [...sides.querySelectorAll('tbody tr')].map((row) => cents(row.querySelectorAll('td')[index]!.textContent ?? ''));
    const [past, future] = [column(0), column(1)];
    expect([past[0], past.at(-1), future[0], future.at(-1)]).toEqual([58_477_800, 70_621_200, 311_911_100, 318_027_900]);
    const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);
    expect(sum(past.slice(1, -1))).toBe(12_143_400);
    expect(sum(future.slice(1, -1))).toBe(6_116_800);
  });

  it('shows a version against itself as no difference at all, with no cause to explain it', async () => {
    serveCalculations();
    renderReport(`/${ID}/compare?from=1&to=1`, { [ID]: await comparedCase() });
    const figures = await screen.findByTestId('changed-figures');
    const differences = within(figures)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]!.textContent);
    expect(differences.length).toBeGreaterThan(3);
    expect(new Set(differences)).toEqual(new Set(['$0']));

    await userEvent.click(screen.getByRole('button', { name: 'Explain the difference' }));
    const bridge = await screen.findByTestId('bridge');
    // Only the two totals: no cause between them.
    expect(within(bridge).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(bridge).getByTestId('bridge-start')).toHaveTextContent('$3,703,889');
    expect(within(bridge).getByTestId('bridge-end')).toHaveTextContent('$3,703,889');
    expect(screen.getByText('No input that bears on a figure changed: the totals are the same.')).toBeInTheDocument();
  });

  it('follows the versions chosen, and says so when the service cannot explain the difference', async () => {
    serveCalculations(true);
    const { router } = renderReport(`/${ID}/compare?from=1&to=1`, { [ID]: await comparedCase() });
    await userEvent.selectOptions(await screen.findByLabelText('Later version'), 'Current report');
    expect(router.state.location.search).toBe('?from=1&to=current');
    await waitFor(() =>
      expect(amounts(screen.getByTestId('changed-figures'), 'Total economic loss, total')).toEqual([370_388_900, 388_649_100, 18_260_200]),
    );

    const button = screen.getByRole('button', { name: 'Explain the difference' });
    await userEvent.click(button);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Explain the difference.*The difference could not be explained: /);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('bridge')).not.toBeInTheDocument();
  });
});
