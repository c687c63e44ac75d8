import { daysInYear, type GrowthSteps, type RowFacts, type TableFacts } from '@damages/engine';
import type { SavedFormRecord } from '@damages/contracts';
import type { TablePage, TableRow } from '../../model/report-model.ts';
import { consumptionRate, type Assumptions } from './assumptions.ts';
import { add, div, lit, max, mul, neg, pow, ref, sub, sum, SERIAL_OF_EPOCH, type Expr } from './formula.ts';

/**
 * The formulas of one appendix table's rows, written from the engine's schedule
 * facts of that table (its rows' dates, the exponent of each discount factor
 * and the steps of growth by era: `TableFacts`) over the Assumptions sheet, in
 * the engine's order of operations. No rule of the method is decided here:
 * which rows exist, when each source or residual capacity is active and how
 * many years a figure is grown or discounted are the engine's facts. A
 * past table's Interest and Loss with Interest have no formula: the facts do
 * not give the days each row's interest accrues, so both are written as the
 * engine's cents and only their totals are SUMs (build-workbook.ts). A
 * displayed figure is ROUND of a full-precision cell, so nothing is ever
 * computed from a rounded figure, exactly as the engine does.
 */

/** What a displayed cell holds. */
type DisplayCell =
  /** ROUND(full-precision cell, decimals). */
  | { round: Expr; decimals: number }
  /** A plain formula (a reference to the Assumptions sheet). */
  | { formula: Expr }
  /** A figure that is not a calculation of the table (year, age, household size). */
  | { value: number };

/** One row: its dates, the full-precision cells in order and the displayed cells by column key. */
interface RowFormulas {
  /** Date serials; `end` is null for a purchase (a row that is a date, not a span). */
  start: number;
  end: number | null;
  year: number;
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

/** The growth of a table's amounts: its rate, and the past rate of two eras (methodology §13). */
interface Growth {
  rate: Expr;
  pastRate: Expr | null;
}

/** What a kind's row builder gets: the row's facts and cells, and a way to keep a full-precision value in its cell. */
interface RowScope {
  facts: RowFacts;
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
  /** Rows whose year differs from the saved table (none, unless the record and the engine's facts disagree). */
  problems: string[];
}

const serialOf = (epochDay: number) => epochDay + SERIAL_OF_EPOCH;

function runRow(facts: RowFacts, at: RowAddresses, build: (scope: RowScope) => Record<string, DisplayCell>) {
  const full: { key: string; expr: Expr }[] = [];
  const scope: RowScope = {
    facts,
    S: ref(at.start, serialOf(facts.start)),
    E: ref(at.end, facts.end === null ? NaN : serialOf(facts.end)),
    D: ref(at.daysInYear, daysInYear(facts.year)),
    keep: (key, expr) => {
      full.push({ key, expr });
      return ref(at.full(key), expr.v);
    },
  };
  const display = build(scope);
  return { full, display };
}

/** `amount` grown by the engine's steps: (1 + rate)^steps, or by era, inverted backwards across two eras. */
function grownBy(amount: Expr, growth: Growth, steps: GrowthSteps): Expr {
  const expected = pow(add(lit(1), growth.rate), lit(steps.expected));
  if (!growth.pastRate) return mul(amount, expected);
  const both = mul(pow(add(lit(1), growth.pastRate), lit(steps.past)), expected);
  return mul(amount, steps.inverse ? div(lit(1), both) : both);
}

/** The row's Portion: the economist's or a purchase's fixed figure, else its days over its year's. */
function portionOf(scope: RowScope): Expr {
  const fixed = scope.facts.fixedPortion;
  return scope.keep('Portion', fixed === null ? div(sub(scope.E, scope.S), scope.D) : lit(fixed));
}

const money = (expr: Expr): DisplayCell => ({ round: expr, decimals: 2 });
const ratio = (expr: Expr): DisplayCell => ({ round: expr, decimals: 6 });

/** The discount factor (1 + rate)^−t with the engine's t, and the present value; a past row is not discounted. */
function discounted(scope: RowScope, amount: Expr, rate: Expr): Record<string, DisplayCell> {
  const years = scope.facts.discountYears;
  if (years === null) {
    const pv = scope.keep('PV', mul(amount, lit(1)));
    return { 'Discount Factor': { value: 1 }, PV: money(pv) };
  }
  const t = scope.keep('Years discounted', lit(years));
  const factor = scope.keep('Discount Factor', pow(add(lit(1), rate), neg(t)));
  const pv = scope.keep('PV', mul(amount, factor));
  return { 'Discount Factor': ratio(factor), PV: money(pv) };
}

/** The income tax on an amount: max(0, amount − (adjustments + deductions) grown) × rate (methodology §5, §7). */
function incomeTax(a: Assumptions, amount: Expr, growth: Growth, steps: GrowthSteps): Expr {
  const allowance = grownBy(add(a.get('taxAdjustments'), a.get('taxDeductions')), growth, steps);
  return mul(max(lit(0), sub(amount, allowance)), a.get('taxRate'));
}

/**
 * Worklife and unemployment (methodology §14): the adjustment A the engine's facts say the
 * table's income is multiplied by, and the factor columns shown; null without them.
 */
interface Adjustment {
  factor: Expr;
  columns: Record<string, DisplayCell>;
}

function adjustmentOf(a: Assumptions, page: TablePage, facts: TableFacts<unknown>): Adjustment | null {
  if (!facts.adjustment) return null;
  const id = page.match.retirement;
  const columns: Record<string, DisplayCell> = {};
  // WF and EF are the engine's figures on the Assumptions sheet; each row shows them to six decimals.
  if (a.has(`worklifeFactor${id}`)) columns['Worklife Factor'] = ratio(a.get(`worklifeFactor${id}`));
  if (a.has('employmentFactor')) columns['Employment Factor'] = ratio(a.get('employmentFactor'));
  return { factor: a.get(`adjustment${id}`), columns };
}

function earningsRow(a: Assumptions, page: TablePage, row: TableRow, growth: Growth, rate: Expr, adjustment: Adjustment | null) {
  const income = a.get(`income${page.match.income}`);
  const afterTax = 'Income Tax' in row;
  const hasResidual = 'Residual Compensation' in row;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const b = a.get('benefits');
    const portion = portionOf(scope);
    const earnings = scope.keep('Earnings', grownBy(income, growth, scope.facts.growth));
    const cells: Record<string, DisplayCell> = { Portion: ratio(portion), Earnings: money(earnings) };
    // With worklife or unemployment the earnings are weighted by A before fringe benefits and tax (the engine's order).
    let expected = earnings;
    if (adjustment) {
      expected = scope.keep('Expected Earnings', mul(earnings, adjustment.factor));
      Object.assign(cells, adjustment.columns, { 'Expected Earnings': money(expected) });
    }
    const fringe = scope.keep('Fringe Benefits', mul(expected, b));
    cells['Fringe Benefits'] = money(fringe);
    let compensationExpr = add(expected, fringe);
    if (afterTax) {
      const tax = scope.keep('Income Tax', incomeTax(a, expected, growth, scope.facts.growth));
      cells['Income Tax'] = money(tax);
      compensationExpr = sub(compensationExpr, tax);
    }
    const compensation = scope.keep('Total Compensation', compensationExpr);
    cells['Total Compensation'] = money(compensation);
    let lossExpr = mul(compensation, portion);
    if (hasResidual) {
      const residual = scope.facts.residual;
      if (residual && residual.days > 0) {
        // The residual capacity is stated in dollars of the year of report: the engine's own steps from it.
        const residualDays = scope.keep('Residual days', lit(residual.days));
        const grown = grownBy(a.get('residual'), growth, residual.growth);
        const re = adjustment ? mul(grown, adjustment.factor) : grown;
        let rc = mul(re, add(lit(1), b));
        if (afterTax) rc = sub(rc, incomeTax(a, re, growth, scope.facts.growth));
        const residualCompensation = scope.keep('Residual Compensation', rc);
        cells['Residual Compensation'] = money(residualCompensation);
        lossExpr = max(lit(0), sub(lossExpr, div(mul(residualCompensation, residualDays), scope.D)));
      } else {
        cells['Residual Compensation'] = money(scope.keep('Residual Compensation', lit(0)));
      }
    }
    const loss = scope.keep('Loss', lossExpr);
    cells.Loss = money(loss);
    return { ...cells, ...discounted(scope, loss, rate) };
  };
}

function supportRow(a: Assumptions, page: TablePage, row: TableRow, growth: Growth, rate: Expr, adjustment: Adjustment | null) {
  const income = a.get(`income${page.match.income}`);
  const onHousehold = 'Household Income' in row;
  const hasFringe = 'Fringe Benefits' in row;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const steps = scope.facts.growth;
    const portion = portionOf(scope);
    const gross = scope.keep('Gross Income', grownBy(income, growth, steps));
    const cells: Record<string, DisplayCell> = {
      Portion: ratio(portion),
      'Household Size': { value: row['Household Size']! },
      'Gross Income': money(gross),
    };
    // Version 3 (methodology §14): the income weighted by A, fringe benefits on it, then the tax on it.
    let expected = gross;
    if (adjustment) {
      expected = scope.keep('Expected Income', mul(gross, adjustment.factor));
      Object.assign(cells, adjustment.columns, { 'Expected Income': money(expected) });
    }
    let netExpr = expected;
    if (hasFringe) {
      const fringe = scope.keep('Fringe Benefits', mul(expected, a.get('benefits')));
      cells['Fringe Benefits'] = money(fringe);
      netExpr = add(expected, fringe);
    }
    const tax = scope.keep('Income Tax', incomeTax(a, expected, growth, steps));
    const net = scope.keep('Net Income', sub(netExpr, tax));
    const consumption = consumptionRate(a, row['Household Size']!);
    Object.assign(cells, { 'Income Tax': money(tax), 'Net Income': money(net), 'Consumption Rate': { formula: consumption } });
    let support: Expr;
    if (onHousehold) {
      const household = scope.keep('Household Income', grownBy(a.get('householdIncome'), growth, steps));
      const consumed = scope.keep('Personal Consumption', mul(consumption, household));
      cells['Household Income'] = money(household);
      cells['Personal Consumption'] = money(consumed);
      support = scope.keep('Support', max(lit(0), sub(net, consumed)));
    } else {
      support = scope.keep('Support', mul(net, sub(lit(1), consumption)));
    }
    cells.Support = money(support);
    const loss = scope.keep('Loss', mul(support, portion));
    cells.Loss = money(loss);
    return { ...cells, ...discounted(scope, loss, rate) };
  };
}

function servicesRow(a: Assumptions, record: SavedFormRecord, growth: Growth, rate: Expr) {
  const sources = record.formData.documents.sourceInfomations;
  return (scope: RowScope): Record<string, DisplayCell> => {
    const portion = portionOf(scope);
    const annuals: Expr[] = [];
    const losses: Expr[] = [];
    sources.forEach((_, j) => {
      // The engine's facts say how many days of the row each source is active (methodology §6).
      const days = scope.facts.sourceDays?.[j] ?? 0;
      if (days <= 0) return;
      const full = mul(mul(a.get(`hourly${j}`), a.get(`weekly${j}`)), a.get(`weeks${j}`));
      // A stage of services only partly lost (version 3): the engine's annual value is times the share lost.
      const base = a.has(`share${j}`) ? mul(full, a.get(`share${j}`)) : full;
      const keptDays = scope.keep(`Days of source ${j + 1}`, lit(days));
      const keptAnnual = scope.keep(`Annual value of source ${j + 1}`, grownBy(base, growth, scope.facts.growth));
      annuals.push(keptAnnual);
      losses.push(div(mul(keptAnnual, keptDays), scope.D));
    });
    const annualValue = scope.keep('Annual Value', annuals.length > 0 ? sum(annuals) : lit(0));
    const loss = scope.keep('Loss', losses.length > 0 ? sum(losses) : lit(0));
    return {
      Portion: ratio(portion),
      'Annual Value': money(annualValue),
      Loss: money(loss),
      ...discounted(scope, loss, rate),
    };
  };
}

function medicalRow(a: Assumptions, key: string, purchase: boolean, growth: Growth, rate: Expr) {
  return (scope: RowScope): Record<string, DisplayCell> => {
    const annual = scope.keep('Annual Cost', grownBy(a.get(`cost${key}`), growth, scope.facts.growth));
    if (purchase) {
      // A purchase costs its whole unit price; it is discounted from its own date (the engine's t, methodology §8).
      const { 'Discount Factor': factor, PV } = discounted(scope, annual, rate);
      return { Portion: { value: 1 }, 'Annual Cost': money(annual), Cost: money(annual), 'Discount Factor': factor!, PV: PV! };
    }
    const portion = portionOf(scope);
    const cost = scope.keep('Cost', mul(annual, portion));
    return {
      Portion: ratio(portion),
      'Annual Cost': money(annual),
      Cost: money(cost),
      ...discounted(scope, cost, rate),
    };
  };
}

/** The growth rates and the rate applied of a table, as the Assumptions sheet holds them. */
export interface TableRates {
  growth: Growth;
  rate: Expr;
}

/**
 * The formulas of every row of an appendix table from the engine's facts of
 * that table. `medicalKey` names a medical page's lines on the Assumptions
 * sheet. `at(rowIndex)` places the row's cells.
 */
export function tableFormulas(
  record: SavedFormRecord,
  a: Assumptions,
  page: TablePage,
  facts: TableFacts<unknown>,
  rates: TableRates,
  medicalKey: string,
  at: (rowIndex: number) => RowAddresses,
): TableFormulas {
  const problems: string[] = [];
  if (facts.rows.length !== page.rows.length) problems.push(`${facts.rows.length} rows, the saved table has ${page.rows.length}`);
  facts.rows.forEach((row, index) => {
    const saved = page.rows[index];
    if (saved && saved.Year !== row.year) problems.push(`row ${index + 1}: year ${row.year}, the saved table has ${saved.Year}`);
  });

  const adjustment = adjustmentOf(a, page, facts);
  const rows = facts.rows.map((row, index): RowFormulas => {
    const saved = page.rows[index] ?? {};
    const build =
      page.kind === 'earnings'
        ? earningsRow(a, page, saved, rates.growth, rates.rate, adjustment)
        : page.kind === 'support'
          ? supportRow(a, page, saved, rates.growth, rates.rate, adjustment)
          : page.kind === 'services'
            ? servicesRow(a, record, rates.growth, rates.rate)
            : medicalRow(a, medicalKey, row.end === null, rates.growth, rates.rate);
    const { full, display } = runRow(row, at(index), build);
    return { start: serialOf(row.start), end: row.end === null ? null : serialOf(row.end), year: row.year, full, display };
  });
  return { fullKeys: rows[0]?.full.map((f) => f.key) ?? [], rows, problems };
}
