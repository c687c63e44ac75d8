import {
  discountProvenance,
  MAX_DISCOUNT_HORIZONS,
  pathOf,
  growthProvenance,
  lifeExpectancyProvenance,
  lifeTableLookup,
  wageProvenance,
  type DiscountProvenance,
  type GetDiscountRequest,
  type GetDiscountResponseItem,
  type GetGrowthRequest,
  type GetGrowthResponse,
  type GetLifeRequest,
  type GetLifeResponse,
  type GetWageRequest,
  type GetWageResponse,
  type GrowthProvenance,
  type LifeExpectancyProvenance,
  type LifeTableChoice,
  type ValueProvenance,
  type WageProvenance,
} from '@damages/contracts';
import { addYears, formatIsoDate, parseIsoDate, roundHalfEven, vintageMonth, type GrowthSeries, type WageStatistic } from '@damages/engine';

/**
 * Request bodies and answers of the lookups behind the Autofill buttons
 * (spec §7, methodology §3–4c). Each answer gives the text for the field and
 * the figure's provenance (methodology §11), checked by the contract's schema. Pure: the
 * components only post and show.
 */

// The paths are the contract's endpoint table's.
export const LIFE_PATH = pathOf('getLife');
export const DISCOUNT_PATH = pathOf('getDiscount');
export const GROWTH_PATH = pathOf('getGrowth');
export const WAGE_PATH = pathOf('getWage');
export const WAGE_OCCUPATIONS_PATH = pathOf('wageOccupations');

export const LIFE_ERROR = 'Could not get Life Expectancy estimation';
/** The spec reuses the life-expectancy message for discount failures; the issue fixes that quirk. */
export const DISCOUNT_ERROR = 'Could not get discount rate';
export const GROWTH_ERROR = 'Could not get growth rate';
export const WAGE_ERROR = 'Could not get hourly wage';

export interface AutofillResult<P extends ValueProvenance = ValueProvenance> {
  /** The text written into the field. */
  value: string;
  /** Where the value comes from: saved with the case, shown under the field. */
  provenance: P;
}

const filled = (...texts: string[]) => texts.every((text) => text.trim() !== '');

export interface LifePerson {
  dateOfBirth: string;
  gender: string;
  race: string;
}

/**
 * Whether a life-expectancy Autofill may be offered: date of birth and report
 * date, and the sex and race the chosen table needs (spec §4: all four for the
 * table by race and sex).
 */
export function canLookUpLife(person: LifePerson, dateOfReport: string, table: LifeTableChoice = 'raceAndSex'): boolean {
  const needs = table === 'raceAndSex' ? [person.gender, person.race] : table === 'sexAllRaces' ? [person.gender] : [];
  return filled(person.dateOfBirth, dateOfReport, ...needs);
}

/** The get_life body: race `all` and/or gender `total` for the neutral tables (methodology §3). */
export function lifeRequest(person: LifePerson, dateOfReport: string, table: LifeTableChoice = 'raceAndSex'): GetLifeRequest {
  const { race, gender } = lifeTableLookup(table, person);
  return { caseDor: dateOfReport, dob: person.dateOfBirth, gender, race };
}

/** The years to fill: the plaintiff's Autofill reads `life_expectancy`, the spouse's `lifeExpectancy` (spec §7). */
export function lifeResult(
  response: GetLifeResponse,
  reading: 'life_expectancy' | 'lifeExpectancy',
  request: GetLifeRequest,
): AutofillResult<LifeExpectancyProvenance> {
  const years = response[reading] ?? response.life_expectancy ?? response.lifeExpectancy;
  if (typeof years !== 'number' || !Number.isFinite(years)) throw new Error('The life expectancy answer has no value');
  const provenance = lifeExpectancyProvenance.parse({
    lookup: 'lifeTable',
    table: response.table || response.source,
    race: request.race,
    sex: request.gender,
  });
  return { value: String(years), provenance };
}

/** Percent from the service → a fraction rounded to 4 decimals (spec §9; growth rates likewise, methodology §4b). */
export function discountFraction(percent: number): number {
  return roundHalfEven(percent / 100, 4);
}

export function discountResult(response: readonly GetDiscountResponseItem[], id: string): AutofillResult<DiscountProvenance> {
  const item = response.find((entry) => entry.id === id) ?? response[0];
  if (!item || typeof item.discount_rate !== 'number') throw new Error('The discount answer has no rate');
  const provenance = discountProvenance.parse({ lookup: 'treasury', asOf: item.as_of, tenorYears: item.tenor_years });
  return { value: String(discountFraction(item.discount_rate)), provenance };
}

/** The get_growth body: the series over the default 20 complete years before the report year (methodology §4b). */
export function growthRequest(series: GrowthSeries, dateOfReport: string): GetGrowthRequest {
  return { series, caseDor: dateOfReport };
}

export function growthResult(response: GetGrowthResponse): AutofillResult<GrowthProvenance> {
  if (typeof response.growth_rate !== 'number') throw new Error('The growth answer has no rate');
  const provenance = growthProvenance.parse({
    lookup: 'growth',
    series: response.series,
    years: response.years,
    fromYear: response.from_year,
    toYear: response.to_year,
    dataThrough: response.data_through,
  });
  return { value: String(discountFraction(response.growth_rate)), provenance };
}

/** The get_wage body: the wage in dollars of the date of report, the hourly rate's own dollars (methodology §6). */
export function wageRequest(occupation: string, statistic: WageStatistic, dateOfReport: string): GetWageRequest {
  return { occupation, statistic, inDollarsOf: dateOfReport };
}

/** Whether a wage Autofill may be offered: an occupation, and a date of report to bring the wage to. */
export function canLookUpWage(occupation: string, dateOfReport: string): boolean {
  return occupation !== '' && parseIsoDate(dateOfReport) !== undefined;
}

/**
 * The OEWS wage brought to the dollars of the date of report (the answer to a request with
 * `inDollarsOf`), with its occupation, statistic, vintage and how it was brought there; the wage
 * as published when the answer has no adjustment.
 */
export function wageResult(response: GetWageResponse, request?: GetWageRequest): AutofillResult<WageProvenance> {
  if (typeof response.hourly_wage !== 'number') throw new Error('The wage answer has no hourly wage');
  const adjusted = response.hourly_wage_in_dollars_of;
  const adjustment =
    typeof adjusted === 'number' && request?.inDollarsOf
      ? {
          publishedWage: response.hourly_wage,
          hourlyWage: adjusted,
          factor: response.adjustment_factor,
          fromMonth: vintageMonth(response.as_of),
          toMonth: response.adjusted_to,
          inDollarsOf: request.inDollarsOf,
        }
      : undefined;
  const provenance = wageProvenance.parse({
    lookup: 'oews',
    occupation: response.occupation,
    title: response.title,
    statistic: response.statistic,
    asOf: response.as_of,
    ...(adjustment ? { adjustment } : {}),
  });
  return { value: String(provenance.adjustment?.hourlyWage ?? response.hourly_wage), provenance };
}

type Horizon = GetDiscountRequest[number] & { id: string };

function yearsAfter(date: string, years: string): string | undefined {
  const start = parseIsoDate(date);
  const value = Number(years);
  if (start === undefined || years.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined;
  return formatIsoDate(addYears(start, value));
}

/**
 * Wages: from the report date to the retirement date of the first retirement age (methodology §4), or with the
 * worklife tables to the first statistical retirement date, the date of injury plus the years to final separation (§14).
 */
export function wagesHorizon(
  dateOfReport: string,
  dateOfBirth: string,
  retirementAge: string,
  worklife?: { dateOfInjury: string; yearsToFinalSeparation: string },
): Horizon | undefined {
  const end = worklife ? yearsAfter(worklife.dateOfInjury, worklife.yearsToFinalSeparation) : yearsAfter(dateOfBirth, retirementAge);
  if (end === undefined || parseIsoDate(dateOfReport) === undefined) return undefined;
  return { id: 'plaintiffWagesDiscountRate', start_date: dateOfReport, end_date: end };
}

/** Services: from the report date to the report date plus the first remaining-life-expectancy scenario. */
export function servicesHorizon(dateOfReport: string, remainingLeYears: string): Horizon | undefined {
  const end = yearsAfter(dateOfReport, remainingLeYears);
  return end === undefined ? undefined : { id: 'servicesDiscountRate', start_date: dateOfReport, end_date: end };
}

/**
 * Medical scenario j of modality i: from the report date to the scenario's 'to' date (methodology §4,
 * version 3) — starting at its 'from' date would read a curve dated after the report for care that
 * starts later. Undefined when the dates are not in order or the care ends by the report date.
 */
export function medicalHorizon(
  modalityIndex: number,
  scenarioIndex: number,
  dateOfReport: string,
  from: string,
  to: string,
): Horizon | undefined {
  const dates = [dateOfReport, from, to];
  if (dates.some((date) => parseIsoDate(date) === undefined) || to <= from || to <= dateOfReport) return undefined;
  return { id: `m${modalityIndex}s${scenarioIndex}`, start_date: dateOfReport, end_date: to };
}

export const invalidModalityDates = (modalityIndex: number) => `Modality ${modalityIndex + 1} has invalid dates`;

/** A medical item (scenario `scenario` of modality `modality`) and the id of its horizon in a discount call. */
export interface MedicalItemHorizon {
  modality: number;
  scenario: number;
  id: string;
}

/**
 * Every medical item's horizon for "Apply to all items", as its own
 * Autofill would ask for it: the calls (at most MAX_DISCOUNT_HORIZONS horizons
 * each; items ending on the same day share one) and which answer each item
 * takes. An item without both dates is left out; an item whose dates are
 * filled but unusable refuses the whole lookup as its own Autofill would
 * ('Modality N has invalid dates'), returned as `invalid`.
 */
export function medicalHorizonsOfAll(
  modalities: readonly { scenarios: readonly { from: string; to: string }[] }[],
  dateOfReport: string,
): { calls: Horizon[][]; items: MedicalItemHorizon[]; skipped: number } | { invalid: number } {
  const byEnd = new Map<string, Horizon>();
  const items: MedicalItemHorizon[] = [];
  let skipped = 0;
  for (const [m, { scenarios }] of modalities.entries()) {
    for (const [j, { from, to }] of scenarios.entries()) {
      if (!filled(from, to)) {
        skipped += 1;
        continue;
      }
      const horizon = medicalHorizon(m, j, dateOfReport, from, to);
      if (!horizon) return { invalid: m };
      const id = `to-${horizon.end_date}`;
      if (!byEnd.has(id)) byEnd.set(id, { ...horizon, id });
      items.push({ modality: m, scenario: j, id });
    }
  }
  const horizons = [...byEnd.values()];
  const calls = Array.from({ length: Math.ceil(horizons.length / MAX_DISCOUNT_HORIZONS) }, (_, i) =>
    horizons.slice(i * MAX_DISCOUNT_HORIZONS, (i + 1) * MAX_DISCOUNT_HORIZONS),
  );
  return { calls, items, skipped };
}
