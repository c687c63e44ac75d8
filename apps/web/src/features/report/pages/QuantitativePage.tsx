import { formatMoney } from '../../../lib/format.ts';
import { moneyOrNa, Section } from '../layout/report-parts.tsx';
import { ScenarioSelector } from '../scenario/ScenarioSelector.tsx';
import { useReport } from '../state/report-context.tsx';

/** The scenarios a total assumes, as a sentence. */
export function SelectionNote() {
  const { selectionText } = useReport().data;
  if (selectionText.length === 0) return null;
  return <p className="report-note">Scenarios: {selectionText.join('; ')}.</p>;
}

/** Past and future subtotals and the total by loss type (methodology §10). */
export function TotalsTable({ caption }: { caption: string }) {
  const { totals } = useReport().data;
  return (
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
          <th scope="col" className="num">Total</th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line) => (
          <tr key={line.key} data-loss={line.key}>
            <th scope="row">{line.label}</th>
            <td className="num">{moneyOrNa(line.past)}</td>
            <td className="num">{moneyOrNa(line.future)}</td>
            <td className="num">{formatMoney(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total-row" data-loss="total">
          <th scope="row">Total economic loss</th>
          <td className="num" data-testid="total-past">{formatMoney(totals.past)}</td>
          <td className="num" data-testid="total-future">{formatMoney(totals.future)}</td>
          <td className="num" data-testid="total-all">{formatMoney(totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Section 7: the quantitative economic loss summary. */
export function QuantitativeSummary() {
  const { facts } = useReport().data;
  return (
    <Section number={7} title="Quantitative Economic Loss Summary">
      <p>
        The table below brings together the losses valued in this report. Past losses run from the date of {facts.incident} to the date of
        trial; future losses run from the date of trial and are stated at their present value on that date.
      </p>
      <TotalsTable caption="Economic loss by category" />
      <SelectionNote />
      <p className="report-note">
        Amounts are rounded to whole dollars; totals are added before rounding and may differ by a dollar from the sum of the rounded
        amounts. &quot;n/a&quot; marks a period not claimed.
      </p>
    </Section>
  );
}

export function QuantitativePage() {
  return (
    <>
      <ScenarioSelector />
      <QuantitativeSummary />
    </>
  );
}
