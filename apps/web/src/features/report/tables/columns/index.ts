import type { TablePage, TableKind } from '../../model/report-model.ts';
import type { ColumnDef } from './column-def.ts';
import { EARNINGS_TABLE } from './earnings-columns.ts';
import { MEDICAL_TABLE } from './medical-columns.ts';
import { SERVICES_TABLE } from './services-columns.ts';
import { SUPPORT_TABLE } from './support-columns.ts';

export { cellText, type ColumnDef } from './column-def.ts';

/** Every column a table of each kind can have, in order (the one definition per table kind). */
export const COLUMNS_BY_KIND: Record<TableKind, readonly ColumnDef[]> = {
  support: SUPPORT_TABLE,
  services: SERVICES_TABLE,
  earnings: EARNINGS_TABLE,
  medical: MEDICAL_TABLE,
};

/** Headers of a table of purchases (an item bought once or every N years): a row is one purchase at its unit cost. */
const PURCHASE_HEADERS: Record<string, string> = { Year: 'Year of Purchase', Age: 'Age at Purchase', 'Annual Cost': 'Unit Cost' };

/**
 * The columns of one appendix table: its kind's definition without the optional
 * columns its saved rows do not carry (a table computed without residual
 * earnings, after-tax earnings or the household-income base has exactly the
 * version-1 columns), and the purchase headers for a medical item not bought every year.
 */
export function tableColumns(page: Pick<TablePage, 'kind' | 'rows' | 'frequency'>): readonly ColumnDef[] {
  const present = (key: string) => page.rows.some((row) => row[key] !== undefined);
  const columns = COLUMNS_BY_KIND[page.kind].filter((column) => !column.optional || present(column.key));
  const purchases = page.kind === 'medical' && page.frequency !== undefined && page.frequency.frequency !== 'annual';
  return purchases ? columns.map((column) => ({ ...column, header: PURCHASE_HEADERS[column.key] ?? column.header })) : columns;
}
