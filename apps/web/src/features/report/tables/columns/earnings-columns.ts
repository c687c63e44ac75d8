import { AGE, DISCOUNT_FACTOR, money, PORTION, PRESENT_VALUE, YEAR, type ColumnDef } from './column-def.ts';

/** Appendix table of loss of earnings (methodology §5). */
export const EARNINGS_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  money('Earnings'),
  money('Fringe Benefits'),
  money('Total Compensation'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
];
