import {
  addYears,
  calendarRows,
  daysInYear,
  periodSide,
  roundHalfEven,
  toEpochDay,
  yearOf,
  type CalendarRow,
  type Period,
} from '@damages/engine';
import type { SavedFormRecord, SavedMedicalTable } from '@damages/contracts';
import type { TablePage, TableRow } from '../../report/model/report-model.ts';
import { consumptionRate, type Assumptions } from './assumptions.ts';
import { add, div, grown, ifPositive, lit, max, min, mul, neg, pow, ref, sub, sum, SERIAL_OF_EPOCH, type Expr } from './formula.ts';

/**
 * The formulas of one appendix table's rows (methodology §2, §5–§8), written in
 * the engine's order of operations over the Assumptions sheet and the row's
 * own dates. A displayed figure is ROUND of a full-precision cell, so nothing
 * is ever computed from a rounded figure, exactly as the engine does.
 */

/** What a displayed cell holds. */
export type DisplayCell =
  /** ROUND(full-precision cell, decimals). */
  | { round: Expr; decimals: number }
  /** A plain formula (a reference to the Assumptions sheet). */
  | { formula: Expr }
  /** A figure that is not a calculation of the table (year, age, household size). */
  | { value: number };

/** One row: its dates, the full-precision cells in order and the displayed cells by column key. */
export interface RowFormulas {
  /** Date serials; `end` is null for a purchase (a row that is a date, not a span). */
  start: number;
  end: number | null;
  full: { key: string; expr: Expr }[];
  display: Record<string, DisplayCell>;
}

/** Where the current row's cells are, for formulas that read them. */
export interface RowAddresses {
  year: string;
  start: string;
  end: string;
  daysInYear: string;
  /** The full-precision cell of a key. */
  full: (key: string) => string;
}

/** What a kind's row builder gets: the row's dates and cells, and a way to keep a full-precision value in its cell. */
interface RowScope {
  Y: Expr;
  S: Expr;
  E: Expr;
  D: Expr;
  /** Writes `expr` to the full-precision cell of `key` and returns a reference to it. */
  keep: (key: string, expr: Expr) => Expr;
}

export interface TableFormulas {
  /** The full-precision columns, in order. */
  fullKeys: string[];
  rows: RowFormulas[];
  /** Rows whose period or year differ from the saved table (none, unless the record and the formulas disagree). */
  problems: string[];
}

const serialOf = (epochDay: number) => epochDay + SERIAL_OF_EPOCH;

function runRow(
  dates: { start: number; end: number | null; year: number },
  at: RowAddresses,
  build: (scope: RowScope) => Record<string, DisplayCell>,
): Omit<RowFormulas, 'start' | 'end'> {
  const full: { key: string; expr: Expr }[] = [];
  const scope: RowScope = {
    Y: ref(at.year, dates.year),
    S: ref(at.start, serialOf(dates.start)),
    E: ref(at.end, dates.end === null ? NaN : serialOf(dates.end)),
    D: ref(at.daysInYear, daysInYear(dates.year)),
    keep: (key, expr) => {
      full.push({ key, expr });
      return ref(at.full(key), expr.v);
    },
  };
  const display = build(scope);
  return { full, display };
}

/** Discount factor of a future calendar row: (1 + d)^−t, t from the trial date to the middle of the row (methodology §2). */
function midRowFactor(scope: RowScope, a: Assumptions, rate: Expr): Expr {
  const days = sub(scope.E, scope.S);
  const years = div(add(sub(scope.S, a.get('dot')), div(days, lit(2))), a.get('daysPerYear'));
  return pow(add(lit(1), rate), neg(years));
}

const money = (expr: Expr): DisplayCell => ({ round: expr, decimals: 2 });
const ratio = (expr: Expr): DisplayCell => ({ round: expr, decimals: 6 });

/** The income tax on an amount: max(0, amount − (adjustments + deductions) grown) × rate (methodology §5, §7). */
function incomeTax(a: Assumptions, amount: Expr, scope: RowScope, growth: Expr): Expr {
  const allowance = grown(add(a.get('taxAdjustments'), a.get('taxDeductions')), growth, a.get('doiYear'), scope.Y);
  return mul(max(lit(0), sub(amount, allowance)), a.get('taxRate'));
}

function earningsRow(a: Assumptions, page: TablePage, row: TableRow, side: 'past' | 'future') {
  const income = a.get(`income${page.match.income}`);
  const afterTax = 'Income Tax' in row;
  const residual = 'Residual Compensation' in row;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const g = a.get('wageGrowth');
    const b = a.get('benefits');
    const portion = scope.keep('Portion', div(sub(scope.E, scope.S), scope.D));
    const earnings = scope.keep('Earnings', grown(income, g, a.get('doiYear'), scope.Y));
    const fringe = scope.keep('Fringe Benefits', mul(earnings, b));
    const cells: Record<string, DisplayCell> = { Portion: ratio(portion), Earnings: money(earnings), 'Fringe Benefits': money(fringe) };
    let compensationExpr = add(earnings, fringe);
    if (afterTax) {
      const tax = scope.keep('Income Tax', incomeTax(a, earnings, scope, g));
      cells['Income Tax'] = money(tax);
      compensationExpr = sub(compensationExpr, tax);
    }
    const compensation = scope.keep('Total Compensation', compensationExpr);
    cells['Total Compensation'] = money(compensation);
    let lossExpr = mul(compensation, portion);
    if (residual) {
      const residualDays = scope.keep('Residual days', max(lit(0), sub(scope.E, max(a.get('residualStart'), scope.S))));
      const re = grown(a.get('residual'), g, a.get('dorYear'), scope.Y);
      let rc = mul(re, add(lit(1), b));
      if (afterTax) rc = sub(rc, incomeTax(a, re, scope, g));
      const residualCompensation = scope.keep('Residual Compensation', ifPositive(residualDays, rc, lit(0)));
      cells['Residual Compensation'] = money(residualCompensation);
      lossExpr = ifPositive(residualDays, max(lit(0), sub(lossExpr, div(mul(residualCompensation, residualDays), scope.D))), lossExpr);
    }
    const loss = scope.keep('Loss', lossExpr);
    cells.Loss = money(loss);
    return { ...cells, ...discounted(scope, a, loss, side, a.get('wageDiscount')) };
  };
}

function discounted(scope: RowScope, a: Assumptions, amount: Expr, side: 'past' | 'future', rate: Expr): Record<string, DisplayCell> {
  if (side === 'past') {
    const pv = scope.keep('PV', mul(amount, lit(1)));
    return { 'Discount Factor': { value: 1 }, PV: money(pv) };
  }
  const factor = scope.keep('Discount Factor', midRowFactor(scope, a, rate));
  const pv = scope.keep('PV', mul(amount, factor));
  return { 'Discount Factor': ratio(factor), PV: money(pv) };
}

function supportRow(a: Assumptions, page: TablePage, row: TableRow, side: 'past' | 'future') {
  const income = a.get(`income${page.match.income}`);
  const onHousehold = 'Household Income' in row;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const g = a.get('wageGrowth');
    const portion = scope.keep('Portion', div(sub(scope.E, scope.S), scope.D));
    const gross = scope.keep('Gross Income', grown(income, g, a.get('doiYear'), scope.Y));
    const tax = scope.keep('Income Tax', incomeTax(a, gross, scope, g));
    const net = scope.keep('Net Income', sub(gross, tax));
    const rate = consumptionRate(a, row['Household Size']!);
    const cells: Record<string, DisplayCell> = {
      Portion: ratio(portion),
      'Household Size': { value: row['Household Size']! },
      'Gross Income': money(gross),
      'Income Tax': money(tax),
      'Net Income': money(net),
      'Consumption Rate': { formula: rate },
    };
    let support: Expr;
    if (onHousehold) {
      const household = scope.keep('Household Income', grown(a.get('householdIncome'), g, a.get('doiYear'), scope.Y));
      const consumed = scope.keep('Personal Consumption', mul(rate, household));
      cells['Household Income'] = money(household);
      cells['Personal Consumption'] = money(consumed);
      support = scope.keep('Support', max(lit(0), sub(net, consumed)));
    } else {
      support = scope.keep('Support', mul(net, sub(lit(1), rate)));
    }
    cells.Support = money(support);
    const loss = scope.keep('Loss', mul(support, portion));
    cells.Loss = money(loss);
    return { ...cells, ...discounted(scope, a, loss, side, a.get('wageDiscount')) };
  };
}

function servicesRow(a: Assumptions, record: SavedFormRecord, lifeExpectancy: number, side: 'past' | 'future') {
  const sources = record.formData.documents.sourceInfomations;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const g = a.get('servicesGrowth');
    const portion = scope.keep('Portion', div(sub(scope.E, scope.S), scope.D));
    const annuals: Expr[] = [];
    const losses: Expr[] = [];
    sources.forEach((_, j) => {
      // Source j is active over [DOI, min(last day + 1, expected date of death)) (methodology §6).
      const activeEnd = min(add(a.get(`end${j}`), lit(1)), a.get(`edd${lifeExpectancy}`));
      const days = max(lit(0), sub(min(activeEnd, scope.E), max(a.get('doi'), scope.S)));
      const base = mul(mul(a.get(`hourly${j}`), a.get(`weekly${j}`)), a.get(`weeks${j}`));
      const annual = grown(base, g, a.get('dorYear'), scope.Y);
      const keptDays = scope.keep(`Days of source ${j + 1}`, days);
      const keptAnnual = scope.keep(`Annual value of source ${j + 1}`, annual);
      annuals.push(ifPositive(keptDays, keptAnnual, lit(0)));
      losses.push(ifPositive(keptDays, div(mul(keptAnnual, keptDays), scope.D), lit(0)));
    });
    const annualValue = scope.keep('Annual Value', sum(annuals));
    const loss = scope.keep('Loss', sum(losses));
    return {
      Portion: ratio(portion),
      'Annual Value': money(annualValue),
      Loss: money(loss),
      ...discounted(scope, a, loss, side, a.get('servicesDiscount')),
    };
  };
}

function medicalAnnualRow(a: Assumptions, key: string) {
  return (scope: RowScope): Record<string, DisplayCell> => {
    const portion = scope.keep('Portion', div(sub(scope.E, scope.S), scope.D));
    const annual = scope.keep('Annual Cost', grown(a.get(`cost${key}`), a.get(`growth${key}`), a.get('dorYear'), scope.Y));
    const cost = scope.keep('Cost', mul(annual, portion));
    return {
      Portion: ratio(portion),
      'Annual Cost': money(annual),
      Cost: money(cost),
      ...discounted(scope, a, cost, 'future', a.get(`discount${key}`)),
    };
  };
}

function medicalPurchaseRow(a: Assumptions, key: string) {
  return (scope: RowScope): Record<string, DisplayCell> => {
    const unit = scope.keep('Annual Cost', grown(a.get(`cost${key}`), a.get(`growth${key}`), a.get('dorYear'), scope.Y));
    // A purchase is discounted from its own date, not from the middle of a year (methodology §8).
    const years = div(neg(sub(scope.S, a.get('dot'))), a.get('daysPerYear'));
    const factor = scope.keep('Discount Factor', pow(add(lit(1), a.get(`discount${key}`)), years));
    const pv = scope.keep('PV', mul(unit, factor));
    return { Portion: { value: 1 }, 'Annual Cost': money(unit), Cost: money(unit), 'Discount Factor': ratio(factor), PV: money(pv) };
  };
}

/** The period of a calendar table before its split at the trial date (methodology §5–§8). */
function tablePeriod(record: SavedFormRecord, page: TablePage, medical: SavedMedicalTable | undefined): Period {
  const { case: c, plaintiff: p, documents } = record.formData;
  const doi = toEpochDay(c.dateOfInjuryOrDeath);
  const dor = toEpochDay(c.dateOfReport);
  const death = addYears(dor, p.remainingLEYears[0] ?? 0);
  if (page.kind === 'earnings' || page.kind === 'support') {
    const retirement = addYears(toEpochDay(p.dateOfBirth), p.retirementAge[page.match.retirement ?? 0] ?? 0);
    let end = Math.min(retirement, death);
    if (page.kind === 'support') {
      const spouse = record.formData.spouse;
      const adulthoods = record.formData.childrens.map((child) => addYears(toEpochDay(child.dateOfBirth), 18));
      const dependency = spouse ? addYears(dor, spouse.remainingLEYears) : adulthoods.length > 0 ? Math.max(...adulthoods) : Infinity;
      end = Math.min(end, dependency);
    }
    return { start: doi, end };
  }
  if (page.kind === 'services') {
    const edd = addYears(dor, p.remainingLEYears[page.match.lifeExpectancy ?? 0] ?? 0);
    const ends = documents.sourceInfomations.map((s) => Math.min(toEpochDay(s.endDate) + 1, edd));
    return { start: doi, end: Math.max(doi, ...ends) };
  }
  const scenario = record.formData.medical?.data[medical?.id ?? 0]?.scenarios.find((s) => s.type === page.match.medical);
  if (!scenario) return { start: 0, end: 0 };
  return { start: toEpochDay(scenario.from), end: Math.min(toEpochDay(scenario.to) + 1, death) };
}

/** Purchase dates of an item bought once or every N years, on or after the trial date (methodology §8). */
function purchaseDates(record: SavedFormRecord, care: Period, every: number | null): number[] {
  const trial = toEpochDay(record.formData.case.dateOfTrial);
  const dates: number[] = [];
  for (let k = 0; ; k += 1) {
    const purchase = k === 0 ? care.start : addYears(care.start, k * every!);
    if (purchase >= care.end) break;
    if (purchase >= trial) dates.push(purchase);
    if (every === null) break;
  }
  return dates;
}

/**
 * The formulas of every row of an appendix table. `medical` is the saved
 * medical entry of a medical page. `at(rowIndex)` places the row's cells.
 */
export function tableFormulas(
  record: SavedFormRecord,
  a: Assumptions,
  page: TablePage,
  medical: SavedMedicalTable | undefined,
  at: (rowIndex: number) => RowAddresses,
): TableFormulas {
  const problems: string[] = [];
  const period = tablePeriod(record, page, medical);
  const trial = toEpochDay(record.formData.case.dateOfTrial);
  const frequency = medical?.medical_frequency ?? 'annual';
  const key = medical ? `${medical.id}-${page.match.medical}` : '';

  let spans: { start: number; end: number | null; year: number }[];
  if (page.kind === 'medical' && frequency !== 'annual') {
    spans = purchaseDates(record, period, frequency === 'once' ? null : (medical?.medical_every_years ?? 1)).map((date) => ({
      start: date,
      end: null,
      year: yearOf(date),
    }));
  } else {
    spans = calendarRows(periodSide(period, trial, page.side)).map((row: CalendarRow) => ({
      start: row.start,
      end: row.end,
      year: row.year,
    }));
    spans.forEach((span, index) => {
      const saved = page.rows[index];
      const portion = roundHalfEven((span.end! - span.start) / daysInYear(span.year), 6);
      if (saved && saved.Portion !== portion) problems.push(`row ${index + 1}: portion ${portion}, the saved table has ${saved.Portion}`);
    });
  }
  if (spans.length !== page.rows.length) problems.push(`${spans.length} rows, the saved table has ${page.rows.length}`);
  spans.forEach((span, index) => {
    const saved = page.rows[index];
    if (saved && saved.Year !== span.year) problems.push(`row ${index + 1}: year ${span.year}, the saved table has ${saved.Year}`);
  });

  const rows = spans.map((span, index): RowFormulas => {
    const saved = page.rows[index] ?? {};
    const build =
      page.kind === 'earnings'
        ? earningsRow(a, page, saved, page.side)
        : page.kind === 'support'
          ? supportRow(a, page, saved, page.side)
          : page.kind === 'services'
            ? servicesRow(a, record, page.match.lifeExpectancy ?? 0, page.side)
            : frequency === 'annual'
              ? medicalAnnualRow(a, key)
              : medicalPurchaseRow(a, key);
    const { full, display } = runRow(span, at(index), build);
    return { start: serialOf(span.start), end: span.end === null ? null : serialOf(span.end), full, display };
  });
  return { fullKeys: rows[0]?.full.map((f) => f.key) ?? [], rows, problems };
}
