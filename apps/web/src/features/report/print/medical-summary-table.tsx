import { formatMoneyCents, MISSING } from '@damages/contracts';
import type { MedicalSummary, MedicalSummaryTable as SummaryTable } from '../model/medical-summary.ts';

/**
 * The present value of each modality of the life care plan under each scenario,
 * to the cent, with the estimate that counted where it is not the scenario's
 * own, and each scenario's exact total (see model/medical-summary.ts).
 */
export function MedicalSummaryTable({
  scenarios,
  table,
  caption,
  testId,
}: {
  scenarios: MedicalSummary['scenarios'];
  table: SummaryTable;
  caption: string;
  /** Prefix of the totals' test ids: one per part of the plan. */
  testId: string;
}) {
  return (
    <table className="summary-table medical-summary-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Modality</th>
          <th scope="col">Category</th>
          {scenarios.map((s) => (
            <th key={s.type} scope="col" className="num">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.modality}</th>
            <td>{row.category || MISSING}</td>
            {scenarios.map((s) => {
              const cell = row.values[s.type];
              return (
                <td key={s.type} className="num" data-testid={`${testId}-${index}-${s.type}`}>
                  {cell ? formatMoneyCents(cell.value) : MISSING}
                  {cell?.estimate ? (
                    <>
                      <br />
                      <small className="medical-estimate">{cell.estimate}</small>
                    </>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total-row">
          <th scope="row" colSpan={2}>
            Total
          </th>
          {scenarios.map((s) => (
            <td key={s.type} className="num" data-testid={`${testId}-total-${s.type}`}>
              {formatMoneyCents(table.totals[s.type] ?? 0)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
