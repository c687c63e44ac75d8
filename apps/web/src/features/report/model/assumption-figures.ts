import type { LifeExpectancyProvenance, SavedFormRecord } from '@damages/contracts';
import { forumFigures, type ForumFigures } from './forum-figures.ts';
import { chosenLosses, primaryCaseInfo } from './record-access.ts';
import { lifeTableText, sourcedRate, type SourcedRate } from './sourced-figures.ts';
import { worklifeFigures, type WorklifeFigures } from './worklife-figures.ts';

interface LifeExpectancyFigure {
  id: number;
  remainingYears: number;
  /** Age at the expected date of death: age at report plus the remaining years. */
  totalYears: number | undefined;
  dateOfDeath: string | undefined;
  /** Where the remaining years came from: "By race and sex: NCHS 2023, Hispanic female" or "entered by the user" (methodology §11). */
  source: string;
  /** Whether the figure was looked up in the NCHS table (only then does the report credit the table). */
  fromTable: boolean;
}

export interface RetirementFigure {
  id: number;
  age: number;
  date: string | undefined;
}

export interface AssumptionFigures {
  ageAtReport: number | undefined;
  /**
   * The life table used, in words: "By race and sex: NCHS 2023, Hispanic female" when every
   * scenario was looked up with one table, "entered by the user" when none was, otherwise each
   * scenario's source joined by "; ".
   */
  lifeTable: string;
  /** How many life-expectancy scenarios came from the NCHS table: all, some or none. */
  lifeExpectancyFromTable: 'all' | 'some' | 'none';
  lifeExpectancies: LifeExpectancyFigure[];
  /** Distinct total life-expectancy projections (ages), in scenario order. */
  totalProjections: number[];
  /** Only for earnings or support. */
  retirements: RetirementFigure[];
  /** Worklife tables or unemployment (methodology §14), when the case chose either; earnings or support only. */
  worklife: WorklifeFigures | undefined;
  earnings?: {
    incomes: number[];
    growthRate?: number;
    discountRate?: number;
    benefitsRate?: number;
    /** The rates with their sources (methodology §11). */
    growth: SourcedRate;
    discount: SourcedRate;
  };
  /** The forum's rules with their citations and the case's departures; absent without a forum. */
  forum?: ForumFigures;
}

/** The life table of the looked-up scenarios, when they all used the same one. */
function describeLifeTable(provenances: (LifeExpectancyProvenance | null)[]): string {
  const looked = provenances.filter((p): p is LifeExpectancyProvenance => p !== null);
  if (looked.length === 0) return lifeTableText(null);
  const texts = provenances.map((p) => lifeTableText(p));
  if (looked.length === provenances.length && texts.every((t) => t === texts[0])) return texts[0]!;
  return texts.map((text, index) => `scenario ${index + 1}: ${text}`).join('; ');
}

export function assumptionFigures(record: SavedFormRecord): AssumptionFigures {
  const plaintiff = record.formData.plaintiff;
  const info = primaryCaseInfo(record);
  const chosen = chosenLosses(record);
  const provenances = plaintiff.remainingLEYears.map((_, id) => plaintiff.provenance?.remainingLEYears?.[id] ?? null);
  const lifeExpectancies = plaintiff.remainingLEYears.map((remainingYears, id): LifeExpectancyFigure => {
    const position = info?.life_expectancy_date.findIndex((d) => d.id === id) ?? -1;
    const provenance = provenances[id] ?? null;
    return {
      id,
      remainingYears,
      totalYears: position >= 0 ? info?.plaintiff_age_at_life_expectancy[position] : undefined,
      dateOfDeath: position >= 0 ? info?.life_expectancy_date[position]?.life_expectancy_date : undefined,
      source: lifeTableText(provenance),
      fromTable: provenance !== null,
    };
  });
  const fromTable = lifeExpectancies.filter((le) => le.fromTable).length;
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
    lifeTable: describeLifeTable(provenances),
    lifeExpectancyFromTable: fromTable === 0 ? 'none' : fromTable === lifeExpectancies.length ? 'all' : 'some',
    lifeExpectancies,
    totalProjections: totals.filter((age, index) => totals.indexOf(age) === index),
    retirements,
    ...(record.formData.case.forum ? { forum: forumFigures(record) } : {}),
    worklife: chosen.earnings || chosen.support ? worklifeFigures(record) : undefined,
    ...(chosen.earnings
      ? {
          earnings: {
            incomes: plaintiff.annualIncome,
            growthRate: plaintiff.wagesGrowthRate,
            discountRate: plaintiff.wagesDiscountRate,
            benefitsRate: plaintiff.benefitsRate,
            growth: sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
            discount: sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
          },
        }
      : {}),
  };
}
