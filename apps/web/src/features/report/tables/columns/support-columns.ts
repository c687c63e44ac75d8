import { AGE, DISCOUNT_FACTOR, money, PORTION, PRESENT_VALUE, YEAR, countText, percentText, type ColumnDef } from './column-def.ts';

/** Appendix table of loss of support (methodology §7), in the service's column order. */
export const SUPPORT_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  { key: 'Household Size', header: 'Household Size', format: countText },
  money('Gross Income'),
  money('Income Tax'),
  money('Net Income'),
  { key: 'Consumption Rate', header: 'Consumption Rate', format: percentText },
  money('Support'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
];
