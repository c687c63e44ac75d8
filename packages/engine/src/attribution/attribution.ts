/**
 * Why a total changed: the difference between the total with none of n causes applied and the
 * total with all of them, split into one part per cause (a supplemental report's bridge from the
 * old total to the new, a rebuttal's account of the gap to the opposing expert's total). Totals
 * are integer cents, and so is every part, so the parts foot to the difference exactly.
 *
 * A subset of causes is a bit mask: bit i set means cause i (in the stated order) is applied, so
 * 0 is none and 2^n − 1 is all. The totals are a function of the subset or a table of the 2^n
 * totals indexed by it; the engine only adds and divides, whoever computes the totals (the
 * calculation service, for a bridge) stays outside.
 */

/** A subset of the causes, bit i for cause i in the stated order. */
export type CauseSubset = number;

/** The total in cents with a subset of the causes applied: a function, or the 2^n totals indexed by subset. */
export type TotalsOfSubsets = ((applied: CauseSubset) => number) | readonly number[];

/**
 * The most causes a Shapley attribution takes: it needs the total of every subset, 2^n of them,
 * and each may be a full recalculation of the case (4,096 at 12).
 */
export const MAX_SHAPLEY_CAUSES = 12;

/** The subset holding the first `count` causes of the stated order. */
export const firstCauses = (count: number): CauseSubset => 2 ** count - 1;

/**
 * The subsets a sequential attribution of `causeCount` causes reads: none, the first, the first
 * two, … all; so a caller whose totals are costly computes only these n + 1.
 */
export function sequentialSubsets(causeCount: number): CauseSubset[] {
  checkCauseCount(causeCount);
  return Array.from({ length: causeCount + 1 }, (_, count) => firstCauses(count));
}

/**
 * The sequential attribution in the stated order: cause i's part is the total with the first i
 * causes applied less the total with the first i − 1. The parts add exactly to total(all) −
 * total(none), but each depends on the order: a cause whose effect interacts with a later one is
 * measured before it applies.
 */
export function sequentialAttribution(causeCount: number, totals: TotalsOfSubsets): number[] {
  checkCauseCount(causeCount);
  const totalOf = totalsReader(totals, firstCauses(causeCount));
  const parts: number[] = [];
  let before = totalOf(firstCauses(0));
  for (let count = 1; count <= causeCount; count++) {
    const after = totalOf(firstCauses(count));
    parts.push(after - before);
    before = after;
  }
  return parts;
}

/**
 * The Shapley attribution: each cause's part is its marginal effect averaged over every order of
 * applying the causes, which does not depend on the order stated, gives causes that act alike
 * equal parts and a cause that changes nothing a part of 0. Exactly, cause i's part is
 *
 *   Σ over subsets S without i of |S|! (n − |S| − 1)! / n! × (total(S ∪ {i}) − total(S)),
 *
 * computed as a fraction over n! in exact integers. The fractions add exactly to the difference;
 * each is then rounded to a cent by largest remainder: every part is first rounded down, and the
 * cents those roundings lost (fewer than n) go one each to the parts with the largest remainders,
 * ties to the cause that comes first in the stated order. So the parts add exactly to
 * total(all) − total(none) and each is within a cent of its exact value.
 */
export function shapleyAttribution(causeCount: number, totals: TotalsOfSubsets): number[] {
  checkCauseCount(causeCount);
  if (causeCount > MAX_SHAPLEY_CAUSES)
    throw new RangeError(
      `A Shapley attribution takes at most ${MAX_SHAPLEY_CAUSES} causes: ${causeCount} would need the totals of ${2 ** causeCount} combinations of them`,
    );
  const all = firstCauses(causeCount);
  const totalOf = totalsReader(totals, all);
  const values = Array.from({ length: all + 1 }, (_, subset) => BigInt(totalOf(subset)));
  // weights[k] = k! (n − k − 1)!: the orders in which exactly the k causes of S come before cause i.
  const weights = Array.from({ length: causeCount }, (_, k) => factorial(k) * factorial(causeCount - k - 1));
  const denominator = factorial(causeCount);
  const numerators = Array.from({ length: causeCount }, (_, cause) => {
    const bit = 1 << cause;
    let sum = 0n;
    for (let subset = 0; subset <= all; subset++) {
      if (subset & bit) continue;
      sum += (weights[sizeOf(subset)] ?? 0n) * ((values[subset | bit] ?? 0n) - (values[subset] ?? 0n));
    }
    return sum;
  });
  return roundByLargestRemainder(numerators, denominator);
}

/** numerator / denominator for each part, rounded to integers that add to the exact sum (an integer). */
function roundByLargestRemainder(numerators: readonly bigint[], denominator: bigint): number[] {
  const floors = numerators.map((numerator) => floorDivide(numerator, denominator));
  const remainders = numerators.map((numerator, index) => numerator - (floors[index] ?? 0n) * denominator);
  const lost = remainders.reduce((sum, remainder) => sum + remainder, 0n) / denominator;
  // A stable sort keeps the stated order among equal remainders.
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder.slice(0, Number(lost))) floors[index] = (floors[index] ?? 0n) + 1n;
  return floors.map(Number);
}

function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
}

function factorial(n: number): bigint {
  let product = 1n;
  for (let k = 2n; k <= BigInt(n); k++) product *= k;
  return product;
}

function sizeOf(subset: CauseSubset): number {
  let size = 0;
  for (let rest = subset; rest > 0; rest >>= 1) size += rest & 1;
  return size;
}

/** A subset is a bit mask of JavaScript's 32-bit bitwise operators, so 30 causes at most in any attribution. */
const MAX_CAUSES = 30;

function checkCauseCount(causeCount: number): void {
  if (!Number.isInteger(causeCount) || causeCount < 0 || causeCount > MAX_CAUSES)
    throw new RangeError(`The number of causes must be a whole number from 0 to ${MAX_CAUSES}`);
}

/** The total of a subset, checked to be whole cents: a fraction of a cent here would break the exact footing. */
function totalsReader(totals: TotalsOfSubsets, all: CauseSubset): (applied: CauseSubset) => number {
  if (typeof totals !== 'function' && totals.length !== all + 1)
    throw new RangeError(`The table of totals needs ${all + 1} entries, one per subset of the causes; it has ${totals.length}`);
  return (applied) => {
    const total = typeof totals === 'function' ? totals(applied) : totals[applied];
    if (total === undefined || !Number.isSafeInteger(total))
      throw new RangeError(`The total of subset ${applied} is not a whole number of cents`);
    return total;
  };
}
