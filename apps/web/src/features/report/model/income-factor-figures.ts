import type { IncomeRetirementId } from '@damages/engine';
import { worklifeMethodOf, type SavedFormRecord } from '@damages/contracts';
import { chosenLosses, savedTables, type SavedTable } from './record-access.ts';
import type { TableRow } from './report-model.ts';
import { worklifeFigures, worklifeScenarioOf, worklifeScenarioText } from './worklife-figures.ts';

/**
 * The adjusted-income-factor exhibit of Tinari's method (Tinari 2016): the factors each year's
 * income is multiplied by on its way to the loss, and their product, for each era of the
 * consumption rate. The worklife, employment and consumption factors are read from the tables'
 * rows, the tax rate from the saved inputs; only their product is worked out here, as display
 * arithmetic.
 */

/** The years over which every factor is the same, with the factors; a factor the loss does not apply is absent. */
export interface IncomeFactorEra {
  firstYear: number;
  lastYear: number;
  /** WF = WLE / YFS, with the worklife tables. */
  worklifeFactor?: number;
  /** EF = 1 − u (1 − r), with an unemployment rate. */
  employmentFactor?: number;
  /** 1 − the marginal tax rate: support, and earnings after income taxes. */
  afterTaxFactor?: number;
  /** 1 − the consumption rate: support on the decedent's income. */
  consumptionFactor?: number;
  /** The product of the factors shown. */
  product: number;
}

export interface IncomeFactorExhibit {
  /** The worklife scenario it belongs to, in words, when the case has more than one; else undefined. */
  scenario: string | undefined;
  eras: IncomeFactorEra[];
}

export interface IncomeFactorFigures {
  kind: 'earnings' | 'support';
  exhibits: IncomeFactorExhibit[];
  /** Whether income tax in the tables is on income above deductions or adjustments, so that 1 − t only approximates it. */
  taxAboveDeductions: boolean;
}

type Factors = Omit<IncomeFactorEra, 'firstYear' | 'lastYear' | 'product'>;

const sameFactors = (a: Factors, b: Factors) =>
  a.worklifeFactor === b.worklifeFactor &&
  a.employmentFactor === b.employmentFactor &&
  a.afterTaxFactor === b.afterTaxFactor &&
  a.consumptionFactor === b.consumptionFactor;

const complement = (rate: number | undefined) => (rate === undefined ? undefined : 1 - rate);

/** The year's factors as its row carries them; a column the table lacks is a factor the loss does not apply. */
function rowFactors(row: TableRow, afterTaxFactor: number | undefined, support: boolean): Factors {
  const factors: Factors = {};
  if (row['Worklife Factor'] !== undefined) factors.worklifeFactor = row['Worklife Factor'];
  if (row['Employment Factor'] !== undefined) factors.employmentFactor = row['Employment Factor'];
  if (afterTaxFactor !== undefined) factors.afterTaxFactor = afterTaxFactor;
  if (support && row['Consumption Rate'] !== undefined) factors.consumptionFactor = complement(row['Consumption Rate']);
  return factors;
}

/** The tables' years in order, each once (past and future, and the scenarios, share the years' factors). */
function yearsOf(tables: readonly SavedTable[]): TableRow[] {
  const byYear = new Map<number, TableRow>();
  for (const table of tables) for (const row of table.rows) if (row.Year !== undefined && !byYear.has(row.Year)) byYear.set(row.Year, row);
  return [...byYear.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

function erasOf(rows: readonly TableRow[], afterTaxFactor: number | undefined, support: boolean): IncomeFactorEra[] {
  const eras: IncomeFactorEra[] = [];
  for (const row of rows) {
    const factors = rowFactors(row, afterTaxFactor, support);
    const last = eras.at(-1);
    if (last && sameFactors(last, factors)) last.lastYear = row.Year!;
    else {
      const product = Object.values(factors).reduce((total: number, factor) => total * (factor ?? 1), 1);
      eras.push({ firstYear: row.Year!, lastYear: row.Year!, ...factors, product });
    }
  }
  return eras;
}

/** One exhibit per worklife scenario with the worklife tables (its own WF and years), else one for the case. */
function exhibitsOf(record: SavedFormRecord, kind: 'earnings' | 'support', afterTaxFactor: number | undefined): IncomeFactorExhibit[] {
  const tables = savedTables(record, kind);
  const byWorklife = worklifeMethodOf(record.formData.worklife) === 'worklifeExpectancy';
  const groups = byWorklife
    ? [...new Set(tables.map((t) => (t.id as IncomeRetirementId).retirementDateId))].map((id) => ({
        id,
        tables: tables.filter((t) => (t.id as IncomeRetirementId).retirementDateId === id),
      }))
    : [{ id: undefined, tables }];
  return groups
    .map(({ id, tables: own }) => {
      const scenario = id === undefined ? undefined : worklifeScenarioOf(record, id);
      return {
        scenario: groups.length > 1 && scenario ? `Scenario ${id! + 1}: ${worklifeScenarioText(scenario)}` : undefined,
        eras: erasOf(yearsOf(own), afterTaxFactor, kind === 'support'),
      };
    })
    .filter((exhibit) => exhibit.eras.length > 0);
}

/**
 * The exhibit of a case's loss of support on the decedent's income (on household income the consumption
 * is not a factor of the decedent's income), or of its loss of earnings with the worklife tables or
 * unemployment; undefined for any other case, and for one without tables.
 */
export function incomeFactorFigures(record: SavedFormRecord): IncomeFactorFigures | undefined {
  const chosen = chosenLosses(record);
  const { plaintiff, house } = record.formData;
  const taxAboveDeductions = (plaintiff.annualDeductions ?? 0) !== 0 || (plaintiff.annualAdjustments ?? 0) !== 0;
  let figures: IncomeFactorFigures | undefined;
  if (chosen.support && house?.consumptionBase !== 'householdIncome')
    figures = { kind: 'support', exhibits: exhibitsOf(record, 'support', complement(plaintiff.marginalTaxRate)), taxAboveDeductions };
  else if (chosen.earnings && worklifeFigures(record) !== undefined) {
    const afterTax = plaintiff.earningsBasis === 'afterTax';
    figures = {
      kind: 'earnings',
      exhibits: exhibitsOf(record, 'earnings', afterTax ? complement(plaintiff.marginalTaxRate) : undefined),
      taxAboveDeductions: afterTax && taxAboveDeductions,
    };
  }
  return figures && figures.exhibits.length > 0 ? figures : undefined;
}

/** The years of an era as the exhibit heads its column: "2016" or "2016–2030". */
export const eraYearsText = (era: IncomeFactorEra) =>
  era.firstYear === era.lastYear ? String(era.firstYear) : `${era.firstYear}–${era.lastYear}`;

export interface IncomeFactorLine {
  label: string;
  /** The era's factor; undefined: the loss does not apply it (a factor of 1). */
  value: (era: IncomeFactorEra) => number | undefined;
}

/**
 * The exhibit's factor lines in the order the income meets them (the order their product is taken in),
 * a line none of the eras has left out; `term` names the consumption (support only), in lower case.
 */
export function incomeFactorLines(figures: IncomeFactorFigures, term: string): IncomeFactorLine[] {
  const lines: IncomeFactorLine[] = [
    { label: 'Worklife factor, WLE ÷ YFS', value: (era) => era.worklifeFactor },
    { label: 'Employment factor, 1 − u × (1 − r)', value: (era) => era.employmentFactor },
    { label: 'After-tax factor, 1 − marginal tax rate', value: (era) => era.afterTaxFactor },
  ];
  if (figures.kind === 'support') lines.push({ label: `1 − ${term} rate`, value: (era) => era.consumptionFactor });
  return lines.filter((line) => figures.exhibits.some((exhibit) => exhibit.eras.some((era) => line.value(era) !== undefined)));
}
