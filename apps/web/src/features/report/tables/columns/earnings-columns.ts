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
  type ColumnDef,
} from './column-def.ts';

/**
 * Appendix table of loss of earnings (methodology §5), every column it can have in
 * order: the worklife and employment factors and `Expected Earnings` only with
 * worklife tables or unemployment (methodology §14), `Income Tax` only with
 * after-tax earnings, `Residual Compensation` only with a residual earning capacity.
 */
export const EARNINGS_TABLE: readonly ColumnDef[] = [
  YEAR,
  AGE,
  PORTION,
  money('Earnings'),
  optionalFactor('Worklife Factor'),
  optionalFactor('Employment Factor'),
  optionalMoney('Expected Earnings'),
  money('Fringe Benefits'),
  optionalMoney('Income Tax'),
  money('Total Compensation'),
  optionalMoney('Residual Compensation'),
  money('Loss', true),
  DISCOUNT_FACTOR,
  PRESENT_VALUE,
  ...INTEREST_COLUMNS,
];
