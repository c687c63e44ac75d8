import type { CaseInfo, IncomeRetirementId } from '@damages/engine';
import {
  hasLossKind,
  hasLossSide,
  LOSS_KIND_ORDER,
  LOSS_KINDS,
  LOSS_SIDES,
  type LossKind,
  type LossSide,
  type SavedFormRecord,
} from '@damages/contracts';
import type { ScenarioSelection, TableRow } from './report-model.ts';

/** Small readers over the saved record shared by the selector modules; loss kinds come from the contracts' catalogue. */

/** The loss kinds computed as calendar-year tables with a past and a future side (all but medical). */
export const CALENDAR_KINDS = ['earnings', 'support', 'services'] as const satisfies readonly LossKind[];
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** Which loss kinds and sides the user chose (spec §2 "only if … types were chosen"). */
export interface ChosenLosses extends Record<LossKind, boolean> {
  medicalPast: boolean;
  medicalFuture: boolean;
  burial: boolean;
  /** Prejudgment interest was chosen (formData.interest); its exhibit is then part of the report. */
  interest: boolean;
  /** The report supplements an issued version (its submit saved the bridge): it explains the changes since. */
  supplement: boolean;
}

export function isChosen(record: SavedFormRecord, kind: LossKind, side: LossSide): boolean {
  return hasLossSide(kind, side, record.formData.case.typeSelectedValues);
}

export function chosenLosses(record: SavedFormRecord): ChosenLosses {
  const selected = record.formData.case.typeSelectedValues;
  const kinds = Object.fromEntries(LOSS_KIND_ORDER.map((kind) => [kind, hasLossKind(kind, selected)])) as Record<LossKind, boolean>;
  return {
    ...kinds,
    medicalPast: isChosen(record, 'medical', 'past'),
    medicalFuture: isChosen(record, 'medical', 'future'),
    burial: record.formData.case.type === 'wrongfulDeath' && record.formData.plaintiff.burialCost !== undefined,
    interest: record.formData.interest !== undefined,
    supplement: record.bridge !== undefined,
  };
}

/** One saved calendar table, uniform across kinds. */
export interface SavedTable {
  side: LossSide;
  id: unknown;
  rows: TableRow[];
  /** The engine's present value of the table (the sum of its rows' PV), to the cent. */
  totalPv: number;
  /** The engine's prejudgment interest on a past table (the sum of its rows' Interest); absent without interest. */
  totalInterest?: number;
}

type SavedSides = {
  past?: { case_info: CaseInfo; table: { id: unknown; data: TableRow[]; total_pv: number; total_interest?: number }[] };
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

/** Which scenario a calendar table assumes: earnings and support by income × retirement, services by life expectancy. */
const TABLE_BELONGS_TO: Record<
  CalendarKind,
  (id: unknown, selection: Pick<ScenarioSelection, 'income' | 'retirement' | 'lifeExpectancy'>) => boolean
> = {
  earnings: (id, s) => sameIncomeRetirement(id, s.income, s.retirement),
  support: (id, s) => sameIncomeRetirement(id, s.income, s.retirement),
  services: (id, s) => id === s.lifeExpectancy,
};

/** The table of one side of a calendar kind for the chosen scenarios. */
export function tableFor(
  record: SavedFormRecord,
  kind: CalendarKind,
  side: LossSide,
  selection: Pick<ScenarioSelection, 'income' | 'retirement' | 'lifeExpectancy'>,
): SavedTable | undefined {
  return savedTables(record, kind).find((t) => t.side === side && TABLE_BELONGS_TO[kind](t.id, selection));
}

/**
 * The case information the report quotes (ages, dates of death and retirement):
 * from the earnings or support result when present, since only they carry the
 * retirement scenarios, else from services or medical.
 */
export function primaryCaseInfo(record: SavedFormRecord): CaseInfo | undefined {
  for (const kind of CALENDAR_KINDS) {
    const info = caseInfoOf(record, kind);
    if (info) return info;
  }
  return record.medicalReport?.case_info;
}
