import { roundHalfEven } from '../numbers/round.ts';
import { yearFraction } from '../dates/year-fraction.ts';
import type { EpochDay } from '../dates/civil-date.ts';
import type { CaseInfo } from './case-info.ts';

/** One present-value table: its rows keyed by column name, in column order. */
export interface LossTable<Id, Row> {
  id: Id;
  rows: Row[];
  /** Sum of the rows' rounded PV, in cents. */
  total_pv: number;
  /** Sum of the rows' rounded Interest: only on a past table with prejudgment interest (methodology §16). */
  total_interest?: number;
}

export interface LossResult<Id, Row, Info extends CaseInfo = CaseInfo> {
  case_info: Info;
  tables: LossTable<Id, Row>[];
}

/** Identifies an earnings or support table: which income and which retirement age it assumes. */
export interface IncomeRetirementId {
  annualIncomeId: number;
  retirementDateId: number;
}

export const money = (value: number) => roundHalfEven(value, 2);
export const ratio = (value: number) => roundHalfEven(value, 6);
export const ageAt = (dateOfBirth: EpochDay, on: EpochDay) => roundHalfEven(yearFraction(dateOfBirth, on), 2);

/** A table's total is the sum of the PV its rows show, so the appendix adds up on paper. */
export function tableOf<Id, Row extends { PV: number }>(id: Id, rows: Row[]): LossTable<Id, Row> {
  let total = 0;
  for (const row of rows) total += row.PV;
  return { id, rows, total_pv: money(total) };
}

/**
 * `columns` with `added` inserted right after `anchor`: how a version of the method extends a
 * table's column order without writing the earlier columns out again.
 */
export function insertedAfter<const C extends string, const A extends string>(
  columns: readonly C[],
  anchor: C,
  added: readonly A[],
): readonly (C | A)[] {
  const at = columns.indexOf(anchor) + 1;
  if (at === 0) throw new Error(`No column ${anchor}`);
  return [...columns.slice(0, at), ...added, ...columns.slice(at)];
}
