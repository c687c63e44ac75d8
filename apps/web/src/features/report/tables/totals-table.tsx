import { formatMoney, formatOptionalMoney } from '@damages/contracts';
import { MEDICAL_TOTALS_PREDATE_RULE_NOTE } from '../model/medical-totals.ts';
import { useReport } from '../state/report-context.tsx';
import { PastWithInterest } from './past-with-interest.tsx';
import { NOT_CLAIMED } from './scenario-results-table.tsx';

/** Past and future subtotals and the total by loss type (methodology §10), in whole dollars: every row and column foots. */
export function TotalsTable({ caption }: { caption: string }) {
  const { totals, medicalTotalsPredateRule } = useReport().data;
  return (
    <>
      <table className="summary-table totals-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Economic loss</th>
            <th scope="col" className="num">
              Past loss
              <br />
              period
            </th>
            <th scope="col" className="num">
              Future loss period
              <br />
              (present value)
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.lines.map((line) => (
            <tr key={line.key} data-loss={line.key}>
              <th scope="row">{line.label}</th>
              <td className="num">{formatOptionalMoney(line.past, NOT_CLAIMED)}</td>
              <td className="num">{formatOptionalMoney(line.future, NOT_CLAIMED)}</td>
              <td className="num">{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row" data-loss="total">
            <th scope="row">Total economic loss</th>
            <td className="num" data-testid="total-past">
              {formatMoney(totals.past)}
            </td>
            <td className="num" data-testid="total-future">
              {formatMoney(totals.future)}
            </td>
            <td className="num" data-testid="total-all">
              {formatMoney(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <PastWithInterest />
      {medicalTotalsPredateRule ? (
        <p className="report-note" role="note" data-testid="medical-totals-predate-rule">
          {MEDICAL_TOTALS_PREDATE_RULE_NOTE}
        </p>
      ) : null}
    </>
  );
}
