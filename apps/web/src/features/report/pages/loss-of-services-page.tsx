import { formatLongDate, formatMoney, formatMoneyCents, formatPercent, formatQuantity } from '@damages/contracts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { SOURCE_SEPARATOR, sourcedPercentText } from '../model/sourced-figures.ts';
import { useReport } from '../state/report-context.tsx';
import { ScenarioResultsTable } from '../tables/scenario-results-table.tsx';

/** Section 5: household services the plaintiff or decedent can no longer perform. */
export function LossOfServicesPage() {
  const { data } = useReport();
  const { services: s, facts } = data;
  if (!data.chosen.services) {
    return (
      <Section id="loss-of-services">
        <p>No loss of household services was claimed in this case.</p>
      </Section>
    );
  }
  return (
    <Section id="loss-of-services">
      <Subsection id="loss-of-services/method" title="Method">
        <p>
          Household services are valued at what it would cost to hire them in the market. For each kind of service, the annual value is the
          hourly rate times the weekly hours times the weeks per year, in {s.baseYear} dollars, grown each year at the growth rate. Each
          service is counted from the date of {facts.incident} until its end date or the expected date of death, whichever comes first.
          {s.staged &&
            ' A service shown with a start date of its own is counted from that date, as a stage of life that would have begun later; one shown with a share lost counts only that share of its value, the part the plaintiff can no longer perform.'}
        </p>
      </Subsection>
      <Subsection id="loss-of-services/services-valued" title="Household Services Valued">
        <table className="summary-table services-table">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col" className="num">
                Hourly rate
              </th>
              <th scope="col" className="num">
                Weekly hours
              </th>
              <th scope="col" className="num">
                Weeks per year
              </th>
              {s.staged && (
                <th scope="col" className="num">
                  Share lost
                </th>
              )}
              <th scope="col" className="num">
                Annual value
              </th>
              {s.staged && (
                <th scope="col" className="num">
                  Start date
                </th>
              )}
              <th scope="col" className="num">
                End date
              </th>
            </tr>
          </thead>
          <tbody>
            {s.sources.map((source, index) => (
              <tr key={`${index}-${source.name}`}>
                <th scope="row">{source.name || `Source ${index + 1}`}</th>
                <td className="num">
                  {formatMoneyCents(source.hourlyRate)}
                  <span className="rate-source">
                    {SOURCE_SEPARATOR}
                    {source.hourlyRateSource}
                  </span>
                </td>
                <td className="num">{formatQuantity(source.weeklyHours)}</td>
                <td className="num">{source.weeksPerYear}</td>
                {s.staged && <td className="num">{formatPercent(source.lossShare ?? 1)}</td>}
                <td className="num">{formatMoney(source.annualValue)}</td>
                {s.staged && <td className="num">{source.startDate ? formatLongDate(source.startDate) : `Date of ${facts.incident}`}</td>}
                <td className="num">{formatLongDate(source.endDate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="total-row">
              <th scope="row">Total annual value</th>
              <td colSpan={s.staged ? 4 : 3} />
              <td className="num">{formatMoney(s.totalAnnualValue)}</td>
              <td colSpan={s.staged ? 2 : 1} />
            </tr>
          </tfoot>
        </table>
        <FactTable
          facts={[
            { label: 'Growth rate', value: sourcedPercentText(s.growth) },
            { label: 'Discount rate (Treasury yield)', value: sourcedPercentText(s.discount) },
          ]}
        />
      </Subsection>
      <Subsection id="loss-of-services/results" title="Results by Life-Expectancy Scenario">
        <ScenarioResultsTable
          rows={s.results.map((r) => ({ ...r, label: `${r.label}${r.dateOfDeath ? ` (to ${formatLongDate(r.dateOfDeath)})` : ''}` }))}
          scenarioHeader="Remaining life expectancy"
          caption="Loss of household services, present value at trial"
        />
        <p className="report-note">Year-by-year calculations are in the Loss of Household Services appendix.</p>
      </Subsection>
    </Section>
  );
}
