import { formatCount, formatLongDate, formatMoneyCents, formatUsDate } from '@damages/contracts';
import { SelectionNote } from '../layout/selection-note.tsx';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/**
 * The prejudgment-interest exhibit (methodology §16): the rule with its
 * citation, the rate, compounding and period, and the interest on each past
 * loss as the calculation service computed it, in dollars and cents.
 */
export function PrejudgmentInterestPage() {
  const { interest } = useReport().data;
  if (!interest) return null;
  const { rule, rate, rateSource, compounding, from, through, lines, total } = interest;
  return (
    <Section id="prejudgment-interest">
      <p data-testid="interest-rule">
        Prejudgment interest is computed under the rule of the forum: {rule.text} ({rule.citation}).
      </p>
      <p data-testid="interest-terms">
        The rate applied is {rate} a year ({compounding.toLowerCase()}){rateSource ? `; ${rateSource}` : ''}. Each past loss bears interest
        from the date it arose{from ? `, but not before ${formatLongDate(from)}` : ''}, through {formatLongDate(through)}. Past losses
        computed by calendar year accrue from the middle of each period; a lump sum from the day it was paid.
      </p>
      <table className="summary-table interest-table">
        <caption>Prejudgment interest on the past losses</caption>
        <thead>
          <tr>
            <th scope="col">Past loss</th>
            <th scope="col">Accrues from</th>
            <th scope="col" className="num">
              Days
            </th>
            <th scope="col" className="num">
              Interest
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-interest={line.key}>
              <th scope="row">
                {line.label}
                {line.lumpSum ? ` (${formatMoneyCents(line.lumpSum.amount)})` : ''}
              </th>
              <td>{line.lumpSum ? formatUsDate(line.lumpSum.accrualStart) : 'Each period'}</td>
              <td className="num">{line.lumpSum ? formatCount(line.lumpSum.days) : ''}</td>
              <td className="num">{formatMoneyCents(line.interest)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="total-row">
            <th scope="row" colSpan={3}>
              Total prejudgment interest
            </th>
            <td className="num" data-testid="interest-total">
              {formatMoneyCents(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <SelectionNote />
    </Section>
  );
}
