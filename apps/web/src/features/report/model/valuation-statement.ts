import type { DiscountInfo } from '@damages/engine';
import { formatPercent, LOSS_KINDS, type SavedFormRecord } from '@damages/contracts';
import { CALENDAR_KINDS, chosenLosses, type CalendarKind } from './record-access.ts';

/**
 * How the case's future losses were valued (methodology §12), in the economist's words, read from
 * what the answers state they did (`case_info.discount`), never re-derived from the form. A case
 * valued the product's way before version 3 (mid-period, nominal rates), or calculated before
 * answers stated it, has no statement: the report's criteria already describe that valuation.
 */
export interface ValuationStatement {
  /** "Future losses are discounted to the end of each year from the valuation year 2025 …". */
  text: string;
  /** The discount criteria's "Timing", "Consistency" and "Past losses" under this valuation. */
  timing: string;
  consistency: string;
  pastLosses: string;
  /** The rate each calendar loss's Discount Factor uses, with a method other than nominal. */
  ratesApplied: { loss: string; rate: number }[];
}

type Valuation = Pick<DiscountInfo, 'convention' | 'method' | 'valuation_year' | 'net_discount_rate'>;

/** What a calendar loss's answer says of its valuation (future first: both sides carry the same); absent before version 3. */
function discountOf(record: SavedFormRecord, kind: CalendarKind): DiscountInfo | undefined {
  const loss = record[LOSS_KINDS[kind].savedKey];
  return loss?.future?.case_info.discount ?? loss?.past?.case_info.discount;
}

/** The valuation the chosen losses' answers state; the first found (one case is valued one way); undefined before version 3. */
export function statedValuation(record: SavedFormRecord): Valuation | undefined {
  const chosen = chosenLosses(record);
  const stated = [
    ...CALENDAR_KINDS.filter((kind) => chosen[kind]).map((kind) => discountOf(record, kind)),
    chosen.medicalFuture ? record.medicalReport?.case_info.discount : undefined,
    chosen.medicalFuture ? record.medicalBeforeTrial?.case_info.discount : undefined,
  ];
  return stated.find((discount) => discount !== undefined) as Valuation | undefined;
}

/** "Future losses are discounted …": when and from where each future year is discounted. */
function discountedWhen({ convention, valuation_year: year }: Valuation): string {
  if (convention === 'endOfYear') return `Future losses are discounted to the end of each year from the valuation year ${year}`;
  if (convention === 'midYear') return `Future losses are discounted to the middle of each year from the valuation year ${year}`;
  return 'Future losses are discounted by day count from the middle of each period back to the date of trial';
}

function methodWords(v: Valuation): string {
  const when = discountedWhen(v);
  const net = v.net_discount_rate ?? 0;
  switch (v.method) {
    case 'netDiscountRate':
      return `${when}, at a net discount rate of ${formatPercent(net)}: each loss’s future amounts, growing at its growth rate g, are discounted at (1 + g) × (1 + ${formatPercent(net)}) − 1, so that they are discounted at ${formatPercent(net)} net of growth.`;
    case 'totalOffset':
      return `${when} by total offset: future growth is taken to offset discounting, so each future year’s loss counts at its amount in dollars of the valuation date (the total-offset method; for example Pennsylvania, Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)).`;
    case 'undiscounted':
      return 'Future losses are not discounted: each future year’s loss is stated at its nominal amount.';
    default:
      return `${when}, at the nominal discount rates shown under Rates Used.`;
  }
}

function timingOf(v: Valuation): string {
  if (v.method === 'undiscounted') return 'Timing: future losses are not discounted, whenever they occur.';
  if (v.convention === 'endOfYear')
    return `Timing: each future year’s loss is discounted from the end of that year back to the valuation year ${v.valuation_year}.`;
  if (v.convention === 'midYear')
    return `Timing: each future year’s loss is discounted from the middle of that year back to the valuation year ${v.valuation_year}.`;
  return 'Timing: each year’s future loss is discounted from the middle of its period back to the date of trial.';
}

function consistencyOf(v: Valuation): string {
  if (v.method === 'netDiscountRate')
    return 'Consistency: the net discount rate is applied net of each loss’s own growth rate, so inflation is counted once.';
  if (v.method === 'totalOffset') return 'Consistency: growth and discounting are taken to offset each other, so neither is counted.';
  if (v.method === 'undiscounted') return 'Consistency: future losses grow at their nominal growth rates and are not discounted.';
  return 'Consistency: growth and discount rates are both nominal, so inflation is counted once, in both.';
}

function pastLossesOf(v: Valuation): string {
  if (v.convention === 'midPeriod')
    return 'Past losses: losses before the date of trial are stated at their nominal amount, without discount or interest.';
  return `Past losses: the losses of the valuation year ${v.valuation_year} and of the years before it are stated at their nominal amount, without discount or interest.`;
}

export function valuationStatement(record: SavedFormRecord): ValuationStatement | undefined {
  const v = statedValuation(record);
  if (v === undefined || (v.convention === 'midPeriod' && v.method === 'nominal')) return undefined;
  const chosen = chosenLosses(record);
  const ratesApplied =
    v.method === 'nominal'
      ? []
      : CALENDAR_KINDS.filter((kind) => chosen[kind]).flatMap((kind) => {
          const rate = discountOf(record, kind)?.rate_applied;
          return rate === undefined ? [] : [{ loss: LOSS_KINDS[kind].label, rate }];
        });
  const pastNote =
    v.convention === 'midPeriod'
      ? ''
      : ` The losses of ${v.valuation_year} and of the years before it are past losses, stated at their nominal amounts.`;
  return {
    text: `${methodWords(v)}${pastNote}`,
    timing: timingOf(v),
    consistency: consistencyOf(v),
    pastLosses: pastLossesOf(v),
    ratesApplied,
  };
}
