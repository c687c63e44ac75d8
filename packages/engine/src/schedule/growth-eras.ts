import type { GrowthSteps } from './schedule-facts.ts';

/**
 * Growth in two eras (methodology §13 in docs/methodology.md): the steps into the
 * years up to the switch year grow at the past rate, the steps into later years at
 * the expected rate. Without a past rate this is one power, exactly as in methodology §2.
 */
export interface GrowthEras {
  /** Growth expected after the valuation date. */
  rate: number;
  /** Growth of the years up to the switch year; absent means the same as `rate`. */
  pastRate?: number;
  /** The last year whose step grows at the past rate. */
  switchYear: number;
}

/** The factor that takes dollars of `baseYear` to dollars of `year` (also backwards, for a year before the base). */
export function growthFactor(eras: GrowthEras, baseYear: number, year: number): number {
  const { rate, pastRate, switchYear } = eras;
  if (pastRate === undefined) return (1 + rate) ** (year - baseYear);
  if (year >= baseYear) {
    const past = Math.max(0, Math.min(year, switchYear) - baseYear);
    return (1 + pastRate) ** past * (1 + rate) ** (year - baseYear - past);
  }
  // Backwards, the steps into years up to the switch year are the past-rate ones.
  const past = Math.max(0, Math.min(baseYear, switchYear) - year);
  return 1 / ((1 + pastRate) ** past * (1 + rate) ** (baseYear - year - past));
}

/** The steps `growthFactor` takes, as a schedule fact: the same eras and exponents, for a formula to be written from. */
export function growthSteps(eras: GrowthEras, baseYear: number, year: number): GrowthSteps {
  const { pastRate, switchYear } = eras;
  if (pastRate === undefined) return { past: 0, expected: year - baseYear, inverse: false };
  if (year >= baseYear) {
    const past = Math.max(0, Math.min(year, switchYear) - baseYear);
    return { past, expected: year - baseYear - past, inverse: false };
  }
  const past = Math.max(0, Math.min(baseYear, switchYear) - year);
  return { past, expected: baseYear - year - past, inverse: true };
}

/** An amount of `baseYear` dollars grown to `year`. */
export function grownByEras(amount: number, eras: GrowthEras, baseYear: number, year: number): number {
  return amount * growthFactor(eras, baseYear, year);
}
