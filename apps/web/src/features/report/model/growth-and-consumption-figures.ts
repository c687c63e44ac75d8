import { growthSwitchYear, incomeBaseYear, toEpochDay, type CaseInfo, type DiscountInfo, type ValuationOptions } from '@damages/engine';
import { consumptionMethodText, CONSUMPTION_TERM_LABELS, formatPercent, type SavedFormRecord } from '@damages/contracts';
import { caseInfoOf } from './record-access.ts';

/**
 * What the earnings and support sections say of the version-3 choices the entry
 * form offers (methodology-contract §13 and §15): the year whose dollars the
 * incomes are in, the two eras of growth, and the consumption method with the
 * word the economist uses for it. A case without them reads exactly as before.
 */

export interface GrowthErasFigures {
  /** The year whose dollars the incomes (and deductions, household income) are stated in. */
  incomeYear: number;
  /** Whether the economist stated that year (else it is the year of injury or death). */
  incomeYearStated: boolean;
  /** The growth up to the switch year, when it differs from the growth after it. */
  past?: { rate: number; switchYear: number; switchYearIs: 'the year of trial' | 'the valuation year' };
}

export interface ConsumptionFigures {
  fixedRate: boolean;
  /** "Personal consumption" or "Personal maintenance". */
  term: string;
  /** "the Patton-Nelson personal consumption equations", or "the economist's personal maintenance rate of 25% …". */
  methodText: string;
}

/** The incomes' year and the growth eras of an earnings or support answer. */
export function growthErasFigures(record: SavedFormRecord, kind: 'earnings' | 'support'): GrowthErasFigures {
  const { growthEras, case: c } = record.formData;
  const stated = growthEras?.earningsBaseYear;
  const incomeYear = incomeBaseYear(stated === undefined ? {} : { earningsBaseYear: stated }, toEpochDay(c.dateOfInjuryOrDeath));
  if (growthEras?.pastGrowth === undefined) return { incomeYear, incomeYearStated: stated !== undefined };
  // The valuation the answer states decides the switch year, as the engine computed it.
  // A record saved before version 3 has no valuation: the year of trial.
  const info: (CaseInfo & { discount?: DiscountInfo }) | undefined = caseInfoOf(record, kind);
  const discount = info?.discount;
  const valuation: ValuationOptions = discount
    ? { convention: discount.convention, ...(discount.valuation_year === null ? {} : { valuationYear: discount.valuation_year }) }
    : {};
  return {
    incomeYear,
    incomeYearStated: stated !== undefined,
    past: {
      rate: growthEras.pastGrowth,
      switchYear: growthSwitchYear(valuation, toEpochDay(c.dateOfTrial)),
      switchYearIs: discount && discount.valuation_year !== null ? 'the valuation year' : 'the year of trial',
    },
  };
}

/** The sentence on the incomes' year and growth eras, or undefined when the economist chose neither. */
export function growthErasText(
  eras: GrowthErasFigures,
  incomes: string,
  growth: { rate: number | undefined; name: string },
): string | undefined {
  const parts: string[] = [];
  if (eras.incomeYearStated)
    parts.push(
      `The ${incomes} are stated in ${eras.incomeYear} dollars, the year the economist took them from, and are grown from ${eras.incomeYear}.`,
    );
  if (eras.past) {
    const after = growth.rate === undefined ? `the ${growth.name}` : `the ${growth.name} of ${formatPercent(growth.rate)}`;
    parts.push(
      `Growth is in two eras: each year's growth through ${eras.past.switchYear} (${eras.past.switchYearIs}) is at ${formatPercent(eras.past.rate)} a year, the growth up to the valuation date, and each later year's at ${after}.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The consumption method of a support answer in the economist's words. */
export function consumptionFigures(record: SavedFormRecord): ConsumptionFigures {
  const consumption = record.formData.consumption;
  const fixedRate = consumption?.method === 'fixedRate';
  return {
    fixedRate,
    term: CONSUMPTION_TERM_LABELS[(fixedRate ? consumption.label : undefined) ?? 'personalConsumption'],
    methodText: consumptionMethodText(consumption),
  };
}
