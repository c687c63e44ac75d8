import { AGE, DISCOUNT_FACTOR, money, PORTION, PRESENT_VALUE, YEAR, INTEREST_COLUMNS, type ColumnDef } from './column-def.ts';

/** Appendix table of future medical expenses (methodology §8). */
export const MEDICAL_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  money('Annual Cost'),
  money('Cost', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
  ...INTEREST_COLUMNS,
];
