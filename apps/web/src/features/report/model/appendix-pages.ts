import { addCents, MEDICAL_SCENARIO_TYPES, type IncomeRetirementId, type MedicalScenarioType } from '@damages/engine';
import {
  APPENDIX_ORDER,
  CONSUMPTION_BASE_LABELS,
  EARNINGS_BASIS_LABELS,
  LOSS_KINDS,
  MEDICAL_SCENARIO_LABELS,
  type LossKind,
  type SavedFormRecord,
  formatAge,
  formatMoney,
  formatOptionalDate,
  formatOptionalMoney,
  formatOptionalPercent,
  formatReportDate,
  formatYears,
  MISSING,
} from '@damages/contracts';
import { frequencyText, type ItemFrequency } from './discount-figures.ts';
import type { Appendix, HeaderFact, LossSide, TablePage, TableRow } from './report-model.ts';
import { caseInfoOf, savedTables, type SavedTable } from './record-access.ts';
import { servicesAnnualValues } from './loss-figures.ts';
import { sourcedPercentText, sourcedRate, type SourcedRate } from './sourced-figures.ts';
import { CARE_BEFORE_TRIAL_LABEL, planAnswer, planScenarioTotal, SINGLE_ESTIMATE_LABEL, type PlanPart } from './medical-totals.ts';
import { unemploymentFacts, worklifeFact, worklifeScenarioOf, worklifeScenarioText } from './worklife-figures.ts';

const SIDE_TITLE: Record<LossSide, string> = { past: 'Past', future: 'Future' };
const PAST_NOTE = 'Not applied to past losses';

/**
 * The Total row: PV is the engine's total of the table; the loss column is the exact sum of its rows.
 * A past table computed with prejudgment interest adds the engine's total interest and the rows' sum of Loss with Interest.
 */
function totalsOf(rows: readonly TableRow[], amountColumn: string, totalPv: number, totalInterest?: number): TableRow {
  const totals: TableRow = { [amountColumn]: addCents(rows.map((row) => row[amountColumn] ?? 0)), PV: totalPv };
  if (totalInterest === undefined) return totals;
  return { ...totals, Interest: totalInterest, 'Loss with Interest': addCents(rows.map((row) => row['Loss with Interest'] ?? 0)) };
}

function commonHeader(
  record: SavedFormRecord,
  side: LossSide,
  growth: SourcedRate,
  discount: SourcedRate,
  annual: HeaderFact,
): HeaderFact[] {
  const dates = record.formData.case;
  const discountText = sourcedPercentText(discount);
  return [
    // The wrongful-death date of the incident is the date of death.
    { label: dates.type === 'wrongfulDeath' ? 'Date of death' : 'Date of incident', value: formatReportDate(dates.dateOfInjuryOrDeath) },
    { label: 'Date of trial', value: formatReportDate(dates.dateOfTrial) },
    { label: 'Growth rate', value: sourcedPercentText(growth) },
    {
      label: 'Discount rate',
      value: side === 'past' && discount.rate !== undefined ? `${discountText} (${PAST_NOTE.toLowerCase()})` : discountText,
    },
    annual,
  ];
}

const pastFirst = (a: SavedTable, b: SavedTable) => (a.side === 'past' ? -1 : 1) - (b.side === 'past' ? -1 : 1);

/** The earnings options a table was computed with (methodology §5): fringe benefits, tax basis, residual earning capacity. */
function earningsHeader(record: SavedFormRecord): HeaderFact[] {
  const plaintiff = record.formData.plaintiff;
  const basis = plaintiff.earningsBasis ?? 'beforeTax';
  const facts: HeaderFact[] = [
    { label: 'Fringe benefits', value: formatOptionalPercent(plaintiff.benefitsRate) },
    { label: 'Earnings basis', value: EARNINGS_BASIS_LABELS[basis] },
  ];
  if (basis === 'afterTax') facts.push({ label: 'Marginal tax rate', value: formatOptionalPercent(plaintiff.marginalTaxRate) });
  if (plaintiff.residualEarnings !== undefined && plaintiff.residualEarnings > 0)
    facts.push({
      label: 'Residual earning capacity',
      value: `${formatMoney(plaintiff.residualEarnings)} from ${formatOptionalDate(plaintiff.residualStartDate)}`,
    });
  return facts;
}

/** Support and earnings: one page per income × retirement pair and side, grouped by pair. */
function incomeRetirementPages(record: SavedFormRecord, kind: 'support' | 'earnings'): TablePage[] {
  const plaintiff = record.formData.plaintiff;
  const info = caseInfoOf(record, kind);
  const order = (id: unknown) => (id as IncomeRetirementId).annualIncomeId * 100 + (id as IncomeRetirementId).retirementDateId;
  const entries = savedTables(record, kind).sort((a, b) => order(a.id) - order(b.id) || pastFirst(a, b));
  const title = LOSS_KINDS[kind].appendix.title;
  return entries.map(({ side, id, rows, totalPv, totalInterest }) => {
    const { annualIncomeId: income, retirementDateId: retirement } = id as IncomeRetirementId;
    const income$ = plaintiff.annualIncome[income];
    const retirementDate = info?.retirement_date?.find((r) => r.id === retirement)?.retirement_date;
    const header = commonHeader(
      record,
      side,
      sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
      sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
      { label: 'Annual value', value: formatOptionalMoney(income$) },
    );
    const retirementAge = formatAge(plaintiff.retirementAge[retirement]);
    // With the worklife tables a table runs to its scenario's statistical retirement date (methodology §14).
    const worklife = worklifeScenarioOf(record, retirement);
    header.push(
      worklife
        ? worklifeFact(worklife, retirementDate)
        : { label: 'Retirement', value: `Age ${retirementAge}${retirementDate ? ` (${formatReportDate(retirementDate)})` : ''}` },
    );
    header.push(...unemploymentFacts(record));
    if (kind === 'earnings') header.push(...earningsHeader(record));
    if (kind === 'support' && record.formData.house) {
      header.push({ label: 'Household income', value: formatMoney(record.formData.house.holdIncome) });
      header.push({ label: 'Consumption base', value: CONSUMPTION_BASE_LABELS[record.formData.house.consumptionBase ?? 'decedentIncome'] });
    }
    return {
      key: `${side}-${income}-${retirement}`,
      kind,
      side,
      title: `${SIDE_TITLE[side]} ${title}`,
      scenario: `Annual income ${income$ === undefined ? `scenario ${income + 1}` : formatMoney(income$)} · ${worklife ? worklifeScenarioText(worklife) : `retirement at age ${retirementAge}`}`,
      header,
      rows,
      totals: totalsOf(rows, 'Loss', totalPv, totalInterest),
      match: { income, retirement },
    };
  });
}

function servicesPages(record: SavedFormRecord): TablePage[] {
  const plaintiff = record.formData.plaintiff;
  const info = caseInfoOf(record, 'services');
  const annualValue = servicesAnnualValues(record).total;
  const entries = savedTables(record, 'services').sort((a, b) => (a.id as number) - (b.id as number) || pastFirst(a, b));
  return entries.map(({ side, id, rows, totalPv, totalInterest }) => {
    const lifeExpectancy = id as number;
    const years = plaintiff.remainingLEYears[lifeExpectancy];
    const death = info?.life_expectancy_date.find((d) => d.id === lifeExpectancy)?.life_expectancy_date;
    const header = commonHeader(
      record,
      side,
      sourcedRate(plaintiff.servicesGrowthRate, plaintiff.provenance?.servicesGrowthRate),
      sourcedRate(plaintiff.servicesDiscountRate, plaintiff.provenance?.servicesDiscountRate),
      { label: 'Annual value', value: formatMoney(annualValue) },
    );
    header.push({ label: 'Expected date of death', value: formatOptionalDate(death) });
    return {
      key: `${side}-${lifeExpectancy}`,
      kind: 'services' as const,
      side,
      title: `${SIDE_TITLE[side]} ${LOSS_KINDS.services.appendix.title}`,
      scenario: `Remaining life expectancy ${years === undefined ? `scenario ${lifeExpectancy + 1}` : `${formatYears(years)} years`}`,
      header,
      rows,
      totals: totalsOf(rows, 'Loss', totalPv, totalInterest),
      match: { lifeExpectancy },
    };
  });
}

/** How often a medical table's item is bought: from the saved table (version 2), else the form, else every year. */
function itemFrequency(
  entry: { medical_frequency?: ItemFrequency['frequency']; medical_every_years?: number | null },
  scenario: { frequency?: ItemFrequency['frequency']; everyYears?: number | null } | undefined,
): ItemFrequency {
  const frequency = entry.medical_frequency ?? scenario?.frequency ?? 'annual';
  const everyYears = frequency === 'everyYears' ? (entry.medical_every_years ?? scenario?.everyYears ?? null) : null;
  return { frequency, everyYears };
}

/**
 * The tables of a life-care plan, one per modality and estimate: the care after
 * the trial (the appendix), or the care between the report and the trial
 * (methodology §8; the workbook's own sheets behind the summary's past line).
 */
export function medicalPlanPages(record: SavedFormRecord, part: PlanPart): TablePage[] {
  const report = planAnswer(record, part);
  if (!report) return [];
  const side = part === 'future' ? 'future' : 'past';
  const death = report.case_info.life_expectancy_date[0]?.life_expectancy_date;
  // The scenarios whose totals count each modality's estimate (the engine's choice), so a printed selection holds what it adds.
  const counted = MEDICAL_SCENARIO_TYPES.map(
    (scenario) => [scenario, planScenarioTotal(record, part, scenario)?.modalities ?? []] as const,
  );
  const countsIn = (type: MedicalScenarioType, id: number) =>
    counted.filter(([, modalities]) => modalities.some((m) => m.modality === id && m.counts_with === type)).map(([scenario]) => scenario);
  return MEDICAL_SCENARIO_TYPES.flatMap((type) =>
    report.table[type].map((entry, index, all): TablePage => {
      const scenarios = countsIn(type, entry.id);
      const single = scenarios.length === MEDICAL_SCENARIO_TYPES.length;
      const scenario = record.formData.medical?.data[entry.id]?.scenarios.find((s) => s.type === type);
      const frequency = itemFrequency(entry, scenario);
      const purchases = frequency.frequency !== 'annual';
      const header = commonHeader(
        record,
        side,
        sourcedRate(entry.medical_growth, scenario?.provenance?.growthRate),
        sourcedRate(entry.medical_discount, scenario?.provenance?.discountRate),
        { label: purchases ? 'Unit cost' : 'Annual value', value: formatOptionalMoney(scenario?.annualCost) },
      );
      header.push({ label: 'Frequency', value: frequencyText(frequency) });
      header.push({ label: 'Category', value: entry.medical_category || MISSING });
      if (scenario) {
        // Tables computed with the version-2 method (they carry the frequency) stop at the expected date of death.
        const capped = entry.medical_frequency !== undefined && death !== undefined && scenario.to >= death;
        header.push({
          label: 'Period of care',
          value: `${formatReportDate(scenario.from)} to ${formatReportDate(capped ? death : scenario.to)}${capped ? ' (expected date of death)' : ''}`,
        });
      }
      return {
        key: part === 'future' ? `${type}-${index}` : `before-trial-${type}-${index}`,
        kind: 'medical',
        side,
        title: `${part === 'future' ? LOSS_KINDS.medical.appendix.title : CARE_BEFORE_TRIAL_LABEL}: ${entry.medical_modality || `Modality ${entry.id + 1}`}`,
        scenario: `${single ? SINGLE_ESTIMATE_LABEL : MEDICAL_SCENARIO_LABELS[type]} · modality ${index + 1} of ${all.length}`,
        header,
        rows: entry.medical_table,
        totals: totalsOf(entry.medical_table, 'Cost', entry.total_pv, entry.total_interest),
        match: { medical: type, countsIn: scenarios },
        frequency,
      };
    }),
  );
}

const APPENDIX_PAGES: Record<LossKind, (record: SavedFormRecord) => TablePage[]> = {
  support: (record) => incomeRetirementPages(record, 'support'),
  services: servicesPages,
  earnings: (record) => incomeRetirementPages(record, 'earnings'),
  medical: (record) => medicalPlanPages(record, 'future'),
};

/** The appendices that have tables, lettered A, B, … in the catalogue's appendix order. */
export function appendices(record: SavedFormRecord): Appendix[] {
  return APPENDIX_ORDER.map((kind) => ({
    key: LOSS_KINDS[kind].appendix.key,
    title: LOSS_KINDS[kind].appendix.title,
    kind,
    pages: APPENDIX_PAGES[kind](record),
  }))
    .filter((appendix) => appendix.pages.length > 0)
    .map((appendix, index) => ({ ...appendix, letter: String.fromCharCode(65 + index) }));
}
