import {
  AGE,
  DISCOUNT_FACTOR,
  INTEREST_COLUMNS,
  money,
  optionalFactor,
  optionalMoney,
  PORTION,
  PRESENT_VALUE,
  YEAR,
  countText,
  percentText,
  type ColumnDef,
} from './column-def.ts';

/**
 * Appendix table of loss of support (methodology §7), in the service's column
 * order; the worklife and employment factors and `Expected Income` only with
 * worklife tables or unemployment (methodology §14), `Fringe Benefits` only with
 * a benefits rate, `Household Income` and `Personal Consumption` only on the
 * household-income consumption base.
 */
export const SUPPORT_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  { key: 'Household Size', header: 'Household Size', format: countText },
  money('Gross Income'),
  optionalFactor('Worklife Factor'),
  optionalFactor('Employment Factor'),
  optionalMoney('Expected Income'),
  optionalMoney('Fringe Benefits'),
  money('Income Tax'),
  money('Net Income'),
  optionalMoney('Household Income'),
  { key: 'Consumption Rate', header: 'Consumption Rate', format: percentText },
  optionalMoney('Personal Consumption'),
  money('Support'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
  ...INTEREST_COLUMNS,
];
