import { DISCOUNT_CONVENTIONS, DISCOUNT_METHODS, type ValuationOptions } from '@damages/engine';
import { z } from 'zod';
import { numberField, rateField } from './fields.ts';
import { isBlank, optionalChoice, optionalField, requireWith } from './loss-options.ts';

/**
 * The conventions of discounting every create_table body may carry (methodology §12
 * in docs/methodology.md; version 3, all optional). The portion overrides are for
 * earnings and support only: the services and medical bodies refuse them.
 */
export const valuationShape = {
  discountConvention: optionalChoice(
    'Discount convention',
    DISCOUNT_CONVENTIONS,
    'midPeriod (default: split at the date of trial, discounted by day count to each row middle), midYear or endOfYear (valued as of valuationYear).',
  ),
  valuationYear: optionalField(
    numberField('Valuation year', { min: 1900, max: 2200, integer: true }),
    'The year the table is valued as of, with midYear or endOfYear (default the year of the date of trial); ignored with midPeriod.',
  ),
  discountMethod: optionalChoice(
    'Discount method',
    DISCOUNT_METHODS,
    'nominal (default), netDiscountRate (needs netDiscountRate), totalOffset (discounted at the growth rate) or undiscounted.',
  ),
  netDiscountRate: optionalField(
    rateField('Net discount rate'),
    'The net (real) discount rate, a fraction; required with discountMethod netDiscountRate.',
  ),
};

const portionField = (label: string) => numberField(label, { min: 0, max: 1, minInclusive: false });

/** The economist's Portion of the loss period's first and last calendar years (earnings and support, yearly conventions). */
export const portionShape = {
  firstYearPortion: optionalField(
    portionField('First year portion'),
    'Portion of the first calendar year of the loss period, over 0 and at most 1; only with midYear or endOfYear.',
  ),
  lastYearPortion: optionalField(
    portionField('Last year portion'),
    'Portion of the calendar year of the loss period’s last day, over 0 and at most 1; only with midYear or endOfYear.',
  ),
};

/** Services and medical tables have no portion overrides; the fields are read only to refuse them. */
export const noPortionShape = {
  firstYearPortion: z.unknown().optional(),
  lastYearPortion: z.unknown().optional(),
};

interface ValuationBody {
  discountConvention?: ValuationOptions['convention'];
  valuationYear?: number;
  discountMethod?: ValuationOptions['method'];
  netDiscountRate?: number;
  firstYearPortion?: unknown;
  lastYearPortion?: unknown;
}

/** The rules between the valuation fields: the net rate its method needs, portion overrides only with a yearly convention. */
export function refineValuation(body: ValuationBody, ctx: z.RefinementCtx): void {
  refineDiscountMethod(body, ctx);
  const midPeriod = (body.discountConvention ?? 'midPeriod') === 'midPeriod';
  for (const key of ['firstYearPortion', 'lastYearPortion'] as const)
    if (midPeriod && !isBlank(body[key]))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key === 'firstYearPortion' ? 'First' : 'Last'} year portion is only allowed with discountConvention midYear or endOfYear`,
      });
}

/** The net rate the netDiscountRate method needs (every table; the services and medical bodies have no portions to check). */
export function refineDiscountMethod(body: ValuationBody, ctx: z.RefinementCtx): void {
  if (body.discountMethod === 'netDiscountRate')
    requireWith(ctx, body.netDiscountRate, 'netDiscountRate', 'Net discount rate is required with discountMethod netDiscountRate');
}

/** A services or medical body that carries a portion override: refused, naming the field. */
export function refuseYearPortions(body: { firstYearPortion?: unknown; lastYearPortion?: unknown }, ctx: z.RefinementCtx): void {
  for (const key of ['firstYearPortion', 'lastYearPortion'] as const)
    if (!isBlank(body[key]))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key === 'firstYearPortion' ? 'First' : 'Last'} year portion applies only to earnings and support tables`,
      });
}

/** The engine's valuation options from a validated body; keys only for what was given. */
export function valuationOf(body: ValuationBody & { firstYearPortion?: unknown; lastYearPortion?: unknown }): ValuationOptions {
  const options: ValuationOptions = {};
  if (body.discountConvention !== undefined) options.convention = body.discountConvention;
  if (body.valuationYear !== undefined) options.valuationYear = body.valuationYear;
  if (body.discountMethod !== undefined) options.method = body.discountMethod;
  if (body.netDiscountRate !== undefined) options.netDiscountRate = body.netDiscountRate;
  if (typeof body.firstYearPortion === 'number') options.firstYearPortion = body.firstYearPortion;
  if (typeof body.lastYearPortion === 'number') options.lastYearPortion = body.lastYearPortion;
  return options;
}
