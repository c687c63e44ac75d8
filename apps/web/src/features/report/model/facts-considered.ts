import {
  DATA_VINTAGE_WORDS,
  GROWTH_SERIES_LABELS,
  MEDICAL_SCENARIO_LABELS,
  provenanceText,
  type SavedFormRecord,
  type ValueProvenance,
  vintageAge,
  vintageAgeShort,
  vintageEnd,
  formatAge,
  formatMoney,
  formatMoneyCents,
  formatPercent,
  formatYears,
} from '@damages/contracts';
import { chosenLosses } from './record-access.ts';

/**
 * "Facts and data considered" (FRCP 26(a)(2)(B)(ii) asks an expert's report for them), generated
 * from the case: the documents the user listed, every reference data set a
 * figure of this case actually came from with its vintage (read from the
 * provenance kept beside each looked-up figure, methodology §11), and each
 * figure the calculation used with its source — "entered by the user" when it
 * was typed rather than looked up. Only figures of the loss types chosen appear.
 * Each data set states its age at the date of report: the report
 * never calls a vintage current, it says how old it was.
 */

interface DataSourceUsed {
  /** The data set, e.g. "U.S. Treasury daily par yield curve". */
  name: string;
  /** Its vintage as used: "curve of 2025-02-28, 9.3-year maturity", "annual averages 2004–2024". */
  vintage: string;
  /** Its age at the date of report, in whole months from the last day its data cover: "16 months", "less than 1 month". */
  age: string;
  /** The figures it gave, e.g. ["Wages discount rate"]. */
  usedFor: string[];
}

interface FigureConsidered {
  figure: string;
  value: string;
  /** provenanceText of the figure, or "entered by the user". */
  source: string;
  entered: boolean;
}

export interface FactsConsidered {
  documents: string[];
  sources: DataSourceUsed[];
  figures: FigureConsidered[];
}

const ENTERED = 'entered by the user';

interface UsedFigure {
  figure: string;
  value: string;
  provenance?: ValueProvenance | null;
  /** Figures no lookup can give (incomes, ages typed from the documents). */
  alwaysEntered?: boolean;
  kind?: 'lifeExpectancy' | 'rate';
}

const tenor = (years: number) => String(Math.round(years * 10) / 10);

/** How old data ending on `end` were at the date of report, for the table's column. */
function ageAt(end: string | undefined, dateOfReport: string): string {
  const age = end === undefined ? undefined : vintageAge(end, dateOfReport);
  return age === undefined ? DATA_VINTAGE_WORDS.ageUnknown : vintageAgeShort(age);
}

/** The data set and vintage of a looked-up figure. */
function sourceOf(provenance: ValueProvenance): Omit<DataSourceUsed, 'usedFor' | 'age'> {
  switch (provenance.lookup) {
    case 'lifeTable':
      return { name: 'National Center for Health Statistics, United States Life Tables', vintage: provenance.table };
    case 'treasury':
      return {
        name: 'U.S. Department of the Treasury, daily par yield curve rates',
        vintage: `Curve of ${provenance.asOf}, ${tenor(provenance.tenorYears)}-year maturity`,
      };
    case 'growth':
      return {
        name: `U.S. Bureau of Labor Statistics, ${GROWTH_SERIES_LABELS[provenance.series]}`,
        vintage: `Annual averages ${provenance.fromYear}–${provenance.toYear} (${provenance.years}-year compound growth)${
          provenance.dataThrough ? `; monthly data through ${provenance.dataThrough}` : ''
        }`,
      };
    case 'oews':
      return {
        name: 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS)',
        vintage: `${provenance.asOf}, ${provenance.statistic} hourly wage, ${provenance.title} (SOC ${provenance.occupation})`,
      };
  }
}

function usedFigures(record: SavedFormRecord): UsedFigure[] {
  const { plaintiff: p, spouse, house, documents, medical } = record.formData;
  const chosen = chosenLosses(record);
  const prov = p.provenance;
  const figures: UsedFigure[] = [];
  const several = (list: readonly unknown[], i: number) => (list.length > 1 ? ` (scenario ${i + 1})` : '');

  p.remainingLEYears.forEach((years, i) =>
    figures.push({
      figure: `Remaining life expectancy${several(p.remainingLEYears, i)}`,
      value: `${formatYears(years)} years`,
      provenance: prov?.remainingLEYears?.[i],
      kind: 'lifeExpectancy',
    }),
  );
  if (chosen.support && spouse)
    figures.push({
      figure: "Spouse's remaining life expectancy",
      value: `${formatYears(spouse.remainingLEYears)} years`,
      provenance: spouse.provenance?.remainingLEYears,
      kind: 'lifeExpectancy',
    });

  if (chosen.earnings || chosen.support) {
    p.annualIncome.forEach((income, i) =>
      figures.push({ figure: `Annual income${several(p.annualIncome, i)}`, value: formatMoney(income), alwaysEntered: true }),
    );
    p.retirementAge.forEach((age, i) =>
      figures.push({ figure: `Retirement age${several(p.retirementAge, i)}`, value: formatAge(age), alwaysEntered: true }),
    );
    if (p.wagesGrowthRate !== undefined)
      figures.push({
        figure: 'Wages growth rate',
        value: formatPercent(p.wagesGrowthRate),
        provenance: prov?.wagesGrowthRate,
      });
    if (p.wagesDiscountRate !== undefined)
      figures.push({
        figure: 'Wages discount rate',
        value: formatPercent(p.wagesDiscountRate),
        provenance: prov?.wagesDiscountRate,
      });
  }
  if (chosen.earnings && p.benefitsRate !== undefined)
    figures.push({ figure: 'Fringe benefits rate', value: formatPercent(p.benefitsRate), alwaysEntered: true });
  if (chosen.earnings && p.residualEarnings !== undefined)
    figures.push({ figure: 'Residual earning capacity', value: formatMoney(p.residualEarnings), alwaysEntered: true });
  if (chosen.support) {
    if (house) figures.push({ figure: 'Household income', value: formatMoney(house.holdIncome), alwaysEntered: true });
    if (p.marginalTaxRate !== undefined)
      figures.push({ figure: 'Marginal tax rate', value: formatPercent(p.marginalTaxRate), alwaysEntered: true });
  }

  if (chosen.services) {
    documents.sourceInfomations.forEach((source, i) =>
      figures.push({
        figure: `Hourly rate: ${source.name.trim() || `household service ${i + 1}`}`,
        value: formatMoneyCents(source.hourlyRate),
        provenance: source.provenance?.hourlyRate,
      }),
    );
    if (p.servicesGrowthRate !== undefined)
      figures.push({
        figure: 'Services growth rate',
        value: formatPercent(p.servicesGrowthRate),
        provenance: prov?.servicesGrowthRate,
      });
    if (p.servicesDiscountRate !== undefined)
      figures.push({
        figure: 'Services discount rate',
        value: formatPercent(p.servicesDiscountRate),
        provenance: prov?.servicesDiscountRate,
      });
  }

  if (chosen.medicalPast && medical?.totalPastMedicalExpenses !== undefined)
    figures.push({ figure: 'Past medical expenses', value: formatMoney(medical.totalPastMedicalExpenses), alwaysEntered: true });
  if (chosen.medicalFuture && medical)
    medical.data.forEach((modality, m) =>
      modality.scenarios.forEach((s) => {
        const name = `${s.modality.trim() || `Medical modality ${m + 1}`}, ${MEDICAL_SCENARIO_LABELS[s.type]}`;
        figures.push({ figure: `${name}: growth rate`, value: formatPercent(s.growthRate), provenance: s.provenance?.growthRate });
        figures.push({ figure: `${name}: discount rate`, value: formatPercent(s.discountRate), provenance: s.provenance?.discountRate });
      }),
    );
  if (chosen.burial && p.burialCost !== undefined)
    figures.push({ figure: 'Funeral and burial expenses', value: formatMoney(p.burialCost), alwaysEntered: true });
  return figures;
}

/** The facts and data considered for a saved case. */
export function factsConsidered(record: SavedFormRecord): FactsConsidered {
  const used = usedFigures(record);
  const sources = new Map<string, DataSourceUsed>();
  const { dateOfReport } = record.formData.case;
  for (const { figure, provenance } of used) {
    if (!provenance) continue;
    const source = sourceOf(provenance);
    const key = `${source.name}|${source.vintage}`;
    const entry = sources.get(key) ?? { ...source, age: ageAt(vintageEnd(provenance), dateOfReport), usedFor: [] };
    entry.usedFor.push(figure);
    sources.set(key, entry);
  }
  const chosen = chosenLosses(record);
  if (chosen.support) {
    const deathYear = record.formData.case.dateOfInjuryOrDeath.slice(0, 4);
    sources.set('consumption', {
      name: 'Patton-Nelson personal consumption tables (Lierman, Patton & Nelson, 1998), with household income converted to 1995 dollars by the CPI-U, all items (CUUR0000SA0)',
      vintage: `1994–95 Consumer Expenditure Survey; CPI-U annual averages of 1995 and ${deathYear}`,
      // The tables rest on the survey of 1994–95: their age is the survey's.
      age: ageAt('1995-12-31', dateOfReport),
      usedFor: ["The decedent's personal consumption"],
    });
  }
  return {
    documents: record.formData.documents.sourceNames.map((name) => name.trim()).filter((name) => name !== ''),
    sources: [...sources.values()],
    figures: used.map(({ figure, value, provenance, alwaysEntered, kind }) => {
      const entered = alwaysEntered === true || !provenance;
      return { figure, value, entered, source: entered ? ENTERED : provenanceText(provenance, kind ?? 'rate') };
    }),
  };
}
