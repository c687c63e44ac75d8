import type { GetDiscountRequest, GetDiscountResponseItem, GetLifeRequest, GetLifeResponse } from '@damages/contracts';
import { addYears, formatIsoDate, parseIsoDate, roundHalfEven } from '@damages/engine';

/**
 * Request bodies and answers of the two lookups behind the Autofill buttons
 * (spec §7, methodology §3–4). Pure: the components only post and show.
 */

export const LIFE_PATH = '/api/forensic/get_life';
export const DISCOUNT_PATH = '/api/forensic/get_discount';

export const LIFE_ERROR = 'Could not get Life Expectancy estimation';
/** The spec reuses the life-expectancy message for discount failures; the issue fixes that quirk. */
export const DISCOUNT_ERROR = 'Could not get discount rate';

export interface AutofillResult {
  /** The text written into the field. */
  value: string;
  /** Where the value comes from, shown next to it. */
  source: string;
}

const filled = (...texts: string[]) => texts.every((text) => text.trim() !== '');

/** Whether a life-expectancy Autofill may be offered: date of birth, gender, race and report date are all set. */
export function canLookUpLife(person: { dateOfBirth: string; gender: string; race: string }, dateOfReport: string): boolean {
  return filled(person.dateOfBirth, person.gender, person.race, dateOfReport);
}

export function lifeRequest(person: { dateOfBirth: string; gender: string; race: string }, dateOfReport: string): GetLifeRequest {
  return { caseDor: dateOfReport, dob: person.dateOfBirth, gender: person.gender, race: person.race };
}

/** The years to fill: the plaintiff's Autofill reads `life_expectancy`, the spouse's `lifeExpectancy` (spec §7). */
export function lifeResult(response: GetLifeResponse, reading: 'life_expectancy' | 'lifeExpectancy'): AutofillResult {
  const years = response[reading] ?? response.life_expectancy ?? response.lifeExpectancy;
  if (typeof years !== 'number' || !Number.isFinite(years)) throw new Error('The life expectancy answer has no value');
  return { value: String(years), source: response.table || response.source };
}

/** Percent from the service → a fraction rounded to 4 decimals (spec §9). */
export function discountFraction(percent: number): number {
  return roundHalfEven(percent / 100, 4);
}

export function discountResult(response: readonly GetDiscountResponseItem[], id: string): AutofillResult {
  const item = response.find((entry) => entry.id === id) ?? response[0];
  if (!item || typeof item.discount_rate !== 'number') throw new Error('The discount answer has no rate');
  return { value: String(discountFraction(item.discount_rate)), source: `Treasury par yields as of ${item.as_of}` };
}

type Horizon = GetDiscountRequest[number] & { id: string };

function yearsAfter(date: string, years: string): string | undefined {
  const start = parseIsoDate(date);
  const value = Number(years);
  if (start === undefined || years.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined;
  return formatIsoDate(addYears(start, value));
}

/** Wages: from the report date to the retirement date of the first retirement age (methodology §4). */
export function wagesHorizon(dateOfReport: string, dateOfBirth: string, retirementAge: string): Horizon | undefined {
  const end = yearsAfter(dateOfBirth, retirementAge);
  if (end === undefined || parseIsoDate(dateOfReport) === undefined) return undefined;
  return { id: 'plaintiffWagesDiscountRate', start_date: dateOfReport, end_date: end };
}

/** Services: from the report date to the report date plus the first remaining-life-expectancy scenario. */
export function servicesHorizon(dateOfReport: string, remainingLeYears: string): Horizon | undefined {
  const end = yearsAfter(dateOfReport, remainingLeYears);
  return end === undefined ? undefined : { id: 'servicesDiscountRate', start_date: dateOfReport, end_date: end };
}

/** Medical scenario j of modality i: from its 'from' to its 'to' date; undefined when the dates are not in order. */
export function medicalHorizon(modalityIndex: number, scenarioIndex: number, from: string, to: string): Horizon | undefined {
  if (parseIsoDate(from) === undefined || parseIsoDate(to) === undefined || to <= from) return undefined;
  return { id: `m${modalityIndex}s${scenarioIndex}`, start_date: from, end_date: to };
}

export const invalidModalityDates = (modalityIndex: number) => `Modality ${modalityIndex + 1} has invalid dates`;
