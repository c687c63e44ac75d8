import { addYears } from '../dates/add-years.ts';
import { formatIsoDate, toEpochDay, yearOf, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { yearFraction } from '../dates/year-fraction.ts';
import { roundHalfEven } from '../numbers/round.ts';

/** A value the user gave up to three alternatives of (income, retirement age, life expectancy). */
export interface Scenario {
  id: number;
  value: number;
}

/** The facts every loss calculation starts from. */
export interface CaseDates {
  dateOfBirth: IsoDate;
  dateOfInjury: IsoDate;
  dateOfReport: IsoDate;
  dateOfTrial: IsoDate;
  /** Remaining life-expectancy scenarios, in years from the date of report. */
  lifeExpectancies: Scenario[];
}

export interface CaseInfo {
  plaintiff_age_at_report: number;
  plaintiff_age_at_life_expectancy: number[];
  life_expectancy_date: { id: number; life_expectancy_date: IsoDate }[];
  plaintiff_age_at_retirement?: number[];
  retirement_date?: { id: number; retirement_date: IsoDate }[];
}

/** The case's dates as epoch days, for arithmetic. */
export function caseDays(dates: CaseDates) {
  return {
    dateOfBirth: toEpochDay(dates.dateOfBirth),
    dateOfInjury: toEpochDay(dates.dateOfInjury),
    dateOfReport: toEpochDay(dates.dateOfReport),
    dateOfTrial: toEpochDay(dates.dateOfTrial),
  };
}

const age = (dateOfBirth: EpochDay, on: EpochDay) => roundHalfEven(yearFraction(dateOfBirth, on), 2);

/** Expected date of death of a life-expectancy scenario: the date of report plus the remaining years. */
export function expectedDateOfDeath(dateOfReport: EpochDay, lifeExpectancyYears: number): EpochDay {
  return addYears(dateOfReport, lifeExpectancyYears);
}

/**
 * The year whose dollars current market prices are stated in (household-services
 * wages, life-care costs, a residual earning capacity): the year of the report (methodology §2).
 */
export function priceBaseYear(dateOfReport: EpochDay): number {
  return yearOf(dateOfReport);
}

/** The date the plaintiff reaches a retirement age. */
export function retirementDate(dateOfBirth: EpochDay, retirementAge: number): EpochDay {
  return addYears(dateOfBirth, retirementAge);
}

/** The dates and ages a report quotes, by scenario; every age is measured from the date of birth. */
export function caseInfo(
  dates: { dateOfBirth: EpochDay; dateOfReport: EpochDay },
  lifeExpectancies: Scenario[],
  retirementAges?: Scenario[],
): CaseInfo {
  const deaths = lifeExpectancies.map((le) => ({ id: le.id, date: expectedDateOfDeath(dates.dateOfReport, le.value) }));
  const info: CaseInfo = {
    plaintiff_age_at_report: age(dates.dateOfBirth, dates.dateOfReport),
    plaintiff_age_at_life_expectancy: deaths.map((d) => age(dates.dateOfBirth, d.date)),
    life_expectancy_date: deaths.map((d) => ({ id: d.id, life_expectancy_date: formatIsoDate(d.date) })),
  };
  if (retirementAges) {
    const retirements = retirementAges.map((r) => ({ id: r.id, date: retirementDate(dates.dateOfBirth, r.value) }));
    info.plaintiff_age_at_retirement = retirements.map((r) => age(dates.dateOfBirth, r.date));
    info.retirement_date = retirements.map((r) => ({ id: r.id, retirement_date: formatIsoDate(r.date) }));
  }
  return info;
}

/** The retirement dates a report quotes when worklife scenarios give them (statistical retirement dates). */
export function withRetirementDates<Info extends CaseInfo>(
  info: Info,
  dateOfBirth: EpochDay,
  retirements: { id: number; date: EpochDay }[],
): Info {
  return {
    ...info,
    plaintiff_age_at_retirement: retirements.map((r) => age(dateOfBirth, r.date)),
    retirement_date: retirements.map((r) => ({ id: r.id, retirement_date: formatIsoDate(r.date) })),
  };
}
