import { formatDecimal, formatMoney, formatPercent, formatReportDate } from '../../../lib/format.ts';
import { FactTable, Section, Subsection } from '../layout/report-parts.tsx';
import { useReport } from '../state/report-context.tsx';

const years = (value: number | undefined) => (value === undefined ? '—' : formatDecimal(value, 2));
const optionalPercent = (value: number | undefined) => (value === undefined ? '—' : formatPercent(value));

/** Section 3: ages, life expectancy, expected date of death, retirement. */
export function AssumptionsPage() {
  const { data } = useReport();
  const { facts, assumptions: a } = data;
  const survived = facts.isWrongfulDeath ? ' (had the decedent survived)' : '';
  return (
    <Section number={3} title="Basic Assumptions">
      <Subsection number="3.1" title="Age and Life Expectancy">
        <p>
          Remaining life expectancy is taken from the United States Life Tables, 2023, of the National Center for Health Statistics, using
          the table for the {facts.role}&apos;s sex and race ({a.lifeTable}), measured from the date of this report.
        </p>
        <FactTable
          facts={[
            { label: `Expected age at the date of report${survived}`, value: `${years(a.ageAtReport)} years` },
            { label: 'Total life-expectancy projection', value: a.totalProjections.map((age) => `${years(age)} years`).join('; ') || '—' },
          ]}
        />
        <table className="summary-table">
          <caption>Life-expectancy scenarios</caption>
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col" className="num">Remaining life years</th>
              <th scope="col" className="num">Total life expectancy (age)</th>
              <th scope="col" className="num">Expected date of death</th>
            </tr>
          </thead>
          <tbody>
            {a.lifeExpectancies.map((le) => (
              <tr key={le.id}>
                <th scope="row">Scenario {le.id + 1}</th>
                <td className="num">{years(le.remainingYears)}</td>
                <td className="num">{years(le.totalYears)}</td>
                <td className="num">{le.dateOfDeath ? formatReportDate(le.dateOfDeath) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Subsection>
      {a.retirements.length > 0 && (
        <Subsection number="3.2" title="Retirement">
          <p>Losses of {data.chosen.support ? 'support' : 'earnings'} end at retirement, or earlier at the expected date of death.</p>
          <table className="summary-table">
            <caption>Retirement-age scenarios</caption>
            <thead>
              <tr>
                <th scope="col">Scenario</th>
                <th scope="col" className="num">Retirement age</th>
                <th scope="col" className="num">Retirement date</th>
              </tr>
            </thead>
            <tbody>
              {a.retirements.map((r) => (
                <tr key={r.id}>
                  <th scope="row">Scenario {r.id + 1}</th>
                  <td className="num">{formatDecimal(r.age, r.age % 1 === 0 ? 0 : 1)}</td>
                  <td className="num">{r.date ? formatReportDate(r.date) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Subsection>
      )}
      {a.earnings && (
        <Subsection number="3.3" title="Earnings">
          <FactTable
            facts={[
              { label: 'Annual income scenarios', value: a.earnings.incomes.map((income) => formatMoney(income)).join('; ') },
              { label: 'Wage growth rate', value: optionalPercent(a.earnings.growthRate) },
              { label: 'Fringe benefits (share of earnings)', value: optionalPercent(a.earnings.benefitsRate) },
              { label: 'Discount rate (U.S. Treasury yield)', value: optionalPercent(a.earnings.discountRate) },
            ]}
          />
        </Subsection>
      )}
      <Subsection number={a.earnings ? '3.4' : a.retirements.length > 0 ? '3.3' : '3.2'} title="Valuation Conventions">
        <p>
          Losses are calculated by calendar year. A partial year counts in proportion to its days. Losses before the date of trial (
          {formatReportDate(facts.dateOfTrial)}) are past losses, stated without discounting or interest. Losses from the date of trial on
          are future losses, discounted to the date of trial at the middle of each year&apos;s loss period. Ages and fractions of a year use
          365.25 days per year.
        </p>
      </Subsection>
    </Section>
  );
}
