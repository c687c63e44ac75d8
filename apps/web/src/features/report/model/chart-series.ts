import type { SavedFormRecord } from '@damages/contracts';
import type { AnnualLossSeries, ChartPoint, ScenarioComparison, ScenarioOptions, ScenarioSelection, TableRow } from './report-model.ts';
import { sameIncomeRetirement, sumMoney } from './record-access.ts';
import { lossTotals } from './totals.ts';

type Side = 'past' | 'future';

/** Adds each row's loss to its year, on its side of the trial date. */
function accumulate(points: Map<number, ChartPoint>, side: Side, rows: readonly TableRow[], column: string): void {
  for (const row of rows) {
    const year = row.Year;
    if (year === undefined) continue;
    const point = points.get(year) ?? { year, past: 0, future: 0 };
    point[side] = sumMoney([point[side], row[column] ?? 0]);
    points.set(year, point);
  }
}

function series(key: string, title: string, fill: (points: Map<number, ChartPoint>) => void): AnnualLossSeries | undefined {
  const points = new Map<number, ChartPoint>();
  fill(points);
  if (points.size === 0) return undefined;
  return { key, title, points: [...points.values()].sort((a, b) => a.year - b.year) };
}

/**
 * Annual loss (before discounting) by calendar year for each loss type, under
 * the chosen scenarios; the year of trial can carry both a past and a future part.
 */
export function annualLossSeries(record: SavedFormRecord, selection: ScenarioSelection): AnnualLossSeries[] {
  const pair = (id: unknown) => sameIncomeRetirement(id, selection.income, selection.retirement);
  const sides: Side[] = ['past', 'future'];
  const all = [
    series('earnings', 'Loss of Earnings', (points) => {
      for (const side of sides) accumulate(points, side, record.lossEarnings?.[side]?.table.find((t) => pair(t.id))?.data ?? [], 'Loss');
    }),
    series('support', 'Loss of Support', (points) => {
      for (const side of sides) accumulate(points, side, record.lossSupport?.[side]?.table.find((t) => pair(t.id))?.data ?? [], 'Loss');
    }),
    series('services', 'Loss of Household Services', (points) => {
      for (const side of sides) {
        accumulate(points, side, record.lossServices?.[side]?.table.find((t) => t.id === selection.lifeExpectancy)?.data ?? [], 'Loss');
      }
    }),
    series('medical', 'Future Medical Expenses', (points) => {
      for (const table of record.medicalReport?.table[selection.medical] ?? []) accumulate(points, 'future', table.medical_table, 'Cost');
    }),
  ];
  return all.filter((s): s is AnnualLossSeries => s !== undefined);
}

const DIMENSIONS: { key: keyof ScenarioOptions & keyof ScenarioSelection; title: string }[] = [
  { key: 'income', title: 'Total Economic Loss by Annual Income Scenario' },
  { key: 'retirement', title: 'Total Economic Loss by Retirement Age Scenario' },
  { key: 'lifeExpectancy', title: 'Total Economic Loss by Life Expectancy Scenario' },
  { key: 'medical', title: 'Total Economic Loss by Medical Scenario' },
];

/**
 * Total economic loss (past plus present value of future) for each option of
 * every selector group that offers a choice, the other groups held at the
 * current selection.
 */
export function scenarioComparisons(record: SavedFormRecord, options: ScenarioOptions, selection: ScenarioSelection): ScenarioComparison[] {
  return DIMENSIONS.filter((d) => options[d.key].length > 1).map((d) => ({
    key: d.key,
    title: d.title,
    bars: (options[d.key] as { id: number | string; label: string }[]).map((option) => ({
      label: option.label,
      total: lossTotals(record, { ...selection, [d.key]: option.id }).total,
      selected: selection[d.key] === option.id,
    })),
  }));
}
