import type { MedicalScenarioType } from '@damages/engine';
import type { LossAppendixKey, LossKind, LossSide, ScenarioSelection } from '@damages/contracts';
import type { ItemFrequency } from './discount-figures.ts';

/**
 * Plain data the report pages render. Everything here is computed by
 * `selectReportData` from the saved record and the chosen scenarios; the
 * components only format and lay it out.
 */

/** A table row as saved: column name → number. */
export type TableRow = Record<string, number>;

/** The kind of an appendix table: the catalogue's loss kind. */
export type TableKind = LossKind;
export type { LossSide };

/** The chosen scenarios and the totals table are the contracts' (the totals rule is theirs). */
export type { LossTotals, ScenarioSelection, TotalLine, WholeDollarRow } from '@damages/contracts';

/** One choice of the scenario selector: a scenario the case holds (contracts' scenarioChoices) and its label. */
export interface ScenarioOption<Id> {
  id: Id;
  label: string;
}

/** What the selector offers; a group is empty when the case has no table that depends on it. */
export interface ScenarioOptions {
  income: ScenarioOption<number>[];
  retirement: ScenarioOption<number>[];
  lifeExpectancy: ScenarioOption<number>[];
  medical: ScenarioOption<MedicalScenarioType>[];
}

/** Labelled facts quoted in an appendix page's header block. */
export interface HeaderFact {
  label: string;
  /** Already-formatted text, or a number formatted by `format`. */
  value: string;
}

/** One appendix page: one present-value table with its header block. */
export interface TablePage {
  key: string;
  kind: TableKind;
  side: LossSide;
  title: string;
  /** The scenario the table assumes, in words ("Annual income $96,000 · retirement age 67"). */
  scenario: string;
  header: HeaderFact[];
  rows: TableRow[];
  /** The table's Total row, to the cent: PV is the engine's `total_pv`; Loss/Cost the exact sum of the rows. */
  totals: TableRow;
  /** Which selector choices this table belongs to. */
  match: {
    income?: number;
    retirement?: number;
    lifeExpectancy?: number;
    /** A medical table's own estimate. */
    medical?: MedicalScenarioType;
    /** The medical scenarios whose totals count this estimate (methodology §10); absent: only its own. */
    countsIn?: readonly MedicalScenarioType[];
  };
  /** Medical only: how often the item is bought; a table of purchases has one row per purchase (Portion 1, the unit cost). */
  frequency?: ItemFrequency;
}

type AppendixKey = LossAppendixKey;

export interface Appendix {
  key: AppendixKey;
  letter: string;
  title: string;
  kind: TableKind;
  /** For medical, the pages of every scenario type; filter by `match.medical`. */
  pages: TablePage[];
}

/**
 * A row of a summary table, in whole dollars (methodology §10): past and future
 * each rounded once from their exact cents, total = past + future as shown.
 */
export interface TocEntry {
  /** null for a page before the numbered sections (the Summary of Opinions). */
  number: number | null;
  title: string;
  /** Route segment under /{formId}/. */
  path: string;
  children?: { label: string; path: string }[];
}

export interface NavEntry {
  label: string;
  path: string;
}

export interface ChartPoint {
  year: number;
  past: number;
  future: number;
}

export interface AnnualLossSeries {
  key: string;
  title: string;
  points: ChartPoint[];
}

interface ComparisonBar {
  label: string;
  total: number;
  selected: boolean;
}

export interface ScenarioComparison {
  key: keyof ScenarioSelection;
  title: string;
  bars: ComparisonBar[];
}
