import { yearOf, type EpochDay } from '../dates/civil-date.ts';
import { growthSwitchYear, type ValuationOptions } from '../schedule/valuation.ts';
import type { GrowthEras } from '../schedule/growth-eras.ts';
import type { Unemployment, WorklifeScenario } from './worklife.ts';

/**
 * The version-3 options earnings and support share (methodology §12 to §14 in
 * docs/methodology.md). All optional: without them a table is exactly as in version 2.
 */
export interface IncomeLossOptions {
  valuation?: ValuationOptions;
  /** The year whose dollars the incomes, deductions and household income are stated in (default the year of injury). */
  earningsBaseYear?: number;
  /** Growth of the years up to the switch year, when it differs from the growth expected after it. */
  pastGrowth?: number;
  /** Worklife scenarios, replacing the retirement ages (worklife expectancy method). */
  worklife?: WorklifeScenario[] | null;
  unemployment?: Unemployment | null;
}

/** The base year Y0 of the incomes: the stated earnings year, or the year of injury or death. */
export function incomeBaseYear(options: IncomeLossOptions, dateOfInjury: EpochDay): number {
  return options.earningsBaseYear ?? yearOf(dateOfInjury);
}

/** The two eras of the incomes' growth, switching at the year of trial (midPeriod) or the valuation year. */
export function incomeGrowthEras(options: IncomeLossOptions, growthRate: number, dateOfTrial: EpochDay): GrowthEras {
  const eras: GrowthEras = { rate: growthRate, switchYear: growthSwitchYear(options.valuation ?? {}, dateOfTrial) };
  if (options.pastGrowth !== undefined) eras.pastRate = options.pastGrowth;
  return eras;
}
