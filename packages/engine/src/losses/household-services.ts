import { daysInYear, toEpochDay, yearOf, type IsoDate } from '../dates/civil-date.ts';
import { calendarRows, overlapDays, periodSide, type LossPeriod, type Period } from '../schedule/calendar-rows.ts';
import { discountFactor, grownAmount } from '../schedule/present-value.ts';
import { caseDays, caseInfo, expectedDateOfDeath, type CaseDates } from './case-info.ts';
import { ageAt, money, ratio, tableOf, type LossResult } from './loss-table.ts';

export const SERVICES_COLUMNS = ['Year', 'Age', 'Portion', 'Annual Value', 'Loss', 'Discount Factor', 'PV'] as const;

export type ServicesRow = Record<(typeof SERVICES_COLUMNS)[number], number>;

/** One kind of household work the plaintiff can no longer do, valued at a market wage. */
export interface HouseholdServiceSource {
  /** Last day the service would have been performed (inclusive). */
  endDate: IsoDate;
  /** Market wage in dollars of the year of report. */
  hourlyRate: number;
  weeklyHours: number;
  weeksPerYear: number;
}

export interface HouseholdServicesInput extends CaseDates {
  sources: HouseholdServiceSource[];
  growthRate: number;
  discountRate: number;
}

/**
 * Lost household services: each source's annual value (hourly rate × weekly
 * hours × weeks) from the injury until the earlier of its end date and the
 * expected date of death; one table per life-expectancy scenario.
 */
export function lossOfHouseholdServices(input: HouseholdServicesInput, side: LossPeriod): LossResult<number, ServicesRow> {
  const { dateOfBirth, dateOfInjury, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = yearOf(dateOfReport);
  const lastDays = input.sources.map((source) => toEpochDay(source.endDate) + 1);

  const tables = input.lifeExpectancies.map((lifeExpectancy) => {
    const death = expectedDateOfDeath(dateOfReport, lifeExpectancy.value);
    const active: Period[] = lastDays.map((end) => ({ start: dateOfInjury, end: Math.min(end, death) }));
    // Every source starts at the injury, so their union is one period ending with the longest.
    const unionEnd = Math.max(dateOfInjury, ...active.map((p) => p.end));
    const rows = calendarRows(periodSide({ start: dateOfInjury, end: unionEnd }, dateOfTrial, side)).map((row): ServicesRow => {
      let annualValue = 0;
      let loss = 0;
      input.sources.forEach((source, j) => {
        const days = overlapDays(active[j]!, row);
        if (days === 0) return;
        const annual = grownAmount(source.hourlyRate * source.weeklyHours * source.weeksPerYear, input.growthRate, baseYear, row.year);
        annualValue += annual;
        loss += (annual * days) / daysInYear(row.year);
      });
      const factor = discountFactor(row, dateOfTrial, input.discountRate, side);
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
    return tableOf(lifeExpectancy.id, rows);
  });

  return { case_info: caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies), tables };
}
