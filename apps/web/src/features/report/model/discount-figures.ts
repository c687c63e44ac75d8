import { toEpochDay, type MedicalFrequency } from '@damages/engine';
import { LOSS_KINDS, MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { timelinessCriterion } from './discount-currency.ts';
import { CALENDAR_KINDS, chosenLosses, type CalendarKind } from './record-access.ts';
import { sourcedRate, type SourcedRate } from './sourced-figures.ts';
import { valuationStatement, type ValuationStatement } from './valuation-statement.ts';

/** How often a life-care-plan item is bought (methodology §8); absent in a version-1 record: every year. */
export interface ItemFrequency {
  frequency: MedicalFrequency;
  /** N of "every N years"; null otherwise. */
  everyYears: number | null;
}

/** "Every year", "Once", "Every 5 years". */
export function frequencyText({ frequency, everyYears }: ItemFrequency): string {
  if (frequency === 'once') return 'Once';
  if (frequency === 'everyYears') return everyYears === 1 ? 'Every 1 year' : `Every ${everyYears ?? 'N'} years`;
  return 'Every year';
}

interface MedicalItem extends ItemFrequency {
  modality: string;
  category: string;
  scenario: string;
  /** The annual cost, or the unit cost of an item bought once or every N years, in dollars of the year of report. */
  annualCost: number;
  from: string;
  to: string;
  growthRate: number;
  discountRate: number;
  growth: SourcedRate;
  discount: SourcedRate;
  /** "Every year", "Once", "Every 5 years". */
  frequencyText: string;
  /** The plan's "to" date lies after the expected date of death, where the costing stops. */
  endsAtDeath: boolean;
}

interface RateUsed {
  loss: string;
  growthRate: number | undefined;
  discountRate: number | undefined;
  growth: SourcedRate;
  discount: SourcedRate;
}

export interface DiscountFigures {
  lifeCarePlan?: { title: string; date: string | undefined };
  medicalItems: MedicalItem[];
  /** Distinct medical growth rates, in the order of the life care plan. */
  medicalGrowthRates: number[];
  /** The expected date of death (first life-expectancy scenario) at which care stops; absent without future medical. */
  expectedDateOfDeath?: string;
  /**
   * Whether the saved tables were computed with care cut at the expected date of death (method version 2,
   * whose tables carry each item's frequency); a case calculated before keeps the tables it was given.
   */
  careEndsAtDeath: boolean;
  /** Some item is bought once or every N years (costed at each purchase date). */
  hasPurchases: boolean;
  rates: RateUsed[];
  /** The criterion of timeliness with the curves this case used and their age at the date of report. */
  timeliness: string;
  /** How the future losses were valued, when not mid-period at the nominal rates (methodology §12). */
  valuation?: ValuationStatement;
}

export function discountFigures(record: SavedFormRecord): DiscountFigures {
  const { plaintiff, medical } = record.formData;
  const chosen = chosenLosses(record);
  const death = record.medicalReport?.case_info.life_expectancy_date[0]?.life_expectancy_date;
  const medicalItems: MedicalItem[] = chosen.medicalFuture
    ? (medical?.data ?? []).flatMap((modality, index) =>
        modality.scenarios.map((s): MedicalItem => {
          const frequency = {
            frequency: s.frequency ?? 'annual',
            everyYears: s.frequency === 'everyYears' ? (s.everyYears ?? null) : null,
          };
          return {
            modality: s.modality || `Modality ${index + 1}`,
            category: s.category,
            scenario: MEDICAL_SCENARIO_LABELS[s.type],
            annualCost: s.annualCost,
            from: s.from,
            to: s.to,
            growthRate: s.growthRate,
            discountRate: s.discountRate,
            growth: sourcedRate(s.growthRate, s.provenance?.growthRate),
            discount: sourcedRate(s.discountRate, s.provenance?.discountRate),
            ...frequency,
            frequencyText: frequencyText(frequency),
            // Care runs through "to" inclusive and stops on the expected date of death.
            endsAtDeath: death !== undefined && toEpochDay(s.to) >= toEpochDay(death),
          };
        }),
      )
    : [];
  const growth = medicalItems.map((item) => item.growthRate);
  const ratesOf: Record<CalendarKind, Omit<RateUsed, 'loss'>> = {
    earnings: {
      growthRate: plaintiff.wagesGrowthRate,
      discountRate: plaintiff.wagesDiscountRate,
      growth: sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
      discount: sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
    },
    support: {
      growthRate: plaintiff.wagesGrowthRate,
      discountRate: plaintiff.wagesDiscountRate,
      growth: sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
      discount: sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
    },
    services: {
      growthRate: plaintiff.servicesGrowthRate,
      discountRate: plaintiff.servicesDiscountRate,
      growth: sourcedRate(plaintiff.servicesGrowthRate, plaintiff.provenance?.servicesGrowthRate),
      discount: sourcedRate(plaintiff.servicesDiscountRate, plaintiff.provenance?.servicesDiscountRate),
    },
  };
  const rates: RateUsed[] = CALENDAR_KINDS.filter((kind) => chosen[kind]).map((kind) => ({
    loss: LOSS_KINDS[kind].label,
    ...ratesOf[kind],
  }));
  const savedEntries = Object.values(record.medicalReport?.table ?? {}).flat();
  return {
    ...(chosen.medicalFuture && medical ? { lifeCarePlan: { title: medical.reportTitle ?? '', date: medical.reportDate } } : {}),
    medicalItems,
    medicalGrowthRates: growth.filter((rate, index) => growth.indexOf(rate) === index),
    ...(chosen.medicalFuture && death ? { expectedDateOfDeath: death } : {}),
    careEndsAtDeath: savedEntries.length > 0 && savedEntries.every((entry) => entry.medical_frequency !== undefined),
    hasPurchases: medicalItems.some((item) => item.frequency !== 'annual'),
    rates,
    timeliness: timelinessCriterion(record),
    ...optionalValuation(valuationStatement(record)),
  };
}

const optionalValuation = (valuation: ValuationStatement | undefined) => (valuation ? { valuation } : {});
