import { toEpochDay, type SupportCaseInfo, type TableFacts } from '@damages/engine';
import {
  CONSUMPTION_BASE_LABELS,
  EARNINGS_BASIS_LABELS,
  MEDICAL_SCENARIO_LABELS,
  provenanceText,
  wageAdjustmentText,
  type SavedFormRecord,
} from '@damages/contracts';
import { caseInfoOf, primaryCaseInfo } from '../../model/record-access.ts';
import type { CaseSchedules } from './case-schedules.ts';
import { ref, SERIAL_OF_EPOCH, type Expr } from './formula.ts';
import { consumptionAssumptions, forumAndValuationAssumptions, interestAssumptions, worklifeAssumptions } from './version3-assumptions.ts';

/**
 * The Assumptions sheet: every input and rate a table's formulas read, one per
 * row with its source. Each entry is registered once and handed out as a cell
 * reference with its value, so a formula and its cached value cannot disagree.
 */

export type AssumptionFormat = 'date' | 'money' | 'rate' | 'number' | 'text';

export interface AssumptionLine {
  label: string;
  /** A number, a date serial, or text. */
  value: number | string;
  /** A formula computing the value from the lines above (without "="). */
  formula?: string;
  source: string;
  format: AssumptionFormat;
}

export const ASSUMPTIONS_SHEET = 'Assumptions';
/** Rows before the first line: title and column headers. */
const FIRST_ROW = 4;

export class Assumptions {
  readonly lines: AssumptionLine[] = [];
  readonly headings = new Map<number, string>();
  private readonly byKey = new Map<string, Expr>();

  heading(text: string) {
    this.headings.set(this.lines.length, text);
  }

  /** Registers a line and returns it as a reference; registering a key twice returns the first. */
  put(key: string, line: AssumptionLine): Expr {
    const known = this.byKey.get(key);
    if (known) return known;
    this.lines.push(line);
    const row = this.rowOf(this.lines.length - 1);
    const expr = ref(`${ASSUMPTIONS_SHEET}!$B$${row}`, typeof line.value === 'number' ? line.value : NaN);
    this.byKey.set(key, expr);
    return expr;
  }

  get(key: string): Expr {
    const expr = this.byKey.get(key);
    if (!expr) throw new Error(`No assumption ${key}`);
    return expr;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Sheet row of the line at `index`: headings take a row each before their lines. */
  rowOf(index: number): number {
    let headingsBefore = 0;
    for (const at of this.headings.keys()) if (at <= index) headingsBefore += 1;
    return FIRST_ROW + index + headingsBefore;
  }
}

const serial = (isoDate: string) => toEpochDay(isoDate) + SERIAL_OF_EPOCH;
const ENTERED = 'Entered by the user';
const ENGINE = 'The calculation engine’s schedule of the tables';

/** Every table of both sides of a kind. */
const tablesOf = <Id>(bySide: Partial<Record<'past' | 'future', TableFacts<Id>[]>>) => [...(bySide.past ?? []), ...(bySide.future ?? [])];

/**
 * The rates a kind's tables use beyond the entered ones, registered once: the
 * past growth rate of two eras (methodology §13) and a rate applied that a
 * valuation method makes of the discount rate (methodology §12).
 */
function methodRates(a: Assumptions, key: string, name: string, tables: TableFacts<unknown>[], discountRate: number) {
  const first = tables[0];
  if (!first) return;
  if (first.growth.pastRate !== undefined)
    a.put(`${key}PastGrowth`, {
      label: `${name}: growth rate up to ${first.growth.switchYear}`,
      value: first.growth.pastRate,
      source: ENTERED,
      format: 'rate',
    });
  if (first.rateApplied !== discountRate)
    a.put(`${key}RateApplied`, {
      label: `${name}: rate the discount factors use`,
      value: first.rateApplied,
      source: 'The valuation method applied to the entered rates (methodology §12)',
      format: 'rate',
    });
}

/** Every input of the case the appendix tables use, with its source (methodology §11). */
export function caseAssumptions(record: SavedFormRecord, schedules: CaseSchedules): Assumptions {
  const a = new Assumptions();
  const info = primaryCaseInfo(record);
  const { case: c, plaintiff: p, documents, house, spouse } = record.formData;
  const provenance = p.provenance;

  a.heading('Case');
  a.put('dob', { label: 'Date of birth', value: serial(p.dateOfBirth), source: ENTERED, format: 'date' });
  a.put('doi', {
    label: c.type === 'wrongfulDeath' ? 'Date of death' : 'Date of injury',
    value: serial(c.dateOfInjuryOrDeath),
    source: ENTERED,
    format: 'date',
  });
  a.put('dor', { label: 'Date of report', value: serial(c.dateOfReport), source: ENTERED, format: 'date' });
  a.put('dot', {
    label: 'Date of trial (valuation date; past and future split here)',
    value: serial(c.dateOfTrial),
    source: ENTERED,
    format: 'date',
  });
  const reportBase = [...tablesOf(schedules.services), ...tablesOf(schedules.medical)][0]?.baseYear;
  if (reportBase !== undefined)
    a.put('reportBaseYear', {
      label: 'Base year of services rates and medical costs',
      value: reportBase,
      source: `${ENGINE}: current market prices are in dollars of this year and grown from it (methodology §2)`,
      format: 'number',
    });

  forumAndValuationAssumptions(a, record);

  a.heading('Life expectancy');
  p.remainingLEYears.forEach((years, k) => {
    a.put(`le${k}`, {
      label: `Remaining life expectancy, scenario ${k + 1} (years)`,
      value: years,
      source: provenanceText(provenance?.remainingLEYears?.[k] ?? undefined, 'lifeExpectancy'),
      format: 'number',
    });
    const death = info?.life_expectancy_date.find((d) => d.id === k)?.life_expectancy_date;
    if (death)
      a.put(`edd${k}`, {
        label: `Expected date of death, scenario ${k + 1}`,
        value: serial(death),
        source: 'Date of report + remaining life expectancy (methodology §1), as the calculation gives it',
        format: 'date',
      });
  });

  const earningsOrSupport = record.lossEarnings ?? record.lossSupport;
  if (earningsOrSupport) {
    a.heading('Incomes and retirement');
    p.annualIncome.forEach((income, i) =>
      a.put(`income${i}`, {
        label: `Annual income, scenario ${i + 1} (dollars of the base year)`,
        value: income,
        source: ENTERED,
        format: 'money',
      }),
    );
    p.retirementAge.forEach((age, r) => {
      a.put(`retirementAge${r}`, { label: `Retirement age, scenario ${r + 1}`, value: age, source: ENTERED, format: 'number' });
      const retirement = info?.retirement_date?.find((d) => d.id === r)?.retirement_date;
      if (retirement)
        a.put(`retirement${r}`, {
          label: `Retirement date, scenario ${r + 1}`,
          value: serial(retirement),
          source: 'Date of birth + retirement age (methodology §1), as the calculation gives it',
          format: 'date',
        });
    });
    a.put('wageGrowth', {
      label: 'Wage growth rate',
      value: p.wagesGrowthRate ?? 0,
      source: provenanceText(provenance?.wagesGrowthRate),
      format: 'rate',
    });
    a.put('wageDiscount', {
      label: 'Wage discount rate',
      value: p.wagesDiscountRate ?? 0,
      source: provenanceText(provenance?.wagesDiscountRate),
      format: 'rate',
    });
    const incomeTables = [...tablesOf(schedules.earnings), ...tablesOf(schedules.support)];
    const baseYear = incomeTables[0]?.baseYear;
    if (baseYear !== undefined)
      a.put('incomeBaseYear', {
        label: 'Base year of incomes, deductions and household income',
        value: baseYear,
        source: `${ENGINE}: incomes are stated in dollars of this year and grown from it (methodology §2, §13)`,
        format: 'number',
      });
    methodRates(a, 'wage', 'Wages', incomeTables, p.wagesDiscountRate ?? 0);
    worklifeAssumptions(a, record, incomeTables);
  }
  if (record.lossEarnings) {
    a.put('benefits', { label: 'Fringe benefits (share of earnings)', value: p.benefitsRate ?? 0, source: ENTERED, format: 'rate' });
    a.put('basis', {
      label: 'Earnings basis',
      value: EARNINGS_BASIS_LABELS[p.earningsBasis ?? 'beforeTax'],
      source: ENTERED,
      format: 'text',
    });
    if (p.residualEarnings !== undefined && p.residualEarnings > 0 && p.residualStartDate) {
      a.put('residual', {
        label: 'Residual earning capacity (annual, dollars of the year of report)',
        value: p.residualEarnings,
        source: ENTERED,
        format: 'money',
      });
      a.put('residualStart', { label: 'Residual earnings start', value: serial(p.residualStartDate), source: ENTERED, format: 'date' });
    }
  }
  if (record.lossSupport || (record.lossEarnings && p.earningsBasis === 'afterTax')) {
    a.heading('Income tax');
    a.put('taxRate', { label: 'Marginal income tax rate', value: p.marginalTaxRate ?? 0, source: ENTERED, format: 'rate' });
    a.put('taxDeductions', {
      label: 'Annual deductions (dollars of the base year)',
      value: p.annualDeductions ?? 0,
      source: ENTERED,
      format: 'money',
    });
    a.put('taxAdjustments', {
      label: 'Annual adjustments (dollars of the base year)',
      value: p.annualAdjustments ?? 0,
      source: ENTERED,
      format: 'money',
    });
  }
  const supportRows = [record.lossSupport?.past, record.lossSupport?.future].flatMap((side) => side?.table ?? []);
  if (supportRows.some((table) => table.data.some((row) => row['Fringe Benefits'] !== undefined)))
    a.put('benefits', { label: 'Fringe benefits (share of income)', value: p.benefitsRate ?? 0, source: ENTERED, format: 'rate' });
  if (record.lossSupport) {
    a.heading('Household and personal consumption');
    a.put('householdIncome', {
      label: 'Household income (dollars of the year of death)',
      value: house?.holdIncome ?? 0,
      source: ENTERED,
      format: 'money',
    });
    a.put('householdSize', { label: 'Household size at death', value: house?.holdSize ?? 1, source: ENTERED, format: 'number' });
    consumptionAssumptions(a, record);
    a.put('consumptionBase', {
      label: 'Consumption base',
      value: CONSUMPTION_BASE_LABELS[house?.consumptionBase ?? 'decedentIncome'],
      source: ENTERED,
      format: 'text',
    });
    if (spouse) {
      const support = caseInfoOf(record, 'support') as SupportCaseInfo | undefined;
      if (support?.spouse_date_of_death)
        a.put('spouseEdd', {
          label: `Spouse's expected date of death (${spouse.remainingLEYears} years from the date of report)`,
          value: serial(support.spouse_date_of_death),
          source: provenanceText(spouse.provenance?.remainingLEYears, 'lifeExpectancy'),
          format: 'date',
        });
    }
    const rates = new Map<number, number>();
    for (const side of [record.lossSupport.past, record.lossSupport.future])
      for (const table of side?.table ?? []) for (const row of table.data) rates.set(row['Household Size'], row['Consumption Rate']);
    const base = house?.consumptionBase === 'householdIncome' ? 'household income' : "the decedent's net income";
    [...rates.keys()]
      .sort((x, y) => y - x)
      .forEach((size) =>
        a.put(`consumption${size}`, {
          label: `Personal consumption rate, household of ${size}`,
          value: rates.get(size)!,
          source: `Patton-Nelson personal consumption equations (Lierman, Patton and Nelson, 1998), household income in 1995 dollars (CPI-U), as a share of ${base}; rounded to 6 decimals`,
          format: 'number',
        }),
      );
    const adulthoods = tablesOf(schedules.support)[0]?.adulthoods ?? [];
    record.formData.childrens.forEach((child, index) => {
      const adulthood = adulthoods[index];
      if (adulthood === undefined) return;
      a.put(`adulthood${index}`, {
        label: `${child.name || `Child ${index + 1}`} turns 18`,
        value: adulthood + SERIAL_OF_EPOCH,
        source: 'Date of birth + 18 years; the household shrinks from the first row whose midpoint is on or after it (methodology §7)',
        format: 'date',
      });
    });
  }

  if (record.lossServices) {
    a.heading('Household services');
    a.put('servicesGrowth', {
      label: 'Household services growth rate',
      value: p.servicesGrowthRate ?? 0,
      source: provenanceText(provenance?.servicesGrowthRate),
      format: 'rate',
    });
    a.put('servicesDiscount', {
      label: 'Household services discount rate',
      value: p.servicesDiscountRate ?? 0,
      source: provenanceText(provenance?.servicesDiscountRate),
      format: 'rate',
    });
    methodRates(a, 'services', 'Household services', tablesOf(schedules.services), p.servicesDiscountRate ?? 0);
    documents.sourceInfomations.forEach((s, j) => {
      const name = s.name || `Source ${j + 1}`;
      const wage = s.provenance?.hourlyRate;
      a.put(`hourly${j}`, {
        label: `${name}: hourly rate (dollars of the year of report)`,
        value: s.hourlyRate,
        source: wage ? `OEWS ${wage.asOf} ${wage.statistic}, ${wage.title} (${wage.occupation})${wageAdjustmentText(wage)}` : ENTERED,
        format: 'money',
      });
      a.put(`weekly${j}`, { label: `${name}: hours per week`, value: s.weeklyHours, source: ENTERED, format: 'number' });
      a.put(`weeks${j}`, { label: `${name}: weeks per year`, value: s.numberOfWeeksInYear, source: ENTERED, format: 'number' });
      if (s.lossShare !== undefined)
        a.put(`share${j}`, { label: `${name}: share of the services lost`, value: s.lossShare, source: ENTERED, format: 'rate' });
      if (s.startDate) a.put(`start${j}`, { label: `${name}: first day`, value: serial(s.startDate), source: ENTERED, format: 'date' });
      a.put(`end${j}`, { label: `${name}: last day (inclusive)`, value: serial(s.endDate), source: ENTERED, format: 'date' });
    });
  }

  const medical = record.formData.medical;
  if (record.medicalReport && medical) {
    a.heading('Future medical expenses');
    medical.data.forEach((modality, m) =>
      modality.scenarios.forEach((s) => {
        const name = `${s.modality || `Modality ${m + 1}`} (${MEDICAL_SCENARIO_LABELS[s.type]})`;
        const frequency =
          s.frequency === 'once' ? 'bought once' : s.frequency === 'everyYears' ? `bought every ${s.everyYears} years` : 'every year';
        a.put(`cost${m}-${s.type}`, {
          label: `${name}: ${frequency === 'every year' ? 'annual' : 'unit'} cost (dollars of the year of report), ${frequency}`,
          value: s.annualCost,
          source: ENTERED,
          format: 'money',
        });
        a.put(`growth${m}-${s.type}`, {
          label: `${name}: growth rate`,
          value: s.growthRate,
          source: provenanceText(s.provenance?.growthRate),
          format: 'rate',
        });
        a.put(`discount${m}-${s.type}`, {
          label: `${name}: discount rate`,
          value: s.discountRate,
          source: provenanceText(s.provenance?.discountRate),
          format: 'rate',
        });
        a.put(`from${m}-${s.type}`, { label: `${name}: from`, value: serial(s.from), source: ENTERED, format: 'date' });
        a.put(`to${m}-${s.type}`, { label: `${name}: to (inclusive)`, value: serial(s.to), source: ENTERED, format: 'date' });
        const tables = tablesOf(schedules.medical).filter((t) => t.id.modality === m && t.id.type === s.type);
        methodRates(a, `medical${m}-${s.type}`, name, tables, s.discountRate);
      }),
    );
  }
  interestAssumptions(a, record);
  if (medical?.totalPastMedicalExpenses !== undefined) {
    a.heading('Past losses without a table');
    a.put('pastMedical', { label: 'Past medical expenses', value: medical.totalPastMedicalExpenses, source: ENTERED, format: 'money' });
  }
  if (c.type === 'wrongfulDeath' && p.burialCost !== undefined) {
    if (medical?.totalPastMedicalExpenses === undefined) a.heading('Past losses without a table');
    a.put('burial', { label: 'Funeral and burial expenses', value: p.burialCost, source: ENTERED, format: 'money' });
  }
  return a;
}

/** The consumption rate of a household size, as registered by `caseAssumptions`. */
export function consumptionRate(a: Assumptions, size: number): Expr {
  return a.get(`consumption${size}`);
}
