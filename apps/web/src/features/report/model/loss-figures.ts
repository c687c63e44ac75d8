import {
  adulthoodDate,
  formatIsoDate,
  priceBaseYear,
  sumWholeDollars,
  toEpochDay,
  wholeDollars,
  type ConsumptionBase,
  type SupportCaseInfo,
} from '@damages/engine';
import { CONSUMPTION_BASE_LABELS, provenanceText, type SavedFormRecord } from '@damages/contracts';
import {
  consumptionFigures,
  growthErasFigures,
  type ConsumptionFigures,
  type GrowthErasFigures,
} from './growth-and-consumption-figures.ts';
import type { ScenarioOptions, WholeDollarRow } from './report-model.ts';
import { caseInfoOf } from './record-access.ts';
import { lifeTableText, sourcedRate, type SourcedRate } from './sourced-figures.ts';
import { calendarPresentValue, wholeDollarRow } from './totals.ts';
import { retirementPhrase } from './worklife-figures.ts';

/** Present value of one scenario in whole dollars, past and future (null where that side was not selected); the row foots. */
export type ScenarioResult = WholeDollarRow;

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
  /** The rates with their sources (methodology §11). */
  growth: SourcedRate;
  discount: SourcedRate;
  /** What the Patton-Nelson percentage was applied to (absent in the saved form: the decedent's income). */
  consumptionBase: ConsumptionBase;
  consumptionBaseLabel: string;
  consumptionRates: number[];
  /** Patton-Nelson or the economist's rate, and what the economist calls it (version 3). */
  consumption: ConsumptionFigures;
  /** The incomes' own year and the two eras of growth (version 3). */
  eras: GrowthErasFigures;
  spouse?: {
    name: string;
    dateOfBirth: string;
    remainingYears: number;
    dateOfDeath: string | null;
    /** Where the spouse's remaining years came from ("entered by the user" without a lookup). */
    lifeExpectancySource: string;
  };
  children: { name: string; dateOfBirth: string; adulthood: string }[];
  results: ScenarioResult[];
}

export function supportFigures(record: SavedFormRecord, options: ScenarioOptions): SupportFigures {
  const { plaintiff, house, spouse, childrens } = record.formData;
  const info = caseInfoOf(record, 'support') as SupportCaseInfo | undefined;
  const consumptionBase: ConsumptionBase = house?.consumptionBase ?? 'decedentIncome';
  const results = options.income.flatMap((income) =>
    options.retirement.map((retirement) => {
      const scenario = { income: income.id, retirement: retirement.id, lifeExpectancy: 0 };
      return wholeDollarRow(
        `${income.label}, ${retirementPhrase(retirement.label)}`,
        calendarPresentValue(record, 'support', 'past', scenario),
        calendarPresentValue(record, 'support', 'future', scenario),
      );
    }),
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
    growth: sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
    discount: sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
    consumptionBase,
    consumptionBaseLabel: CONSUMPTION_BASE_LABELS[consumptionBase],
    consumptionRates: info?.calculated_consumption ?? [],
    consumption: consumptionFigures(record),
    eras: growthErasFigures(record, 'support'),
    ...(spouse
      ? {
          spouse: {
            name: spouse.name,
            dateOfBirth: spouse.dateOfBirth,
            remainingYears: spouse.remainingLEYears,
            dateOfDeath: info?.spouse_date_of_death ?? null,
            lifeExpectancySource: lifeTableText(spouse.provenance?.remainingLEYears),
          },
        }
      : {}),
    children: (house?.hasChildren === false ? [] : childrens).map((child) => ({
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      adulthood: formatIsoDate(adulthoodDate(child.dateOfBirth)),
    })),
    results,
  };
}

/**
 * Each household-services source's annual value in dollars of the year of report
 * (hourly rate × weekly hours × weeks, times the share lost where one is stated, methodology §6) in whole dollars, and
 * their total as shown, so the table of Household Services Valued (Loss of Services) foots.
 */
export function servicesAnnualValues(record: SavedFormRecord): { sources: number[]; total: number } {
  const sources = record.formData.documents.sourceInfomations.map((s) =>
    wholeDollars(s.hourlyRate * s.weeklyHours * s.numberOfWeeksInYear * (s.lossShare ?? 1)),
  );
  return { sources, total: sumWholeDollars(sources) };
}

export interface ServicesFigures {
  /** annualValue in whole dollars. */
  sources: {
    name: string;
    hourlyRate: number;
    /** "OEWS May 2024 median, Home Health and Personal Care Aides", or "entered". */
    hourlyRateSource: string;
    weeklyHours: number;
    weeksPerYear: number;
    annualValue: number;
    endDate: string;
    /** The source's own first day, when it starts after the injury (methodology §6). */
    startDate?: string;
    /** The share of the source that is lost, when not all of it. */
    lossShare?: number;
  }[];
  /** Whether any source has a start date or a share lost of its own: the table then shows both columns. */
  staged: boolean;
  /** The sum of the sources' annual values as shown. */
  totalAnnualValue: number;
  /** The year whose dollars the hourly rates are stated in (year of report). */
  baseYear: number;
  growthRate?: number;
  discountRate?: number;
  growth: SourcedRate;
  discount: SourcedRate;
  results: (ScenarioResult & { dateOfDeath: string | undefined })[];
}

export function servicesFigures(record: SavedFormRecord, options: ScenarioOptions): ServicesFigures {
  const { plaintiff, documents, case: c } = record.formData;
  const info = caseInfoOf(record, 'services');
  const annual = servicesAnnualValues(record);
  const value = (side: 'past' | 'future', lifeExpectancy: number) =>
    calendarPresentValue(record, 'services', side, { income: 0, retirement: 0, lifeExpectancy });
  return {
    sources: documents.sourceInfomations.map((s, index) => ({
      name: s.name,
      hourlyRate: s.hourlyRate,
      hourlyRateSource: provenanceText(s.provenance?.hourlyRate),
      weeklyHours: s.weeklyHours,
      weeksPerYear: s.numberOfWeeksInYear,
      annualValue: annual.sources[index] ?? 0,
      endDate: s.endDate,
      startDate: s.startDate,
      lossShare: s.lossShare,
    })),
    staged: documents.sourceInfomations.some((s) => s.startDate !== undefined || s.lossShare !== undefined),
    totalAnnualValue: annual.total,
    baseYear: priceBaseYear(toEpochDay(c.dateOfReport)),
    growthRate: plaintiff.servicesGrowthRate,
    discountRate: plaintiff.servicesDiscountRate,
    growth: sourcedRate(plaintiff.servicesGrowthRate, plaintiff.provenance?.servicesGrowthRate),
    discount: sourcedRate(plaintiff.servicesDiscountRate, plaintiff.provenance?.servicesDiscountRate),
    results: options.lifeExpectancy.map((le) => ({
      ...wholeDollarRow(le.label, value('past', le.id), value('future', le.id)),
      dateOfDeath: info?.life_expectancy_date.find((d) => d.id === le.id)?.life_expectancy_date,
    })),
  };
}
