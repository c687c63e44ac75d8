import type { CaseInfo, IncomeRetirementId } from '@damages/engine';
import { LOSS_KINDS, LOSS_SIDES, type LossKind, type LossSide } from '../catalogue/loss-kinds.ts';
import type { SavedFormRecord } from './saved-form-record.ts';
import type { ScenarioSelection } from './scenario-selection.ts';

/** Readers over the calendar tables a saved record holds, shared by the report and the totals rule. */

/** The loss kinds computed as calendar-year tables with a past and a future side (all but medical). */
export const CALENDAR_KINDS = ['earnings', 'support', 'services'] as const satisfies readonly LossKind[];
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** A table row as saved: column name → number. */
type SavedTableRow = Record<string, number>;

/** One saved calendar table, uniform across kinds. */
export interface SavedTable {
  side: LossSide;
  id: unknown;
  rows: SavedTableRow[];
  /** The engine's present value of the table (the sum of its rows' PV), to the cent. */
  totalPv: number;
  /** The engine's prejudgment interest on a past table (the sum of its rows' Interest); absent without interest. */
  totalInterest?: number;
}

type SavedSides = {
  past?: { case_info: CaseInfo; table: { id: unknown; data: SavedTableRow[]; total_pv: number; total_interest?: number }[] };
  future?: SavedSides['past'];
};

function savedSides(record: SavedFormRecord, kind: CalendarKind): SavedSides | undefined {
  return record[LOSS_KINDS[kind].savedKey];
}

/** Past then future tables of a calendar kind. */
export function savedTables(record: SavedFormRecord, kind: CalendarKind): SavedTable[] {
  const loss = savedSides(record, kind);
  return LOSS_SIDES.flatMap((side) =>
    (loss?.[side]?.table ?? []).map((t) => ({
      side,
      id: t.id,
      rows: t.data,
      totalPv: t.total_pv,
      ...(t.total_interest === undefined ? {} : { totalInterest: t.total_interest }),
    })),
  );
}

/** The case information of a calendar kind's answer (future first: both sides carry the same). */
export function caseInfoOf(record: SavedFormRecord, kind: CalendarKind): CaseInfo | undefined {
  const loss = savedSides(record, kind);
  return loss?.future?.case_info ?? loss?.past?.case_info;
}

function sameIncomeRetirement(id: unknown, income: number, retirement: number): boolean {
  const pair = id as Partial<IncomeRetirementId> | null;
  return pair?.annualIncomeId === income && pair.retirementDateId === retirement;
}

/** The scenarios a calendar table can depend on. */
export type CalendarSelection = Pick<ScenarioSelection, 'income' | 'retirement' | 'lifeExpectancy'>;

/** Which scenario a calendar table assumes: earnings and support by income × retirement, services by life expectancy. */
const TABLE_BELONGS_TO: Record<CalendarKind, (id: unknown, selection: CalendarSelection) => boolean> = {
  earnings: (id, s) => sameIncomeRetirement(id, s.income, s.retirement),
  support: (id, s) => sameIncomeRetirement(id, s.income, s.retirement),
  services: (id, s) => id === s.lifeExpectancy,
};

/** The table of one side of a calendar kind for the chosen scenarios. */
export function tableFor(
  record: SavedFormRecord,
  kind: CalendarKind,
  side: LossSide,
  selection: CalendarSelection,
): SavedTable | undefined {
  return savedTables(record, kind).find((t) => t.side === side && TABLE_BELONGS_TO[kind](t.id, selection));
}
