import { roundHalfEven } from '../numbers/round.ts';

/**
 * Personal consumption chosen by the economist (methodology §15 in
 * docs/methodology.md): a fixed share instead of the Patton-Nelson equations,
 * optionally a second share from a later year (for example once the children leave).
 */
export const CONSUMPTION_METHODS = ['pattonNelson', 'fixedRate'] as const;
export type ConsumptionMethod = (typeof CONSUMPTION_METHODS)[number];

export interface FixedConsumption {
  rate: number;
  /** The share from `switchYear` on; both or neither. */
  later?: { rate: number; switchYear: number };
}

/** The consumption rate of a row's year, rounded to 6 decimals as the Patton-Nelson rate is. */
export function fixedConsumptionRate(consumption: FixedConsumption, year: number): number {
  const rate = consumption.later && year >= consumption.later.switchYear ? consumption.later.rate : consumption.rate;
  return roundHalfEven(rate, 6);
}
