import { MEDICAL_SCENARIO_TYPES, type IncomeRetirementId } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS, type SavedFormRecord, type SavedLoss } from '@damages/contracts';
import { formatDecimal, formatMoney, formatPercent, formatReportDate } from '../../../lib/format.ts';
import type { Appendix, AppendixKey, HeaderFact, LossSide, TableKind, TablePage, TableRow } from './report-model.ts';
import { sidesOf, sumMoney } from './record-access.ts';
import { tablePresentValue } from './totals.ts';

const SIDE_TITLE: Record<LossSide, string> = { past: 'Past', future: 'Future' };
const PAST_NOTE = 'Not applied to past losses';

function totalsOf(rows: readonly TableRow[], amountColumn: string): TableRow {
  return { [amountColumn]: sumMoney(rows.map((row) => row[amountColumn] ?? 0)), PV: tablePresentValue(rows) };
}

function rate(value: number | undefined): string {
  return value === undefined ? '—' : formatPercent(value);
}

function commonHeader(record: SavedFormRecord, side: LossSide, growth: number | undefined, discount: number | undefined, annual: HeaderFact): HeaderFact[] {
  const dates = record.formData.case;
  return [
    { label: 'Date of incident', value: formatReportDate(dates.dateOfInjuryOrDeath) },
    { label: 'Date of trial', value: formatReportDate(dates.dateOfTrial) },
    { label: 'Growth rate', value: rate(growth) },
    { label: 'Discount rate', value: side === 'past' ? `${rate(discount)} (${PAST_NOTE.toLowerCase()})` : rate(discount) },
    annual,
  ];
}

type IncomeRetirementLoss = { past?: SavedLoss<IncomeRetirementId, TableRow>; future?: SavedLoss<IncomeRetirementId, TableRow> };

const age = (value: number | undefined) => (value === undefined ? '—' : formatDecimal(value, value % 1 === 0 ? 0 : 1));

/** Support and earnings: one page per income × retirement pair and side, grouped by pair. */
function incomeRetirementPages(record: SavedFormRecord, kind: 'support' | 'earnings'): TablePage[] {
  const plaintiff = record.formData.plaintiff;
  const loss: IncomeRetirementLoss | undefined = kind === 'support' ? record.lossSupport : record.lossEarnings;
  const info = loss?.future?.case_info ?? loss?.past?.case_info;
  const entries = sidesOf(loss);
  const order = (id: IncomeRetirementId) => id.annualIncomeId * 100 + id.retirementDateId;
  entries.sort((a, b) => order(a.table.id) - order(b.table.id) || (a.side === 'past' ? -1 : 1) - (b.side === 'past' ? -1 : 1));
  const title = kind === 'support' ? 'Loss of Support' : 'Loss of Earnings';
  return entries.map(({ side, table }) => {
    const { annualIncomeId: income, retirementDateId: retirement } = table.id;
    const income$ = plaintiff.annualIncome[income];
    const retirementDate = info?.retirement_date?.find((r) => r.id === retirement)?.retirement_date;
    const header = commonHeader(record, side, plaintiff.wagesGrowthRate, plaintiff.wagesDiscountRate, {
      label: 'Annual value',
      value: income$ === undefined ? '—' : formatMoney(income$),
    });
    header.push({ label: 'Retirement', value: `Age ${age(plaintiff.retirementAge[retirement])}${retirementDate ? ` (${formatReportDate(retirementDate)})` : ''}` });
    if (kind === 'earnings') header.push({ label: 'Fringe benefits', value: rate(plaintiff.benefitsRate) });
    if (kind === 'support' && record.formData.house) header.push({ label: 'Household income', value: formatMoney(record.formData.house.holdIncome) });
    return {
      key: `${side}-${income}-${retirement}`,
      kind,
      side,
      title: `${SIDE_TITLE[side]} ${title}`,
      scenario: `Annual income ${income$ === undefined ? `scenario ${income + 1}` : formatMoney(income$)} · retirement at age ${age(plaintiff.retirementAge[retirement])}`,
      header,
      rows: table.data,
      totals: totalsOf(table.data, 'Loss'),
      savedTotal: table.total_pv,
      match: { income, retirement },
    };
  });
}

/** Annual value of the household services in dollars of the year of report. */
export function servicesAnnualValue(record: SavedFormRecord): number {
  return sumMoney(record.formData.documents.sourceInfomations.map((s) => s.hourlyRate * s.weeklyHours * s.numberOfWeeksInYear));
}

function servicesPages(record: SavedFormRecord): TablePage[] {
  const plaintiff = record.formData.plaintiff;
  const info = record.lossServices?.future?.case_info ?? record.lossServices?.past?.case_info;
  const entries = sidesOf(record.lossServices);
  entries.sort((a, b) => a.table.id - b.table.id || (a.side === 'past' ? -1 : 1) - (b.side === 'past' ? -1 : 1));
  return entries.map(({ side, table }) => {
    const years = plaintiff.remainingLEYears[table.id];
    const death = info?.life_expectancy_date.find((d) => d.id === table.id)?.life_expectancy_date;
    const header = commonHeader(record, side, plaintiff.servicesGrowthRate, plaintiff.servicesDiscountRate, {
      label: 'Annual value',
      value: formatMoney(servicesAnnualValue(record)),
    });
    header.push({ label: 'Expected date of death', value: death ? formatReportDate(death) : '—' });
    return {
      key: `${side}-${table.id}`,
      kind: 'services' as const,
      side,
      title: `${SIDE_TITLE[side]} Loss of Household Services`,
      scenario: `Remaining life expectancy ${years === undefined ? `scenario ${table.id + 1}` : `${formatDecimal(years, 2)} years`}`,
      header,
      rows: table.data,
      totals: totalsOf(table.data, 'Loss'),
      savedTotal: table.total_pv,
      match: { lifeExpectancy: table.id },
    };
  });
}

function medicalPages(record: SavedFormRecord): TablePage[] {
  const report = record.medicalReport;
  if (!report) return [];
  return MEDICAL_SCENARIO_TYPES.flatMap((type) =>
    report.table[type].map((entry, index, all): TablePage => {
      const scenario = record.formData.medical?.data[entry.id]?.scenarios.find((s) => s.type === type);
      const header = commonHeader(record, 'future', entry.medical_growth, entry.medical_discount, {
        label: 'Annual value',
        value: scenario ? formatMoney(scenario.annualCost) : '—',
      });
      header.push({ label: 'Category', value: entry.medical_category || '—' });
      if (scenario) header.push({ label: 'Period of care', value: `${formatReportDate(scenario.from)} to ${formatReportDate(scenario.to)}` });
      return {
        key: `${type}-${index}`,
        kind: 'medical',
        side: 'future',
        title: `Future Medical Expenses: ${entry.medical_modality || `Modality ${entry.id + 1}`}`,
        scenario: `${MEDICAL_SCENARIO_LABELS[type]} · modality ${index + 1} of ${all.length}`,
        header,
        rows: entry.medical_table,
        totals: totalsOf(entry.medical_table, 'Cost'),
        savedTotal: entry.total_pv,
        match: { medical: type },
      };
    }),
  );
}

const APPENDIX_DEFS: { key: AppendixKey; title: string; kind: TableKind; pages: (r: SavedFormRecord) => TablePage[] }[] = [
  { key: 'loss-of-support', title: 'Loss of Support', kind: 'support', pages: (r) => incomeRetirementPages(r, 'support') },
  { key: 'loss-of-services', title: 'Loss of Household Services', kind: 'services', pages: servicesPages },
  { key: 'loss-earnings', title: 'Loss of Earnings', kind: 'earnings', pages: (r) => incomeRetirementPages(r, 'earnings') },
  { key: 'medical-expenses', title: 'Future Medical Expenses', kind: 'medical', pages: medicalPages },
];

/** The appendices that have tables, lettered A, B, … in the spec's order. */
export function appendices(record: SavedFormRecord): Appendix[] {
  return APPENDIX_DEFS.map((def) => ({ key: def.key, title: def.title, kind: def.kind, pages: def.pages(record) }))
    .filter((appendix) => appendix.pages.length > 0)
    .map((appendix, index) => ({ ...appendix, letter: String.fromCharCode(65 + index) }));
}
