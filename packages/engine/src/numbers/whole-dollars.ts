/**
 * Whole dollars (methodology §10): each figure is rounded once from its exact
 * cents, half away from zero, and a total of whole-dollar figures is the sum of
 * the figures shown. This is the display rule of the report's totals, beside the
 * engine's own rounding (`roundHalfEven`, ties to even), which every table cell
 * follows; the report and the exports may call these, they do not redo a loss.
 */

/**
 * The amount in integer cents. Amounts here are exact to the cent (the engine
 * writes money to the cent, users type cents), so this only removes the binary
 * noise of the double: 0.29 * 100 = 28.999999999999996 → 29.
 */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** Adds amounts exact to the cent without drift: the exact sum, in dollars. */
export function addCents(amounts: readonly number[]): number {
  let cents = 0;
  for (const amount of amounts) cents += centsOf(amount);
  return cents / 100;
}

/**
 * Whole dollars of an amount exact to the cent, rounded once, half away from
 * zero: 14,249.50 → 14,250 and −14,249.50 → −14,250.
 */
export function wholeDollars(amount: number): number {
  const cents = centsOf(amount);
  const dollars = Math.floor((Math.abs(cents) + 50) / 100);
  return cents < 0 && dollars > 0 ? -dollars : dollars;
}

/** The sum of whole-dollar figures as shown: what a footed total prints. */
export function sumWholeDollars(figures: readonly (number | null | undefined)[]): number {
  let total = 0;
  for (const figure of figures) total += figure ?? 0;
  return total;
}
