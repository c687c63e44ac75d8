import { grownAmount } from '../schedule/present-value.ts';

/** A flat marginal income tax above the deductions and adjustments (methodology §5 and §7). */
export interface IncomeTax {
  /** Marginal tax rate, as a fraction. */
  rate: number;
  /** Annual deductions, in dollars of the year of injury or death. */
  deductions: number;
  /** Annual adjustments to income, in dollars of the year of injury or death. */
  adjustments: number;
}

/**
 * The income tax on an amount earned in a calendar year: the amount above the
 * deductions and adjustments (grown like incomes, from the base year) at the
 * marginal rate; never below zero. Without a tax, every amount is untaxed.
 */
export function incomeTaxOf(tax: IncomeTax | null, growthRate: number, baseYear: number): (amount: number, year: number) => number {
  return incomeTaxGrownBy(tax, (amount, year) => grownAmount(amount, growthRate, baseYear, year));
}

/** The same tax with the deductions and adjustments grown by `grow` (for example two eras of growth). */
export function incomeTaxGrownBy(
  tax: IncomeTax | null,
  grow: (amount: number, year: number) => number,
): (amount: number, year: number) => number {
  if (!tax) return () => 0;
  return (amount, year) => Math.max(0, amount - grow(tax.adjustments + tax.deductions, year)) * tax.rate;
}
