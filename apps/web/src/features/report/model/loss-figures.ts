import { addYears, formatIsoDate, toEpochDay, yearOf } from '@damages/engine';
import type { SavedFormRecord } from '@damages/contracts';
import type { ScenarioOptions } from './report-model.ts';
import { hasType, sameIncomeRetirement, sumMoney } from './record-access.ts';
import { servicesAnnualValue } from './appendix-pages.ts';
import { tablePresentValue } from './totals.ts';

/** Present value of one scenario, past and future (null where that side was not selected). */
export interface ScenarioResult {
  label: string;
  past: number | null;
  future: number | null;
  total: number;
}

function result(label: string, past: number | null, future: number | null): ScenarioResult {
  return { label, past, future, total: sumMoney([past ?? 0, future ?? 0]) };
}

export interface SupportFigures {
  incomes: number[];
  householdIncome?: number;
  householdSize?: number;
  taxRate?: number;
  taxDeductions?: number;
  taxAdjustments?: number;
  /** Labelled "consumer price index" in the report. */
  growthRate?: number;
  /** Labelled "Treasury yield" in the report. */
  discountRate?: number;
  consumptionRates: number[];
  spouse?: { name: string; dateOfBirth: string; remainingYears: number; dateOfDeath: string | null };
  children: { name: string; dateOfBirth: string; adulthood: string }[];
  results: ScenarioResult[];
}

export function supportFigures(record: SavedFormRecord, options: ScenarioOptions): SupportFigures {
  const { plaintiff, house, spouse, childrens } = record.formData;
  const info = record.lossSupport?.future?.case_info ?? record.lossSupport?.past?.case_info;
  const value = (side: 'past' | 'future', income: number, retirement: number) => {
    const selected = hasType(record, side === 'past' ? 'supportLossPast' : 'supportLossFuture');
    const table = record.lossSupport?.[side]?.table.find((t) => sameIncomeRetirement(t.id, income, retirement));
    return selected ? (table ? tablePresentValue(table.data) : 0) : null;
  };
  const results = options.income.flatMap((income) =>
    options.retirement.map((retirement) =>
      result(`${income.label}, retirement at ${retirement.label.toLowerCase()}`, value('past', income.id, retirement.id), value('future', income.id, retirement.id)),
    ),
  );
  return {
    incomes: plaintiff.annualIncome,
    householdIncome: house?.holdIncome,
    householdSize: house?.holdSize,
    taxRate: plaintiff.marginalTaxRate,
    taxDeductions: plaintiff.annualDeductions,
    taxAdjustments: plaintiff.annualAdjustments,
    growthRate: plaintiff.wagesGrowthRate,
    discountRate: plaintiff.wagesDiscountRate,
    consumptionRates: info?.calculated_consumption ?? [],
    ...(spouse
      ? { spouse: { name: spouse.name, dateOfBirth: spouse.dateOfBirth, remainingYears: spouse.remainingLEYears, dateOfDeath: info?.spouse_date_of_death ?? null } }
      : {}),
    children: (house?.hasChildren === false ? [] : childrens).map((child) => ({
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      adulthood: formatIsoDate(addYears(toEpochDay(child.dateOfBirth), 18)),
    })),
    results,
  };
}

export interface ServicesFigures {
  sources: { name: string; hourlyRate: number; weeklyHours: number; weeksPerYear: number; annualValue: number; endDate: string }[];
  totalAnnualValue: number;
  /** The year whose dollars the hourly rates are stated in (year of report). */
  baseYear: number;
  growthRate?: number;
  discountRate?: number;
  results: (ScenarioResult & { dateOfDeath: string | undefined })[];
}

export function servicesFigures(record: SavedFormRecord, options: ScenarioOptions): ServicesFigures {
  const { plaintiff, documents, case: c } = record.formData;
  const info = record.lossServices?.future?.case_info ?? record.lossServices?.past?.case_info;
  const value = (side: 'past' | 'future', id: number) => {
    const selected = hasType(record, side === 'past' ? 'householdServicesWdP' : 'householdServicesWdF');
    const table = record.lossServices?.[side]?.table.find((t) => t.id === id);
    return selected ? (table ? tablePresentValue(table.data) : 0) : null;
  };
  return {
    sources: documents.sourceInfomations.map((s) => ({
      name: s.name,
      hourlyRate: s.hourlyRate,
      weeklyHours: s.weeklyHours,
      weeksPerYear: s.numberOfWeeksInYear,
      annualValue: sumMoney([s.hourlyRate * s.weeklyHours * s.numberOfWeeksInYear]),
      endDate: s.endDate,
    })),
    totalAnnualValue: servicesAnnualValue(record),
    baseYear: yearOf(toEpochDay(c.dateOfReport)),
    growthRate: plaintiff.servicesGrowthRate,
    discountRate: plaintiff.servicesDiscountRate,
    results: options.lifeExpectancy.map((le) => ({
      ...result(le.label, value('past', le.id), value('future', le.id)),
      dateOfDeath: info?.life_expectancy_date.find((d) => d.id === le.id)?.life_expectancy_date,
    })),
  };
}
