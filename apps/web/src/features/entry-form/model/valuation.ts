import type { ValuationRecord } from '@damages/contracts';
import type { DiscountConvention, DiscountMethod } from '@damages/engine';
import type { z } from 'zod';
import { optionalNumber, rate } from './field-rules.ts';
import type { Visibility } from './visibility.ts';

/**
 * The Valuation group of the entry form (methodology §12): how every loss table is discounted.
 * Untouched, it is the product's valuation before version 3 (mid-period, nominal rate), the saved
 * record gets no `valuation` and the requests carry nothing of it.
 */
export interface ValuationValues {
  discountConvention: DiscountConvention;
  /** Blank: the year of the date of trial. */
  valuationYear: string;
  discountMethod: DiscountMethod;
  /** A fraction, like the form's other rates. */
  netDiscountRate: string;
  /** Blank: the Portion by day count. */
  firstYearPortion: string;
  lastYearPortion: string;
}

export const blankValuation = (): ValuationValues => ({
  discountConvention: 'midPeriod',
  valuationYear: '',
  discountMethod: 'nominal',
  netDiscountRate: '',
  firstYearPortion: '',
  lastYearPortion: '',
});

/** Which of the group's fields apply: the group itself with any loss; portions only for earnings or support. */
export function valuationFieldsShown(valuation: Pick<ValuationValues, 'discountConvention' | 'discountMethod'>, shown: Visibility) {
  const group = shown.lossTypes.length > 0;
  const yearly = group && valuation.discountConvention !== 'midPeriod';
  return {
    group,
    valuationYear: yearly,
    netDiscountRate: group && valuation.discountMethod === 'netDiscountRate',
    // Only the earnings and support tables take the economist's own first- and last-year portions.
    portions: yearly && shown.income,
  };
}

const VALUATION_YEAR = optionalNumber('Valuation year', { min: 1900, max: 2200, integer: true });
const NET_DISCOUNT_RATE = rate('Net discount rate is required with the net discount rate method', 'Net discount rate');
const portion = (label: string) => optionalNumber(label, { min: 0, minExclusive: true, max: 1 });
const RULES = {
  valuationYear: VALUATION_YEAR,
  netDiscountRate: NET_DISCOUNT_RATE,
  firstYearPortion: portion('First-year portion'),
  lastYearPortion: portion('Last-year portion'),
} as const;

/** The group's rules (methodology §18) on the fields shown; a draft kept before the group existed has none. */
export function validateValuation(values: ValuationValues | undefined, ctx: z.RefinementCtx, shown: Visibility): void {
  const valuation = values ?? blankValuation();
  const fields = valuationFieldsShown(valuation, shown);
  const checked: (keyof typeof RULES)[] = [
    ...(fields.valuationYear ? (['valuationYear'] as const) : []),
    ...(fields.netDiscountRate ? (['netDiscountRate'] as const) : []),
    ...(fields.portions ? (['firstYearPortion', 'lastYearPortion'] as const) : []),
  ];
  for (const key of checked)
    for (const issue of RULES[key].safeParse(valuation[key]).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['valuation', key] });
}

const typed = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The saved `valuation`: only what differs from the defaults and applies; nothing at all when untouched. */
export function decodeValuation(values: ValuationValues | undefined, shown: Visibility): { valuation?: ValuationRecord } {
  const valuation = values ?? blankValuation();
  const fields = valuationFieldsShown(valuation, shown);
  if (!fields.group) return {};
  const kept = Object.entries({
    discountConvention: valuation.discountConvention === 'midPeriod' ? undefined : valuation.discountConvention,
    valuationYear: fields.valuationYear ? typed(valuation.valuationYear) : undefined,
    discountMethod: valuation.discountMethod === 'nominal' ? undefined : valuation.discountMethod,
    netDiscountRate: fields.netDiscountRate ? typed(valuation.netDiscountRate) : undefined,
    firstYearPortion: fields.portions ? typed(valuation.firstYearPortion) : undefined,
    lastYearPortion: fields.portions ? typed(valuation.lastYearPortion) : undefined,
  }).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? { valuation: Object.fromEntries(kept) } : {};
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The group's values from a saved `valuation`; an older record (none) opens with the defaults. */
export function encodeValuation(saved: ValuationRecord | undefined): ValuationValues {
  const blank = blankValuation();
  return {
    discountConvention: saved?.discountConvention ?? blank.discountConvention,
    valuationYear: text(saved?.valuationYear),
    discountMethod: saved?.discountMethod ?? blank.discountMethod,
    netDiscountRate: text(saved?.netDiscountRate),
    firstYearPortion: text(saved?.firstYearPortion),
    lastYearPortion: text(saved?.lastYearPortion),
  };
}
