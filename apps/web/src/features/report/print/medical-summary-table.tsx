import { formatMoneyCents, MISSING } from '../../../lib/format.ts';
import type { MedicalSummary } from '../model/medical-summary.ts';

/**
 * The present value of each modality of the life care plan under each scenario,
 * to the cent, with each scenario's exact total (see model/medical-summary.ts).
 */
export function MedicalSummaryTable({ summary }: { summary: MedicalSummary }) {
  return (
    <table className="summary-table medical-summary-table">
      <caption>Present value of future medical expenses by modality and scenario (dollars and cents)</caption>
      <thead>
        <tr>
          <th scope="col">Modality</th>
          <th scope="col">Category</th>
          {summary.scenarios.map((s) => (
            <th key={s.type} scope="col" className="num">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.modality}</th>
            <td>{row.category || MISSING}</td>
            {summary.scenarios.map((s) => {
              const value = row.values[s.type];
              return (
                <td key={s.type} className="num">
                  {value === null || value === undefined ? MISSING : formatMoneyCents(value)}
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
          {summary.scenarios.map((s) => (
            <td key={s.type} className="num" data-testid={`medical-summary-total-${s.type}`}>
              {formatMoneyCents(summary.totals[s.type] ?? 0)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
