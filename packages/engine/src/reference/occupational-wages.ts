import shipped from './data/oews-household-services-may2024.json' with { type: 'json' };

/** BLS OEWS national hourly wages of the household-services occupations shipped (methodology §4c). */
export interface OccupationalWagesData {
  source: string;
  /** e.g. "May 2024". */
  vintage: string;
  /** By SOC code, in SOC-code order. */
  occupations: Record<string, { title: string; median: number; mean: number }>;
}

export const shippedOccupationalWages = shipped as OccupationalWagesData;

export const WAGE_STATISTICS = ['median', 'mean'] as const;
export type WageStatistic = (typeof WAGE_STATISTICS)[number];

export interface WageOccupation {
  /** SOC code, e.g. "37-2012". */
  occupation: string;
  title: string;
}

/** The occupations a wage can be looked up for, in SOC-code order. */
export function wageOccupations(data: OccupationalWagesData = shippedOccupationalWages): WageOccupation[] {
  return Object.entries(data.occupations)
    .map(([occupation, { title }]) => ({ occupation, title }))
    .sort((a, b) => a.occupation.localeCompare(b.occupation));
}

export function isWageOccupation(code: string, data: OccupationalWagesData = shippedOccupationalWages): boolean {
  return Object.hasOwn(data.occupations, code);
}

export interface HourlyWageInput {
  occupation: string;
  statistic: WageStatistic;
}

export interface HourlyWageResult {
  occupation: string;
  title: string;
  statistic: WageStatistic;
  /** Dollars per hour as published, not adjusted. */
  hourlyWage: number;
  asOf: string;
  source: string;
}

/** The published hourly median or mean wage of one occupation. */
export function hourlyWage(input: HourlyWageInput, data: OccupationalWagesData = shippedOccupationalWages): HourlyWageResult {
  if (!isWageOccupation(input.occupation, data)) throw new RangeError(`No OEWS wage is shipped for occupation ${input.occupation}`);
  const entry = data.occupations[input.occupation]!;
  return {
    occupation: input.occupation,
    title: entry.title,
    statistic: input.statistic,
    hourlyWage: entry[input.statistic],
    asOf: data.vintage,
    source: data.source,
  };
}
