import type { ConsumptionRecord, ConsumptionTerm, FormDataRecord, GrowthErasRecord } from '@damages/contracts';
import type { ConsumptionMethod } from '@damages/engine';
import type { Visibility } from './visibility.ts';

/**
 * The form's version-3 choices about the incomes' dollars and growth (earnings
 * and support) and the decedent's own share (support), methodology-contract §13
 * and §15: their text while typing, and their part of the codec. Left as they
 * open, they save nothing and the case calculates exactly as before.
 */

export interface GrowthErasValues {
  /** The year whose dollars the incomes are stated in; blank: the year of injury or death. */
  earningsBaseYear: string;
  /** Growth up to the valuation date, a fraction; blank: the wage growth rate throughout. */
  pastGrowth: string;
}

export interface ConsumptionValues {
  method: ConsumptionMethod;
  rate: string;
  laterRate: string;
  switchYear: string;
  label: ConsumptionTerm;
}

export const blankGrowthEras = (): GrowthErasValues => ({ earningsBaseYear: '', pastGrowth: '' });

export const blankConsumption = (): ConsumptionValues => ({
  method: 'pattonNelson',
  rate: '',
  laterRate: '',
  switchYear: '',
  label: 'personalConsumption',
});

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';
const numberOf = (text: string | undefined) => (filled(text) ? Number(text.trim()) : undefined);
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** `{ key: value }` when value is defined, else nothing. */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

function growthErasRecordOf(values: GrowthErasValues | undefined): GrowthErasRecord | undefined {
  const earningsBaseYear = numberOf(values?.earningsBaseYear);
  const pastGrowth = numberOf(values?.pastGrowth);
  if (earningsBaseYear === undefined && pastGrowth === undefined) return undefined;
  return { ...optional('earningsBaseYear', earningsBaseYear), ...optional('pastGrowth', pastGrowth) };
}

function consumptionRecordOf(values: ConsumptionValues | undefined): ConsumptionRecord | undefined {
  // Patton-Nelson is what a case without the choice computes; nothing to keep.
  if (values?.method !== 'fixedRate') return undefined;
  return {
    method: 'fixedRate',
    ...optional('rate', numberOf(values.rate)),
    ...optional('laterRate', numberOf(values.laterRate)),
    ...optional('switchYear', numberOf(values.switchYear)),
    label: values.label,
  };
}

/**
 * The form's values → their part of the saved `formData`: growth eras where incomes are asked,
 * the consumption choice for loss of support; each only when the economist made one. A draft kept
 * before these fields existed has neither group.
 */
export function growthAndConsumptionRecord(
  values: { growthEras?: GrowthErasValues; consumption?: ConsumptionValues },
  shown: Pick<Visibility, 'income' | 'consumptionBase'>,
): Pick<FormDataRecord, 'growthEras' | 'consumption'> {
  const growthEras = shown.income ? growthErasRecordOf(values.growthEras) : undefined;
  const consumption = shown.consumptionBase ? consumptionRecordOf(values.consumption) : undefined;
  return { ...optional('growthEras', growthEras), ...optional('consumption', consumption) };
}

/** A saved `formData` → the form's values of both groups; a record saved before them opens with the defaults. */
export function growthAndConsumptionValues(data: Pick<FormDataRecord, 'growthEras' | 'consumption'>): {
  growthEras: GrowthErasValues;
  consumption: ConsumptionValues;
} {
  const { growthEras, consumption } = data;
  const blank = blankConsumption();
  return {
    growthEras: { earningsBaseYear: text(growthEras?.earningsBaseYear), pastGrowth: text(growthEras?.pastGrowth) },
    consumption: consumption
      ? {
          method: consumption.method,
          rate: text(consumption.rate),
          laterRate: text(consumption.laterRate),
          switchYear: text(consumption.switchYear),
          label: consumption.label ?? blank.label,
        }
      : blank,
  };
}
