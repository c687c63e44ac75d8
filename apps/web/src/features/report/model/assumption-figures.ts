import { lifeTableName } from '@damages/engine';
import type { SavedFormRecord } from '@damages/contracts';
import { chosenLosses, primaryCaseInfo } from './record-access.ts';

export interface LifeExpectancyFigure {
  id: number;
  remainingYears: number;
  /** Age at the expected date of death: age at report plus the remaining years. */
  totalYears: number | undefined;
  dateOfDeath: string | undefined;
}

export interface RetirementFigure {
  id: number;
  age: number;
  date: string | undefined;
}

export interface AssumptionFigures {
  ageAtReport: number | undefined;
  lifeTable: string;
  lifeExpectancies: LifeExpectancyFigure[];
  /** Distinct total life-expectancy projections (ages), in scenario order. */
  totalProjections: number[];
  /** Only for earnings or support. */
  retirements: RetirementFigure[];
  earnings?: { incomes: number[]; growthRate?: number; discountRate?: number; benefitsRate?: number };
}

export function assumptionFigures(record: SavedFormRecord): AssumptionFigures {
  const plaintiff = record.formData.plaintiff;
  const info = primaryCaseInfo(record);
  const chosen = chosenLosses(record);
  const lifeExpectancies = plaintiff.remainingLEYears.map((remainingYears, id): LifeExpectancyFigure => {
    const position = info?.life_expectancy_date.findIndex((d) => d.id === id) ?? -1;
    return {
      id,
      remainingYears,
      totalYears: position >= 0 ? info?.plaintiff_age_at_life_expectancy[position] : undefined,
      dateOfDeath: position >= 0 ? info?.life_expectancy_date[position]?.life_expectancy_date : undefined,
    };
  });
  const totals = lifeExpectancies.map((le) => le.totalYears).filter((age): age is number => age !== undefined);
  const retirements =
    chosen.earnings || chosen.support
      ? plaintiff.retirementAge.map((age, id): RetirementFigure => ({
          id,
          age,
          date: info?.retirement_date?.find((r) => r.id === id)?.retirement_date,
        }))
      : [];
  return {
    ageAtReport: info?.plaintiff_age_at_report,
    lifeTable: lifeTableName(plaintiff.race, plaintiff.gender),
    lifeExpectancies,
    totalProjections: totals.filter((age, index) => totals.indexOf(age) === index),
    retirements,
    ...(chosen.earnings
      ? {
          earnings: {
            incomes: plaintiff.annualIncome,
            growthRate: plaintiff.wagesGrowthRate,
            discountRate: plaintiff.wagesDiscountRate,
            benefitsRate: plaintiff.benefitsRate,
          },
        }
      : {}),
  };
}
