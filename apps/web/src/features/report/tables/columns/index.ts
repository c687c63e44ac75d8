import type { TableKind } from '../../model/report-model.ts';
import type { ColumnDef } from './column-def.ts';
import { EARNINGS_TABLE } from './earnings-columns.ts';
import { MEDICAL_TABLE } from './medical-columns.ts';
import { SERVICES_TABLE } from './services-columns.ts';
import { SUPPORT_TABLE } from './support-columns.ts';

export { cellText, type ColumnDef } from './column-def.ts';

export const COLUMNS_BY_KIND: Record<TableKind, readonly ColumnDef[]> = {
  support: SUPPORT_TABLE,
  services: SERVICES_TABLE,
  earnings: EARNINGS_TABLE,
  medical: MEDICAL_TABLE,
};
