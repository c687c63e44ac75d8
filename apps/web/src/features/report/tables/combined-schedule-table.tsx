import { Fragment } from 'react';
import { formatMoney, formatOptionalMoney } from '@damages/contracts';
import type { CombinedTotals, WholeDollarPair } from '@damages/engine';
import { COMBINED_SCHEDULE_WORDS as WORDS, type CombinedScheduleFigures } from '../model/combined-schedule.ts';

/** A loss type's two figures, or a dash in both where it has no loss that year. */
function PairCells({ pair }: { pair: WholeDollarPair | null }) {
  return (
    <>
      <td className="num">{formatOptionalMoney(pair?.nominal)}</td>
      <td className="num">{formatOptionalMoney(pair?.presentValue)}</td>
    </>
  );
}

function TotalsRow({ label, totals, testId }: { label: string; totals: CombinedTotals; testId: string }) {
  return (
    <tr className="total-row" data-testid={testId}>
      <th scope="row">{label}</th>
      {totals.cells.map((cell, k) => (
        <PairCells key={k} pair={cell} />
      ))}
      <PairCells pair={totals} />
      <td />
    </tr>
  );
}

/**
 * Every loss by calendar year (methodology §10, the combined schedule), past years then future years: each
 * loss type's nominal loss and present value, the year's totals and the cumulative present value, in whole
 * dollars; the engine apportions them so the side totals and the total are the totals table's.
 */
export function CombinedScheduleTable({ schedule }: { schedule: CombinedScheduleFigures }) {
  const width = 2 * schedule.kinds.length + 4;
  return (
    <table className="summary-table summary-table-compact combined-schedule">
      <thead>
        <tr>
          {/* No rowSpan: the Word export lays a table out by its cells in each row. */}
          <td />
          {[...schedule.kinds, WORDS.yearTotal].map((kind) => (
            <th key={kind} scope="colgroup" colSpan={2} className="num">
              {kind}
            </th>
          ))}
          <td />
        </tr>
        <tr>
          <th scope="col">{WORDS.year}</th>
          {[...schedule.kinds, WORDS.yearTotal].map((kind) => (
            <Fragment key={kind}>
              <th scope="col" className="num">
                {WORDS.nominal}
              </th>
              <th scope="col" className="num">
                {WORDS.presentValue}
              </th>
            </Fragment>
          ))}
          <th scope="col" className="num">
            {WORDS.cumulative}
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.sides.map(({ side, totals }) => (
          <Fragment key={side}>
            <tr className="schedule-side">
              <th scope="colgroup" colSpan={width}>
                {WORDS.side[side]}
              </th>
            </tr>
            {schedule.years
              .filter((year) => year.side === side)
              .map((year) => (
                <tr key={year.year} data-year={`${side}-${year.year}`}>
                  <th scope="row">{year.year}</th>
                  {year.cells.map((cell, k) => (
                    <PairCells key={k} pair={cell} />
                  ))}
                  <PairCells pair={year} />
                  <td className="num">{formatMoney(year.cumulativePresentValue)}</td>
                </tr>
              ))}
            <TotalsRow label={WORDS.sideTotal[side]} totals={totals} testId={`combined-schedule-${side}`} />
          </Fragment>
        ))}
      </tbody>
      <tfoot>
        <TotalsRow label={WORDS.total} totals={schedule.total} testId="combined-schedule-total" />
      </tfoot>
    </table>
  );
}
