import { COLUMNS_BY_KIND, type ColumnDef } from '../report/tables/columns/index.ts';
import { money } from '../report/tables/columns/column-def.ts';
import type { TablePage } from '../report/model/report-model.ts';

/**
 * The columns of an appendix table in an export: the screen's column
 * definitions, in the order of the saved row's columns, so a table with the
 * method's optional columns (Income Tax, Residual Compensation, Household
 * Income, Personal Consumption) keeps them where the engine put them. A column
 * the screen does not define is money, as every optional column is.
 */
export function exportColumns(page: TablePage): readonly ColumnDef[] {
  const screen = COLUMNS_BY_KIND[page.kind];
  const first = page.rows[0];
  if (!first) return screen;
  const keys = Object.keys(first);
  if (keys.length === screen.length && keys.every((key, index) => screen[index]?.key === key)) return screen;
  const totalled = new Set(screen.filter((c) => c.total).map((c) => c.key));
  return keys.map((key) => screen.find((c) => c.key === key) ?? money(key, totalled.has(key)));
}

/** "A-1": the table's number as the report prints it. */
export const tableNumber = (letter: string, index: number) => `${letter}-${index + 1}`;
