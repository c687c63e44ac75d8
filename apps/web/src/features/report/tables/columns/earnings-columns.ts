import {
  AGE,
  DISCOUNT_FACTOR,
  money,
  optionalMoney,
  PORTION,
  PRESENT_VALUE,
  YEAR,
  INTEREST_COLUMNS,
  type ColumnDef,
} from './column-def.ts';

/**
 * Appendix table of loss of earnings (methodology §5), every column it can have in
 * order: `Income Tax` only with after-tax earnings, `Residual Compensation` only
 * with a residual earning capacity.
 */
export const EARNINGS_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  money('Earnings'),
  money('Fringe Benefits'),
  optionalMoney('Income Tax'),
  money('Total Compensation'),
  optionalMoney('Residual Compensation'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
  ...INTEREST_COLUMNS,
];
