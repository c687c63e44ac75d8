import { formatIsoDate, toEpochDay, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { roundHalfEven } from '../numbers/round.ts';

/**
 * Prejudgment interest (docs/methodology.md, section 16): a loss that arose on a
 * day accrues from that day, or from the law's start date when that is later,
 * through the date interest is computed to — simple, or compounded once a year
 * with simple interest within the last part-year. Which losses bear interest, at
 * what rate and over which dates is the forum's law; this only computes.
 */

export const COMPOUNDING_METHODS = ['simple', 'annual'] as const;
export type CompoundingMethod = (typeof COMPOUNDING_METHODS)[number];

export interface InterestTerms {
  /** Yearly rate as a fraction, 0 to 0.5. */
  rate: number;
  compounding: CompoundingMethod;
  /** No interest accrues before this date; null when the law sets no such date. */
  from: IsoDate | null;
  /** Interest is computed through this date. */
  to: IsoDate;
}

/** Days in a year of interest: statutes and the published example count 365, leap year or not. */
const DAYS_PER_INTEREST_YEAR = 365;

/** The day a past row's loss is taken to arise: the middle of `[start, end)`, rounded down to a whole day. */
export function pastRowMidpoint(start: EpochDay, end: EpochDay): EpochDay {
  return start + Math.floor((end - start) / 2);
}

/** The first day of accrual: the day the loss arose, or the law's start date when that is later. */
export function interestAccrualStart(arising: EpochDay, terms: InterestTerms): EpochDay {
  return terms.from === null ? arising : Math.max(arising, toEpochDay(terms.from));
}

/** Days of accrual through `to`; none when accrual would start on or after it. */
export function interestAccrualDays(arising: EpochDay, terms: InterestTerms): number {
  return Math.max(0, toEpochDay(terms.to) - interestAccrualStart(arising, terms));
}

/**
 * Unrounded interest on `amount` for `days` of accrual. Annual compounding
 * counts whole 365-day years from the accrual start and simple interest on the
 * rest, so a year and a day earns one compounding and one day's simple interest.
 */
export function interestFor(amount: number, days: number, terms: Pick<InterestTerms, 'rate' | 'compounding'>): number {
  if (terms.compounding === 'simple') return (amount * terms.rate * days) / DAYS_PER_INTEREST_YEAR;
  const wholeYears = Math.floor(days / DAYS_PER_INTEREST_YEAR);
  const restDays = days - wholeYears * DAYS_PER_INTEREST_YEAR;
  return amount * ((1 + terms.rate) ** wholeYears * (1 + (terms.rate * restDays) / DAYS_PER_INTEREST_YEAR) - 1);
}

/** A past row's interest in cents, from its unrounded loss, arising at the row's midpoint. */
export function pastRowInterest(row: { start: EpochDay; end: EpochDay; loss: number }, terms: InterestTerms): number {
  const days = interestAccrualDays(pastRowMidpoint(row.start, row.end), terms);
  return roundHalfEven(interestFor(row.loss, days, terms), 2);
}

/** Sum of rounded amounts in cents, free of the binary noise a long float sum picks up. */
export function sumOfCents(amounts: readonly number[]): number {
  return roundHalfEven(
    amounts.reduce((sum, amount) => sum + amount, 0),
    2,
  );
}

export interface LumpSum {
  id: string | number;
  /** Dollars, never negative. */
  amount: number;
  /** The day the sum was paid or fell due. */
  date: IsoDate;
}

export interface LumpSumInterestInput extends InterestTerms {
  items: LumpSum[];
}

export interface LumpSumInterestItem {
  id: string | number;
  /** The sum in dollars and cents. */
  amount: number;
  accrualStart: IsoDate;
  days: number;
  /** Interest in dollars and cents, computed on the sum as given. */
  interest: number;
}

export interface LumpSumInterestResult {
  items: LumpSumInterestItem[];
  /** Sum of the items' rounded interest. */
  totalInterest: number;
}

/** Interest on sums paid on a single day each (burial cost, past medical bills), in the order given. */
export function lumpSumInterest(input: LumpSumInterestInput): LumpSumInterestResult {
  const items = input.items.map((item): LumpSumInterestItem => {
    const arising = toEpochDay(item.date);
    const days = interestAccrualDays(arising, input);
    return {
      id: item.id,
      amount: roundHalfEven(item.amount, 2),
      accrualStart: formatIsoDate(interestAccrualStart(arising, input)),
      days,
      interest: roundHalfEven(interestFor(item.amount, days, input), 2),
    };
  });
  return { items, totalInterest: sumOfCents(items.map((item) => item.interest)) };
}
