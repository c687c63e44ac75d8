import { SUPPLEMENT_WORDS, type IssuedRecord, type SavedBridge, type SavedFormRecord } from '@damages/contracts';
import type { LossTotals } from './report-model.ts';
import { everySelection, sameSelection, scenarioName, scenarioOptions, selectionOfRecord } from './scenarios.ts';
import { lossTotals } from './totals.ts';

/**
 * The section of a supplemental report, "Changes since the report of <date>": every figure of the
 * Summary in the version supplemented (under its scenario of record) beside this report's, the
 * total of each scenario both hold, and the bridge its submit saved. Nothing here is recomputed by
 * the service: the figures are read from the two records, the bridge as saved. The comparison of
 * any two versions of a case (compare-versions-page.tsx) reads its figures and lays out the bridge
 * it computes the same way.
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

/** The old total the bridge starts from, its rows, and the new total it ends at: the rows add to end − start exactly. */
export interface ChangeBridge {
  start: number;
  rows: BridgeRow[];
  end: number;
  withShapley: boolean;
}

/** The figures of two versions of a case, each under its own scenario of record. */
export interface ComparedFigures {
  /** Every figure of the Summary in either version, line by line, then the totals. */
  figures: ChangedFigure[];
  /** The total of each scenario both versions hold; empty when they hold one. */
  scenarios: ChangedFigure[];
}

/** The past and the future losses of a report, in whole dollars. */
interface PastAndFuture {
  past: number;
  future: number;
}

/** One row of the bridge of the past and the future losses: a cause's part of each, in the order listed. */
interface SidesRow extends PastAndFuture {
  label: string;
}

/** The bridge of the past and the future losses: each column of its rows adds to its end − start exactly. */
export interface SidesBridge {
  start: PastAndFuture;
  rows: SidesRow[];
  end: PastAndFuture;
}

/**
 * The figures are empty when the version's record is not at hand; the bridge ends at this report's
 * total. `sides` is absent from a bridge saved before the past and the future were bridged too.
 */
export interface ChangesSince extends ComparedFigures {
  version: number;
  issuedOn: string;
  bridge: ChangeBridge;
  sides?: SidesBridge;
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
function scenariosOf(before: SavedFormRecord, after: SavedFormRecord): ChangedFigure[] {
  const options = scenarioOptions(after);
  const held = everySelection(scenarioOptions(before));
  const both = everySelection(options).filter((selection) => held.some((other) => sameSelection(selection, other)));
  if (both.length < 2) return [];
  return both.map((selection) =>
    figure(scenarioName(options, selection), lossTotals(before, selection).total, lossTotals(after, selection).total),
  );
}

/** Every figure of the Summary of two versions of a case, each under its scenario of record, and each scenario both hold. */
export function comparedFigures(before: SavedFormRecord, after: SavedFormRecord): ComparedFigures {
  return {
    figures: figuresOf(lossTotals(before, selectionOfRecord(before)), lossTotals(after, selectionOfRecord(after))),
    scenarios: scenariosOf(before, after),
  };
}

/**
 * A bridge computed between two versions' inputs (saved by a submit, or just now), from the old
 * total to the new. When today's data and method give the old inputs another total than the report
 * printed, that difference is a row of its own, so the bridge starts at the figure the reader has;
 * likewise, when given (`printedAfter`), the new version's total as it stands ends it.
 */
export function changeBridge(
  computed: { before: number; after: number; steps: readonly BridgeRow[] },
  printedBefore: number | undefined,
  printedAfter?: number,
): ChangeBridge {
  const start = printedBefore ?? computed.before;
  const end = printedAfter ?? computed.after;
  const recalculated = computed.before - start;
  const recalculatedLater = end - computed.after;
  const rows: BridgeRow[] = [
    ...(recalculated === 0 ? [] : [{ label: SUPPLEMENT_WORDS.recalculated, sequential: recalculated, shapley: recalculated }]),
    ...computed.steps.map(({ label, sequential, shapley }) => ({ label, sequential, shapley })),
    ...(recalculatedLater === 0
      ? []
      : [{ label: SUPPLEMENT_WORDS.recalculatedLater, sequential: recalculatedLater, shapley: recalculatedLater }]),
  ];
  return { start, rows, end, withShapley: computed.steps.every((step) => step.shapley !== null) };
}

/**
 * The bridge of the past and the future losses, cause by cause in the order listed, from the
 * earlier version's figures as printed (`printed`, when at hand) as changeBridge starts the total's:
 * a recalculation of the same inputs that moves either is a row of its own; likewise, when given
 * (`printedAfter`), the later version's figures as they stand end it. Undefined for a bridge saved
 * before the past and the future were bridged.
 */
export function sidesBridge(
  saved: Pick<SavedBridge, 'steps' | 'past' | 'future'>,
  printed: PastAndFuture | undefined,
  printedAfter?: PastAndFuture,
): SidesBridge | undefined {
  const { past, future } = saved;
  if (past === undefined || future === undefined) return undefined;
  const start = { past: printed?.past ?? past.before, future: printed?.future ?? future.before };
  const end = { past: printedAfter?.past ?? past.after, future: printedAfter?.future ?? future.after };
  const recalculated = { past: past.before - start.past, future: future.before - start.future };
  const recalculatedLater = { past: end.past - past.after, future: end.future - future.after };
  const moves = (row: PastAndFuture) => row.past !== 0 || row.future !== 0;
  return {
    start,
    rows: [
      ...(moves(recalculated) ? [{ label: SUPPLEMENT_WORDS.recalculated, ...recalculated }] : []),
      ...saved.steps.map(({ label }, index) => ({
        label,
        past: past.steps[index]?.sequential ?? 0,
        future: future.steps[index]?.sequential ?? 0,
      })),
      ...(moves(recalculatedLater) ? [{ label: SUPPLEMENT_WORDS.recalculatedLater, ...recalculatedLater }] : []),
    ],
    end,
  };
}

/**
 * The section's figures, or undefined for a report that supplements no version. `supplemented` is
 * the version's record as issued, when at hand (the case's issued versions hold it).
 */
export function changesSince(record: SavedFormRecord, supplemented: IssuedRecord | undefined): ChangesSince | undefined {
  const saved = record.bridge;
  if (saved === undefined) return undefined;
  const printed = supplemented && lossTotals(supplemented, selectionOfRecord(supplemented));
  const sides = sidesBridge(saved, printed);
  return {
    version: saved.from.version,
    issuedOn: saved.from.issuedOn,
    ...(supplemented ? comparedFigures(supplemented, record) : { figures: [], scenarios: [] }),
    bridge: changeBridge(saved, printed?.total),
    ...(sides && { sides }),
  };
}
