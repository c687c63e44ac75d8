import {
  formatPercent,
  SENSITIVITY_ASSUMPTION_NAMES,
  SENSITIVITY_ASSUMPTIONS,
  SENSITIVITY_WORDS,
  type SavedFormRecord,
  type SavedSensitivity,
  type SensitivityAssumption,
  type SensitivityRow,
} from '@damages/contracts';
import type { DiscountFigures } from './discount-figures.ts';
import { growthErasFigures } from './growth-and-consumption-figures.ts';
import type { ScenarioOptions, ScenarioSelection } from './report-model.ts';
import { describeSelection, sameSelection } from './scenarios.ts';

/** The exhibit's words, in the report, its print, the Word document and the workbook's sheet. */
export const SENSITIVITY_EXHIBIT_WORDS = {
  title: 'Sensitivity of the Total Economic Loss',
  sheet: 'Sensitivity',
  lead: (base: string) =>
    `The total economic loss as calculated is ${base}. The first table shows how far it moves when one assumption moves by the step shown, every other assumption as calculated; the rows are in order of their swing, the largest first. The chart draws each row's two totals around the total as calculated.`,
  gridLead:
    'The second table shows the total economic loss with the discount rate and the growth rate of every loss moved together, each by up to 3 points either way; the highlighted cell is the case as calculated.',
  assumption: 'Assumption',
  stepDown: 'Step down',
  stepUp: 'Step up',
  step: 'Step',
  total: 'Total',
  change: 'Change',
  swing: 'Swing',
  base: 'Total economic loss as calculated',
  oneWayCaption: 'One-way sensitivity of the total economic loss',
  chartCaption: 'Change of the total economic loss from the total as calculated, by assumption',
  chart: (base: string) =>
    `Tornado chart: for each assumption, a bar from the total as calculated (${base}) to its total with the assumption stepped down and a bar to its total with it stepped up.`,
  /** Under the chart's base line. */
  chartBase: (base: string) => `As calculated: ${base}`,
  gridCaption: 'Total economic loss by discount rate (rows) and growth rate (columns)',
  discountRate: 'Discount rate',
  growthRate: 'Growth rate',
  /** A grid header: a shift of every rate of the kind, in points; the middle one the rates as calculated. */
  shift: (points: number) =>
    points === 0 ? 'As calculated' : `${points < 0 ? '−' : '+'}${Math.abs(points)} point${Math.abs(points) === 1 ? '' : 's'}`,
  rateAsCalculated: (rate: string) => `${rate} (as calculated)`,
  notOffered: 'Not offered',
  noStep: '—',
  notes: 'Notes',
  noGrid: 'No loss of this case is discounted at a rate, so the grid of discount and growth rates is not shown.',
  noRows: 'No assumption of this case can be moved.',
  lifeExpectancy: 'Life expectancy',
  /** A record saved before the service computed a case's sensitivity. */
  missing: 'This case was saved before its sensitivity was computed. Calculate the case again to compute its sensitivity.',
  /** The exhibit computed under other scenarios than the scenario of record (the scenario was changed since). */
  stale: (computed: string, ofRecord: string) =>
    `The sensitivity was computed under ${computed || 'other scenarios'}, not the scenario of record (${ofRecord || 'the default scenarios'}); its figures do not rest on the opinion's totals. Calculate the case again to compute its sensitivity under the scenario of record.`,
  /** A temporary view of another scenario: the exhibit stays the scenario of record's, as the exports are. */
  ofRecordOnly: 'The sensitivity is that of the scenario of record, not of the scenario viewed.',
} as const;

const W = SENSITIVITY_EXHIBIT_WORDS;

/** One step of a row: what it moved to ("−1 point", "16.75 years") and the total it gives. */
export interface SensitivityStep {
  step: string;
  total: number;
  /** The total less the total as calculated. */
  change: number;
}

export interface TornadoRow {
  /** "discount", …, or "lifeExpectancy". */
  key: SensitivityAssumption | 'lifeExpectancy';
  /** "Discount rate", "Years to final separation", "Life expectancy". */
  label: string;
  /** The step down (a negative step, a shorter life expectancy); null when not offered. */
  low: SensitivityStep | null;
  /** The step up; null when not offered. */
  high: SensitivityStep | null;
  /** The width of the row's bar: the highest of its totals and the total as calculated less the lowest. */
  swing: number;
}

interface GridHeader {
  points: number;
  label: string;
}

export interface SensitivityGrid {
  /** Discount shifts, −3 … +3 points, one a row. */
  rows: GridHeader[];
  /** Growth shifts, −3 … +3 points, one a column. */
  columns: GridHeader[];
  /** Totals by [row][column]; null for a cell the calculation would refuse (a rate below zero). */
  totals: (number | null)[][];
  /** Whether the headers are the actual rates (one discount and one growth rate in the case) or shifts. */
  actualRates: boolean;
}

export type SensitivityExhibit =
  | { state: 'missing' }
  | {
      state: 'computed';
      /** Computed under another selection than the record's scenario of record: its words say to calculate again. */
      stale?: string;
      /** The report shows a temporary view of another scenario than the exhibit's. */
      ofRecordOnly: boolean;
      base: { past: number; future: number; total: number };
      rows: TornadoRow[];
      /** Absent when no loss is discounted at a rate. */
      grid?: SensitivityGrid;
      notes: string[];
    };

const stepOf = (total: number, base: number, step: string): SensitivityStep => ({ step, total, change: total - base });

/** The assumption's name as the variations label it (the retirement step is of years to final separation under worklife scenarios). */
function assumptionName(assumption: SensitivityAssumption, rows: readonly SensitivityRow[]): string {
  if (assumption === 'retirement' && rows.some((row) => row.label.startsWith(SENSITIVITY_ASSUMPTION_NAMES.yearsToFinalSeparation)))
    return SENSITIVITY_ASSUMPTION_NAMES.yearsToFinalSeparation;
  return SENSITIVITY_ASSUMPTION_NAMES[assumption];
}

/** "+1 point": the variation's label less the assumption's name. */
function stepText(name: string, row: SensitivityRow): string {
  const own = SENSITIVITY_WORDS.variation(name, row.step, row.unit);
  return own.startsWith(`${name} `) ? own.slice(name.length + 1) : row.label;
}

const swingOf = (base: number, low: SensitivityStep | null, high: SensitivityStep | null) => {
  const totals = [base, ...(low ? [low.total] : []), ...(high ? [high.total] : [])];
  return Math.max(...totals) - Math.min(...totals);
};

/** One row a moved assumption, and life expectancy across its scenarios (the shortest as its step down, the longest up). */
function tornadoRows(sensitivity: SavedSensitivity, record: SavedFormRecord, options: ScenarioOptions): TornadoRow[] {
  const base = sensitivity.base.total;
  const rows = SENSITIVITY_ASSUMPTIONS.flatMap((assumption): TornadoRow[] => {
    const moved = sensitivity.variations.filter((row) => row.assumption === assumption);
    if (moved.length === 0) return [];
    const name = assumptionName(assumption, moved);
    const side = (down: boolean) => {
      const row = moved.find((candidate) => (down ? candidate.step < 0 : candidate.step > 0));
      return row ? stepOf(row.total, base, stepText(name, row)) : null;
    };
    const low = side(true);
    const high = side(false);
    return [{ key: assumption, label: name, low, high, swing: swingOf(base, low, high) }];
  });
  if (sensitivity.lifeExpectancy.length > 1) {
    const years = record.formData.plaintiff.remainingLEYears;
    const byYears = [...sensitivity.lifeExpectancy].sort((a, b) => (years[a.scenario] ?? a.scenario) - (years[b.scenario] ?? b.scenario));
    const label = (id: number) => options.lifeExpectancy.find((option) => option.id === id)?.label ?? `${W.lifeExpectancy} ${id + 1}`;
    const shortest = byYears[0];
    const longest = byYears.at(-1);
    const low = shortest && stepOf(shortest.total, base, label(shortest.scenario));
    const high = longest && stepOf(longest.total, base, label(longest.scenario));
    if (low && high) rows.push({ key: 'lifeExpectancy', label: W.lifeExpectancy, low, high, swing: swingOf(base, low, high) });
  }
  // A tornado: the widest bar on top; Array.prototype.sort is stable, so equal swings keep the assumptions' order.
  return rows.sort((a, b) => b.swing - a.swing);
}

/**
 * The one rate every loss the grid moves is discounted (or grows) at, or undefined when they differ. Only a
 * case valued at nominal rates with one growth era qualifies: a net discount rate, total offset or a past
 * growth era moves other figures than the one rate the report states, so a shift is then the true header.
 */
function singleRates(record: SavedFormRecord, discount: DiscountFigures): { discount: number; growth: number } | undefined {
  if (discount.valuation !== undefined) return undefined;
  if ((['earnings', 'support'] as const).some((kind) => growthErasFigures(record, kind).past !== undefined)) return undefined;
  const discounts = new Set([
    ...discount.rates.map((rate) => rate.discountRate),
    ...discount.medicalItems.map((item) => item.discountRate),
  ]);
  const growths = new Set([...discount.rates.map((rate) => rate.growthRate), ...discount.medicalItems.map((item) => item.growthRate)]);
  const [d] = [...discounts];
  const [g] = [...growths];
  return discounts.size === 1 && growths.size === 1 && d !== undefined && g !== undefined ? { discount: d, growth: g } : undefined;
}

const GRID_SHIFTS = [-3, -2, -1, 0, 1, 2, 3];

/**
 * The 7 × 7 grid. With one discount rate and one growth rate in the case, its headers are the rates
 * themselves ("4.94%"), which a reader can set beside the report's assumptions; when the losses are
 * discounted or grow at different rates, a header can only say how far every rate moved ("+1 point").
 */
function gridOf(sensitivity: SavedSensitivity, rates: ReturnType<typeof singleRates>): SensitivityGrid | undefined {
  if (sensitivity.grid.length === 0) return undefined;
  const header = (rate: number | undefined) => (points: number) => {
    if (rate === undefined) return { points, label: W.shift(points) };
    const text = formatPercent(Number((rate + points / 100).toFixed(10)));
    return { points, label: points === 0 ? W.rateAsCalculated(text) : text };
  };
  return {
    rows: GRID_SHIFTS.map(header(rates?.discount)),
    columns: GRID_SHIFTS.map(header(rates?.growth)),
    totals: GRID_SHIFTS.map((discount) =>
      GRID_SHIFTS.map((growth) => sensitivity.grid.find((cell) => cell.discount === discount && cell.growth === growth)?.total ?? null),
    ),
    actualRates: rates !== undefined,
  };
}

export interface SensitivityInput {
  record: SavedFormRecord;
  options: ScenarioOptions;
  scenarioOfRecord: ScenarioSelection;
  showsScenarioOfRecord: boolean;
  discount: DiscountFigures;
}

/** The sensitivity exhibit of the saved case, as the service computed it at the submit; the one source of the report, print, Word and Excel. */
export function sensitivityExhibit({
  record,
  options,
  scenarioOfRecord,
  showsScenarioOfRecord,
  discount,
}: SensitivityInput): SensitivityExhibit {
  const sensitivity = record.sensitivity;
  if (sensitivity === undefined) return { state: 'missing' };
  const described = (selection: ScenarioSelection) => describeSelection(options, selection).join('; ');
  const stale = sameSelection(sensitivity.selection, scenarioOfRecord)
    ? undefined
    : W.stale(described(sensitivity.selection), described(scenarioOfRecord));
  const grid = gridOf(sensitivity, singleRates(record, discount));
  return {
    state: 'computed',
    ...(stale === undefined ? {} : { stale }),
    ofRecordOnly: !showsScenarioOfRecord,
    base: sensitivity.base,
    rows: tornadoRows(sensitivity, record, options),
    ...(grid ? { grid } : {}),
    notes: sensitivity.notes.map((note) => note.text),
  };
}
