import { formatOptionalMoney } from '@damages/contracts';
import type { WholeDollarRow } from '../model/report-model.ts';

/** "n/a" marks a period not claimed. */
export const NOT_CLAIMED = 'n/a';

/** Past, future and total present value by scenario (sections 4 and 5), in whole dollars; each row foots. */
export function ScenarioResultsTable({
  rows,
  scenarioHeader,
  caption,
}: {
  rows: WholeDollarRow[];
  scenarioHeader: string;
  caption: string;
}) {
  return (
    <table className="summary-table results-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{scenarioHeader}</th>
          <th scope="col" className="num">
            Past loss
          </th>
          <th scope="col" className="num">
            Future loss
            <br />
            (present value)
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="num">{formatOptionalMoney(row.past, NOT_CLAIMED)}</td>
            <td className="num">{formatOptionalMoney(row.future, NOT_CLAIMED)}</td>
            <td className="num">{formatOptionalMoney(row.total, NOT_CLAIMED)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
