import { tableColumns, type ColumnDef } from '../tables/columns/index.ts';
import type { TablePage } from '../model/report-model.ts';

/**
 * The columns of an appendix table in an export: exactly the screen's (one column definition per
 * table kind), so the optional columns of the method (Income Tax, Residual Compensation, Household
 * Income, Personal Consumption) appear in an export only when the table has them on screen.
 */
export function exportColumns(page: TablePage): readonly ColumnDef[] {
  return tableColumns(page);
}

/** "A-1": the table's number as the report prints it. */
export const tableNumber = (letter: string, index: number) => `${letter}-${index + 1}`;
