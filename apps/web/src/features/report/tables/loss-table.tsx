import type { TableRow } from '../model/report-model.ts';
import { cellText, type ColumnDef } from './columns/index.ts';

/** A present-value table with its Total row; the same markup on screen and in the PDF. */
export function LossTable({
  columns,
  rows,
  totals,
  caption,
}: {
  columns: readonly ColumnDef[];
  rows: TableRow[];
  totals: TableRow;
  caption: string;
}) {
  return (
    <table className="loss-table">
      <caption className="visually-hidden">{caption}</caption>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} className={`col-${column.key.toLowerCase().replace(/\s+/g, '-')}`} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.key === 'Year' ? undefined : 'num'}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="text-center text-muted">
              No loss falls in this period.
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={`${row.Year}-${index}`}>
              {columns.map((column) => (
                <td key={column.key} className={column.key === 'Year' ? undefined : 'num'}>
                  {cellText(column, row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr className="total-row">
          {columns.map((column, index) => (
            <td key={column.key} className={index === 0 ? undefined : 'num'}>
              {index === 0 ? 'Total' : column.total ? cellText(column, totals) : ''}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
