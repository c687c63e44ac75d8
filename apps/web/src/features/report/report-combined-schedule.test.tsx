import type { SavedFormRecord } from '@damages/contracts';
import { MEDICAL_SCENARIO_TYPES } from '@damages/engine';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../fixtures/report-totals/index.ts';
import { selectReportData } from './model/select-report-data.ts';
import { halfDollarRecord, lifeCarePlanRecord, personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The combined schedule of every loss by calendar year foots to the summary of
 * economic loss: its past, future and total present values are the summary's
 * to the dollar, each loss type's column adds up to its summary line, and
 * every row and column adds up as printed.
 */

const lifeCarePlan = () => lifeCarePlanRecord(reportTotalsExample('report-totals-medical-scenarios').request, 18250.4);

const CASES: [string, () => SavedFormRecord][] = [
  ['wrongful death', wrongfulDeathRecord],
  ['personal injury', personalInjuryRecord],
  ['fifty-cent figures', halfDollarRecord],
  ['life-care plan', lifeCarePlan],
];

/** "$1,234" → 1234, "($1,234)" → −1234, "—" → 0 (no loss that year). */
function dollars(text: string | null): number {
  const value = (text ?? '').trim();
  if (value === '—') return 0;
  expect(value).toMatch(/^\(?\$[\d,]+\)?$/);
  return (value.startsWith('(') ? -1 : 1) * Number(value.replace(/[^0-9]/g, ''));
}

const figures = (row: Element) => [...row.querySelectorAll('td.num')].map((td) => dollars(td.textContent));
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the combined schedule by year (methodology §10)', () => {
  for (const [name, build] of CASES) {
    it(`totals to the summary's past, future and total and to each summary line, in every scenario (${name})`, () => {
      const record = build();
      const base = selectReportData({ record });
      const selections = [
        {},
        ...base.options.income.map((o) => ({ income: o.id })),
        ...base.options.retirement.map((o) => ({ retirement: o.id })),
        ...base.options.lifeExpectancy.map((o) => ({ lifeExpectancy: o.id })),
        ...MEDICAL_SCENARIO_TYPES.map((medical) => ({ medical })),
      ];
      for (const selection of selections) {
        const { combinedSchedule: schedule, totals } = selectReportData({ record, selection });
        const side = (s: 'past' | 'future') => schedule.sides.find((x) => x.side === s)?.totals.presentValue ?? 0;
        expect([side('past'), side('future'), schedule.total.presentValue]).toEqual([totals.past, totals.future, totals.total]);
        // Each column is a line of the summary, and adds up to it.
        expect(schedule.kinds.map((kind, k) => [kind, schedule.total.cells[k]!.presentValue])).toEqual(
          totals.lines.map((line) => [line.label, line.total]),
        );
      }
    });

    it(`prints a schedule whose rows, columns and cumulative present value add up, its total the summary's (${name})`, async () => {
      const record = build();
      const { totals } = selectReportData({ record });
      const { container } = renderReport('/case/exhibits', { case: record });
      const figure = await screen.findByTestId('combined-schedule');
      expect(within(figure).getByText(/Combined Schedule of Economic Losses by Year/)).toBeInTheDocument();
      const table = figure.querySelector('table.combined-schedule')!;
      const years = [...table.querySelectorAll('tbody tr[data-year]')].map(figures);
      expect(years.length).toBeGreaterThan(3);
      let cumulative = 0;
      for (const row of years) {
        const cumulativeShown = row.at(-1)!;
        const pairs = row.slice(0, -1);
        const [nominal, presentValue] = pairs.slice(-2);
        const kinds = pairs.slice(0, -2);
        expect(nominal).toBe(sum(kinds.filter((_, i) => i % 2 === 0)));
        expect(presentValue).toBe(sum(kinds.filter((_, i) => i % 2 === 1)));
        cumulative += presentValue!;
        expect(cumulativeShown).toBe(cumulative);
      }
      const total = figures(within(table as HTMLElement).getByTestId('combined-schedule-total'));
      // Each column's total is the sum of the side totals, which are the sums of the years printed above them.
      const sides = ['past', 'future'].flatMap((s) => {
        const row = table.querySelector(`[data-testid="combined-schedule-${s}"]`);
        return row ? [figures(row)] : [];
      });
      total.forEach((figure, i) => {
        expect(figure).toBe(sum(sides.map((row) => row[i]!)));
        expect(figure).toBe(sum(years.map((row) => row[i]!)));
      });
      expect(total.at(-1)).toBe(totals.total);
      expect(total.at(-1)).toBe(cumulative);
      expect(
        dollars(container.ownerDocument.querySelector('[data-testid="combined-schedule-past"] td:nth-last-child(2)')!.textContent),
      ).toBe(totals.past);
    });
  }

  it('places the past medical bills in the year of the injury and the plan’s care before trial in its own column and years', () => {
    const { combinedSchedule: schedule } = selectReportData({ record: lifeCarePlan() });
    expect(schedule.kinds).toEqual(['Medical Expenses', 'Life-care plan, before trial']);
    // Injured 2023-05-10, report 2025-06-01, trial 2026-03-02: $18,250.40 billed → $18,250 in 2023.
    const past = schedule.years.filter((y) => y.side === 'past');
    expect(past.map((y) => y.year)).toEqual([2023, 2025, 2026]);
    expect(past[0]).toMatchObject({ cells: [{ nominal: 18250, presentValue: 18250 }, null], cumulativePresentValue: 18250 });
    expect(past.slice(1).map((y) => y.cells[0])).toEqual([null, null]);
    expect(schedule.years.find((y) => y.side === 'future')!.year).toBe(2026);
  });
});
