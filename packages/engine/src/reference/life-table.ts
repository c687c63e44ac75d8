import { toEpochDay, type IsoDate } from '../dates/civil-date.ts';
import { yearFraction } from '../dates/year-fraction.ts';
import { roundHalfEven } from '../numbers/round.ts';
import shipped from './data/life-tables-2023.json' with { type: 'json' };

export const RACES = ['americanIndian', 'asian', 'black', 'hispanic', 'white', 'all'] as const;
export type Race = (typeof RACES)[number];
export type Sex = 'male' | 'female';
/** A life table's sex: `total` is the both-sexes table of the race (the sex-neutral option, methodology §3). */
export type LifeTableSex = Sex | 'total';
export const LIFE_TABLE_SEXES = ['male', 'female', 'total'] as const satisfies readonly LifeTableSex[];

export interface LifeTableColumns {
  /** Remaining years of life at exact ages 0..100 (100 = "100 and over"). */
  ex: number[];
  lx: number[];
}

export interface LifeTables {
  source: string;
  groups: Record<Race, Record<LifeTableSex, LifeTableColumns>>;
}

export const shippedLifeTables = shipped as LifeTables;

const GROUP_NAMES: Record<Race, string> = {
  americanIndian: 'non-Hispanic American Indian and Alaska Native',
  asian: 'non-Hispanic Asian',
  black: 'non-Hispanic Black',
  hispanic: 'Hispanic',
  white: 'non-Hispanic White',
  all: 'all races and origins',
};

/**
 * The table a person is looked up in, as a report names it: "NCHS 2023, non-Hispanic White male",
 * "NCHS 2023, non-Hispanic White, both sexes".
 */
export function lifeTableName(race: Race, sex: LifeTableSex): string {
  return sex === 'total' ? `NCHS 2023, ${GROUP_NAMES[race]}, both sexes` : `NCHS 2023, ${GROUP_NAMES[race]} ${sex}`;
}

export interface LifeExpectancyInput {
  dateOfBirth: IsoDate;
  dateOfReport: IsoDate;
  sex: LifeTableSex;
  race: Race;
}

export interface LifeExpectancyResult {
  /** Remaining years of life at the date of report, 2 decimals. */
  lifeExpectancy: number;
  /** Exact age at the date of report, 2 decimals. */
  age: number;
  table: string;
  source: string;
}

/**
 * Remaining life expectancy at the date of report: e(x) of the NCHS 2023 table
 * for the person's sex and race, interpolated linearly between whole ages; from
 * age 100 on, e(100).
 */
export function lifeExpectancy(input: LifeExpectancyInput, tables: LifeTables = shippedLifeTables): LifeExpectancyResult {
  const { ex } = tables.groups[input.race][input.sex];
  const age = yearFraction(toEpochDay(input.dateOfBirth), toEpochDay(input.dateOfReport));
  if (age < 0) throw new RangeError('The date of birth is after the date of report');
  const lastAge = ex.length - 1;
  let years: number;
  if (age >= lastAge) years = ex[lastAge]!;
  else {
    const whole = Math.floor(age);
    const lower = ex[whole]!;
    years = lower + (age - whole) * (ex[whole + 1]! - lower);
  }
  return {
    lifeExpectancy: roundHalfEven(years, 2),
    age: roundHalfEven(age, 2),
    table: lifeTableName(input.race, input.sex),
    source: tables.source,
  };
}
