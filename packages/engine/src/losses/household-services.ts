import { daysInYear, toEpochDay, type IsoDate } from '../dates/civil-date.ts';
import { overlapDays, type LossPeriod, type Period } from '../schedule/calendar-rows.ts';
import { grownAmount } from '../schedule/present-value.ts';
import { oneEraSteps, rowFactsOf, type RowFacts, type TableFacts } from '../schedule/schedule-facts.ts';
import { discountInfo, rateApplied, valuedRows, type DiscountInfo, type ValuationOptions } from '../schedule/valuation.ts';
import { caseDays, caseInfo, expectedDateOfDeath, priceBaseYear, type CaseDates, type CaseInfo } from './case-info.ts';
import { servicesHorizon, servicesPeriod, sourcePeriod } from './services-stages.ts';
import { ageAt, money, ratio, tableOf, type LossResult } from './loss-table.ts';
import { pastTableWithInterest, type RowAccrual } from '../interest/past-table-interest.ts';
import type { InterestTerms } from '../interest/prejudgment-interest.ts';

export const SERVICES_COLUMNS = ['Year', 'Age', 'Portion', 'Annual Value', 'Loss', 'Discount Factor', 'PV'] as const;

export type ServicesRow = Record<(typeof SERVICES_COLUMNS)[number], number>;

/** One kind of household work the plaintiff can no longer do, valued at a market wage. */
export interface HouseholdServiceSource {
  /** First day of the source's stage (version 3); absent: the date of injury. */
  startDate?: IsoDate;
  /** Last day the service would have been performed (inclusive). */
  endDate: IsoDate;
  /** Market wage in dollars of the year of report. */
  hourlyRate: number;
  weeklyHours: number;
  weeksPerYear: number;
  /** The share of the source's services that is lost, over 0 and at most 1 (version 3); absent: all. */
  lossShare?: number;
}

export interface HouseholdServicesInput extends CaseDates {
  sources: HouseholdServiceSource[];
  growthRate: number;
  discountRate: number;
  /** The convention of discounting (version 3); portion overrides do not apply to services. */
  valuation?: ValuationOptions;
  /** The survivor's remaining life expectancy from the date of report (wrongful death, version 3). */
  survivorLifeExpectancy?: number;
  /** Version 3: prejudgment interest on the past table (methodology §16); absent for none. */
  prejudgmentInterest?: InterestTerms | null;
}

export interface ServicesCaseInfo extends CaseInfo {
  discount: DiscountInfo;
}

/**
 * Lost household services: each source's annual value (hourly rate × weekly
 * hours × weeks, times the share lost) over its stage, from the injury (or its own
 * start) until the earliest of its end date, the expected date of death and the
 * survivor's horizon; one table per life-expectancy scenario.
 */
export function lossOfHouseholdServices(
  input: HouseholdServicesInput,
  side: LossPeriod,
  /** When given, receives each table's schedule facts (for a workbook's formulas; the answer is unchanged). */
  facts?: TableFacts<number>[],
): LossResult<number, ServicesRow, ServicesCaseInfo> {
  const { dateOfBirth, dateOfInjury, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = priceBaseYear(dateOfReport);
  const valuation = input.valuation ?? {};
  const rate = rateApplied(valuation, input.discountRate, input.growthRate);
  const sources = input.sources.map((source) => ({
    dates: { startDate: source.startDate === undefined ? undefined : toEpochDay(source.startDate), endDate: toEpochDay(source.endDate) },
    annual: source.hourlyRate * source.weeklyHours * source.weeksPerYear * (source.lossShare ?? 1),
  }));

  const tables = input.lifeExpectancies.map((lifeExpectancy) => {
    const horizon = servicesHorizon(expectedDateOfDeath(dateOfReport, lifeExpectancy.value), dateOfReport, input.survivorLifeExpectancy);
    const active: Period[] = sources.map((source) => sourcePeriod(source.dates, dateOfInjury, horizon));
    const accruals: RowAccrual[] = [];
    const period = servicesPeriod(active, dateOfInjury);
    const rowFacts: RowFacts[] | null = facts ? [] : null;
    const rows = valuedRows(period, dateOfTrial, side, rate, valuation).map((row): ServicesRow => {
      let annualValue = 0;
      let loss = 0;
      if (rowFacts)
        rowFacts.push({ ...rowFactsOf(row, oneEraSteps(baseYear, row.year)), sourceDays: active.map((p) => overlapDays(p, row)) });
      sources.forEach((source, j) => {
        const days = overlapDays(active[j]!, row);
        if (days === 0) return;
        const annual = grownAmount(source.annual, input.growthRate, baseYear, row.year);
        annualValue += annual;
        loss += (annual * days) / daysInYear(row.year);
      });
      accruals.push({ start: row.start, end: row.end, loss });
      const factor = row.discountFactor;
      return {
        Year: row.year,
        Age: ageAt(dateOfBirth, row.start),
        Portion: ratio(row.portion),
        'Annual Value': money(annualValue),
        Loss: money(loss),
        'Discount Factor': ratio(factor),
        PV: money(loss * factor),
      };
    });
    const table = tableOf(lifeExpectancy.id, rows);
    facts?.push({
      id: table.id,
      period,
      baseYear,
      growth: { rate: input.growthRate, switchYear: baseYear },
      rateApplied: rate,
      rows: rowFacts!,
      sources: active,
    });
    // Interest is a step on the finished past table, so every column before it is as without interest.
    return side === 'past' && input.prejudgmentInterest ? pastTableWithInterest(table, accruals, input.prejudgmentInterest) : table;
  });

  return {
    case_info: { ...caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies), discount: discountInfo(valuation, dateOfTrial, rate) },
    tables,
  };
}
