import { formatAge, formatOptionalLongDate } from '@damages/contracts';
import type { RetirementFigure } from '../model/assumption-figures.ts';

/** The retirement-age scenarios with their dates, as Assumptions and Loss of Earnings both show them. */
export function RetirementTable({ retirements }: { retirements: readonly RetirementFigure[] }) {
  return (
    <table className="summary-table">
      <caption>Retirement-age scenarios</caption>
      <thead>
        <tr>
          <th scope="col">Scenario</th>
          <th scope="col" className="num">
            Retirement age
          </th>
          <th scope="col" className="num">
            Retirement date
          </th>
        </tr>
      </thead>
      <tbody>
        {retirements.map((r) => (
          <tr key={r.id}>
            <th scope="row">Scenario {r.id + 1}</th>
            <td className="num">{formatAge(r.age)}</td>
            <td className="num">{formatOptionalLongDate(r.date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
