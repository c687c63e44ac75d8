import { roundHalfEven } from '../numbers/round.ts';
import { cpiAnnualAverage, shippedCpi, type CpiData } from './cpi.ts';
import shipped from './data/personal-consumption.json' with { type: 'json' };
import type { Sex } from './life-table.ts';

interface Equation {
  intercept: number;
  slope: number;
}

export interface PersonalConsumptionData {
  source: string;
  incomeDollarsOf: number;
  equations: Record<Sex, { '1': { high: Equation; low: Equation }; '2': Equation; '3': Equation; '4': Equation; '5+': Equation }>;
}

export const shippedPersonalConsumption = shipped as PersonalConsumptionData;

const percentOf = ({ intercept, slope }: Equation, income: number) => Math.exp(intercept + slope * Math.log(income));

/**
 * The decedent's personal consumption as a share of household income
 * (Patton-Nelson, updated by Lierman, Patton and Nelson 1998), for a household
 * income already in 1995 dollars. A one-person household takes the mean of the
 * High and Low equations; five or more share one equation.
 */
export function consumptionShare(
  sex: Sex,
  householdSize: number,
  income1995: number,
  data: PersonalConsumptionData = shippedPersonalConsumption,
): number {
  const equations = data.equations[sex];
  let percent: number;
  if (householdSize <= 1) percent = (percentOf(equations['1'].high, income1995) + percentOf(equations['1'].low, income1995)) / 2;
  else if (householdSize >= 5) percent = percentOf(equations['5+'], income1995);
  else percent = percentOf(equations[String(householdSize) as '2' | '3' | '4'], income1995);
  return roundHalfEven(Math.min(1, Math.max(0, percent / 100)), 6);
}

/** Converts dollars of `year` to dollars of the equations' base year with CPI-U annual averages. */
export function toEquationDollars(
  amount: number,
  year: number,
  cpi: CpiData = shippedCpi,
  data: PersonalConsumptionData = shippedPersonalConsumption,
): number {
  return (amount * cpiAnnualAverage(data.incomeDollarsOf, cpi)) / cpiAnnualAverage(year, cpi);
}
