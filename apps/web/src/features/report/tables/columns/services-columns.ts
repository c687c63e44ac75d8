import { AGE, DISCOUNT_FACTOR, money, PORTION, PRESENT_VALUE, YEAR, INTEREST_COLUMNS, type ColumnDef } from './column-def.ts';

/** Appendix table of loss of household services (methodology §6). */
export const SERVICES_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  money('Annual Value'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
  ...INTEREST_COLUMNS,
];
