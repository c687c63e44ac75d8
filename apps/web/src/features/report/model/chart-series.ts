import { LOSS_KIND_ORDER, LOSS_KINDS, LOSS_SIDES, type LossKind, type LossSide, type SavedFormRecord } from '@damages/contracts';
import type { AnnualLossSeries, ChartPoint, ScenarioComparison, ScenarioOptions, ScenarioSelection, TableRow } from './report-model.ts';
import { countedPlanTables, type PlanPart } from './medical-totals.ts';
import { tableFor } from './record-access.ts';
import { lossTotals } from './totals.ts';

/** Adds each row's loss to its year, on its side of the trial date (a chart, so plain addition is precise enough). */
function accumulate(points: Map<number, ChartPoint>, side: LossSide, rows: readonly TableRow[], column: string): void {
  for (const row of rows) {
    const year = row.Year;
    if (year === undefined) continue;
    const point = points.get(year) ?? { year, past: 0, future: 0 };
    point[side] += row[column] ?? 0;
    points.set(year, point);
  }
}

/** The plan's care before trial falls before the trial date, its care after it after. */
const PLAN_SIDES: [PlanPart, LossSide][] = [
  ['beforeTrial', 'past'],
  ['future', 'future'],
];

/** The rows a loss kind contributes under the chosen scenarios, by side, and the column holding the loss before discounting. */
function chartRows(
  record: SavedFormRecord,
  kind: LossKind,
  selection: ScenarioSelection,
): { side: LossSide; rows: readonly TableRow[]; column: string }[] {
  if (kind === 'medical')
    return PLAN_SIDES.flatMap(([part, side]) =>
      countedPlanTables(record, part, selection.medical).map((rows) => ({ side, rows, column: 'Cost' })),
    );
  return LOSS_SIDES.map((side) => ({ side, rows: tableFor(record, kind, side, selection)?.rows ?? [], column: 'Loss' }));
}

/**
 * Annual loss (before discounting) by calendar year for each loss type, under
 * the chosen scenarios; the year of trial can carry both a past and a future part.
 */
export function annualLossSeries(record: SavedFormRecord, selection: ScenarioSelection): AnnualLossSeries[] {
  return LOSS_KIND_ORDER.flatMap((kind) => {
    const points = new Map<number, ChartPoint>();
    for (const { side, rows, column } of chartRows(record, kind, selection)) accumulate(points, side, rows, column);
    if (points.size === 0) return [];
    return [{ key: kind, title: LOSS_KINDS[kind].appendix.title, points: [...points.values()].sort((a, b) => a.year - b.year) }];
  });
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
