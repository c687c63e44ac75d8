import { SUPPLEMENT_WORDS, type IssuedRecord, type SavedBridge, type SavedFormRecord } from '@damages/contracts';
import type { LossTotals } from './report-model.ts';
import { everySelection, sameSelection, scenarioName, scenarioOptions, selectionOfRecord } from './scenarios.ts';
import { lossTotals } from './totals.ts';

/**
 * The section of a supplemental report, "Changes since the report of <date>": every figure of the
 * Summary in the version supplemented (under its scenario of record) beside this report's, the
 * total of each scenario both hold, and the bridge its submit saved. Nothing here is recomputed by
 * the service: the figures are read from the two records, the bridge as saved.
 */

/** One figure of both reports, in whole dollars; null where that report has no such figure. */
export interface ChangedFigure {
  label: string;
  before: number | null;
  after: number | null;
  /** after − before, a missing figure counting as 0. */
  difference: number;
}

/** One row of the bridge: a cause's part in the order listed and averaged over orders (null past the causes that takes). */
interface BridgeRow {
  label: string;
  sequential: number;
  shapley: number | null;
}

export interface ChangesSince {
  version: number;
  issuedOn: string;
  /** Every figure of the Summary in either report, line by line, then the totals; empty when the version's record is not at hand. */
  figures: ChangedFigure[];
  /** The total of each scenario both reports hold; empty when they hold one. */
  scenarios: ChangedFigure[];
  /** The old total the bridge starts from, its rows, and this report's total it ends at: the rows add to end − start exactly. */
  bridge: { start: number; rows: BridgeRow[]; end: number; withShapley: boolean };
}

const figure = (label: string, before: number | null, after: number | null): ChangedFigure => ({
  label,
  before,
  after,
  difference: (after ?? 0) - (before ?? 0),
});

/** Each loss line's past, future and total (a side neither report has is left out), then the Summary's totals. */
function figuresOf(before: LossTotals, after: LossTotals): ChangedFigure[] {
  const keys = [...new Set([...after.lines, ...before.lines].map((line) => line.key))];
  const words = SUPPLEMENT_WORDS;
  const lines = keys.flatMap((key) => {
    const old = before.lines.find((line) => line.key === key);
    const now = after.lines.find((line) => line.key === key);
    const label = (now ?? old)!.label;
    return [
      ...(old?.past == null && now?.past == null ? [] : [figure(words.past(label), old?.past ?? null, now?.past ?? null)]),
      ...(old?.future == null && now?.future == null ? [] : [figure(words.future(label), old?.future ?? null, now?.future ?? null)]),
      figure(words.total(label), old?.total ?? null, now?.total ?? null),
    ];
  });
  return [
    ...lines,
    figure(words.past(words.totalLine), before.past, after.past),
    figure(words.future(words.totalLine), before.future, after.future),
    figure(words.total(words.totalLine), before.total, after.total),
  ];
}

/** The total of every scenario both reports hold, named as this report names it. */
function scenariosOf(before: IssuedRecord, after: SavedFormRecord): ChangedFigure[] {
  const options = scenarioOptions(after);
  const held = everySelection(scenarioOptions(before));
  const both = everySelection(options).filter((selection) => held.some((other) => sameSelection(selection, other)));
  if (both.length < 2) return [];
  return both.map((selection) =>
    figure(scenarioName(options, selection), lossTotals(before, selection).total, lossTotals(after, selection).total),
  );
}

/**
 * The bridge as saved, from the old report's total to this one's. When today's data and method give
 * the old inputs another total than the report printed, that difference is a row of its own, so the
 * bridge starts at the figure the reader has.
 */
function bridgeOf(saved: SavedBridge, printedBefore: number | undefined): ChangesSince['bridge'] {
  const start = printedBefore ?? saved.before;
  const recalculated = saved.before - start;
  const rows: BridgeRow[] = [
    ...(recalculated === 0 ? [] : [{ label: SUPPLEMENT_WORDS.recalculated, sequential: recalculated, shapley: recalculated }]),
    ...saved.steps.map(({ label, sequential, shapley }) => ({ label, sequential, shapley })),
  ];
  return { start, rows, end: saved.after, withShapley: saved.steps.every((step) => step.shapley !== null) };
}

/**
 * The section's figures, or undefined for a report that supplements no version. `supplemented` is
 * the version's record as issued, when at hand (the case's issued versions hold it).
 */
export function changesSince(record: SavedFormRecord, supplemented: IssuedRecord | undefined): ChangesSince | undefined {
  const saved = record.bridge;
  if (saved === undefined) return undefined;
  const before = supplemented && lossTotals(supplemented, selectionOfRecord(supplemented));
  return {
    version: saved.from.version,
    issuedOn: saved.from.issuedOn,
    figures: before && supplemented ? figuresOf(before, lossTotals(record, selectionOfRecord(record))) : [],
    scenarios: supplemented ? scenariosOf(supplemented, record) : [],
    bridge: bridgeOf(saved, before?.total),
  };
}
