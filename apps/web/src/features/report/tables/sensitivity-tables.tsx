import { formatMoney } from '@damages/contracts';
import {
  SENSITIVITY_EXHIBIT_WORDS as WORDS,
  type SensitivityGrid,
  type SensitivityStep,
  type TornadoRow,
} from '../model/sensitivity-exhibit.ts';

/** "+$12,345", "($12,345)": a change from the total as calculated, its sign always shown. */
export function formatChange(change: number): string {
  return change > 0 ? `+${formatMoney(change)}` : formatMoney(change);
}

function StepCells({ step }: { step: SensitivityStep | null }) {
  if (step === null)
    return (
      <>
        <td>{WORDS.notOffered}</td>
        <td className="num">{WORDS.noStep}</td>
        <td className="num">{WORDS.noStep}</td>
      </>
    );
  return (
    <>
      <td>{step.step}</td>
      <td className="num">{formatMoney(step.total)}</td>
      <td className="num">{formatChange(step.change)}</td>
    </>
  );
}

/** The one-way table: each assumption's step down and step up, their totals and changes from the base, in order of swing. */
export function SensitivityOneWayTable({ rows, base }: { rows: readonly TornadoRow[]; base: number }) {
  return (
    <table
      className="summary-table summary-table-compact sensitivity-one-way"
      data-testid="sensitivity-one-way"
      aria-label={WORDS.oneWayCaption}
    >
      <thead>
        <tr>
          <th scope="col">{WORDS.assumption}</th>
          <th scope="col">{WORDS.stepDown}</th>
          <th scope="col" className="num">
            {WORDS.total}
          </th>
          <th scope="col" className="num">
            {WORDS.change}
          </th>
          <th scope="col">{WORDS.stepUp}</th>
          <th scope="col" className="num">
            {WORDS.total}
          </th>
          <th scope="col" className="num">
            {WORDS.change}
          </th>
          <th scope="col" className="num">
            {WORDS.swing}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-assumption={row.key}>
            <th scope="row">{row.label}</th>
            <StepCells step={row.low} />
            <StepCells step={row.high} />
            <td className="num">{formatMoney(row.swing)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total-row" data-testid="sensitivity-base">
          <th scope="row" colSpan={7}>
            {WORDS.base}
          </th>
          <td className="num">{formatMoney(base)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The 7 × 7 grid of the total by discount rate (rows) and growth rate (columns); the case as calculated is highlighted. */
export function SensitivityGridTable({ grid }: { grid: SensitivityGrid }) {
  return (
    <table className="summary-table summary-table-compact sensitivity-grid" data-testid="sensitivity-grid" aria-label={WORDS.gridCaption}>
      <thead>
        <tr>
          <td />
          <th scope="colgroup" colSpan={grid.columns.length} className="num">
            {WORDS.growthRate}
          </th>
        </tr>
        <tr>
          <th scope="col">{WORDS.discountRate}</th>
          {grid.columns.map((column) => (
            <th key={column.points} scope="col" className="num">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row, r) => (
          <tr key={row.points} data-discount={row.points}>
            <th scope="row">{row.label}</th>
            {grid.columns.map((column, c) => {
              const total = grid.totals[r]?.[c] ?? null;
              const base = row.points === 0 && column.points === 0;
              return (
                <td key={column.points} className={base ? 'num sensitivity-base-cell' : 'num'} data-growth={column.points}>
                  {total === null ? WORDS.noStep : base ? <strong>{formatMoney(total)}</strong> : formatMoney(total)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
