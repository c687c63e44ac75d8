import type { EpochDay } from '../dates/civil-date.ts';
import type { LossTable } from '../losses/loss-table.ts';
import { pastRowInterest, sumOfCents, type InterestTerms } from './prejudgment-interest.ts';

/**
 * The two columns prejudgment interest adds after `PV` on a past table
 * (docs/methodology.md, section 16), applied to a table already finished, so
 * that the loss calculations stay as they are and a body without interest is
 * answered exactly as before.
 */

/** A finished past row with what its interest needs: its period and its unrounded loss. */
export interface PastRowForInterest<Row extends { PV: number }> {
  row: Row;
  start: EpochDay;
  end: EpochDay;
  /** The row's loss before rounding: interest is computed on it, not on the cents shown. */
  loss: number;
}

/** The columns interest adds after `PV`, in order. */
export const INTEREST_COLUMNS = ['Interest', 'Loss with Interest'] as const;

export type RowWithInterest<Row> = Row & { Interest: number; 'Loss with Interest': number };

export interface PastTableInterest<Row> {
  rows: RowWithInterest<Row>[];
  /** Sum of the rows' rounded interest. */
  totalInterest: number;
}

/** Appends `Interest` and `Loss with Interest` (the rounded PV plus the rounded interest) to every row. */
export function withPrejudgmentInterest<Row extends { PV: number }>(
  entries: readonly PastRowForInterest<Row>[],
  terms: InterestTerms,
): PastTableInterest<Row> {
  const rows = entries.map(({ row, start, end, loss }): RowWithInterest<Row> => {
    const interest = pastRowInterest({ start, end, loss }, terms);
    return { ...row, Interest: interest, 'Loss with Interest': sumOfCents([row.PV, interest]) };
  });
  return { rows, totalInterest: sumOfCents(rows.map((row) => row.Interest)) };
}

/** A period and its unrounded loss, in the order of a table's rows. */
export interface RowAccrual {
  start: EpochDay;
  end: EpochDay;
  loss: number;
}

/** A finished past table with the interest columns and `total_interest`; `accruals` are its rows' periods and losses, in order. */
export function pastTableWithInterest<Id, Row extends { PV: number }>(
  table: LossTable<Id, Row>,
  accruals: readonly RowAccrual[],
  terms: InterestTerms,
): LossTable<Id, RowWithInterest<Row>> & { total_interest: number } {
  if (accruals.length !== table.rows.length) throw new RangeError('Every row needs its period and loss');
  const { rows, totalInterest } = withPrejudgmentInterest(
    table.rows.map((row, i) => ({ row, ...accruals[i]! })),
    terms,
  );
  return { id: table.id, rows, total_pv: table.total_pv, total_interest: totalInterest };
}
