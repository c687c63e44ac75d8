import { yearOf } from '../dates/civil-date.ts';
import { calendarRows, periodSide, type LossPeriod } from '../schedule/calendar-rows.ts';
import { discountFactor, grownAmount } from '../schedule/present-value.ts';
import { caseDays, caseInfo, expectedDateOfDeath, retirementDate, type CaseDates, type Scenario } from './case-info.ts';
import { ageAt, money, ratio, tableOf, type IncomeRetirementId, type LossResult } from './loss-table.ts';

export const EARNINGS_COLUMNS = [
  'Year', 'Age', 'Portion', 'Earnings', 'Fringe Benefits', 'Total Compensation', 'Loss', 'Discount Factor', 'PV',
] as const;

export type EarningsRow = Record<(typeof EARNINGS_COLUMNS)[number], number>;

export interface EarningsInput extends CaseDates {
  /** Annual income scenarios, in dollars of the year of injury. */
  incomes: Scenario[];
  retirementAges: Scenario[];
  /** Fringe benefits as a share of earnings. */
  benefitsRate: number;
  growthRate: number;
  discountRate: number;
}

/**
 * Lost earnings of an injured plaintiff (personal injury): from the injury until
 * the earlier of retirement and the expected date of death of the first
 * life-expectancy scenario; one table per income × retirement-age pair.
 */
export function lossOfEarnings(input: EarningsInput, side: LossPeriod): LossResult<IncomeRetirementId, EarningsRow> {
  const { dateOfBirth, dateOfInjury, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = yearOf(dateOfInjury);
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const death = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : dateOfInjury;

  const tables = input.incomes.flatMap((income) =>
    input.retirementAges.map((retirement) => {
      const end = Math.min(retirementDate(dateOfBirth, retirement.value), death);
      const rows = calendarRows(periodSide({ start: dateOfInjury, end }, dateOfTrial, side)).map((row): EarningsRow => {
        const earnings = grownAmount(income.value, input.growthRate, baseYear, row.year);
        const fringe = earnings * input.benefitsRate;
        const compensation = earnings + fringe;
        const loss = compensation * row.portion;
        const factor = discountFactor(row, dateOfTrial, input.discountRate, side);
        return {
          Year: row.year,
          Age: ageAt(dateOfBirth, row.start),
          Portion: ratio(row.portion),
          Earnings: money(earnings),
          'Fringe Benefits': money(fringe),
          'Total Compensation': money(compensation),
          Loss: money(loss),
          'Discount Factor': ratio(factor),
          PV: money(loss * factor),
        };
      });
      return tableOf({ annualIncomeId: income.id, retirementDateId: retirement.id }, rows);
    }),
  );

  return {
    case_info: caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies, input.retirementAges),
    tables,
  };
}
