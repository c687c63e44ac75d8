import { formatDecimal, formatPercent, formatWholeNumber, formatYears, MISSING } from '@damages/contracts';
import type { TableRow } from '../../model/report-model.ts';

/**
 * A column of an appendix table: the saved row's key, the header the reader
 * sees, and how a value is written. One definition serves the screen and the PDF.
 */
export interface ColumnDef {
  key: string;
  header: string;
  format: (value: number) => string;
  /** Summed in the Total row. */
  total?: boolean;
  /** Only in tables computed with a method option (methodology §5, §7): shown when the saved rows carry it. */
  optional?: boolean;
}

const yearText = (value: number) => String(value);
const ageText = (value: number) => formatYears(value);
/** Portions and discount factors keep the six decimals they were computed to. */
const ratioText = (value: number) => formatDecimal(value, 6);
const moneyText = (value: number) => formatWholeNumber(value);
export const percentText = (value: number) => formatPercent(value);
export const countText = (value: number) => formatWholeNumber(value);

export const YEAR: ColumnDef = { key: 'Year', header: 'Year', format: yearText };
export const AGE: ColumnDef = { key: 'Age', header: 'Age', format: ageText };
export const PORTION: ColumnDef = { key: 'Portion', header: 'Portion', format: ratioText };
export const DISCOUNT_FACTOR: ColumnDef = { key: 'Discount Factor', header: 'Discount Factor', format: ratioText };
export const PRESENT_VALUE: ColumnDef = { key: 'PV', header: 'Present Value', format: moneyText, total: true };
export const money = (key: string, total = false): ColumnDef => ({ key, header: key, format: moneyText, total });
/** A money column that only tables computed with its option have. */
export const optionalMoney = (key: string): ColumnDef => ({ ...money(key), optional: true });
/** A factor (six decimals) that only tables computed with its option have. */
export const optionalFactor = (key: string): ColumnDef => ({ key, header: key, format: ratioText, optional: true });

/** The two columns a past table computed with prejudgment interest adds after Present Value (methodology §16), each totalled. */
export const INTEREST_COLUMNS: readonly ColumnDef[] = [
  { ...optionalMoney('Interest'), total: true },
  { ...optionalMoney('Loss with Interest'), total: true },
];

/** The text of one cell; a missing value shows as a dash. */
export function cellText(column: ColumnDef, row: TableRow): string {
  const value = row[column.key];
  return value === undefined ? MISSING : column.format(value);
}
